import { randomUUID } from 'node:crypto';
import { expect, islandsReady, storedFor, test } from './fixtures';

// Back and forward are instant in each engine (issue 29): a Tabiji page that has run a while is restored from the
// back/forward cache (its window state survives), and the restore counts as a page view of its own.

test('an article page that ran a while is restored from the back/forward cache, and the restore is counted', async ({ tab, baseURL }) => {
  const run = randomUUID();
  await tab.goto(`${baseURL}/en/articles/1?utm_content=${run}`);
  await islandsReady(tab);
  // Long enough for everything Tabiji starts after load (tracking, web vitals, ads, the account menu) to settle.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await tab.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  await tab.goto(`${baseURL}/en/regions/2?utm_content=${run}`);
  await islandsReady(tab);
  await tab.back();
  expect(await tab.url()).toBe(`${baseURL}/en/articles/1?utm_content=${run}`);
  expect(await tab.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true), 'restored, not reloaded').toBe(true);
  await expect.poll(async () => (await storedFor(baseURL!, run)).filter((r) => r.action_type === 'page_view')
    .sort((a, b) => a.page_sequence - b.page_sequence).map((r) => r.source_url.replace(/\?.*/, '')), { timeout: 20_000 })
    .toEqual([`${baseURL}/en/articles/1`, `${baseURL}/en/regions/2`, `${baseURL}/en/articles/1`]);
});
