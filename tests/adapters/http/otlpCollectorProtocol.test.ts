/**
 * OTLP/HTTP logs, JSON Protobuf encoding, as published: the OTLP specification in opentelemetry-proto v1.11.0
 * (docs/specification.md, https://opentelemetry.io/docs/specs/otlp/: "OTLP/HTTP", "JSON Protobuf Encoding",
 * "Retryable Response Codes"), its messages (collector/logs/v1/logs_service.proto, logs/v1/logs.proto,
 * common/v1/common.proto, resource/v1/resource.proto), examples/events.json, and semantic conventions v1.44.0.
 * The golden bodies and their sources: golden/otlp/README.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { OTLP_MAX_BODY_BYTES, otlpCollectorProtocol } from '../../../src/adapters/http/otlpCollectorProtocol';
import { utf8Bytes } from '../../../src/adapters/http/collectorProtocol';
import { sampleRecord } from '../../sampleRecord';

const NOW = Date.UTC(2026, 10, 22, 9, 30, 7, 250);
const UNBOUNDED = { maxBodyBytes: Number.MAX_SAFE_INTEGER, nowMs: NOW };
const protocol = otlpCollectorProtocol({ appId: 'guide-example', writeKey: '' });

const BATCH = [
  sampleRecord('5f0c6c2e-8d1b-4c57-9a8e-2b7d0c1e4f60', { action_type: 'web_vitals', data: { lcp_ms: 1840, cls: 0.042, inp_ms: 96, rating: 'good', is_prerendered: false } }),
  sampleRecord('a3e1b7d4-2c6f-4e18-b0a9-7d5c3f1e8b22', { datetime: '2026-11-22T09:29:08.512Z', page_sequence: 2, referrer: 'https://guide.example/en/', source_url: 'https://guide.example/en/kyoto/', data: { light_mode: true } }),
];
const SIGNED_IN = [
  sampleRecord('c9d8e7f6-1a2b-4c3d-8e9f-0a1b2c3d4e5f', { action_type: 'link_click', user_id: 'u_8f3a2b', link_url: 'https://partner.example/hotel?id=42', search_word: 'onsen', ip_source: '', location_country: '' }),
  sampleRecord('0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9', { action_type: 'item_save', user_id: 1234, browser_language: 'ja', language_code: 'ja', data: { item_id: 'kyoto-ryokan', saved: true } }),
];

const golden = (name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, 'golden/otlp', name), 'utf8'));
const records = (count: number, overrides = {}): EventLogRecord[] => Array.from({ length: count }, (_, index) => sampleRecord(`event-${index}`, overrides));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Kind = 'string' | 'fixed64' | 'int64' | 'uint32' | 'enum' | 'bool' | 'double' | [string] | string;
/** The messages' fields as the JSON encoding names them (lowerCamelCase), with their proto types. */
const MESSAGES: Record<string, Record<string, Kind>> = {
  ExportLogsServiceRequest: { resourceLogs: ['ResourceLogs'] },
  ResourceLogs: { resource: 'Resource', scopeLogs: ['ScopeLogs'], schemaUrl: 'string' },
  Resource: { attributes: ['KeyValue'], droppedAttributesCount: 'uint32' },
  ScopeLogs: { scope: 'InstrumentationScope', logRecords: ['LogRecord'], schemaUrl: 'string' },
  InstrumentationScope: { name: 'string', version: 'string', attributes: ['KeyValue'], droppedAttributesCount: 'uint32' },
  LogRecord: {
    timeUnixNano: 'fixed64', observedTimeUnixNano: 'fixed64', severityNumber: 'enum', severityText: 'string', body: 'AnyValue',
    attributes: ['KeyValue'], droppedAttributesCount: 'uint32', flags: 'uint32', traceId: 'string', spanId: 'string', eventName: 'string',
  },
  KeyValue: { key: 'string', value: 'AnyValue' },
  AnyValue: { stringValue: 'string', boolValue: 'bool', intValue: 'int64', doubleValue: 'double', arrayValue: 'ArrayValue', kvlistValue: 'KeyValueList' },
  ArrayValue: { values: ['AnyValue'] },
  KeyValueList: { values: ['KeyValue'] },
};

