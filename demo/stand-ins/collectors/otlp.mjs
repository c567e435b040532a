// Stand-in for an OpenTelemetry Collector's OTLP/HTTP logs receiver, JSON Protobuf encoding (opentelemetry-proto
// v1.11.0 docs/specification.md; the Collector's receiver/otlpreceiver and pdata JSON decoder): POST /v1/logs with an
// ExportLogsServiceRequest, read as the Collector reads it, and its LogRecords read back as Tabiji records (the
// inverse of src/adapters/http/otlpCollectorProtocol.ts).
import { RECORD_FIELDS } from '../../collector/recordSchema.mjs';

/** The Collector's default max_request_body_size (config/confighttp: 20 MiB). */
const MAX_BODY_BYTES = 20 * 1024 * 1024;
const DROPPED_ATTRIBUTE = 'tabiji.event_log.dropped';

const repeated = (type) => ({ repeated: type });
/** The messages of logs_service.proto, logs.proto, resource.proto and common.proto, by lowerCamelCase field name. */
const MESSAGES = {
  request: { resourceLogs: repeated('resourceLogs') },
  resourceLogs: { resource: 'resource', scopeLogs: repeated('scopeLogs'), schemaUrl: 'string' },
  resource: { attributes: repeated('keyValue'), droppedAttributesCount: 'uint32' },
  scopeLogs: { scope: 'scope', logRecords: repeated('logRecord'), schemaUrl: 'string' },
  scope: { name: 'string', version: 'string', attributes: repeated('keyValue'), droppedAttributesCount: 'uint32' },
  logRecord: {
    timeUnixNano: 'uint64', observedTimeUnixNano: 'uint64', severityNumber: 'severity', severityText: 'string', body: 'anyValue',
    attributes: repeated('keyValue'), droppedAttributesCount: 'uint32', flags: 'uint32', traceId: 'traceId', spanId: 'spanId', eventName: 'string',
  },
  keyValue: { key: 'string', value: 'anyValue' },
  anyValue: {
    stringValue: 'string', boolValue: 'bool', intValue: 'int64', doubleValue: 'double', arrayValue: 'arrayValue',
    kvlistValue: 'kvlist', bytesValue: 'bytes', stringValueStrindex: 'int32',
  },
  arrayValue: { values: repeated('anyValue') },
  kvlist: { values: repeated('keyValue') },
};

/** 64-bit integers as proto3 JSON has them: a JSON number or a decimal string; kept as the decimal string. */
function integer(value, bits, isSigned) {
  const isInteger = (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^[+-]?\d+$/.test(value));
  if (!isInteger) return undefined;
  const number = BigInt(value);
  const [min, max] = isSigned ? [-(2n ** BigInt(bits - 1)), 2n ** BigInt(bits - 1) - 1n] : [0n, 2n ** BigInt(bits) - 1n];
  return number >= min && number <= max ? number.toString() : undefined;
}

const SEVERITY_NAME = /^SEVERITY_NUMBER_(UNSPECIFIED|(TRACE|DEBUG|INFO|WARN|ERROR|FATAL)[234]?)$/;
const hex = (length) => (value) => (value === null || value === '' ? '' : typeof value === 'string' && value.length === length && /^[0-9a-f]+$/i.test(value) ? value : undefined);

/** Each scalar type's reading, or undefined where the Collector's decoder fails (null reads as empty where it does). */
const SCALARS = {
  string: (value) => (value === null ? '' : typeof value === 'string' ? value : undefined),
  bool: (value) => (typeof value === 'boolean' ? value : undefined),
  int32: (value) => integer(value, 32, true),
  uint32: (value) => integer(value, 32, false),
  int64: (value) => integer(value, 64, true),
  uint64: (value) => integer(value, 64, false),
  // Enums: integers (OTLP requires them of senders); the Collector also takes the names.
  severity: (value) => (typeof value === 'string' && SEVERITY_NAME.test(value) ? value : integer(value, 32, true)),
  // Doubles: a number, a numeric string, or "NaN", "Infinity", "-Infinity".
  double: (value) => {
    if (typeof value === 'number') return value;
    if (typeof value !== 'string' || value.trim() !== value || value === '') return undefined;
    return /^(NaN|[+-]?Infinity)$/.test(value) || !Number.isNaN(Number(value)) ? Number(value) : undefined;
  },
  bytes: (value) => (value === null ? '' : typeof value === 'string' && /^[A-Za-z0-9+/_-]*={0,2}$/.test(value) ? value : undefined),
  traceId: hex(32),
  spanId: hex(16),
};

class BadData extends Error {}

/** The message as JSON held it (the raw LogRecord is kept under this symbol, which JSON.stringify leaves out). */
const RAW = Symbol('raw');

/**
 * `value` decoded as `type`, field names in lowerCamelCase (the Collector also takes the proto's snake_case), unknown
 * fields left out as the specification requires; throws BadData, naming the path, never a value.
 */
