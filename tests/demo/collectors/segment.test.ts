import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { segmentCollectorProtocol, segmentTrackCall } from '../../../src/adapters/http/segmentCollectorProtocol';
import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { sampleRecord } from '../../sampleRecord';
import { callDemoModule } from '../callDemoModule';

// Segment's HTTP Tracking API stand-in (demo/stand-ins/collectors/segment.mjs): what the adapter sends it reads back
// as the very records the page made, and it refuses what the API refuses with the API's status and error body.
const STAND_IN = 'demo/stand-ins/collectors/segment.mjs';
const NOW = Date.UTC(2026, 10, 22, 9, 30, 0);
const WRITE_KEY = '9fWriteKeyExample0123456789abcd';
const JSON_TYPE = { 'content-type': 'application/json' };

interface Received {
  status: number;
  answer: { success?: boolean; code?: string; message?: string } | null;
  events: unknown[];
  records: EventLogRecord[];
  dropped: number;
}
type Headers = Record<string, string>;
const receive = (...requests: (readonly [string, Headers?])[]): Received[] =>
  callDemoModule<Received>(STAND_IN, 'receive', requests.map(([body, headers = JSON_TYPE]) => [body, headers]));

const protocol = segmentCollectorProtocol({ appId: 'tabiji', writeKey: WRITE_KEY });
const bodies = (records: readonly EventLogRecord[], dropped: number, maxBodyBytes = Number.MAX_SAFE_INTEGER): string[] =>
  protocol.requests(records, dropped, { maxBodyBytes, nowMs: NOW }).requests.map(({ body }) => body);

const HOSTILE = '"\'\\</script><script>alert(1)</script>\u2028\u0000 😀 \ud800 \udfff 日本 %00 ${x}';
const RECORDS: EventLogRecord[] = [
  sampleRecord('0f8fad5b-d9cb-469f-a165-70867728950e', { source_url: 'https://guide.example/en/?q=kyoto', data: { light_mode: true } }),
  sampleRecord('7c9e6679-7425-40de-944b-e07fc1f90ae7', { action_type: 'web_vitals', ip_source: '', location_country: '', data: { lcp: 1840.5, cls: 0, rating: 'good', is_final: false } }),
  sampleRecord('16fd2706-8baf-433b-82eb-8c7fada847da', { action_type: 'link_click', user_id: 'u-42', link_url: 'https://guide.example/en/a' }),
  sampleRecord('6ba7b810-9dad-41d1-80b4-00c04fd430c8', { action_type: 'item_save', user_id: 42, data: { item_id: 'p-1', saved: true } }),
  sampleRecord('6ba7b811-9dad-41d1-80b4-00c04fd430c8', { user_id: '42', browser_language: '' }),
];
const HOSTILE_RECORD = sampleRecord('h1', {
  referrer: HOSTILE, search_word: HOSTILE, user_agent: HOSTILE, user_id: HOSTILE, visit_id: HOSTILE, data: { note: HOSTILE, n: -0.5 },
});

/** A one-call batch body made from the adapter's own call for `record`, with `change` applied to the call. */
const callBody = (change: (call: Record<string, unknown>) => void, envelope: Record<string, unknown> = { writeKey: WRITE_KEY }): string => {
  const call = JSON.parse(JSON.stringify(segmentTrackCall(RECORDS[0]!, 'tabiji'))) as Record<string, unknown>;
  change(call);
  return JSON.stringify({ batch: [call], sentAt: '2026-11-22T09:30:00.000Z', ...envelope });
};

