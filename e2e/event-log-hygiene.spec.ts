import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { baseURL } from '../playwright.config';
import { expect, islandsReady, test } from './fixtures';

// What the event log keeps of a visit (issue 14 items 2 and 3), read from the demo collector's store: no secrets
// from the page's, the referrer's or a clicked link's address; and a tampered queue or visit state in storage
// costs only its own bad records. Each test tags its pages with a unique utm_content, which the log keeps.
test.describe.configure({ timeout: 60_000 });

interface StoredRecord {
  event_id: string;
  action_type: string;
  source_url: string;
  referrer: string;
  link_url: string;
  search_word: string;
  page_sequence: number;
  location_country: string;
}

async function collector(request: APIRequestContext): Promise<{ records: StoredRecord[]; dropped: number }> {
  return (await (await request.get('/api/event-logs')).json()) as { records: StoredRecord[]; dropped: number };
}

async function storedFor(request: APIRequestContext, run: string): Promise<StoredRecord[]> {
  return (await collector(request)).records.filter((record) => String(record.source_url ?? '').includes(run));
}

/** The run's page views and clicks, without what the pages measure (web_vitals, ad_slot). */
async function visitRecordsFor(request: APIRequestContext, run: string): Promise<StoredRecord[]> {
  return (await storedFor(request, run)).filter((record) => !['web_vitals', 'ad_slot'].includes(record.action_type));
}

/** The bodies of every event-log POST the page makes (batches and beacons): what crosses the network. */
function eventLogBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/event-logs') bodies.push(request.postData() ?? '');
  });
  return bodies;
}

const SECRETS = ['SECRET-OOB', 'KEY-123', 'a%40b.com', 'a@b.com', 'access_token', 'FRAGMENT-TOKEN', 'REFERRER-TOKEN', 'LINK-TOKEN'];

test('a sign-in link, a referrer with a token and a clicked link with a token leave no secret in the log', async ({ page, request }) => {
  const run = randomUUID();
  const bodies = eventLogBodies(page);
  const query = `oobCode=SECRET-OOB&apiKey=KEY-123&mode=signIn&email=a%40b.com&utm_source=news&keyword=kyoto&utm_content=${run}`;
  await page.goto(`/en/?${query}#access_token=FRAGMENT-TOKEN`, { referer: `${baseURL}/en/signin?token=REFERRER-TOKEN&utm_medium=email` });
  await islandsReady(page);
  expect(await page.evaluate(() => document.referrer)).toContain('REFERRER-TOKEN');
  // A host link carrying a token; the click is recorded, the navigation held back so the page stays.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/en/articles/1?token=LINK-TOKEN&utm_campaign=autumn#LINK-TOKEN';
    link.textContent = 'Password reset';
    document.body.append(link);
    document.addEventListener('click', (event) => event.preventDefault());
  });
  await page.getByRole('link', { name: 'Password reset' }).click();

  await expect.poll(async () => (await visitRecordsFor(request, run)).map((r) => r.action_type).sort(), { timeout: 25_000 })
    .toEqual(['link_click', 'page_view']);
  const records = await storedFor(request, run);
  const stored = JSON.stringify(records);
  for (const secret of SECRETS) {
    expect(stored).not.toContain(secret);
    for (const body of bodies) expect(body).not.toContain(secret);
  }
  const pageUrl = `${baseURL}/en/?oobCode=REDACTED&apiKey=REDACTED&mode=REDACTED&email=REDACTED&utm_source=news&keyword=kyoto&utm_content=${run}`;
  for (const record of records) {
    expect(record).toMatchObject({ source_url: pageUrl, referrer: `${baseURL}/en/signin?token=REDACTED&utm_medium=email`, search_word: 'kyoto' });
  }
  expect(records.find((r) => r.action_type === 'link_click')?.link_url).toBe(`${baseURL}/en/articles/1?token=REDACTED&utm_campaign=autumn`);
});

