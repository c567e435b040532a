/**
 * Segment's HTTP Tracking API, batch endpoint, as documented (golden/segment/README.md):
 * https://segment.com/docs/connections/sources/catalog/libraries/server/http-api/ (segment-docs commit 00b39f2b:
 * "Batch", "Max request size", "Errors") and the Segment Spec, https://segment.com/docs/connections/spec/common/ and
 * /spec/track/ (commit 02d62cb3). Statuses as the Segment libraries read them: analytics-next at 0c4fa881
 * (packages/browser/src/plugins/segmentio/shared-dispatcher.ts, packages/node/src/plugins/segmentio/publisher.ts)
 * and analytics-python (segment/analytics/consumer.py, request.py).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { utf8Bytes } from '../../../src/adapters/http/collectorProtocol';
import {
  SEGMENT_LIMITS, segmentCollectorProtocol, segmentDeliveryOutcome, segmentTrackCall,
} from '../../../src/adapters/http/segmentCollectorProtocol';
import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { callDemoModule } from '../../demo/callDemoModule';
import { sampleRecord } from '../../sampleRecord';

const NOW = Date.UTC(2026, 10, 22, 9, 30, 0);
const WRITE_KEY = '9fWriteKeyExample0123456789abcd';
const protocol = segmentCollectorProtocol({ appId: 'tabiji', writeKey: WRITE_KEY });
const UNBOUNDED = { maxBodyBytes: Number.MAX_SAFE_INTEGER, nowMs: NOW };

const golden = (name: string): string =>
  JSON.stringify(JSON.parse(readFileSync(path.join(__dirname, 'golden/segment', name), 'utf8')));

const PAGE_VIEW = sampleRecord('0f8fad5b-d9cb-469f-a165-70867728950e', {
  referrer: 'https://www.google.com/', search_word: 'kyoto', source_url: 'https://guide.example/en/search/?q=kyoto#results',
  data: { light_mode: false },
});
const WEB_VITALS = sampleRecord('7c9e6679-7425-40de-944b-e07fc1f90ae7', {
  action_type: 'web_vitals', browser_language: 'ja', datetime: '2026-11-22T09:29:12.500Z', ip_source: '', language_code: 'jp',
  location_country: '', page_sequence: 2, source_url: 'https://guide.example/jp/articles/4',
  data: { lcp: 1840, cls: 0.05, inp: 120, rating: 'good', is_final: true },
});
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1';
const signedIn = (eventId: string, overrides: Partial<Record<keyof EventLogRecord, unknown>>): EventLogRecord => sampleRecord(eventId, {
  browser: 'Safari', client_id: '987.654', device: 'mobile', os: 'iOS', page_sequence: 3, user_agent: IPHONE,
  visit_id: 'fedcba9876543210', ...overrides,
});
const LINK_CLICK = signedIn('16fd2706-8baf-433b-82eb-8c7fada847da', {
  action_type: 'link_click', datetime: '2026-11-22T09:29:30.000Z', link_url: 'https://guide.example/en/articles/7', user_id: 'u-42',
});
const ITEM_SAVE = signedIn('6ba7b810-9dad-41d1-80b4-00c04fd430c8', {
  action_type: 'item_save', datetime: '2026-11-22T09:29:31.000Z', user_id: 42, data: { item_id: 'place-1201', saved: true },
});

/** `count` distinct records of about `bytes` each (a data string pads them). */
const records = (count: number, padding = 0): EventLogRecord[] => Array.from({ length: count }, (_, index) =>
  sampleRecord(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, {
    action_type: 'web_vitals', data: { note: 'x'.repeat(Math.min(256, padding)), more: 'y'.repeat(Math.max(0, Math.min(256, padding - 256))) },
  }));
