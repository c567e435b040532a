import type { APIRequestContext, BrowserContext, Page, Request, Route } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { baseURL, geoURL } from '../playwright.config';
import { allowConsoleErrors, expect, islandsReady, test, visitorLocationKept } from './fixtures';

// Visit tracking against the demo collector, with faults injected. Each test marks its pages with a unique
// `utm_content` (a campaign parameter, which the event log keeps while it redacts other query values) and
// disturbs only POSTs that carry it, so tests stay independent.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

// These visitors accepted cookies: the location is looked up and records carry the browser's ids only then
// (e2e/consent.spec.ts covers the other choices).
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted', url: baseURL }]);
});

interface StoredRecord {
  event_id: string;
  action_type: string;
  source_url: string;
  link_url: string;
  page_sequence: number;
  location_country: string;
  ip_source: string;
  user_id: number | string;
}

/** The run's page views and clicks; what pages measure (web_vitals, ad_slot) is e2e/telemetry.spec.ts's business. */
async function storedFor(request: APIRequestContext, run: string): Promise<StoredRecord[]> {
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: StoredRecord[] };
  return records.filter((record) => String(record.source_url ?? '').includes(run) && !MEASURING.has(record.action_type));
}
const MEASURING = new Set(['web_vitals', 'ad_slot']);

async function injectFaults(request: APIRequestContext, faults: object): Promise<void> {
  expect((await request.post('/api/test/collector-faults', { data: faults })).status()).toBe(200);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

test('every page view arrives with the spec fields, the visit’s page count and the visitor location', async ({ page, request }) => {
  const run = randomUUID();
  // The location lookup starts with tracking; wait until the page has its answer so the record carries it.
  await visit(page, `/en/?utm_content=${run}&keyword=onsen`);
  await visitorLocationKept(page);
  await visit(page, `/en/articles/1?utm_content=${run}`);
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 20_000 }).toBe(2);
  const records = await storedFor(request, run);
  expect(records.map((r) => r.page_sequence).sort()).toEqual([1, 2]);
  for (const record of records) {
    // The demo offers light mode (off here): the page view says so in its data (integrating.md, §14).
    expect(record).toMatchObject({ action_type: 'page_view', location_country: 'JP', ip_source: '127.0.0.1', data: { light_mode: false } });
  }
  expect(Object.keys(records[0]!).sort()).toEqual([
    'action_type', 'browser', 'browser_language', 'client_id', 'data', 'datetime', 'device', 'event_id', 'ip_source',
    'language_code', 'link_url', 'location_country', 'os', 'page_sequence', 'referrer', 'search_word', 'source_url',
    'user_agent', 'user_id', 'visit_id',
  ]);
});

test('a visitor who does nothing: the page view arrives with the location, and the recorder’s code never comes; a scroll brings it', async ({ page, request }) => {
  const run = randomUUID();
  const recorderCode: string[] = [];
  page.on('request', (request) => {
    if (/\/(pageVisitRecorder|eventLogAdapters|FetchGeoLookupAdapter)\.[0-9a-f]+\.js$/.test(request.url())) recorderCode.push(request.url());
  });
  await page.goto(`/en/articles/1?utm_content=${run}`);
  // The claim program sends it 5 s after load by beacon (ADR 041); the page stays open.
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 20_000, intervals: [250] }).toBe(1);
  expect((await storedFor(request, run))[0]).toMatchObject({ action_type: 'page_view', page_sequence: 1, location_country: 'JP', ip_source: '127.0.0.1' });
  expect(recorderCode).toEqual([]);
  expect(page.url()).toContain(run);
  const recorder = page.waitForResponse((response) => /\/pageVisitRecorder\.[0-9a-f]+\.js$/.test(response.url()));
  await page.mouse.wheel(0, 400);
  await recorder;
  // The recorder adopts the page view the claim program sent: still one.
  await page.goto('about:blank');
  await page.waitForTimeout(500);
  expect(await storedFor(request, run)).toHaveLength(1);
});

test('the collector answering 503 for a while, across page views and reloads: every record arrives once', async ({ page, request }) => {
  const run = randomUUID();
  allowConsoleErrors(page, /status of 503/);
  // Five refusals: however many of them the pages' beacons take at once, the rest go one after another at the
  // backoff's doubling waits (at most 0.5 + 1 + 2 + 4 + 8 s after the first send), well inside the wait below.
  await injectFaults(request, { mode: 'fail', status: 503, count: 5, match: run });
  await visit(page, `/en/?utm_content=${run}`);
  await visit(page, `/en/articles/1?utm_content=${run}`);
  await page.reload();
  await islandsReady(page);
  await visit(page, `/en/categories/1?utm_content=${run}`);
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 45_000, intervals: [1000] }).toBe(4);
  const records = await storedFor(request, run);
  expect(new Set(records.map((r) => r.event_id)).size).toBe(4);
  expect(records.map((r) => r.page_sequence).sort()).toEqual([1, 2, 3, 4]);
});

