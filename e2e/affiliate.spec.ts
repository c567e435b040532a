import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { allowConsoleErrors, expect, islandsReady, test } from './fixtures';

// Affiliate links completed by Tabiji from the host's markup (demo/pages/components.mjs), with demo.env's partner
// settings: the stand-in partner pages on 127.0.0.1:8080, affiliate and associate id "tabiji-demo".
const PARTNER = 'http://127.0.0.1:8080/stand-ins';

const hotelLink = (page: Page) => page.locator('a[data-tabiji-affiliate="hotel"]');
const flightLink = (page: Page) => page.locator('a[data-tabiji-affiliate="flight"]');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

async function storedFor(request: APIRequestContext, run: string): Promise<Array<{ action_type: string; link_url: string }>> {
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: Array<{ action_type: string; link_url: string; source_url: string }> };
  return records.filter((record) => String(record.source_url ?? '').includes(run));
}

test('hotel and flight links are completed exactly, in the page language, sponsored and in a new tab', async ({ page }) => {
  await open(page, '/en/articles/1');
  await expect(hotelLink(page)).toHaveAttribute(
    'href',
    `${PARTNER}/hotels?destination=Kyoto&checkin=2026-12-01&checkout=2026-12-04&adults=2&rooms=1&lang=en&aid=tabiji-demo`,
  );
  await expect(flightLink(page)).toHaveAttribute(
    'href',
    `${PARTNER}/flights?origin=BKK&destination=KIX&depart=2026-12-01&return=2026-12-08&adults=2&children=1&infants=0&child_ages=10&lang=en&associate_id=tabiji-demo`,
  );
  for (const link of [hotelLink(page), flightLink(page)]) {
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('data-tabiji-affiliate-state', 'complete');
    await expect(link).toHaveAccessibleName(/\(Sponsored link, opens in a new tab\)$/);
  }
});

test('the language follows the page: ja on /jp/, zh-tw on /tw/', async ({ page }) => {
  await open(page, '/jp/articles/1');
  await expect(hotelLink(page)).toHaveAttribute('href', /&lang=ja&aid=tabiji-demo$/);
  await expect(hotelLink(page)).toHaveAccessibleName(/（広告、新しいタブで開きます）$/);
  await open(page, '/tw/regions/3');
  await expect(flightLink(page)).toHaveAttribute('href', /&lang=zh-tw&associate_id=tabiji-demo$/);
});

test('a link with invalid parameters stays as the host wrote it, with a clear console error', async ({ page }) => {
  const errors: string[] = [];
  allowConsoleErrors(page, /affiliate link/);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The host's data says the return flight leaves before the outbound one.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector<HTMLElement>('a[data-tabiji-affiliate="flight"]')!.dataset['return'] = '2026-11-20';
    }),
  );
  await open(page, '/en/articles/1');
  await expect(flightLink(page)).toHaveAttribute('data-tabiji-affiliate-state', 'plain');
  await expect(flightLink(page)).toHaveAttribute('href', '/stand-ins/flights?origin=BKK&depart=2026-12-01&return=2026-12-08&adults=2&children=1&infants=0&destination=KIX');
  await expect(flightLink(page)).not.toHaveAttribute('target', '_blank');
  expect(errors).toEqual([
    'Tabiji: the "flight" affiliate link to /stand-ins/flights?origin=BKK&depart=2026-12-01&return=2026-12-08&adults=2&children=1&infants=0&destination=KIX was left as the host wrote it: return 2026-11-20 is before depart 2026-12-01.',
  ]);
  // The other link is unaffected.
  await expect(hotelLink(page)).toHaveAttribute('data-tabiji-affiliate-state', 'complete');
});

test('a click opens the partner in a new tab with no opener, and arrives in the event log', async ({ page, context, request }) => {
  await context.route(`${PARTNER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title><p>partner</p>' }));
  const run = randomUUID();
  await open(page, `/en/articles/1?utm_content=${run}`);
  // The link is completed by its own chunk after the islands are ready: read its address once it is.
  await expect(hotelLink(page)).toHaveAttribute('data-tabiji-affiliate-state', 'complete');
  const expected = await hotelLink(page).getAttribute('href');
  const [partner] = await Promise.all([context.waitForEvent('page'), hotelLink(page).click()]);
  await partner.waitForLoadState();
  expect(partner.url()).toBe(expected);
  expect(await partner.evaluate(() => window.opener)).toBeNull();
  await partner.close();
  // The event log keeps the partner's address with its parameters' names but not their values.
  expect(expected).toContain('aid=tabiji-demo');
  await expect.poll(async () => (await storedFor(request, run)).filter((r) => r.action_type === 'affiliate_click').map((r) => r.link_url), { timeout: 20_000 })
    .toEqual([`${PARTNER}/hotels?destination=REDACTED&checkin=REDACTED&checkout=REDACTED&adults=REDACTED&rooms=REDACTED&lang=REDACTED&aid=REDACTED`]);
});