// A structural checker of the documented rules: the envelope, the Spec's track fields and context types, the limits.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ENVELOPE_KEYS = ['batch', 'context', 'integrations', 'sentAt', 'writeKey'];
const TRACK_KEYS = ['anonymousId', 'context', 'event', 'integrations', 'messageId', 'properties', 'timestamp', 'type', 'userId'];
/** The Spec's context fields and the string fields of each that the adapter fills; `tabiji` is its one extension. */
const CONTEXT_STRINGS: Record<string, readonly string[] | null> = {
  app: ['name'], device: ['type'], ip: null, library: ['name', 'version'], locale: null, location: ['country'],
  os: ['name'], page: ['url', 'referrer', 'search'], userAgent: null, tabiji: [],
};
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function contextProblems(context: unknown): string[] {
  if (!isObject(context)) return ['context is not an object'];
  return Object.entries(context).flatMap(([key, value]) => {
    const strings = CONTEXT_STRINGS[key];
    if (strings === undefined) return [`context.${key} is outside the Spec`];
    if (strings === null) return typeof value === 'string' ? [] : [`context.${key} is not a string`];
    if (!isObject(value)) return [`context.${key} is not an object`];
    return strings.filter((field) => typeof value[field] !== 'string').map((field) => `context.${key}.${field} is not a string`);
  });
}

function callProblems(call: unknown): string[] {
  if (!isObject(call)) return ['not an object'];
  const problems = Object.keys(call).filter((key) => !TRACK_KEYS.includes(key)).map((key) => `${key} is not a track field`);
  if (call.type !== 'track') problems.push('type is not track');
  if (typeof call.event !== 'string' || call.event === '') problems.push('event is not a non-empty string');
  if (typeof call.messageId !== 'string' || call.messageId === '' || call.messageId.length >= 100) problems.push('messageId is not 1-99 characters');
  const ids = [call.userId, call.anonymousId].filter((id) => id !== undefined);
  if (ids.length === 0 || ids.some((id) => typeof id !== 'string' || id === '')) problems.push('userId or anonymousId required');
  if (typeof call.timestamp !== 'string' || !ISO_8601.test(call.timestamp)) problems.push('timestamp is not ISO 8601');
  if (!isObject(call.properties)) problems.push('properties is not an object');
  if (utf8Bytes(JSON.stringify(call)) > 32_000) problems.push('larger than 32 KB');
  return [...problems, ...contextProblems(call.context)];
}

function segmentBatchProblems(body: string): string[] {
  const envelope = JSON.parse(body) as unknown;
  if (!isObject(envelope) || !Array.isArray(envelope.batch)) return ['not {"batch": [...]}'];
  const problems = Object.keys(envelope).filter((key) => !ENVELOPE_KEYS.includes(key)).map((key) => `${key} is not a batch field`);
  if (utf8Bytes(body) > 500_000) problems.push('larger than 500 KB');
  if (envelope.batch.length === 0 || envelope.batch.length > 2500) problems.push('not 1-2500 calls');
  if (typeof envelope.sentAt !== 'string' || !ISO_8601.test(envelope.sentAt)) problems.push('sentAt is not ISO 8601');
  if (envelope.writeKey !== undefined && typeof envelope.writeKey !== 'string') problems.push('writeKey is not a string');
  return [...problems, ...envelope.batch.flatMap((call, index) => callProblems(call).map((problem) => `batch[${index}]: ${problem}`))];
}

const calls = (body: string): { context: { tabiji?: { dropped: number } } }[] => (JSON.parse(body) as { batch: [] }).batch;

