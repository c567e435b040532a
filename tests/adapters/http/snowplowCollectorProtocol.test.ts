/**
 * snowplowCollectorProtocol against Snowplow's published tracker protocol (tp2, POST):
 * - docs.snowplow.io, "Snowplow atomic event properties" (https://docs.snowplow.io/docs/fundamentals/canonical-event/),
 *   "Event parameters" and "Example tracker HTTP requests" (https://docs.snowplow.io/docs/events/http-requests/);
 * - Iglu Central (snowplow/iglu-central @ cbac22ed): payload_data/jsonschema/1-0-4, unstruct_event/jsonschema/1-0-0,
 *   contexts/jsonschema/1-0-0;
 * - the JavaScript tracker (snowplow/snowplow-javascript-tracker @ a56dd42a, tracker-core emitter): maxPostBytes 40000,
 *   dontRetryStatusCodes 400, 401, 403, 410, 422, `Content-Type: application/json; charset=UTF-8`;
 * - enrich's Tp2Adapter (snowplow/enrich @ 607962e3): only application/json bodies, every value a string.
 * The golden bodies (golden/snowplow/README.md) were written from those, not from the adapter.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { utf8Bytes } from '../../../src/adapters/http/collectorProtocol';
import { snowplowCollectorProtocol } from '../../../src/adapters/http/snowplowCollectorProtocol';
import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { sampleRecord } from '../../sampleRecord';

const GOLDEN = path.join(__dirname, 'golden/snowplow');
const readGolden = (name: string): string => readFileSync(path.join(GOLDEN, name), 'utf8');
const RECORDS = JSON.parse(readGolden('records.json')) as Record<'batch' | 'signedIn', EventLogRecord[]>;
const NOW = Date.UTC(2026, 10, 22, 9, 30, 0);
const UNBOUNDED = { maxBodyBytes: Number.MAX_SAFE_INTEGER, nowMs: NOW };
const protocol = snowplowCollectorProtocol({ appId: 'tabiji', writeKey: '' });

type Event = Record<string, unknown>;
type Envelope = { schema: string; data: unknown };
const eventsOf = (body: string): Event[] => (JSON.parse(body) as { data: Event[] }).data;
const envelopeIn = (event: Event, key: string): Envelope => JSON.parse(String(event[key])) as Envelope;
/** The record an event carries, read as a pipeline would: ue_pr, then the unstruct_event's self-describing data. */
const recordIn = (event: Event): unknown => (envelopeIn(event, 'ue_pr').data as Envelope).data;

// payload_data 1-0-4's property names (iglu-central): each event holds only these, every value a string.
const PAYLOAD_DATA_1_0_4 = new Set(('tna aid p dtm tz e tid eid tv duid nuid uid vid ip res url page refr fp ctype cookie lang ' +
  'f_pdf f_qt f_realp f_wma f_dir f_fla f_java f_gears f_ag cd ds cs vp mac pp_mix pp_max pp_miy pp_may ad_ba ad_ca ad_ad ' +
  'ad_uid tr_id tr_af tr_tt tr_tx tr_sh tr_ci tr_st tr_co tr_cu ti_id ti_sk ti_nm ti_na ti_ca ti_pr ti_qu ti_cu sa sn st sp ' +
  'se_ca se_ac se_la se_pr se_va ue_na ue_pr ue_px co cx ua tnuid stm sid ttm').split(' '));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How `body` breaks the payload_data 1-0-4 envelope and the tracker protocol's value rules (empty when it does not). */
