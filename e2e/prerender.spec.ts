import { randomUUID } from 'node:crypto';
import puppeteer, { type Browser } from 'puppeteer-core';
import { authEmulatorURL, geoURL } from '../playwright.config';
import chromium from '../scripts/chromium.json';
import { pageViewsFor } from './collectedRecords';
import { expect, test } from './fixtures';

// Prerender-safety (issue 26 item 5). The demo prerenders an article when the visitor hovers over its link
// (Speculation Rules, moderate eagerness). Playwright's own Chromium connection turns prerendering off
// (PrerenderingDisabledByDevTools), so this test drives Chromium with puppeteer-core, which does not.
test.describe.configure({ timeout: 90_000 });

let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? chromium.path, args: chromium.flags, headless: true });
});
test.afterAll(async () => browser?.close());

test('a prerendered article sends nothing before activation (no page view, ad, IP lookup, Firebase or islands) and one page view after', async ({ request, baseURL }) => {
  const run = randomUUID();
  const page = await browser.newPage();
  await page.goto(`${baseURL}/en/`, { waitUntil: 'load' });
  // A link the Speculation Rules match, marked so its records can be told apart.
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href, id: 'prerender-me', textContent: 'An article' });
    document.querySelector('main')?.prepend(link);
  }, `/en/articles/1?utm_content=${run}`);
  await page.hover('#prerender-me');
  // Prerendered pages run their scripts: give it time to do all it would (load, idle, the 5 s user-id timer).
  await new Promise((resolve) => setTimeout(resolve, 7000));
  expect(await pageViewsFor(request, run)).toEqual([]);

  const activatedAtMs = Date.now();
  await Promise.all([page.waitForNavigation(), page.click('#prerender-me')]);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as Array<PerformanceNavigationTiming & { activationStart: number }>;
    const activationStart = navigation?.activationStart ?? 0;
    return {
      activationStart,
      before: performance.getEntriesByType('resource').filter((entry) => entry.startTime < activationStart).map((entry) => entry.name),
    };
  });
  // It really was prerendered (else this test proves nothing).
  expect(timing.activationStart).toBeGreaterThan(0);
  const origin = new URL(baseURL!).origin;
  const contacted = timing.before.filter((url) =>
    url.startsWith(geoURL) || url.startsWith(authEmulatorURL) || /googleapis|firebase|gpt|stand-ins|event-logs/.test(url) ||
    // Of Tabiji's own files only the head snippet's: the stylesheet, the entry and the claim program (the islands
    // start at activation).
    (url.startsWith(`${origin}/tabiji/`) && !/\/tabiji\/(tabiji\.[0-9a-f]+\.(css|js)|pageViewClaim\.[0-9a-f]+\.js)$/.test(url)));
  expect(contacted).toEqual([]);
  const tabijiScripts = timing.before.filter((url) => /\/tabiji\/.*\.js$/.test(url));
  expect(tabijiScripts).toHaveLength(2);

  await page.goto('about:blank');
  await expect.poll(async () => (await pageViewsFor(request, run)).length, { timeout: 15_000 }).toBe(1);
  const [view] = await pageViewsFor(request, run);
  // Timed from activation, not from when the prerender started.
  expect(Date.parse(view!.datetime)).toBeGreaterThanOrEqual(activatedAtMs - 1000);
  await page.close();
});