function decode(value, type, path) {
  if (typeof type === 'object') {
    if (value === null) return [];
    if (!Array.isArray(value)) throw new BadData(`${path} must be an array`);
    return value.map((item, index) => decode(item, type.repeated, `${path}[${index}]`));
  }
  if (SCALARS[type]) {
    const scalar = SCALARS[type](value);
    if (scalar === undefined) throw new BadData(`${path} is not a valid ${type}`);
    return scalar;
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new BadData(`${path} must be an object`);
  const fields = MESSAGES[type];
  const message = { [RAW]: value };
  for (const [key, item] of Object.entries(value)) {
    const name = key.replace(/_([a-z])/g, (_, letter) => letter.toUpperCase());
    if (Object.hasOwn(fields, name)) message[name] = decode(item, fields[name], `${path}.${name}`);
  }
  return message;
}

/** A decoded AnyValue as plain JavaScript: the oneof's last field present, as the Collector's decoder keeps it. */
function plain(value) {
  const [kind, item] = Object.entries(value ?? {}).at(-1) ?? [];
  if (kind === 'stringValue' || kind === 'boolValue' || kind === 'doubleValue') return item;
  if (kind === 'intValue') return Number(item);
  if (kind === 'kvlistValue') return Object.fromEntries((item.values ?? []).map((pair) => [pair.key ?? '', plain(pair.value)]));
  if (kind === 'arrayValue') return (item.values ?? []).map(plain);
  return undefined;
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value) => ['string', 'number', 'boolean'].includes(typeof value);

/** The Tabiji record a LogRecord's body holds, or undefined when it holds none (every field, of its type). */
function tabijiRecord(logRecord) {
  const record = plain(logRecord.body);
  if (!isObject(record) || Object.keys(record).some((key) => !RECORD_FIELDS.has(key) && key !== 'data')) return undefined;
  for (const field of RECORD_FIELDS.keys()) {
    const item = record[field];
    const isValid = field === 'page_sequence' ? Number.isSafeInteger(item)
      : field === 'user_id' ? Number.isSafeInteger(item) || typeof item === 'string' : typeof item === 'string';
    if (!Object.hasOwn(record, field) || !isValid) return undefined;
  }
  if (Object.hasOwn(record, 'data') && !(isObject(record.data) && Object.values(record.data).every(isScalar))) return undefined;
  return record;
}

/** The media type of a request's Content-Type (header names in any case), lower case, without parameters. */
function mediaType(headers) {
  const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return (Array.isArray(header) ? header[0] : header ?? '').split(';')[0].trim().toLowerCase();
}

const refusal = (status, answer) => ({ status, answer, events: [], records: [], dropped: 0 });
/** A google.rpc.Status in JSON, the body of an OTLP/HTTP failure (code: the gRPC code the Collector maps it to). */
const statusAnswer = (code, message) => ({ code, message });

/**
 * One POST to /v1/logs: 415 (no body) for another media type (this stand-in reads only the JSON encoding), 413 past
 * the body limit, 400 with a Status for a body that is not an ExportLogsServiceRequest; else 200 with an
 * ExportLogsServiceResponse, whose `partialSuccess` counts the LogRecords that hold no Tabiji record (set only then).
 * The dropped count is the sum of the scopes' `tabiji.event_log.dropped` attributes.
 * @param {string} body
 * @param {Record<string, string | string[] | undefined>} headers
 * @returns {import('./standInProtocol.mjs').Received}
 */
export function receiveOtlpLogs(body, headers) {
  // The Collector answers 415 in text/plain: no JSON answer.
  if (mediaType(headers) !== 'application/json') return refusal(415, null);
  // OTLP v1.11.0 says 413; the Collector's receiver (v0.159.0) answers 400 for a body past its limit.
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return refusal(413, statusAnswer(2, 'request body too large'));
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    return refusal(400, statusAnswer(3, 'body is not JSON'));
  }
  let request;
  try {
    request = decode(json, 'request', 'request');
  } catch (error) {
    return refusal(400, statusAnswer(3, error instanceof BadData ? error.message : 'body is not an ExportLogsServiceRequest'));
  }
  const events = [];
  const records = [];
  let dropped = 0;
  let rejected = 0;
  for (const { scopeLogs = [] } of request.resourceLogs ?? []) {
    for (const { scope = {}, logRecords = [] } of scopeLogs) {
      const count = plain((scope.attributes ?? []).find((pair) => pair.key === DROPPED_ATTRIBUTE)?.value);
      if (Number.isSafeInteger(count) && count > 0) dropped += count;
      for (const logRecord of logRecords) {
        const record = tabijiRecord(logRecord);
        if (record === undefined) rejected += 1;
        else {
          events.push(logRecord[RAW]);
          records.push(record);
        }
      }
    }
  }
  const answer = rejected === 0 ? {} : {
    partialSuccess: { rejectedLogRecords: String(rejected), errorMessage: `${rejected} log record(s) have no Tabiji event-log record as their body` },
  };
  return { status: 200, answer, events, records, dropped };
}

/** @type {import('./standInProtocol.mjs').StandInProtocol} */
export const otlpStandIn = {
  name: 'otlp',
  endpointPath: '/v1/logs',
  contentTypes: ['application/json'],
  maxBodyBytes: MAX_BODY_BYTES,
  receive: receiveOtlpLogs,
};