function payloadDataFailures(body: string): string[] {
  const payload = JSON.parse(body) as Record<string, unknown>;
  const failures: string[] = [];
  if (Object.keys(payload).join() !== 'schema,data') failures.push('envelope is not {schema, data}');
  if (payload['schema'] !== 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4') failures.push('schema');
  const events = payload['data'];
  if (!Array.isArray(events) || events.length === 0) return [...failures, 'data is not a non-empty array'];
  (events as Event[]).forEach((event, index) => {
    for (const [key, value] of Object.entries(event)) {
      if (!PAYLOAD_DATA_1_0_4.has(key)) failures.push(`[${index}].${key} is not a payload_data property`);
      if (typeof value !== 'string') failures.push(`[${index}].${key} is not a string`);
    }
    for (const key of ['tv', 'p', 'e']) if (!(key in event)) failures.push(`[${index}] lacks ${key}`);
    if (!UUID.test(String(event['eid']))) failures.push(`[${index}].eid is not a UUID`);
    for (const key of ['dtm', 'stm']) if (!/^\d+$/.test(String(event[key]))) failures.push(`[${index}].${key} is not epoch ms`);
    if (envelopeIn(event, 'ue_pr').schema !== 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0') failures.push(`[${index}].ue_pr`);
    if ('co' in event && envelopeIn(event, 'co').schema !== 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0') failures.push(`[${index}].co`);
  });
  return failures;
}

/** The JSON Schema (draft 4) keywords Tabiji's two Iglu schemas use, enough to check the golden entities. */
interface Schema {
  type?: string | string[]; properties?: Record<string, Schema>; patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean; required?: string[]; maxProperties?: number; minLength?: number; maxLength?: number;
  pattern?: string; minimum?: number; maximum?: number; format?: string;
}
const schemaOf = (name: string): Schema => JSON.parse(readGolden(`iglu/schemas/jp.tabiji/${name}/jsonschema/1-0-0`)) as Schema;
function schemaFailures(value: unknown, schema: Schema, at = '$'): string[] {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
  const types = [schema.type ?? []].flat();
  if (types.length > 0 && !types.some((type) => type === kind || (type === 'number' && kind === 'integer'))) return [`${at} is ${kind}`];
  const failures: string[] = [];
  if (typeof value === 'string') {
    const { length } = [...value];
    if (length < (schema.minLength ?? 0) || length > (schema.maxLength ?? Infinity)) failures.push(`${at} length`);
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) failures.push(`${at} pattern`);
    if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) failures.push(`${at} date-time`);
  }
  if (typeof value === 'number' && (value < (schema.minimum ?? -Infinity) || value > (schema.maximum ?? Infinity))) failures.push(`${at} range`);
  if (kind === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) failures.push(`${at}.${key} missing`);
    if (Object.keys(object).length > (schema.maxProperties ?? Infinity)) failures.push(`${at} has too many properties`);
    for (const [key, item] of Object.entries(object)) {
      const pattern = Object.entries(schema.patternProperties ?? {}).find(([regex]) => new RegExp(regex).test(key));
      const itemSchema = schema.properties?.[key] ?? pattern?.[1];
      if (itemSchema) failures.push(...schemaFailures(item, itemSchema, `${at}.${key}`));
      else if (schema.additionalProperties === false) failures.push(`${at}.${key} is not allowed`);
    }
  }
  return failures;
}

/** A record whose strings hold what breaks naive encoders: quotes, backslashes, markup, separators, emoji, lone surrogates. */
const HOSTILE = '"\'\\ </script><!-- \u2028\u2029 \u0000\t\n 😀 \uD800 \uDC00 日本';
const hostileRecord = (): EventLogRecord => sampleRecord('9b2f8c1e-3d4a-4b5c-8d6e-7f8091a2b3c4', {
  referrer: `https://x.example/?q=${HOSTILE}`, search_word: HOSTILE, user_agent: HOSTILE, user_id: HOSTILE,
  action_type: 'survey_answer', data: { answer: HOSTILE, score: -0.5, ok: true },
});

