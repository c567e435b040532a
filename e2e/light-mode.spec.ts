import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import en from '../src/ui/messages/en';
import jp from '../src/ui/messages/jp';
import th from '../src/ui/messages/th';
import { SHOW_PHOTO } from '../src/ui/messages/photos/showPhoto';
import { expect, islandsReady, test } from './fixtures';

// The light mode for roaming (issue 46, ADR 050): the demo host decides it as any host would (the tabiji_light cookie,
// else Save-Data: on) and says so in the page context; Tabiji folds the photos behind "Show photo", leaves the ads of
// the first screen out and sends nothing beyond the page view. The footer's switch is a form the host answers.

test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 390, height: 844 };

interface StoredRecord {
  action_type: string;
  source_url: string;
  data?: Record<string, number | string | boolean>;
}

async function storedFor(request: APIRequestContext, run: string): Promise<StoredRecord[]> {
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: StoredRecord[] };
  return records.filter((record) => String(record.source_url ?? '').includes(run));
}

/** The photo service's requests the page made (the demo serves its stand-in at /photo-service/). */
function photoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/photo-service/')) seen.push(request.url());
  });
  return seen;
}

async function lightModeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'tabiji_light');
}

test.describe('light mode from Save-Data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('photos wait for a tap, the first screen has no ad, and the event log gets the page view alone', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const run = randomUUID();
    const photos = photoRequests(page);
    const scripts: string[] = [];
    page.on('request', (entry) => {
      if (entry.resourceType() === 'script') scripts.push(entry.url());
    });
    await page.goto(`/en/articles/1?utm_content=${run}`);
    await islandsReady(page);
    // The photos: each folded behind a summary naming it, none fetched.
    const folded = page.locator('details.tabiji-photo-tap');
    expect(await folded.count(), 'sanity: the article has photos').toBeGreaterThan(1);
    await expect(folded.first().locator('summary')).toHaveText(/^Show photo: \S/);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, -4000);
    expect(photos, 'no photo before a tap').toEqual([]);
    // A tap shows that photo, and only that one.
    const first = folded.first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    const image = first.locator('img');
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(new Set(photos.map((url) => url.split('/').slice(-2, -1)[0])).size, 'one photo fetched').toBe(1);

    // The ads: the top slot (on the first screen) stays empty; one further down is filled as it nears.
    const top = page.locator('#div-gpt-ad-article-top');
    const bottom = page.locator('#div-gpt-ad-article-bottom');
    await bottom.scrollIntoViewIfNeeded();
    await expect(bottom).toHaveAttribute('data-tabiji-ad-state', 'filled', { timeout: 15_000 });
    await expect(top).not.toHaveAttribute('data-tabiji-ad-state');
    await expect(top.locator('iframe')).toHaveCount(0);

    // Telemetry: no web-vitals code, and the page view carries light_mode, with no web_vitals record after it.
    expect(scripts.filter((url) => /web-?[vV]itals/.test(url))).toEqual([]);
    await page.goto('about:blank');
    await expect.poll(async () => (await storedFor(request, run)).filter((record) => record.action_type === 'page_view').length, { timeout: 15_000 }).toBe(1);
    const records = await storedFor(request, run);
    expect(records.find((record) => record.action_type === 'page_view')?.data).toEqual({ light_mode: true });
    expect(records.filter((record) => record.action_type === 'web_vitals')).toEqual([]);
  });

  test('the footer says light mode is on; turning it off is remembered over Save-Data, and the photos come back', async ({ page, context }) => {
    await page.goto('/en/articles/2?keyword=temple');
    const off = page.getByRole('button', { name: en.lightModeTurnOff });
    await expect(off).toBeVisible();
    await off.click();
    await expect(page).toHaveURL(/\/en\/articles\/2\?keyword=temple$/);
    await expect(page.getByRole('button', { name: en.lightModeTurnOn })).toBeAttached();
    await expect(page.locator('details.tabiji-photo-tap')).toHaveCount(0);
    await expect(page.locator('picture[data-tabiji-photo-frame] img').first()).toHaveAttribute('fetchpriority', 'high');
    const cookie = await lightModeCookie(context);
    expect(cookie).toMatchObject({ value: 'off', path: '/', sameSite: 'Lax', httpOnly: true });
    // About a year.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });
});