/** Where `value` breaks the JSON Protobuf encoding of `type` (OTLP's rules), or [] when it keeps them. */
function encodingFaults(value: Json, type: Kind, at = '$'): string[] {
  if (Array.isArray(type)) return Array.isArray(value) ? value.flatMap((item, index) => encodingFaults(item, type[0]!, `${at}[${index}]`)) : [`${at}: not an array`];
  if (type === 'string') return typeof value === 'string' ? [] : [`${at}: not a string`];
  if (type === 'bool') return typeof value === 'boolean' ? [] : [`${at}: not a boolean`];
  if (type === 'fixed64') return typeof value === 'string' && /^\d+$/.test(value) ? [] : [`${at}: 64-bit, not a decimal string`];
  if (type === 'int64') return typeof value === 'string' && /^-?\d+$/.test(value) ? [] : [`${at}: 64-bit, not a decimal string`];
  if (type === 'enum' || type === 'uint32') return Number.isInteger(value) ? [] : [`${at}: not an integer`];
  if (type === 'double') return typeof value === 'number' || ['NaN', 'Infinity', '-Infinity'].includes(value as string) ? [] : [`${at}: not a double`];
  const fields = MESSAGES[type]!;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at}: not an object`];
  const keys = Object.keys(value);
  const faults = keys.flatMap((key) => (key in fields ? encodingFaults(value[key]!, fields[key]!, `${at}.${key}`) : [`${at}.${key}: not a field of ${type}`]));
  if (type === 'AnyValue' && keys.length !== 1) faults.push(`${at}: an AnyValue holds exactly one value`);
  // Attribute and kvlist keys MUST be unique (logs.proto, common.proto).
  for (const key of keys.filter((name) => Array.isArray(fields[name]) && (fields[name] as [string])[0] === 'KeyValue')) {
    const names = (value[key] as Array<{ key: string }>).map((pair) => pair.key);
    if (new Set(names).size !== names.length) faults.push(`${at}.${key}: keys MUST be unique`);
  }
  return faults;
}

const bodyOf = (batch: readonly EventLogRecord[], dropped = 0) => protocol.requests(batch, dropped, UNBOUNDED).requests[0]!.body;
const logRecords = (body: string) => JSON.parse(body).resourceLogs[0].scopeLogs[0].logRecords as Array<{ attributes: Array<{ key: string; value: unknown }>; body: { kvlistValue: { values: Array<{ key: string; value: unknown }> } } }>;
const attribute = (body: string, index: number, key: string) => logRecords(body)[index]!.attributes.find((pair) => pair.key === key)?.value;
const bodyField = (body: string, index: number, key: string) => logRecords(body)[index]!.body.kvlistValue.values.find((pair) => pair.key === key)?.value;
const scopeOf = (body: string) => JSON.parse(body).resourceLogs[0].scopeLogs[0].scope;

describe('otlpCollectorProtocol: the body', () => {
  it.each([['batch.json', BATCH, 3], ['signed-in.json', SIGNED_IN, 0]] as const)('is golden/otlp/%s', (name, batch, dropped) => {
    const { requests, oversized } = protocol.requests(batch, dropped, UNBOUNDED);
    expect(oversized).toEqual([]);
    expect(requests.map((request) => request.records)).toEqual([batch]);
    expect(JSON.parse(requests[0]!.body)).toEqual(golden(name));
    expect(requests[0]!.body).toBe(JSON.stringify(golden(name)));
  });

  it('keeps the JSON Protobuf encoding rules of the published messages', () => {
    const hostile = sampleRecord('h', { search_word: '"\\</script>😀\ud800', user_id: '</script>', data: { big: 2 ** 53, tiny: 1e-7, neg: -3, nan: NaN, inf: -Infinity } });
    for (const body of [JSON.stringify(golden('batch.json')), JSON.stringify(golden('signed-in.json')), bodyOf([hostile], 5)]) {
      expect(encodingFaults(JSON.parse(body), 'ExportLogsServiceRequest')).toEqual([]);
    }
    expect(encodingFaults({ resourceLogs: [{ scope_logs: [], resource: { attributes: [{ key: 'a', value: { intValue: 3 } }] } }] }, 'ExportLogsServiceRequest'))
      .toEqual(['$.resourceLogs[0].scope_logs: not a field of ResourceLogs', '$.resourceLogs[0].resource.attributes[0].value.intValue: 64-bit, not a decimal string']);
  });

  it('makes event_id the de-duplication id (log.record.uid) and the action the event name', () => {
    const body = bodyOf(SIGNED_IN);
    expect(SIGNED_IN.map((record, index) => attribute(body, index, 'log.record.uid'))).toEqual(SIGNED_IN.map((record) => ({ stringValue: record.event_id })));
    expect(logRecords(body).map((record) => (record as unknown as { eventName: string }).eventName)).toEqual(['tabiji.link_click', 'tabiji.item_save']);
  });

  it('types user_id and numbers so they read back exactly', () => {
    const body = bodyOf([
      sampleRecord('a', { user_id: 'u_1' }), sampleRecord('b', { user_id: 42 }),
      sampleRecord('c', { data: { whole: 7, negative: -3, fraction: 0.25, unsafe: 2 ** 53, huge: 1e21, nan: NaN, inf: Infinity, flag: true, text: '7' } }),
    ]);
    expect([bodyField(body, 0, 'user_id'), attribute(body, 0, 'user.id')]).toEqual([{ stringValue: 'u_1' }, { stringValue: 'u_1' }]);
    expect([bodyField(body, 1, 'user_id'), attribute(body, 1, 'user.id')]).toEqual([{ intValue: '42' }, { stringValue: '42' }]);
    expect(attribute(body, 2, 'user.id')).toBeUndefined();
    expect(bodyField(body, 2, 'data')).toEqual({
      kvlistValue: {
        values: [
          { key: 'whole', value: { intValue: '7' } }, { key: 'negative', value: { intValue: '-3' } },
          { key: 'fraction', value: { doubleValue: 0.25 } }, { key: 'unsafe', value: { doubleValue: 2 ** 53 } },
          { key: 'huge', value: { doubleValue: 1e21 } }, { key: 'nan', value: { doubleValue: 'NaN' } },
          { key: 'inf', value: { doubleValue: 'Infinity' } }, { key: 'flag', value: { boolValue: true } }, { key: 'text', value: { stringValue: '7' } },
        ],
      },
    });
  });

  it('leaves out the empty standard attributes; the body keeps every field', () => {
    const body = bodyOf([sampleRecord('e', { ip_source: '', location_country: '', browser_language: '' })]);
    expect(logRecords(body)[0]!.attributes.map((pair) => pair.key)).toEqual(['log.record.uid', 'session.id', 'url.full', 'user_agent.original', 'user_agent.name', 'user_agent.os.name']);
    expect(logRecords(body)[0]!.body.kvlistValue.values.map((pair) => pair.key)).toEqual(Object.keys(sampleRecord('e')));
  });

  it('is the same for the same records and time; only the observed time follows nowMs', () => {
    const first = protocol.requests(BATCH, 3, UNBOUNDED);
    expect(protocol.requests(BATCH, 3, UNBOUNDED)).toEqual(first);
    const later = protocol.requests(BATCH, 3, { ...UNBOUNDED, nowMs: NOW + 1 }).requests[0]!.body;
    expect(later).toBe(first.requests[0]!.body.replaceAll('"observedTimeUnixNano":"1795339807250000000"', '"observedTimeUnixNano":"1795339807251000000"'));
  });

  it('goes as application/json, never text/plain (the Collector answers 415)', () => {
    expect([protocol.contentType, protocol.acceptsTextPlain]).toEqual(['application/json', false]);
  });
});

describe('otlpCollectorProtocol: limits', () => {
  it('splits a batch to the bound, in order, the dropped count on the first request only', () => {
    const batch = records(10);
    const maxBodyBytes = utf8Bytes(bodyOf(batch.slice(0, 3), 7));
    const { requests, oversized } = protocol.requests(batch, 7, { maxBodyBytes, nowMs: NOW });
    expect(oversized).toEqual([]);
    expect(requests.length).toBeGreaterThan(3);
    expect(requests.every(({ body }) => utf8Bytes(body) <= maxBodyBytes)).toBe(true);
    expect(requests.flatMap((request) => request.records)).toEqual(batch);
    expect(requests.flatMap(({ body }) => logRecords(body).map((record) => record.attributes[0])))
      .toEqual(batch.map((record) => ({ key: 'log.record.uid', value: { stringValue: record.event_id } })));
    expect(requests.map(({ body }) => scopeOf(body).attributes)).toEqual([
      [{ key: 'tabiji.event_log.dropped', value: { intValue: '7' } }], ...requests.slice(1).map(() => undefined),
    ]);
  });

  it('carries no dropped attribute when nothing was dropped', () => {
    expect(scopeOf(bodyOf(BATCH, 0))).toEqual({ name: 'tabiji.event_log', version: '1' });
  });

  it('sets no count limit (OTLP has none): a thousand records go as one request', () => {
    expect(protocol.requests(records(1000), 0, UNBOUNDED).requests).toHaveLength(1);
  });

  it('keeps within the beacon bound; a record too large alone is oversized, the others go', () => {
    const large = sampleRecord('large', { user_agent: 'x'.repeat(60_000) });
    const { requests, oversized } = protocol.requests([...records(2), large], 0, { maxBodyBytes: 60_000, nowMs: NOW });
    expect(oversized).toEqual([large]);
    expect(requests.flatMap((request) => request.records).map((record) => record.event_id)).toEqual(['event-0', 'event-1']);
    expect(requests.every(({ body }) => utf8Bytes(body) <= 60_000)).toBe(true);
  });

  it('keeps within the Collector\'s default 20 MiB when the browser sets no bound', () => {
    expect(OTLP_MAX_BODY_BYTES).toBe(20 * 1024 * 1024);
    const huge = sampleRecord('huge', { search_word: 'x'.repeat(OTLP_MAX_BODY_BYTES) });
    const { requests, oversized } = protocol.requests([sampleRecord('small'), huge], 0, UNBOUNDED);
    expect(oversized).toEqual([huge]);
    expect(requests.map((request) => request.records.map((record) => record.event_id))).toEqual([['small']]);
  });
});

describe('otlpCollectorProtocol: the answer', () => {
  it.each([
    [200, { kind: 'sent' }], [202, { kind: 'sent' }], [204, { kind: 'sent' }],
    [413, { kind: 'too-large' }],
    // The specification's retryable statuses.
    [429, { kind: 'retry', reason: 'HTTP 429' }], [502, { kind: 'retry', reason: 'HTTP 502' }],
    [503, { kind: 'retry', reason: 'HTTP 503' }], [504, { kind: 'retry', reason: 'HTTP 504' }],
    // No answer, or one fetch did not follow: as a disconnect, retried.
    [0, { kind: 'retry', reason: 'HTTP 0' }], [304, { kind: 'retry', reason: 'HTTP 304' }],
    // "All other 4xx or 5xx response status codes MUST NOT be retried."
    [400, { kind: 'refused', reason: 'HTTP 400' }], [401, { kind: 'refused', reason: 'HTTP 401' }],
    [403, { kind: 'refused', reason: 'HTTP 403' }], [404, { kind: 'refused', reason: 'HTTP 404' }],
    [408, { kind: 'refused', reason: 'HTTP 408' }], [415, { kind: 'refused', reason: 'HTTP 415' }],
    [500, { kind: 'refused', reason: 'HTTP 500' }], [501, { kind: 'refused', reason: 'HTTP 501' }],
  ] as const)('HTTP %i → %j', (status, result) => {
    expect(protocol.outcome(status, null, NOW)).toEqual(result);
  });

  it('honours Retry-After on a retryable answer (seconds or an HTTP date), and only there', () => {
    expect(protocol.outcome(429, '20', NOW)).toEqual({ kind: 'retry', reason: 'HTTP 429', afterMs: 20_000 });
    expect(protocol.outcome(503, 'Sun, 22 Nov 2026 09:30:37 GMT', NOW)).toEqual({ kind: 'retry', reason: 'HTTP 503', afterMs: 29_750 });
    expect(protocol.outcome(502, 'soon', NOW)).toEqual({ kind: 'retry', reason: 'HTTP 502' });
    expect(protocol.outcome(400, '20', NOW)).toEqual({ kind: 'refused', reason: 'HTTP 400' });
  });
});