describe('snowplowCollectorProtocol: golden bodies', () => {
  it.each(['batch', 'signedIn'] as const)('%s.json is the body, byte for byte', (name) => {
    const golden = JSON.parse(readGolden(`${name}.json`)) as unknown;
    const { requests, oversized } = protocol.requests(RECORDS[name], name === 'batch' ? 3 : 0, UNBOUNDED);
    expect(oversized).toEqual([]);
    expect(requests.map((request) => request.body)).toEqual([JSON.stringify(golden)]);
    expect(requests[0]?.records).toEqual(RECORDS[name]);
  });

  it('meets payload_data 1-0-4 and the value rules, which a tampered body breaks', () => {
    for (const name of ['batch', 'signedIn']) expect(payloadDataFailures(readGolden(`${name}.json`))).toEqual([]);
    const [first = {}] = eventsOf(readGolden('batch.json'));
    const tampered = (event: Event) => JSON.stringify({ schema: 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4', data: [event] });
    expect(payloadDataFailures(tampered({ ...first, dtm: 1795339747089 }))).toEqual(['[0].dtm is not a string']);
    expect(payloadDataFailures(tampered({ ...first, page_sequence: '1' }))).toEqual(['[0].page_sequence is not a payload_data property']);
    expect(payloadDataFailures(tampered({ ...first, eid: 'e1' }))).toEqual(['[0].eid is not a UUID']);
  });

  it('carries entities that meet Tabiji\'s Iglu schemas (event_log_record, delivery)', () => {
    const events = [...eventsOf(readGolden('batch.json')), ...eventsOf(readGolden('signedIn.json'))];
    for (const event of events) expect(schemaFailures(recordIn(event), schemaOf('event_log_record'))).toEqual([]);
    const [delivery] = envelopeIn(events[0] ?? {}, 'co').data as Envelope[];
    expect(delivery?.schema).toBe('iglu:jp.tabiji/delivery/jsonschema/1-0-0');
    expect(schemaFailures(delivery?.data, schemaOf('delivery'))).toEqual([]);
    expect(schemaFailures({ ...sampleRecord('x'), page_sequence: 0, extra: 1 }, schemaOf('event_log_record'))).toEqual(['$.page_sequence range', '$.extra is not allowed']);
  });
});

describe('snowplowCollectorProtocol: mapping', () => {
  it('sends JSON the collector\'s enrich reads (not text/plain), as the JavaScript tracker does', () => {
    expect(protocol.contentType).toBe('application/json; charset=UTF-8');
    expect(protocol.acceptsTextPlain).toBe(false);
  });

  it('keeps every record whole in ue_pr, hostile strings included, and its id as eid', () => {
    const records = [...RECORDS.batch, hostileRecord()];
    const [request] = protocol.requests(records, 0, UNBOUNDED).requests;
    const events = eventsOf(request?.body ?? '');
    expect(events.map(recordIn)).toEqual(records);
    expect(events.map((event) => event['eid'])).toEqual(records.map((record) => record.event_id));
    expect(payloadDataFailures(request?.body ?? '')).toEqual([]);
  });

  it('puts uid only when signed in, as a string; the app id in aid', () => {
    const ids = [0, 7, '0', 'u-1'].map((userId, index) => sampleRecord(`00000000-0000-4000-8000-00000000000${index}`, { user_id: userId }));
    const events = eventsOf(snowplowCollectorProtocol({ appId: 'guide-jp', writeKey: 'ignored' }).requests(ids, 0, UNBOUNDED).requests[0]?.body ?? '');
    expect(events.map((event) => event['uid'])).toEqual([undefined, '7', '0', 'u-1']);
    expect(new Set(events.map((event) => event['aid']))).toEqual(new Set(['guide-jp']));
  });
});

describe('snowplowCollectorProtocol: limits', () => {
  const small = (index: number) => sampleRecord(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

  it('splits a batch by body size only (no published count limit), at most 40000 bytes each, in order', () => {
    const records = Array.from({ length: 100 }, (_, index) => small(index));
    const { requests, oversized } = protocol.requests(records, 0, UNBOUNDED);
    expect(oversized).toEqual([]);
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.every((request) => utf8Bytes(request.body) <= 40_000)).toBe(true);
    expect(requests.flatMap((request) => request.records)).toEqual(records);
    expect(requests.flatMap((request) => eventsOf(request.body).map(recordIn))).toEqual(records);
    // About 1060 bytes an event: 37 fit in 40000 bytes, 38 do not.
    expect(protocol.requests(records.slice(0, 37), 0, UNBOUNDED).requests.map((request) => request.records.length)).toEqual([37]);
    expect(protocol.requests(records.slice(0, 38), 0, UNBOUNDED).requests.map((request) => request.records.length)).toEqual([19, 19]);
  });

  it('keeps within the bound the send gives (a beacon\'s), refusing a record that cannot fit alone', () => {
    const records = Array.from({ length: 20 }, (_, index) => small(index));
    const { requests } = protocol.requests(records, 4, { maxBodyBytes: 5000, nowMs: NOW });
    expect(requests.every((request) => utf8Bytes(request.body) <= 5000)).toBe(true);
    expect(requests.flatMap((request) => request.records)).toEqual(records);
    expect(protocol.requests(records.slice(0, 1), 0, { maxBodyBytes: 1000, nowMs: NOW })).toEqual({ requests: [], oversized: records.slice(0, 1) });
  });

  it('sends the largest record the schema allows alone, and refuses one no request of 40000 bytes can carry', () => {
    const data = (value: string) => Object.fromEntries(Array.from({ length: 24 }, (_, index) => [`k${index}_${'x'.repeat(34)}`, value]));
    const url = (tail: string) => `https://guide.example/${tail.repeat(2048 - 22)}`;
    const largest = sampleRecord('00000000-0000-4000-8000-00000000ffff', {
      source_url: url('a'), referrer: url('b'), link_url: url('c'), user_agent: 'u'.repeat(512), search_word: '旅'.repeat(256),
      user_id: 'i'.repeat(128), action_type: 'web_vitals', data: data('"'.repeat(256)),
    });
    const controls = { ...largest, event_id: '00000000-0000-4000-8000-00000000fffe', data: data('\u0001'.repeat(256)) };
    const { requests, oversized } = protocol.requests([small(1), largest, controls, small(2)], 0, UNBOUNDED);
    expect(oversized).toEqual([controls]);
    expect(requests.flatMap((request) => request.records)).toEqual([small(1), largest, small(2)]);
    expect(requests.every((request) => utf8Bytes(request.body) <= 40_000)).toBe(true);
  });

  it('reports the dropped count once, on the first event of the first request, only when above 0', () => {
    const records = Array.from({ length: 60 }, (_, index) => small(index));
    const events = protocol.requests(records, 5, UNBOUNDED).requests.flatMap((request) => eventsOf(request.body));
    expect(events.filter((event) => 'co' in event)).toEqual([events[0]]);
    expect(envelopeIn(events[0] ?? {}, 'co').data).toEqual([{ schema: 'iglu:jp.tabiji/delivery/jsonschema/1-0-0', data: { dropped: 5 } }]);
    const none = protocol.requests(records, 0, UNBOUNDED).requests.flatMap((request) => eventsOf(request.body));
    expect(none.some((event) => 'co' in event)).toBe(false);
  });

  it('makes the same bodies for the same input and send time; the send time is stm alone', () => {
    const make = (nowMs: number) => protocol.requests([...RECORDS.batch, hostileRecord()], 2, { maxBodyBytes: 60_000, nowMs });
    expect(make(NOW)).toEqual(make(NOW));
    const later = eventsOf(make(NOW + 1000).requests[0]?.body ?? '');
    expect(later.map((event) => event['stm'])).toEqual(['1795339801000', '1795339801000', '1795339801000']);
    expect(later.map(({ stm: _stm, ...rest }) => rest)).toEqual(eventsOf(make(NOW).requests[0]?.body ?? '').map(({ stm: _stm, ...rest }) => rest));
  });
});

describe('snowplowCollectorProtocol: outcome', () => {
  it.each([
    [200, { kind: 'sent' }], [204, { kind: 'sent' }],
    // The tracker's default dontRetryStatusCodes: never retried.
    [400, { kind: 'refused', reason: 'HTTP 400' }], [401, { kind: 'refused', reason: 'HTTP 401' }],
    [403, { kind: 'refused', reason: 'HTTP 403' }], [410, { kind: 'refused', reason: 'HTTP 410' }],
    [422, { kind: 'refused', reason: 'HTTP 422' }],
    // The collector's answer past dropPayloadSize.
    [413, { kind: 'too-large' }],
    // Everything else the tracker retries.
    [0, { kind: 'retry', reason: 'HTTP 0' }], [404, { kind: 'retry', reason: 'HTTP 404' }], [408, { kind: 'retry', reason: 'HTTP 408' }],
    [429, { kind: 'retry', reason: 'HTTP 429' }], [500, { kind: 'retry', reason: 'HTTP 500' }], [503, { kind: 'retry', reason: 'HTTP 503' }],
  ] as const)('HTTP %i → %j', (status, result) => {
    expect(protocol.outcome(status, null, NOW)).toEqual(result);
  });

  it('honours Retry-After on a retried answer', () => {
    expect(protocol.outcome(503, '30', NOW)).toEqual({ kind: 'retry', afterMs: 30_000, reason: 'HTTP 503' });
    expect(protocol.outcome(429, 'Sun, 22 Nov 2026 09:31:00 GMT', NOW)).toEqual({ kind: 'retry', afterMs: 60_000, reason: 'HTTP 429' });
    expect(protocol.outcome(400, '30', NOW)).toEqual({ kind: 'refused', reason: 'HTTP 400' });
  });
});