test('a slow collector (past the 5 s timeout) still gets the records', async ({ page, request }) => {
  const run = randomUUID();
  await injectFaults(request, { mode: 'slow', delayMs: 7000, count: 1, match: run });
  await visit(page, `/en/?utm_content=${run}`);
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 40_000, intervals: [1000] }).toBe(1);
});

test('the tab closed right after a click: the click record arrives', async ({ page, request }) => {
  const run = randomUUID();
  await visit(page, `/en/articles/1?utm_content=${run}`);
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await page.getByRole('link', { name: 'Tabiji home' }).click();
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await storedFor(request, run)).map((r) => r.action_type).sort(), { timeout: 15_000 })
    .toEqual(['link_click', 'page_view']);
  const click = (await storedFor(request, run)).find((r) => r.action_type === 'link_click');
  expect(click?.link_url).toMatch(/\/en\/$/);
});

test('with storage blocked, records still go out (the queue lives in memory)', async ({ page, request }) => {
  const run = randomUUID();
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: deny });
    Object.defineProperty(window, 'sessionStorage', { get: deny });
  });
  await visit(page, `/en/?utm_content=${run}`);
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 20_000 }).toBe(1);
});

test('with the location lookup down, records arrive with empty location fields', async ({ page, request }) => {
  const run = randomUUID();
  allowConsoleErrors(page, /ERR_CONNECTION_REFUSED|ERR_FAILED|net::/);
  await page.route(`${geoURL}/**`, (route) => route.abort('connectionrefused'));
  await visit(page, `/en/?utm_content=${run}`);
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 20_000 }).toBe(1);
  expect((await storedFor(request, run))[0]).toMatchObject({ location_country: '', ip_source: '' });
});

test('a 404 while the collector is being deployed is retried: the record arrives', async ({ page, request }) => {
  const run = randomUUID();
  allowConsoleErrors(page, /status of 404/);
  await injectFaults(request, { mode: 'fail', status: 404, count: 1, match: run });
  await visit(page, `/en/?utm_content=${run}`);
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 30_000, intervals: [1000] }).toBe(1);
});

/** Answers the collector's POSTs for this context with `answer` (503 by default) and keeps the time of each. */
async function collectorDown(context: BrowserContext, answer: (route: Route) => Promise<void>): Promise<number[]> {
  const posts: number[] = [];
  await context.route('**/api/event-logs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.push(Date.now());
    return answer(route);
  });
  return posts;
}

/** Clicks the home link `times` times in `page` without leaving it: each click is one record. */
async function clickHome(page: Page, times: number): Promise<void> {
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  for (let i = 0; i < times; i += 1) await page.getByRole('link', { name: 'Tabiji home' }).click();
}

/**
 * Clicks the home link `times` times in one task, without leaving the page: each click is one record. The records
 * arrive at once whatever the machine's speed (Playwright's clicks took from 5 to 50 s for 50 on a busy machine).
 */
async function clickHomeAtOnce(page: Page, times: number): Promise<void> {
  await page.getByRole('link', { name: 'Tabiji home' }).evaluate((link, count) => {
    document.addEventListener('click', (event) => event.preventDefault());
    for (let i = 0; i < count; i += 1) (link as HTMLElement).click();
  }, times);
}

test('a 503 with Retry-After 2: nothing goes for 2 s, not even past the 10-record threshold, then everything does', async ({ page, context, request }) => {
  const run = randomUUID();
  allowConsoleErrors(page, /status of 503/);
  let isDown = true;
  const posts = await collectorDown(context, (route) =>
    isDown ? route.fulfill({ status: 503, headers: { 'Retry-After': '2' }, body: '{}' }) : route.continue(),
  );
  await visit(page, `/en/articles/1?utm_content=${run}`);
  await expect.poll(() => posts.length, { timeout: 20_000 }).toBe(1);
  isDown = false;
  await clickHome(page, 12);
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 20_000 }).toBe(13);
  // The browser counts the 2 s from the 503's arrival, a little after the route answered it.
  expect(posts[1]! - posts[0]!).toBeGreaterThanOrEqual(1900);
});

