import type { CDPSession, Page } from '@playwright/test';
import chromium from '../scripts/chromium.json';
import { expect, islandsReady, test } from './fixtures';
import { PAGE_TYPES, pathFor } from './pages';

// Playwright starts Chromium with the back/forward cache off; these tests turn it back on.
test.use({
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? chromium.path,
    args: chromium.flags,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** Why Chromium did not restore the page from the back/forward cache, as CDP reports it (empty: restored). */
async function notRestoredReasons(session: CDPSession): Promise<string[]> {
  const reasons: string[] = [];
  session.on('Page.backForwardCacheNotUsed', (event) => {
    for (const explanation of event.notRestoredExplanations) reasons.push(`${explanation.type}: ${explanation.reason}`);
  });
  await session.send('Page.enable');
  return reasons;
}

/**
 * Leaves the page for another one and comes back; whether the same page (its window state) was restored. Playwright
 * waits only for the commit: a restored page fires no load event.
 */
async function leaveAndComeBack(page: Page, elsewhere: string): Promise<boolean> {
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  await page.goto(elsewhere);
  await islandsReady(page);
  await page.goBack({ waitUntil: 'commit' });
  return page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);
}

/**
 * Opens `path`, lets it run (`stayMs` after the islands are ready, or at once for a page without them), leaves it
 * for another page and comes back: the page must be restored with no not-restored reason.
 */
async function expectRestored(page: Page, path: string, { stayMs, hasIslands = true }: { stayMs: number; hasIslands?: boolean }): Promise<void> {
  const reasons = await notRestoredReasons(await page.context().newCDPSession(page));
  await page.goto(path);
  if (hasIslands) await islandsReady(page);
  await page.waitForTimeout(stayMs);
  const isRestored = await leaveAndComeBack(page, '/en/regions/2');
  expect(reasons).toEqual([]);
  expect(isRestored).toBe(true);
}

for (const [pageType, pagePath] of Object.entries(PAGE_TYPES)) {
  test(`${pageType} page, anonymous: restored from the back/forward cache after the page has run a while`, async ({ page }) => {
    // Past load and idle: tracking, web vitals and ads have all started.
    await expectRestored(page, pathFor('en', pagePath), { stayMs: 3000 });
  });
}

test('article page left as soon as the islands are ready: restored', async ({ page }) => {
  await expectRestored(page, '/en/articles/1', { stayMs: 0 });
});

// The control: the same page without Tabiji is restored by this harness, so a failure above is Tabiji's.
test('the article page without Tabiji (the floor) is restored too', async ({ page }) => {
  await expectRestored(page, '/en/articles/1?no-islands', { stayMs: 3000, hasIslands: false });
});