test('an e-mail address searched for, even encoded twice, is neither the search word nor in any address', async ({ page, request }) => {
  const run = randomUUID();
  const bodies = eventLogBodies(page);
  await page.goto(`/en/?keyword=hanako%2540example.com&utm_source=ada%2540example.com&utm_content=${run}`);
  await islandsReady(page);
  await expect.poll(async () => (await visitRecordsFor(request, run)).length, { timeout: 25_000 }).toBe(1);
  const [view] = await storedFor(request, run);
  expect(view).toMatchObject({ search_word: 'REDACTED', source_url: `${baseURL}/en/?keyword=REDACTED&utm_source=REDACTED&utm_content=${run}` });
  for (const body of [JSON.stringify(view), ...bodies]) expect(body).not.toMatch(/hanako|ada%25?40example/);
});

/** A record as a client of this build stores it: meets the whole schema. */
function storedRecord(run: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: randomUUID(), action_type: 'link_click', browser_language: 'en-US', browser: 'Chrome', client_id: '123.456',
    datetime: new Date().toISOString(), device: 'desktop', ip_source: '127.0.0.1', language_code: 'en',
    link_url: `${baseURL}/en/articles/2`, location_country: 'JP', os: 'Linux', page_sequence: 3, referrer: '',
    search_word: '', source_url: `${baseURL}/en/articles/1?utm_content=${run}`, user_agent: 'Mozilla/5.0', user_id: 0,
    visit_id: '0123456789abcdef', ...overrides,
  };
}

test('a tampered queue and visit state in storage: the sound records arrive, the broken ones never do', async ({ page, context, request }) => {
  const run = randomUUID();
  // Accepted, so the tampered cached location is read (and must be looked up again).
  await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted', url: baseURL }]);
  const sound = [storedRecord(run), storedRecord(run, { action_type: 'affiliate_click', user_id: 'u-7' })];
  const broken = [
    storedRecord(run, { event_id: '' }),
    storedRecord(run, { page_sequence: '2', user_id: { isAdmin: true } }),
    storedRecord(run, { page_sequence: 1e9 }),
    storedRecord(run, { search_word: 'x'.repeat(1_000_000) }),
    storedRecord(run, { injected: '<script>' }),
  ];
  const queue = JSON.stringify({ records: [sound[0], ...broken, sound[1]], dropped: 'lots' });
  await page.addInitScript(({ queueText }) => {
    // Once, in the top page only, before Tabiji's code runs (the script runs again for every frame).
    if (window !== window.top || sessionStorage.getItem('e2e_seeded')) return;
    sessionStorage.setItem('e2e_seeded', '1');
    localStorage.setItem('tabiji_event_queue', queueText);
    sessionStorage.setItem('tabiji_page_sequence', '999999999');
    sessionStorage.setItem('tabiji_visitor_location', '{"country":"<b>nowhere</b>","ip":"not an address"}');
    // A click "made" at a time no date can hold: dropped, never a reason to stop the page's tracking.
    sessionStorage.setItem('tabiji_early_clicks', JSON.stringify([{ pageHref: location.href, referrer: '', linkUrl: 'https://x.example/', isAffiliate: false, atMs: 1e20 }]));
  }, { queueText: queue });
  const droppedBefore = (await collector(request)).dropped;

  await page.goto(`/en/articles/1?utm_content=${run}`);
  await islandsReady(page);

  const soundIds = sound.map((record) => record.event_id as string);
  await expect.poll(async () => (await storedFor(request, run)).map((r) => r.event_id).filter((id) => soundIds.includes(id)).length, { timeout: 25_000 })
    .toBe(2);
  await expect.poll(async () => (await storedFor(request, run)).filter((r) => r.action_type === 'page_view').length, { timeout: 25_000 }).toBe(1);
  const records = await visitRecordsFor(request, run);
  expect(records.map((r) => r.event_id).sort()).toEqual([...soundIds, records.find((r) => r.action_type === 'page_view')!.event_id].sort());
  expect(records.find((r) => r.action_type === 'page_view')).toMatchObject({ page_sequence: 1, location_country: 'JP' });
  expect((await collector(request)).dropped - droppedBefore).toBeGreaterThanOrEqual(broken.length);
});