describe('segmentCollectorProtocol: the documented batch body', () => {
  it('matches golden/segment/batch.json: two records with data, the dropped count on the first call', () => {
    const { requests, oversized } = protocol.requests([PAGE_VIEW, WEB_VITALS], 3, UNBOUNDED);
    expect(oversized).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]!.body)).toEqual(JSON.parse(golden('batch.json')));
    expect(requests[0]!.body).toBe(golden('batch.json'));
    expect(requests[0]!.records).toEqual([PAGE_VIEW, WEB_VITALS]);
  });

  it('matches golden/segment/signedIn.json: a string and a numeric user_id become a string userId', () => {
    const named = segmentCollectorProtocol({ appId: 'guide-example', writeKey: WRITE_KEY });
    const { requests } = named.requests([LINK_CLICK, ITEM_SAVE], 0, UNBOUNDED);
    expect(requests.map(({ body }) => body)).toEqual([golden('signedIn.json')]);
  });

  it('keeps the goldens and every body made here within the documented rules', () => {
    const bodies = [golden('batch.json'), golden('signedIn.json'),
      ...protocol.requests(records(700, 400), 9, UNBOUNDED).requests.map(({ body }) => body)];
    expect(bodies.map(segmentBatchProblems)).toEqual(bodies.map(() => []));
    expect(segmentBatchProblems(golden('batch.json').replace('"anonymousId":"123.456",', ''))).toContain('batch[0]: userId or anonymousId required');
  });

  it.each([
    ['https://guide.example/en/', ''], ['https://guide.example/en/?', ''], ['https://guide.example/?q=a&b=c', '?q=a&b=c'],
    ['https://guide.example/?q=a#x?y', '?q=a'], ['https://guide.example/#x?y', ''],
  ])('gives context.page.search of %s as location.search would: %j', (url, search) => {
    expect(segmentTrackCall(sampleRecord('s1', { source_url: url }), 'tabiji').context.page).toEqual({ url, referrer: '', search });
  });

  it('leaves writeKey out when none is set; sends JSON, which the API also takes as text/plain', () => {
    const keyless = segmentCollectorProtocol({ appId: 'tabiji', writeKey: '' });
    expect(JSON.parse(keyless.requests([PAGE_VIEW], 0, UNBOUNDED).requests[0]!.body)).not.toHaveProperty('writeKey');
    expect(protocol.contentType).toBe('application/json');
    expect(protocol.acceptsTextPlain).toBe(true);
  });

  it('is deterministic: the same records, count and time give the same bodies; the time moves only sentAt', () => {
    const make = (nowMs: number): string[] => protocol.requests(records(300, 500), 4, { maxBodyBytes: 60_000, nowMs }).requests.map(({ body }) => body);
    expect(make(NOW)).toEqual(make(NOW));
    expect(make(NOW + 1000).map((body) => body.replace('2026-11-22T09:30:01.000Z', '2026-11-22T09:30:00.000Z'))).toEqual(make(NOW));
  });
});

describe('segmentCollectorProtocol: the limits', () => {
  it('states the documented limits: 500 KB a request, 32 KB a call, 2500 calls', () => {
    expect(SEGMENT_LIMITS).toEqual({ maxBodyBytes: 500_000, maxCallBytes: 32_000, maxCalls: 2500 });
  });

  it('splits a batch over 500 KB into requests under it, every record once and in order', () => {
    const batch = records(1200, 512);
    const { requests, oversized } = protocol.requests(batch, 0, UNBOUNDED);
    expect(oversized).toEqual([]);
    expect(requests.length).toBeGreaterThan(2);
    for (const { body, records: carried } of requests) {
      expect(utf8Bytes(body)).toBeLessThanOrEqual(500_000);
      expect(calls(body)).toHaveLength(carried.length);
    }
    expect(requests.flatMap(({ records: carried }) => carried)).toEqual(batch);
  });

  it('never puts more than 2500 calls in a request (the size limit binds first for Tabiji records)', () => {
    const { requests } = protocol.requests(records(3000), 0, UNBOUNDED);
    expect(requests.every(({ records: carried }) => carried.length <= 2500)).toBe(true);
    expect(requests.flatMap(({ records: carried }) => carried)).toHaveLength(3000);
  });

  it('refuses as oversized a record whose call is over 32 000 bytes, and takes one of exactly 32 000', () => {
    const base = JSON.stringify(segmentTrackCall(sampleRecord('e1', { visit_id: '' }), 'tabiji', 7)).length;
    const sized = (bytes: number, id: string): EventLogRecord => sampleRecord(id, { visit_id: 'v'.repeat(bytes - base) });
    const { requests, oversized } = protocol.requests([sized(32_000, 'e1'), sized(32_001, 'e2'), PAGE_VIEW], 7, UNBOUNDED);
    expect(oversized.map(({ event_id: id }) => id)).toEqual(['e2']);
    expect(requests.flatMap(({ records: carried }) => carried.map(({ event_id: id }) => id))).toEqual(['e1', PAGE_VIEW.event_id]);
  });

  it('keeps within bounds.maxBodyBytes (a beacon’s 60 000), and calls nothing fits alone oversized', () => {
    const batch = records(200, 400);
    const { requests } = protocol.requests(batch, 2, { maxBodyBytes: 60_000, nowMs: NOW });
    expect(requests.length).toBeGreaterThan(3);
    expect(requests.every(({ body }) => utf8Bytes(body) <= 60_000)).toBe(true);
    expect(requests.flatMap(({ records: carried }) => carried)).toEqual(batch);
    expect(protocol.requests(batch.slice(0, 3), 0, { maxBodyBytes: 1000, nowMs: NOW })).toEqual({ requests: [], oversized: batch.slice(0, 3) });
  });

  it('carries the dropped count once a batch, on its first call, however the batch is split', () => {
    const { requests } = protocol.requests(records(200, 400), 5, { maxBodyBytes: 60_000, nowMs: NOW });
    const counts = requests.flatMap(({ body }) => calls(body).map((call) => call.context.tabiji?.dropped));
    expect(counts[0]).toBe(5);
    expect(counts.slice(1).every((count) => count === undefined)).toBe(true);
    const none = protocol.requests(records(3), 0, UNBOUNDED).requests[0]!.body;
    expect(calls(none).some((call) => 'tabiji' in call.context)).toBe(false);
  });
});