test('two tabs in an outage share one backoff: many clicks, few requests', async ({ page, context }) => {
  const run = randomUUID();
  allowConsoleErrors(page, /status of 503/);
  const posts = await collectorDown(context, (route) => route.fulfill({ status: 503, body: '{}' }));
  const other = await context.newPage();
  const requests: Request[] = [];
  for (const tab of [page, other]) tab.on('request', (sent) => sent.method() === 'POST' && sent.url().includes('/api/event-logs') && requests.push(sent));
  await visit(page, `/en/articles/1?utm_content=${run}`);
  await visit(other, `/en/categories/1?utm_content=${run}`);
  // Four failures in a row: the shared backoff is now 2-4 s, then 4-8 s.
  await expect.poll(() => posts.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  const before = requests.length;
  await clickHomeAtOnce(page, 25);
  await clickHomeAtOnce(other, 25);
  await page.waitForTimeout(3000);
  // Without a shared backoff each tab sends at its 10th and 20th records on top of its own retries (43 requests in
  // all on the old code). With it, only the shared retries go: the next is due 2-4 s after the fourth failure and the
  // one after it 4-8 s later, so the window (the poll's last second, the clicks, the 3 s wait: about 4 s) holds one
  // retry, two if the tabs' failures raced on the counter, which each tab may take. Issue 40: with Playwright's clicks
  // the window lasted as long as the clicking, up to 50 s on a busy machine, and held a fifth request.
  expect(requests.length - before).toBeLessThanOrEqual(4);
  // And the backoff they follow is one, kept where both tabs read it (a backoff per tab also stays under 4 in so
  // short a window). A retry may fail between two reads and move it on: the other tab's reading counts when the first
  // tab's is the same before and after it.
  const backoffIn = (tab: Page) => tab.evaluate(() => localStorage.getItem('tabiji_event_backoff'));
  await expect
    .poll(async () => {
      const before = await backoffIn(page);
      const seen = await backoffIn(other);
      const after = await backoffIn(page);
      if (before !== after) return 'moved on while read';
      return before !== null && seen === before;
    })
    .toBe(true);
  await other.close();
});

test('a tracking chunk that never arrives: the page works, and the failure is reported within the timeout', async ({ page }) => {
  // The files named after the recorder include the ledger code Parcel shares with the web-vitals meter: the meter,
  // started by the same first interaction, cannot load either, and says so on its own (ADR 041: it no longer waits
  // for the recorder, so its failure is its own message).
  allowConsoleErrors(page, /(tracking|web vitals) chunk did not load within 15 s/);
  await page.route(/\/pageVisitRecorder\.[0-9a-f]+\.js$/, () => undefined);
  const reported = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'error' && /tracking chunk did not load within 15 s/.test(message.text()),
    timeout: 30_000,
  });
  await visit(page, '/en/articles/1');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await reported;
  await page.getByRole('link', { name: 'Tabiji home' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

// Visits tagged with utm_content (kept in source_url; other query values may be redacted from it).
test('a visit left as soon as its location is known sends its page view with the visitor location (looked up as tracking starts)', async ({ page, request }) => {
  const run = randomUUID();
  await page.goto(`/en/?utm_content=${run}`);
  // Left at once, not after a fixed time: a busy machine starts tracking later, and the page view may wait for the
  // lookup (3 s at most, unit-tested); the bench measures which share of 2-second visits has the location.
  await visitorLocationKept(page);
  await page.goto('about:blank');
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 15_000 }).toBe(1);
  expect((await storedFor(request, run))[0]).toMatchObject({ action_type: 'page_view', location_country: 'JP', ip_source: '127.0.0.1' });
});

test('a location lookup that never answers: the page view still goes out, without location, with the first send', async ({ page, request }) => {
  const run = randomUUID();
  allowConsoleErrors(page, /ERR_ABORTED|ERR_FAILED|net::/);
  await page.route(`${geoURL}/**`, () => undefined);
  await page.goto(`/en/?utm_content=${run}`);
  // Tracking starts with the islands: from then, the lookup is waited for at most 3 s and the record goes with the
  // first batch (5 s), so it arrives while the page is still open, without leaving it. (Timed from the islands, not
  // from load: on a busy CI machine the islands may start seconds after load; the batch times are unit-tested.)
  await islandsReady(page);
  await expect.poll(async () => (await storedFor(request, run)).length, { timeout: 12_000, intervals: [250] }).toBe(1);
  expect(page.url()).toContain(run);
  expect((await storedFor(request, run))[0]).toMatchObject({ action_type: 'page_view', location_country: '', ip_source: '' });
});