describe('the Segment stand-in', () => {
  it('describes the batch endpoint: /v1/batch, JSON or text/plain, 500 000 bytes', () => {
    const script = `import s from './${STAND_IN}'; const { receive, ...rest } = s; console.log(JSON.stringify({ ...rest, receive: typeof receive }));`;
    const described = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(__dirname, '../../..'), encoding: 'utf8',
    })) as unknown;
    expect(described).toEqual({
      name: 'segment', endpointPath: '/v1/batch', contentTypes: ['application/json', 'text/plain'], maxBodyBytes: 500_000, receive: 'function',
    });
  });

  it('reads the adapter’s bodies back as the same records (data, numeric and string user_id) and the dropped count', () => {
    const [received] = receive([bodies(RECORDS, 6)[0]!]);
    expect(received).toMatchObject({ status: 200, answer: { success: true }, dropped: 6 });
    expect(received!.records).toEqual(RECORDS);
    expect(received!.events).toHaveLength(RECORDS.length);
  });

  it('round-trips hostile strings, as JSON or as the text/plain of a beacon', () => {
    const body = bodies([HOSTILE_RECORD, ...RECORDS], 0)[0]!;
    const received = receive([body], [body, { 'content-type': 'text/plain;charset=UTF-8' }]);
    for (const { status, records, dropped } of received) {
      expect(status).toBe(200);
      expect(records).toEqual([HOSTILE_RECORD, ...RECORDS]);
      expect(dropped).toBe(0);
    }
  });

  it('gets every record and the dropped count once from a batch split into beacon-sized requests', () => {
    const many = Array.from({ length: 120 }, (_, index) => sampleRecord(`e-${index}`, { action_type: 'web_vitals', data: { note: 'n'.repeat(256) } }));
    const split = bodies(many, 9, 60_000);
    expect(split.length).toBeGreaterThan(2);
    const received = receive(...split.map((body) => [body] as const));
    expect(received.every(({ status }) => status === 200)).toBe(true);
    expect(received.flatMap(({ records }) => records)).toEqual(many);
    expect(received.map(({ dropped }) => dropped)).toEqual([9, ...split.slice(1).map(() => 0)]);
  });

  it('takes the write key from Basic auth when the body has none, and refuses a request with neither (400)', () => {
    const keyless = segmentCollectorProtocol({ appId: 'tabiji', writeKey: '' }).requests(RECORDS, 0, { maxBodyBytes: 500_000, nowMs: NOW }).requests[0]!.body;
    const basic = { ...JSON_TYPE, authorization: `Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}` };
    const [withBasic, without] = receive([keyless, basic], [keyless]);
    expect(withBasic!.records).toEqual(RECORDS);
    expect(without).toMatchObject({ status: 400, answer: { code: 'project_not_found' }, records: [] });
  });

  const MALFORMED: [name: string, code: string, says: string, body: string][] = [
    ['invalid JSON', 'bad_request', 'Invalid JSON', '{"batch": ['],
    ['a body that is not an object', 'bad_request', 'JSON object', '[]'],
    ['no batch array', 'bad_request', 'batch must be an array', JSON.stringify({ writeKey: WRITE_KEY, batch: {} })],
    ['an empty batch', 'empty_batch', 'no calls', JSON.stringify({ writeKey: WRITE_KEY, batch: [] })],
    ['a bad sentAt', 'bad_request', 'sentAt', callBody(() => undefined, { writeKey: WRITE_KEY, sentAt: 'yesterday' })],
    ['a call with no type', 'bad_request', 'type', callBody((call) => { delete call.type; })],
    ['a call with neither userId nor anonymousId', 'no_user_anon_id', 'userId or an anonymousId', callBody((call) => { delete call.anonymousId; })],
    ['a numeric userId', 'bad_request', 'userId must be a string', callBody((call) => { call.userId = 42; })],
    ['a call with no messageId', 'bad_request', 'messageId', callBody((call) => { delete call.messageId; })],
    ['a messageId of 100 characters', 'bad_request', 'messageId', callBody((call) => { call.messageId = 'm'.repeat(100); })],
    ['a track call with no event', 'event_not_defined', 'needs an event', callBody((call) => { delete call.event; })],
    ['an event that is not a string', 'event_not_string', 'event must be a string', callBody((call) => { call.event = 7; })],
    ['properties that are not an object', 'properties_not_object', 'properties must be an object', callBody((call) => { call.properties = []; })],
    ['a timestamp that is not ISO 8601', 'bad_request', 'timestamp', callBody((call) => { call.timestamp = '22/11/2026'; })],
    ['a call over 32 000 bytes', 'bad_request', 'larger than 32000', callBody((call) => { (call.context as Record<string, unknown>).note = 'x'.repeat(32_000); })],
    ['a messageId that is not the record’s event_id', 'bad_request', 'messageId disagrees', callBody((call) => { call.messageId = 'other'; })],
    ['a userId for a signed-out record', 'bad_request', 'userId disagrees', callBody((call) => { call.userId = '0'; })],
    ['a dropped count that is not a count', 'bad_request', 'dropped', callBody((call) => { (call.context as Record<string, unknown>).tabiji = { dropped: -1 }; })],
    ['a page call', 'bad_request', 'track calls only', callBody((call) => { call.type = 'page'; })],
    ['a body over 500 000 bytes', 'bad_request', 'larger than 500000', `${callBody(() => undefined).slice(0, -1)},"pad":"${'p'.repeat(500_000)}"}`],
  ];
  let answers: Received[] = [];
  beforeAll(() => {
    answers = receive(...MALFORMED.map(([, , , body]) => [body] as const));
  });

  it.each(MALFORMED.map(([name, code, says], index) => [name, code, says, index] as const))('refuses %s with 400, %s: “%s”', (_, code, says, index) => {
    const received = answers[index];
    expect(received).toMatchObject({ status: 400, answer: { code }, events: [], records: [], dropped: 0 });
    expect(received!.answer!.message).toContain(says);
    expect(received!.answer!.message).not.toContain(RECORDS[0]!.event_id);
  });

  it('answers 200 but keeps none of a batch of more than 2500 calls, as the API documents', () => {
    // Small calls, so that 2501 of them stay under 500 000 bytes.
    const call = (index: number): object => ({
      type: 'track', event: 'e', messageId: `m${index}`, anonymousId: 'a',
      properties: { event_id: `m${index}`, action_type: 'e', client_id: 'a', user_id: 0 },
    });
    const body = JSON.stringify({ writeKey: WRITE_KEY, batch: Array.from({ length: 2501 }, (_, index) => call(index)) });
    expect(body.length).toBeLessThan(500_000);
    expect(receive([JSON.stringify({ writeKey: WRITE_KEY, batch: [call(1)] })])[0]).toMatchObject({ status: 200, events: [call(1)] });
    expect(receive([body])[0]).toMatchObject({ status: 200, answer: { success: true }, events: [], records: [], dropped: 0 });
  });
});
