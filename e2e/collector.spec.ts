import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { eventLogRecord } from './eventLogRecord';
import { allowConsoleErrors, expect, test } from './fixtures';

// The demo collector as a real one would behave towards pages: posts from another site's pages are refused,
// and one bad record in a batch costs only itself. (Tabiji's own beacons and posts: tracking.spec.ts.)

async function storedIds(request: APIRequestContext): Promise<string[]> {
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: Array<{ event_id: string }> };
  return records.map((record) => record.event_id);
}

// The other site is served by Playwright on localhost: another site than 127.0.0.1, and another origin. Chromium
// lets a page reach the loopback address of the demo only from a secure context (localhost is one, other.example
// over http is not) that holds the local-network-access permission, so the test grants it; otherwise the browser,
// not the collector, would stop the post and the test would prove nothing.
const OTHER_SITE = 'http://localhost:8999';

test('a page on another site cannot post records, even without CORS (no-cors fetch, text/plain)', async ({ page, baseURL }) => {
  const id = `cross-site-${randomUUID()}`;
  allowConsoleErrors(page, /status of 403/);
  await page.route(`${OTHER_SITE}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Another site</title><p>elsewhere</p>' }));
  await page.context().grantPermissions(['local-network-access'], { origin: OTHER_SITE });
  await page.goto(`${OTHER_SITE}/`);
  const collector = `${baseURL}/api/event-logs`;
  const answered = page.waitForResponse(collector);
  await page.evaluate(async ({ url, body }) => {
    await fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body });
  }, { url: collector, body: JSON.stringify({ records: [eventLogRecord(id)], dropped: 0 }) });
  // The page sees an opaque answer; what the collector said is on the wire.
  expect((await answered).status()).toBe(403);
  expect(await storedIds(page.request)).not.toContain(id);
});

test('a batch with a bad record: the good ones are stored, the bad one is reported by position without its values', async ({ page }) => {
  const run = randomUUID();
  const records = [
    eventLogRecord(`mixed-${run}-1`),
    eventLogRecord(`mixed-${run}-bad`, { page_sequence: 0, search_word: 'secret-word' }),
    eventLogRecord(`mixed-${run}-2`),
  ];
  const response = await page.request.post('/api/event-logs', { data: { records, dropped: 0 } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ stored: 2, duplicates: 0, rejected: [{ index: 1, reason: expect.stringContaining('page_sequence') }] });
  expect(await response.text()).not.toMatch(/secret-word|-bad/);
  const stored = await storedIds(page.request);
  expect(stored).toEqual(expect.arrayContaining([`mixed-${run}-1`, `mixed-${run}-2`]));
  expect(stored).not.toContain(`mixed-${run}-bad`);
});
