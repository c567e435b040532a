import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { collectorStacks } from '../../playwright.config';
import { expect, islandsReady, test } from '../fixtures';

// The event log through each standard protocol (issue 47): a build made with TABIJI_EVENT_LOG_PROTOCOL, its pages
// on a stack of their own, posting to that protocol's stand-in collector (demo/stand-ins/collector.mjs), which reads
// requests as the real collector does, lists what arrived and loads the records into the demo's store. A visitor's
// page views must arrive there once each, under the event id as the protocol's de-duplication id, and read back into
// whole records: every field of the page's, as on the demo's own collector (e2e/tracking.spec.ts). That the mapping
// loses nothing, field for field, hostile values included, is the unit tests' round trip (tests/demo/collectors).

interface Record {
  event_id: string;
  action_type: string;
  source_url: string;
  page_sequence: number;
  [field: string]: unknown;
}
interface Received {
  protocol: string;
  events: object[];
  records: Record[];
}

/** The protocol's de-duplication id of one of its own events (where each protocol keeps the event id). */
const DEDUPLICATION_ID: { [protocol: string]: (event: object) => unknown } = {
  snowplow: (event) => (event as { eid?: string }).eid,
  segment: (event) => (event as { messageId?: string }).messageId,
  otlp: (event) => (event as { attributes?: { key: string; value: { stringValue?: string } }[] }).attributes
    ?.find((attribute) => attribute.key === 'log.record.uid')?.value.stringValue,
};

/**
 * What the stand-in received for pages marked with `run`. Delivery is at least once (a page view handed over by
 * beacon as its page goes stays queued and goes again with the next page's send), so a record may have come more
 * than once: `records` keeps each event id's first arrival, as the pipeline's de-duplication would.
 */
async function receivedFor(request: APIRequestContext, collectorPort: number, run: string): Promise<Received> {
  const received = (await (await request.get(`http://127.0.0.1:${collectorPort}/received`)).json()) as Received;
  const ours = received.records.filter((record) => String(record.source_url).includes(run));
  return { ...received, records: ours.filter((record, index) => ours.findIndex((other) => other.event_id === record.event_id) === index) };
}

for (const stack of collectorStacks) {
  test(`${stack.protocol}: a visit's page views reach the ${stack.protocol} collector whole, under their event ids, and are stored once each`, async ({ page, request, context }) => {
    test.setTimeout(60_000);
    const origin = `http://127.0.0.1:${stack.port}`;
    await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted', url: origin }]);
    const run = randomUUID();
    await page.goto(`${origin}/en/?utm_content=${run}`);
    await islandsReady(page);
    // Leaving hands the first page view over as the page goes (a beacon, or a keep-alive fetch where the protocol
    // takes no text/plain); the second goes with the article's own send after load.
    await page.goto(`${origin}/en/articles/1?utm_content=${run}`, { referer: `${origin}/en/?utm_content=${run}` });
    await islandsReady(page);
    await expect.poll(async () => (await receivedFor(request, stack.collectorPort, run)).records
      .filter((record) => record.action_type === 'page_view').map((record) => record.page_sequence).sort(), { timeout: 30_000 }).toEqual([1, 2]);

    const received = await receivedFor(request, stack.collectorPort, run);
    expect(received.protocol).toBe(stack.protocol);
    const views = received.records.filter((record) => record.action_type === 'page_view');
    // Each event under its own id as the protocol's de-duplication id.
    const ids = received.events.map(DEDUPLICATION_ID[stack.protocol]!);
    for (const view of views) expect(ids).toContain(view.event_id);
    // Read back whole, and in order: the article's page view names the top page it came from.
    for (const view of views) {
      expect(Object.keys(view).sort()).toEqual([
        'action_type', 'browser', 'browser_language', 'client_id', 'data', 'datetime', 'device', 'event_id', 'ip_source',
        'language_code', 'link_url', 'location_country', 'os', 'page_sequence', 'referrer', 'search_word', 'source_url',
        'user_agent', 'user_id', 'visit_id',
      ]);
      expect(view).toMatchObject({ language_code: 'en', user_id: 0, data: { light_mode: false } });
    }
    const [first, second] = [...views].sort((a, b) => a.page_sequence - b.page_sequence);
    expect(second!.referrer).toBe(first!.source_url);
    // The stand-in loads what it read into the demo's store (as a pipeline's loader would), once per event id, so
    // /report counts each page view once.
    const stored = (await (await request.get(`${origin}/api/event-logs`)).json()) as { records: Record[] };
    for (const view of views) expect(stored.records.filter((record) => record.event_id === view.event_id)).toEqual([view]);
  });
}
