/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snowplowCollectorProtocol } from '../../../src/adapters/http/snowplowCollectorProtocol';
import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { sampleRecord } from '../../sampleRecord';
import { callDemoModule } from '../callDemoModule';

// The page's bodies (src/adapters/http/snowplowCollectorProtocol.ts) read by the demo's Snowplow stand-in
// (demo/stand-ins/collectors/snowplow.mjs), which answers as the collector and sorts events as enrich does (Micro).
type Received = { status: number; answer: unknown; events: object[]; records: EventLogRecord[]; dropped: number; bad: string[] };

const GOLDEN = path.join(__dirname, '../../adapters/http/golden/snowplow');
const RECORDS = JSON.parse(readFileSync(path.join(GOLDEN, 'records.json'), 'utf8')) as Record<'batch' | 'signedIn', EventLogRecord[]>;
const NOW = Date.UTC(2026, 10, 22, 9, 30, 0);
const JSON_TYPE = { 'content-type': 'application/json; charset=UTF-8' };
const PAYLOAD_DATA = 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4';
const protocol = snowplowCollectorProtocol({ appId: 'tabiji', writeKey: '' });

const HOSTILE = '"\'\\ </script><!-- \u2028\u2029 \u0000\t\n 😀 \uD800 \uDC00 日本 %E0%A4%A';
const hostile = [
  sampleRecord('9b2f8c1e-3d4a-4b5c-8d6e-7f8091a2b3c4', {
    referrer: `https://x.example/?q=${HOSTILE}`, search_word: HOSTILE, user_agent: HOSTILE, user_id: HOSTILE, ip_source: '::1',
    action_type: 'survey_answer', data: { answer: HOSTILE, score: -0.5, ok: true, big: 9007199254740991 },
  }),
  sampleRecord('1c6a2f0e-5b7d-4e8f-9a0b-1c2d3e4f5a6b', { user_id: 2 ** 53 - 1, browser_language: '', user_agent: '' }),
];
const many = Array.from({ length: 90 }, (_, index) => sampleRecord(`00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, { page_sequence: index + 1 }));

/** The bodies the page would post for `records` (with `dropped`), each with the header fetch sends. */
const bodiesOf = (records: readonly EventLogRecord[], dropped: number, maxBodyBytes = Number.MAX_SAFE_INTEGER) =>
  protocol.requests(records, dropped, { maxBodyBytes, nowMs: NOW }).requests.map(({ body }) => [body, JSON_TYPE] as const);

const event = { e: 'ue', tv: 'x', p: 'web' };
const payload = (events: unknown, schema = PAYLOAD_DATA) => JSON.stringify({ schema, data: events });
const [goldenEvent] = (JSON.parse(readFileSync(path.join(GOLDEN, 'signedIn.json'), 'utf8')) as { data: Record<string, string>[] }).data;
// Each with the reason enrich (or the Tabiji reading) fails it for, as the stand-in words it.
const MALFORMED: readonly [string, string, string, Record<string, string>][] = [
  ['not JSON', 'body is not JSON', '{"schema":', JSON_TYPE],
  ['not self-describing', 'body is not self-describing JSON', JSON.stringify([event]), JSON_TYPE],
  ['another envelope', 'body is not payload_data 1-0-x', payload([event], 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0'), JSON_TYPE],
  ['an empty batch', 'payload_data must be an array of at least one event', payload([]), JSON_TYPE],
  ['a number value', 'an event has a value that is not a string', payload([{ ...goldenEvent, dtm: 1795339770000 }]), JSON_TYPE],
  ['a property outside payload_data', 'an event has a property outside payload_data', payload([{ ...goldenEvent, visit_id: 'x' }]), JSON_TYPE],
  ['no tv', 'an event lacks tv, p or e', payload([{ ...goldenEvent, tv: undefined }]), JSON_TYPE],
  ['a text/plain body', 'contentType: expected one of application/json, application/json; charset=utf-8', payload([goldenEvent]), { 'content-type': 'text/plain;charset=UTF-8' }],
  ['no content type', 'contentType: expected one of application/json, application/json; charset=utf-8', payload([goldenEvent]), {}],
  ['an eid that is no UUID', 'eid is not a UUID', payload([{ ...goldenEvent, eid: 'e-1' }]), JSON_TYPE],
  ['a bad dtm', 'dtm is not epoch milliseconds', payload([{ ...goldenEvent, dtm: '2026-11-22' }]), JSON_TYPE],
  ['ue_pr that is not JSON', 'ue_pr is not JSON', payload([{ ...goldenEvent, ue_pr: '{' }]), JSON_TYPE],
  ['an unknown event schema', 'the event is of a schema the stand-in does not know', payload([{ ...goldenEvent, ue_pr: JSON.stringify({ schema: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0', data: { schema: 'iglu:com.example/x/jsonschema/1-0-0', data: {} } }) }]), JSON_TYPE],
  ['a record outside its schema', "the record's page_sequence breaks its schema", payload([{ ...goldenEvent, ue_pr: String(goldenEvent?.['ue_pr']).replace('"page_sequence":3', '"page_sequence":"3"') }]), JSON_TYPE],
  ['a field disagreeing with the record', 'url disagrees with the record in ue_pr', payload([{ ...goldenEvent, url: 'https://elsewhere.example/' }]), JSON_TYPE],
  ['a page view', 'the stand-in reads only self-describing events', payload([{ ...goldenEvent, e: 'pv' }]), JSON_TYPE],
  ['a bad delivery entity', 'the delivery entity breaks its schema', payload([{ ...goldenEvent, co: JSON.stringify({ schema: 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0', data: [{ schema: 'iglu:jp.tabiji/delivery/jsonschema/1-0-0', data: { dropped: -1 } }] }) }]), JSON_TYPE],
  ['a payload over maxPayloadSize', 'size violation: the payload is over 1048576 bytes', payload([{ ...goldenEvent, se_la: 'x'.repeat(1_048_576) }]), JSON_TYPE],
];

// One child process for every call of this file.
const CASES = {
  golden: [[JSON.stringify(JSON.parse(readFileSync(path.join(GOLDEN, 'batch.json'), 'utf8'))), JSON_TYPE]],
  normal: bodiesOf([...RECORDS.batch, ...RECORDS.signedIn], 4),
  hostile: bodiesOf(hostile, 1),
  split: bodiesOf(many, 7),
  beacon: bodiesOf(many, 2, 60_000),
  malformed: MALFORMED.map(([, , body, headers]) => [body, headers]),
  mixed: [[payload([goldenEvent, { ...goldenEvent, eid: 'e-1' }, { ...goldenEvent, eid: '26fd2706-8baf-433b-82eb-8c7fada847da' }]), JSON_TYPE]],
  tooLarge: [['x'.repeat(2_097_153), JSON_TYPE]],
} as const;
const CALLS = Object.values(CASES).flat();
const ANSWERS = callDemoModule<Received>('demo/stand-ins/collectors/snowplow.mjs', 'receive', CALLS);
const answersFor = (name: keyof typeof CASES): Received[] => {
  const start = Object.values(CASES).slice(0, Object.keys(CASES).indexOf(name)).reduce((sum, calls) => sum + calls.length, 0);
  return ANSWERS.slice(start, start + CASES[name].length);
};
const recordsOf = (answers: readonly Received[]) => answers.flatMap((answer) => answer.records);

describe('the Snowplow stand-in reads the page\'s bodies back', () => {
  it('reads the golden batch into its records and dropped count, answering 200 with no JSON body', () => {
    expect(answersFor('golden')).toEqual([expect.objectContaining({ status: 200, answer: null, records: RECORDS.batch, dropped: 3, bad: [] })]);
  });

  it.each(['normal', 'hostile', 'split', 'beacon'] as const)('round-trips %s records exactly, data and user_id types included', (name) => {
    const expected = { normal: [...RECORDS.batch, ...RECORDS.signedIn], hostile, split: many, beacon: many }[name];
    const answers = answersFor(name);
    expect(answers.every((answer) => answer.status === 200 && answer.bad.length === 0)).toBe(true);
    expect(recordsOf(answers)).toEqual(expected);
    expect(answers.reduce((sum, answer) => sum + answer.dropped, 0)).toBe({ normal: 4, hostile: 1, split: 7, beacon: 2 }[name]);
    expect(answers.flatMap((answer) => answer.events)).toHaveLength(expected.length);
  });

  it('takes a split batch in several requests, as the collector would', () => {
    expect(answersFor('split').length).toBeGreaterThan(2);
    expect(answersFor('beacon').length).toBeGreaterThan(1);
  });
});

describe('the Snowplow stand-in answers malformed requests as the collector does', () => {
  it.each(MALFORMED.map(([name, reason], index) => [name, reason, index] as const))('takes %s with 200 and keeps nothing: a failed event (%s)', (_name, reason, index) => {
    expect(answersFor('malformed')[index]).toEqual({ status: 200, answer: null, events: [], records: [], dropped: 0, bad: [reason] });
  });

  it('fails only the bad events of a valid payload', () => {
    const [answer] = answersFor('mixed');
    expect(answer?.records.map((record) => record.event_id)).toEqual(['16fd2706-8baf-433b-82eb-8c7fada847da']);
    expect(answer?.bad).toEqual(['eid is not a UUID', 'eid disagrees with the record in ue_pr']);
  });

  it('answers 413 past the collector\'s dropPayloadSize (2 MiB)', () => {
    expect(answersFor('tooLarge')).toEqual([expect.objectContaining({ status: 413, records: [] })]);
  });

  it('names fields in its reasons, never values', () => {
    const reasons = ANSWERS.flatMap((answer) => answer.bad);
    expect(reasons.some((reason) => /u-42|elsewhere|e-1|2026-11-22/.test(reason))).toBe(false);
  });
});
