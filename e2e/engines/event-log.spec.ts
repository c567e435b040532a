import { randomUUID } from 'node:crypto';
import { closeNotices, expect, injectCollectorFaults, islandsReady, storedFor, test } from './fixtures';

// The event log in each engine (issue 29): page views and clicks, delivery by beacon when a page is left, the
// durable queue across reloads, and a page left right after load (normal, not an error).

test('page views and a link click arrive with the visit\'s page count', async ({ tab, baseURL }) => {
  const run = randomUUID();
  await tab.goto(`${baseURL}/en/?utm_content=${run}`);
  await islandsReady(tab);
  await closeNotices(tab);
  await tab.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await tab.click('a.tabiji-header__brand');
  await tab.goto(`${baseURL}/en/articles/1?utm_content=${run}`);
  await islandsReady(tab);
  const visitRecords = async () => (await storedFor(baseURL!, run)).filter((r) => ['page_view', 'link_click'].includes(r.action_type));
  await expect.poll(async () => (await visitRecords()).map((r) => `${r.action_type} ${r.page_sequence}`).sort(), { timeout: 20_000 })
    .toEqual(['link_click 1', 'page_view 1', 'page_view 2']);
});

test('a page left right after load: its page view still arrives, and leaving logs no error', async ({ tab, baseURL }) => {
  const run = randomUUID();
  // Left as soon as the load event has passed: the chunks loading then are aborted (Firefox aborts them at once).
  await tab.goto(`${baseURL}/th/articles/1?utm_content=${run}`);
  await tab.goto(`${baseURL}/en/articles/2?utm_content=${run}`);
  await tab.goto(`${baseURL}/en/regions/2?utm_content=${run}`);
  await islandsReady(tab);
  await expect.poll(async () => (await storedFor(baseURL!, run)).filter((r) => r.action_type === 'page_view').map((r) => r.page_sequence).sort(), { timeout: 20_000 })
    .toEqual([1, 2, 3]);
});

test('the collector down for a while: the records wait in the durable queue across reloads, then arrive once', async ({ tab, baseURL }) => {
  const run = randomUUID();
  await injectCollectorFaults(baseURL!, { mode: 'fail', status: 503, count: 6, match: run });
  await tab.goto(`${baseURL}/en/?utm_content=${run}`);
  await islandsReady(tab);
  await tab.goto(`${baseURL}/en/articles/1?utm_content=${run}`);
  await islandsReady(tab);
  // The reload as the page's own script makes it. The old document stays `complete` until the new one commits (in
  // Firefox, after this call has returned): the mark tells the new document from the old, so the key press that wakes
  // the islands reaches the reloaded page, not the one going away.
  await tab.evaluate(() => {
    (window as unknown as { tabijiBeforeReload?: boolean }).tabijiBeforeReload = true;
    location.reload();
  });
  await expect.poll(() => tab.evaluate(() => !('tabijiBeforeReload' in window) && document.readyState === 'complete'), { timeout: 10_000 }).toBe(true);
  await islandsReady(tab);
  await expect.poll(async () => (await storedFor(baseURL!, run)).filter((r) => r.action_type === 'page_view').length, { timeout: 45_000, intervals: [1000] }).toBe(3);
  const views = (await storedFor(baseURL!, run)).filter((r) => r.action_type === 'page_view');
  expect(views.map((r) => r.page_sequence).sort()).toEqual([1, 2, 3]);
});