test.describe('light mode, by keyboard and assistive technology', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  for (const code of ['en', 'th', 'easy']) {
    test(`${code}: a photo opens from the keyboard, and the page is axe-clean folded and opened`, async ({ page }) => {
      await page.goto(`/${code}/articles/1`);
      await islandsReady(page);
      const scan = async () => (await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(await scan()).toEqual([]);
      const summary = page.locator('details.tabiji-photo-tap summary').first();
      await summary.focus();
      await page.keyboard.press('Enter');
      const image = page.locator('details.tabiji-photo-tap').first().locator('img');
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      expect(await scan()).toEqual([]);
    });
  }
});

test.describe('light mode from the footer switch', () => {
  test('off by default; the switch turns it on for the next pages, in the page’s language, and off again', async ({ page, context }) => {
    await page.goto('/jp/articles/1');
    await expect(page.locator('details.tabiji-photo-tap')).toHaveCount(0);
    await page.getByRole('button', { name: jp.lightModeTurnOn }).click();
    await expect(page).toHaveURL(/\/jp\/articles\/1$/);
    expect((await lightModeCookie(context))?.value).toBe('on');
    await expect(page.locator('details.tabiji-photo-tap summary').first()).toHaveText(new RegExp(`^${SHOW_PHOTO.jp.named.split('{name}')[0]}`));
    // Another page, another language: still light, said in that language.
    await page.goto('/th/articles/3');
    await expect(page.getByRole('button', { name: th.lightModeTurnOff })).toBeAttached();
    await expect(page.locator('details.tabiji-photo-tap summary').first()).toHaveText(new RegExp(`^${SHOW_PHOTO.th.named.split('{name}')[0]}`));
    await page.getByRole('button', { name: th.lightModeTurnOff }).click();
    await expect(page).toHaveURL(/\/th\/articles\/3$/);
    expect((await lightModeCookie(context))?.value).toBe('off');
    await expect(page.locator('details.tabiji-photo-tap')).toHaveCount(0);
  });

  test('works with JavaScript off: the switch posts, and a tap on "Show photo" opens the photo', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    const photos = photoRequests(page);
    await page.goto('/en/articles/1');
    await page.getByRole('button', { name: en.lightModeTurnOn }).click();
    await expect(page.getByRole('button', { name: en.lightModeTurnOff })).toBeAttached();
    photos.length = 0;
    const first = page.locator('details.tabiji-photo-tap').first();
    await page.waitForTimeout(500);
    expect(photos, 'no photo before a tap').toEqual([]);
    await first.locator('summary').click();
    await expect.poll(() => first.locator('img').evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  test('the host refuses a switch posted from another site, and never sends the reader off the site', async ({ request, baseURL }) => {
    const foreign = await request.post('/en/light-mode', { form: { light: 'on', next: '/en/' }, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['set-cookie']).toBeUndefined();
    for (const next of ['//evil.example/en/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const answer = await request.post('/en/light-mode', { form: { light: 'on', next }, headers: { Origin: baseURL ?? '' }, maxRedirects: 0 });
      expect(answer.status(), next).toBe(303);
      expect(answer.headers()['location'], next).toBe('/en/');
    }
    const bad = await request.post('/en/light-mode', { form: { light: 'maybe' }, maxRedirects: 0 });
    expect(bad.status()).toBe(400);
    const unknownLanguage = await request.post('/xx/light-mode', { form: { light: 'on' }, maxRedirects: 0 });
    expect(unknownLanguage.status()).toBe(404);
  });
});
