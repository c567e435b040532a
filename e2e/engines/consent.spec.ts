import { randomUUID } from 'node:crypto';
import { adRequests, closeNotices, eventually, expect, islandsReady, storedFor, test } from './fixtures';

// One consent state rules every feature, in each engine (issue 29): the cookie notice's Accept and Close, Cookie
// settings in the footer, what the ads (the GPT stand-in) and the event log get for each choice, and the
// affiliate links.

const BROWSER_ID = /^[0-9a-f]{16}$/;
const TAB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const cookieNotice = () => document.querySelector('.tabiji-notice--cookie') !== null;

for (const choice of ['Accept', 'Close'] as const) {
  test(`${choice}: the next page's ads and page view follow the choice`, async ({ tab, baseURL }) => {
    const run = randomUUID();
    await tab.goto(`${baseURL}/en/?utm_content=${run}`);
    await islandsReady(tab);
    await eventually(tab, true, cookieNotice);
    const accepted = choice === 'Accept';
    await tab.click(`.tabiji-notice--cookie .tabiji-notice__actions .tabiji-button${accepted ? '.tabiji-button--primary' : ':not(.tabiji-button--primary)'}`);
    await eventually(tab, false, cookieNotice);

    await tab.goto(`${baseURL}/en/articles/1?utm_content=${run}`);
    await islandsReady(tab);
    expect(await tab.evaluate(cookieNotice)).toBe(false);
    await expect.poll(async () => (await adRequests(tab)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Without Accept: non-personalised and limited ads (no cookies or local identifiers).
    for (const request of await adRequests(tab)) {
      expect(request).toMatchObject({ treatments: accepted ? [] : ['disablePersonalization'], limitedAds: !accepted });
    }
    await tab.goto(`${baseURL}/favicon.svg`);
    await expect.poll(async () => (await storedFor(baseURL!, run)).filter((r) => r.action_type === 'page_view').length, { timeout: 20_000 }).toBe(2);
    const article = (await storedFor(baseURL!, run)).find((r) => r.action_type === 'page_view' && r.source_url.includes('/articles/1'))!;
    // Accept: the browser's id; Close: one random id for the tab's visit, nothing that recognises the browser.
    expect(article.visit_id).toMatch(accepted ? BROWSER_ID : TAB_ID);
  });
}

test('Cookie settings in the footer reopens the notice with the current choice, and a new choice applies at once', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/articles/1`);
  await islandsReady(tab);
  await tab.click('.tabiji-notice--cookie .tabiji-button--primary');
  await eventually(tab, false, cookieNotice);
  await tab.click('.tabiji-footer button.tabiji-footer__link');
  await eventually(tab, true, () => document.querySelector('.tabiji-notice--cookie')?.textContent?.includes('Your current choice: Accept.') ?? false);
  // The reopened notice takes the focus, so a keyboard visitor is where the choice is.
  expect(await tab.evaluate(() => document.activeElement?.classList.contains('tabiji-notice--cookie'))).toBe(true);
  await tab.click('.tabiji-notice--cookie .tabiji-notice__actions .tabiji-button:not(.tabiji-button--primary)');
  await eventually(tab, false, cookieNotice);
  expect(await tab.evaluate(() => document.cookie)).not.toContain('tabiji_cookie_consent=accepted');
});

// Islands on demand (ADR 037): the footer's code is fetched only as the visitor reaches for it, so this tap comes
// before the code (or a moment after): either way it acts once, on the island, and the disclosure link is not followed.
// By keyboard (the link focused without scrolling, then Enter): a pointer's coordinates, taken before the page's first
// scroll released the ads, could miss once a slot below collapses.
test('Cookie settings pressed as the first thing on the page reopens the notice, once, and the page stays', async ({ openTab, baseURL }) => {
  const tab = await openTab({ cookies: { tabiji_cookie_notice_closed: '1' } });
  await tab.goto(`${baseURL}/en/articles/1`);
  await tab.evaluate(() => document.querySelector<HTMLElement>('[data-tabiji-island="footer"] [data-tabiji-replay="cookie-settings"]')!.focus({ preventScroll: true }));
  await tab.press('Enter');
  await eventually(tab, true, () => document.querySelector('.tabiji-notice--cookie')?.textContent?.includes('Your current choice: Close (not accepted).') ?? false);
  expect(new URL(await tab.url()).pathname).toBe('/en/articles/1');
  expect(await tab.evaluate(() => document.activeElement?.classList.contains('tabiji-notice--cookie'))).toBe(true);
  expect(await tab.evaluate(() => document.querySelectorAll('.tabiji-notice--cookie').length)).toBe(1);
});

test('affiliate links are completed in the page language, and a click reaches the event log', async ({ tab, baseURL }) => {
  const run = randomUUID();
  await tab.goto(`${baseURL}/jp/articles/1?utm_content=${run}`);
  await islandsReady(tab);
  const hotel = () => {
    const link = document.querySelector<HTMLAnchorElement>('a[data-tabiji-affiliate="hotel"]')!;
    return { state: link.dataset['tabijiAffiliateState'], href: link.getAttribute('href'), rel: link.rel, target: link.target };
  };
  await eventually(tab, 'complete', () => document.querySelector<HTMLElement>('a[data-tabiji-affiliate="hotel"]')!.dataset['tabijiAffiliateState']);
  expect(await tab.evaluate(hotel)).toEqual({
    state: 'complete',
    href: 'http://127.0.0.1:8080/stand-ins/hotels?destination=Kyoto&checkin=2026-12-01&checkout=2026-12-04&adults=2&rooms=1&lang=ja&aid=tabiji-demo',
    rel: 'sponsored noopener',
    target: '_blank',
  });
  await closeNotices(tab);
  // The partner (a stand-in address no test stack serves) is not opened: the click is what counts.
  await tab.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await tab.click('a[data-tabiji-affiliate="hotel"]');
  await expect.poll(async () => (await storedFor(baseURL!, run)).filter((r) => r.action_type === 'affiliate_click').map((r) => r.link_url), { timeout: 20_000 })
    .toEqual(['http://127.0.0.1:8080/stand-ins/hotels?destination=REDACTED&checkin=REDACTED&checkout=REDACTED&adults=REDACTED&rooms=REDACTED&lang=REDACTED&aid=REDACTED']);
});
