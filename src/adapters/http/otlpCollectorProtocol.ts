import type { EventLogRecord } from '../../domain/eventRecord';
import type { RecordData } from '../../domain/eventRecordData';
import type { DeliveryResult } from '../../ports/EventLogTransportPort';
import { splitRequests, type CollectorProtocol } from './collectorProtocol';
import type { CollectorSettings } from './collectorSettings';
import { retryAfterMs } from './httpDeliveryOutcome';

/**
 * The OpenTelemetry Collector's OTLP/HTTP receiver's default body limit (confighttp `max_request_body_size`, 20 MiB),
 * below the 64 MiB the OTLP specification (v1.11.0) recommends: the limit a default pipeline answers 413 past.
 */
export const OTLP_MAX_BODY_BYTES = 20 * 1024 * 1024;

/** The statuses the OTLP specification says to retry; every other 4xx and 5xx MUST NOT be retried. */
const RETRYABLE_STATUSES = [429, 502, 503, 504];

/** The instrumentation scope of every record, and the version of this mapping (bump it when the layout changes). */
export const OTLP_SCOPE = { name: 'tabiji.event_log', version: '1' } as const;

/** The scope attribute that carries the count of records the page dropped, on a batch's first request only. */
export const OTLP_DROPPED_ATTRIBUTE = 'tabiji.event_log.dropped';

/** An OTLP `AnyValue` in the JSON Protobuf encoding (int64 as a decimal string, non-finite doubles as strings). */
type AnyValue =
  | { readonly stringValue: string }
  | { readonly boolValue: boolean }
  | { readonly intValue: string }
  | { readonly doubleValue: number | string }
  | { readonly kvlistValue: { readonly values: readonly KeyValue[] } };

interface KeyValue {
  readonly key: string;
  readonly value: AnyValue;
}

type Scalar = string | number | boolean;

/**
 * `value` as an AnyValue that reads back exactly: a safe integer as `intValue`, any other number as `doubleValue`
 * (NaN and ±Infinity as the proto3 JSON strings), an object as a `kvlistValue` in its own key order.
 */
function anyValue(value: Scalar | Readonly<Record<string, Scalar | RecordData | undefined>>): AnyValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return { intValue: String(value) };
    return { doubleValue: Number.isFinite(value) ? value : String(value) };
  }
  const values = Object.entries(value).flatMap(([key, item]) => (item === undefined ? [] : [{ key, value: anyValue(item) }]));
  return { kvlistValue: { values } };
}

/** Nanoseconds since the epoch as OTLP's fixed64 decimal string; undefined (OTLP's "unknown") before 1970 or NaN. */
function unixNanos(ms: number): string | undefined {
  return ms >= 1 ? `${Math.floor(ms)}000000` : undefined;
}

/** The semantic-convention attributes of `record`, empty values left out (the body keeps every field exactly). */
function attributes(record: EventLogRecord): KeyValue[] {
  const pairs: [string, string][] = [
    ['log.record.uid', record.event_id],
    ['session.id', record.visit_id],
    ['url.full', record.source_url],
    ['user_agent.original', record.user_agent],
    ['user_agent.name', record.browser],
    ['user_agent.os.name', record.os],
    ['browser.language', record.browser_language],
    ['client.address', record.ip_source],
    ['geo.country.iso_code', record.location_country],
    // semconv's user.id is a string; 0 means signed out. The body keeps the number or string as it was.
    ['user.id', record.user_id === 0 ? '' : String(record.user_id)],
  ];
  return pairs.filter(([, value]) => value !== '').map(([key, value]) => ({ key, value: { stringValue: value } }));
}

function logRecord(record: EventLogRecord, observedTimeUnixNano: string | undefined): object {
  const timeUnixNano = unixNanos(Date.parse(record.datetime));
  return {
    ...(timeUnixNano === undefined ? {} : { timeUnixNano }),
    ...(observedTimeUnixNano === undefined ? {} : { observedTimeUnixNano }),
    severityNumber: 9,
    severityText: 'INFO',
    eventName: `tabiji.${record.action_type}`,
    body: anyValue({ ...record }),
    attributes: attributes(record),
  };
}