describe('segmentCollectorProtocol: hostile strings', () => {
  it('round-trips quotes, </script>, emoji and lone surrogates through the stand-in exactly', () => {
    const hostile = '"\'\\</script><script>alert(1)</script>\u2028\u0000 😀 \ud800 \udfff 日本';
    const batch = [sampleRecord('h1', { search_word: hostile, referrer: hostile, user_id: hostile, data: { note: hostile } }), PAGE_VIEW];
    const bodies = protocol.requests(batch, 1, UNBOUNDED).requests.map(({ body }) => body);
    // Lone surrogates go escaped (\ud800), so the body is well-formed text.
    expect(bodies.every((body) => !/[\ud800-\udfff]/u.test(body) && segmentBatchProblems(body).length === 0)).toBe(true);
    const received = callDemoModule<{ status: number; records: unknown[]; dropped: number }>(
      'demo/stand-ins/collectors/segment.mjs', 'receive', bodies.map((body) => [body, { 'content-type': 'text/plain' }]),
    );
    expect(received.map(({ status }) => status)).toEqual([200]);
    expect(received[0]!.records).toEqual(batch);
    expect(received[0]!.dropped).toBe(1);
  });
});

describe('segmentDeliveryOutcome', () => {
  it.each([
    [200, { kind: 'sent' }], [202, { kind: 'sent' }], [204, { kind: 'sent' }],
    // 400: malformed or over a limit; the other 4xx, dropped by the Segment libraries.
    [400, { kind: 'refused', reason: 'HTTP 400' }], [401, { kind: 'refused', reason: 'HTTP 401' }],
    [403, { kind: 'refused', reason: 'HTTP 403' }], [404, { kind: 'refused', reason: 'HTTP 404' }],
    [422, { kind: 'refused', reason: 'HTTP 422' }],
    [413, { kind: 'too-large' }],
    // The 4xx they retry, every 5xx but 501, 505 and 511, and what fetch could not read.
    [408, { kind: 'retry', reason: 'HTTP 408' }], [410, { kind: 'retry', reason: 'HTTP 410' }],
    [429, { kind: 'retry', reason: 'HTTP 429' }], [460, { kind: 'retry', reason: 'HTTP 460' }],
    [500, { kind: 'retry', reason: 'HTTP 500' }], [502, { kind: 'retry', reason: 'HTTP 502' }],
    [503, { kind: 'retry', reason: 'HTTP 503' }], [504, { kind: 'retry', reason: 'HTTP 504' }],
    [501, { kind: 'refused', reason: 'HTTP 501' }], [505, { kind: 'refused', reason: 'HTTP 505' }],
    [511, { kind: 'refused', reason: 'HTTP 511' }],
    [0, { kind: 'retry', reason: 'HTTP 0' }], [304, { kind: 'retry', reason: 'HTTP 304' }],
  ] as const)('HTTP %i → %j', (status, result) => {
    expect(segmentDeliveryOutcome(status, null, NOW)).toEqual(result);
    expect(protocol.outcome(status, null, NOW)).toEqual(result);
  });

  it('honours Retry-After (seconds or a date) on a retried answer, and only there', () => {
    expect(protocol.outcome(429, '20', NOW)).toEqual({ kind: 'retry', reason: 'HTTP 429', afterMs: 20_000 });
    expect(protocol.outcome(503, 'Sun, 22 Nov 2026 09:30:30 GMT', NOW)).toEqual({ kind: 'retry', reason: 'HTTP 503', afterMs: 30_000 });
    expect(protocol.outcome(429, 'soon', NOW)).toEqual({ kind: 'retry', reason: 'HTTP 429' });
    expect(protocol.outcome(400, '20', NOW)).toEqual({ kind: 'refused', reason: 'HTTP 400' });
    expect(protocol.outcome(200, '20', NOW)).toEqual({ kind: 'sent' });
  });
});
