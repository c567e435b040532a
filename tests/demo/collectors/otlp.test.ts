/**
 * @jest-environment node
 */
import { otlpCollectorProtocol } from '../../../src/adapters/http/otlpCollectorProtocol';
import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { sampleRecord } from '../../sampleRecord';
import { callDemoModule } from '../callDemoModule';

// The OTLP stand-in (demo/stand-ins/collectors/otlp.mjs) against the page's adapter: what the page sends, the
// stand-in reads back to the same records; what an OpenTelemetry Collector refuses, it refuses with the same status.

interface Received {
  readonly status: number;
  readonly answer: unknown;
  readonly events: unknown[];
  readonly records: EventLogRecord[];
  readonly dropped: number;
}

const NOW = Date.UTC(2026, 10, 22, 9, 30, 7, 250);
const JSON_TYPE = { 'content-type': 'application/json' };
const protocol = otlpCollectorProtocol({ appId: 'guide-example', writeKey: '' });

function receive(...requests: Array<[string, Record<string, string>?]>): Received[] {
  return callDemoModule<Received>('demo/stand-ins/collectors/otlp.mjs', 'receiveOtlpLogs', requests.map(([body, headers]) => [body, headers ?? JSON_TYPE]));
}

/** The records the page sends (in requests of at most `maxBodyBytes`), as the stand-in reads them back. */
function roundTrip(records: readonly EventLogRecord[], dropped: number, maxBodyBytes = Number.MAX_SAFE_INTEGER) {
  const { requests, oversized } = protocol.requests(records, dropped, { maxBodyBytes, nowMs: NOW });
  expect(oversized).toEqual([]);
  const received = receive(...requests.map(({ body }): [string] => [body]));
  expect(received.map(({ status, answer }) => [status, answer])).toEqual(requests.map(() => [200, {}]));
  return { requests, records: received.flatMap((result) => result.records), dropped: received.reduce((sum, result) => sum + result.dropped, 0), received };
}

const HOSTILE = '"quotes" \\ back\\slash </script><script>alert(1)</script> 😀 emoji \u2028\u2029 \n\t\u0000 ünï 日本語';

describe('the OTLP stand-in reads back what the page sends', () => {
  it('every field, data and the dropped count, over several requests', () => {
    const records = [
      sampleRecord('e-1', { action_type: 'web_vitals', data: { lcp_ms: 1840, cls: 0.042, inp_ms: 96, rating: 'good', is_prerendered: false } }),
      sampleRecord('e-2', { action_type: 'link_click', user_id: 'u_8f3a2b', link_url: 'https://partner.example/?id=42', search_word: 'onsen', ip_source: '' }),
      sampleRecord('e-3', { action_type: 'item_save', user_id: 1234, page_sequence: 9999, data: { item_id: 'kyoto-ryokan', saved: true } }),
      sampleRecord('e-4', { data: { light_mode: false } }),
    ];
    const single = roundTrip(records, 5);
    expect([single.records, single.dropped, single.received[0]!.events.length]).toEqual([records, 5, 4]);
    const split = roundTrip(records, 5, 3000);
    expect(split.requests.length).toBeGreaterThan(1);
    expect([split.records, split.dropped]).toEqual([records, 5]);
  });

  it('numbers as they were: integers, fractions, unsafe and large numbers, numeric and string user ids', () => {
    const records = [
      sampleRecord('n-1', { user_id: 9_007_199_254_740_991, data: { zero: 0, negative: -3, fraction: 0.1, tiny: 1e-7, unsafe: 2 ** 53 + 2, huge: 1e21, text: '12' } }),
      sampleRecord('n-2', { user_id: '0', page_sequence: 1 }),
    ];
    expect(roundTrip(records, 0).records).toEqual(records);
  });

  it('hostile strings in every text field, the user id and data (a lone surrogate too)', () => {
    const fields = Object.keys(sampleRecord('x')).filter((field) => typeof sampleRecord('x')[field as keyof EventLogRecord] === 'string');
    const hostile = sampleRecord('h-1', { ...Object.fromEntries(fields.map((field) => [field, `${field} ${HOSTILE}`])), user_id: HOSTILE, data: { note: HOSTILE, lone: 'a\ud800b' } });
    const surrogate = sampleRecord('h-2', { search_word: '\udc00\ud83d', user_agent: '😀'.repeat(100) });
    expect(roundTrip([hostile, surrogate], 1).records).toEqual([hostile, surrogate]);
  });
});