/** One ExportLogsServiceRequest: one resource (the site), one scope (the event log), a LogRecord per record. */
function exportRequest(appId: string, records: readonly EventLogRecord[], dropped: number, nowMs: number): object {
  const observed = unixNanos(nowMs);
  const scope = dropped > 0 ? { ...OTLP_SCOPE, attributes: [{ key: OTLP_DROPPED_ATTRIBUTE, value: anyValue(dropped) }] } : OTLP_SCOPE;
  return {
    resourceLogs: [{
      resource: { attributes: [{ key: 'service.name', value: anyValue(appId) }] },
      scopeLogs: [{ scope, logRecords: records.map((record) => logRecord(record, observed)) }],
    }],
  };
}

/**
 * An OTLP/HTTP answer as a delivery result (OTLP specification, "OTLP/HTTP Response"): 2xx sent (a 200 with a
 * partial success is not to be retried either); 413 too large; 429, 502, 503 and 504 retried after their
 * Retry-After; every other 4xx and 5xx refused for good. No status (0), 1xx and 3xx: retried, as the specification
 * says of a server that disconnects without an answer.
 */
export function otlpDeliveryOutcome(status: number, retryAfter: string | null, nowMs: number): DeliveryResult {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 413) return { kind: 'too-large' };
  const reason = `HTTP ${status}`;
  if (status >= 400 && !RETRYABLE_STATUSES.includes(status)) return { kind: 'refused', reason };
  const afterMs = retryAfterMs(retryAfter, nowMs);
  return afterMs === undefined ? { kind: 'retry', reason } : { kind: 'retry', afterMs, reason };
}

/**
 * OpenTelemetry's OTLP/HTTP logs in the JSON Protobuf encoding (opentelemetry-proto v1.11.0: docs/specification.md,
 * logs/v1/logs.proto, examples/events.json), posted to a collector's `/v1/logs` (the URL is the build's). Each
 * record is one LogRecord, an event:
 * - `eventName` "tabiji.<action_type>"; `timeUnixNano` from `datetime`; `observedTimeUnixNano` the send time
 *   (`bounds.nowMs`); `severityNumber` 9 / `severityText` "INFO";
 * - `body`: the whole record as a kvlistValue in its own field order (strings as stringValue, `page_sequence` and a
 *   numeric `user_id` as intValue, a string `user_id` as stringValue, `data` as a nested kvlistValue whose safe
 *   integers are intValue and other numbers doubleValue), from which a reader rebuilds the record exactly;
 * - `attributes`, semantic conventions v1.44.0, for the pipeline's usual models: `log.record.uid` = event_id (the
 *   de-duplication id), `session.id` = visit_id, `url.full` = source_url, `user_agent.original` = user_agent,
 *   `user_agent.name` = browser, `user_agent.os.name` = os, `browser.language`, `client.address` = ip_source,
 *   `geo.country.iso_code` = location_country, `user.id` = user_id as a string when signed in (empty ones left out).
 * The resource's `service.name` is `settings.appId`; the scope is "tabiji.event_log" version 1, and on a batch's
 * first request its attribute `tabiji.event_log.dropped` (intValue) carries the dropped count when above 0 (OTLP has
 * no field for it; it is the event log's own state, so the scope's). OTLP sets no count limit; bodies stay within
 * the Collector's default 20 MiB and the browser's bound. The Collector refuses text/plain (415), so no sendBeacon:
 * a cross-origin collector must allow the page's origin and the Content-Type header (the receiver's `cors`).
 */
export function otlpCollectorProtocol(settings: CollectorSettings): CollectorProtocol {
  return {
    contentType: 'application/json',
    acceptsTextPlain: false,
    requests: (records, dropped, bounds) => splitRequests(
      records,
      { maxBodyBytes: Math.min(OTLP_MAX_BODY_BYTES, bounds.maxBodyBytes), maxRecords: Number.MAX_SAFE_INTEGER },
      (part, isFirst) => JSON.stringify(exportRequest(settings.appId, part, isFirst ? dropped : 0, bounds.nowMs)),
    ),
    outcome: otlpDeliveryOutcome,
  };
}