const kv = (key: string, value: object) => ({ key, value });
const envelope = (logRecords: unknown[], scope: object = {}) => JSON.stringify({ resourceLogs: [{ scopeLogs: [{ scope, logRecords }] }] });

describe('the OTLP stand-in answers as an OpenTelemetry Collector', () => {
  it('refuses what the Collector refuses, with its status and a google.rpc.Status', () => {
    const results = receive(
      ['{"resourceLogs": ['],
      ['[]'],
      ['{"resourceLogs": {}}'],
      [envelope([{ timeUnixNano: '-1' }])],
      [envelope([{ body: { intValue: '12.5' } }])],
      [envelope([{ body: { intValue: '9223372036854775808' } }])],
      [envelope([{ attributes: [kv('a', { boolValue: 'true' })] }])],
      [envelope([{ traceId: 'not-hex' }])],
      [envelope([{ spanId: '5B8EFFF798038103' + '00' }])],
      [envelope([{ body: { doubleValue: 'fast' } }])],
      [envelope([{ severityNumber: 'INFO' }])],
    );
    for (const result of results) {
      expect(result).toEqual({ status: 400, answer: { code: 3, message: expect.any(String) }, events: [], records: [], dropped: 0 });
    }
  });

  it('refuses another media type (415) and a body past 20 MiB (413)', () => {
    const [plainText, protobuf, tooLarge] = receive(
      [envelope([]), { 'content-type': 'text/plain;charset=UTF-8' }],
      [envelope([]), { 'content-type': 'application/x-protobuf' }],
      [' '.repeat(20 * 1024 * 1024 + 1)],
    );
    expect([plainText!.status, plainText!.answer, protobuf!.status, tooLarge!.status]).toEqual([415, null, 415, 413]);
  });

  it('takes what the Collector takes: snake_case names, int64 as numbers, unknown fields, enum names, special doubles, no records', () => {
    const [record] = roundTrip([sampleRecord('s-1', { data: { count: 3 } })], 0).records;
    const values = Object.entries(record!).map(([key, value]) => kv(key, typeof value === 'string' ? { string_value: value } : typeof value === 'number' ? { int_value: value } : {
      kvlist_value: { values: [kv('count', { int_value: 3 })] },
    }));
    const body = JSON.stringify({ resource_logs: [{ scope_logs: [{ log_records: [{ time_unix_nano: 1, severity_number: 9, future_field: {}, body: { kvlist_value: { values } } }] }] }], extra: true });
    const special = envelope([{ body: { doubleValue: '-Infinity' }, traceId: '5B8EFFF798038103D269B633813FC60C', spanId: '', severityNumber: 'SEVERITY_NUMBER_INFO2' }]);
    const [snake, empty, noRecords, specialValues] = receive([body], ['{}'], [envelope([])], [special]);
    expect([snake!.status, snake!.records]).toEqual([200, [record]]);
    expect([empty!.status, empty!.answer, noRecords!.status, noRecords!.records]).toEqual([200, {}, 200, []]);
    expect(specialValues!.status).toBe(200);
  });

  it('answers a partial success for log records that hold no Tabiji record, and keeps the others', () => {
    const good = sampleRecord('p-1');
    const goodLogRecord = JSON.parse(protocol.requests([good], 0, { maxBodyBytes: Number.MAX_SAFE_INTEGER, nowMs: NOW }).requests[0]!.body).resourceLogs[0].scopeLogs[0].logRecords[0];
    // As the published examples/logs.json has it: a string body and every kind of attribute.
    const example = {
      timeUnixNano: '1544712660300000000', observedTimeUnixNano: '1544712660300000000', severityNumber: 10, severityText: 'Information',
      traceId: '5B8EFFF798038103D269B633813FC60C', spanId: 'EEE19B7EC3C1B174', body: { stringValue: 'Example log record' },
      attributes: [kv('s', { stringValue: 'x' }), kv('b', { boolValue: true }), kv('i', { intValue: '10' }), kv('d', { doubleValue: 637.704 }),
        kv('a', { arrayValue: { values: [{ stringValue: 'many' }] } }), kv('m', { kvlistValue: { values: [kv('k', { stringValue: 'v' })] } })],
    };
    const [result] = receive([envelope([example, goodLogRecord, { body: { kvlistValue: { values: [kv('event_id', { stringValue: 'p-2' })] } } }], { attributes: [kv('tabiji.event_log.dropped', { intValue: '2' })] })]);
    expect(result).toEqual({
      status: 200,
      answer: { partialSuccess: { rejectedLogRecords: '2', errorMessage: expect.any(String) } },
      events: [goodLogRecord], records: [good], dropped: 2,
    });
  });
});
