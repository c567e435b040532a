// The stand-in for a Snowplow collector with enrich behind it, as Snowplow Micro is (snowplow/snowplow-micro: the
// collector's routes, enrich's validation in its sink): POST /com.snowplowanalytics.snowplow/tp2. Like the collector
// (snowplow/stream-collector, core Routes, Service, HttpServer) it answers 200 with no JSON body (the collector's is
// text/plain "ok") to any request it takes, good or bad, and 413 past networking.dropPayloadSize (2 MiB); a payload
// over maxPayloadSize (1 MiB) is taken and becomes a size violation. What is bad is sorted out afterwards, as enrich
// does (Tp2Adapter, Transform): the content type must be application/json (charset utf-8 or none), the body the
// self-describing payload_data 1-0-x envelope whose events hold only its properties, every value a string (one bad
// field fails the whole payload); then each event on its own: `e`, `p`, UUID `eid` and `sid`, epoch-millisecond
// times, the atomic schema's lengths, `ue_pr`/`co` envelopes, and their entities against Tabiji's Iglu schemas
// (tests/adapters/http/golden/snowplow/iglu). Stricter than enrich where Tabiji relies on it: only Tabiji's
// self-describing events are read, and their standard fields must agree with the record in `ue_pr`
// (src/adapters/http/snowplowCollectorProtocol.ts). The failed events are listed in `bad` (as Micro's /micro/bad),
// each by a reason that names fields, never values.

/** @typedef {import('./standInProtocol.mjs').StandInProtocol} StandInProtocol */
/** @typedef {import('./standInProtocol.mjs').Received & { bad: string[] }} Received */

const LIMITS = Object.freeze({ maxBodyBytes: 2_097_152, maxPayloadBytes: 1_048_576 });
const SCHEMA = Object.freeze({
  payloadData: /^iglu:com\.snowplowanalytics\.snowplow\/payload_data\/jsonschema\/1-0-[0-4]$/,
  unstructEvent: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0',
  contexts: /^iglu:com\.snowplowanalytics\.snowplow\/contexts\/jsonschema\/1-0-[01]$/,
  record: 'iglu:jp.tabiji/event_log_record/jsonschema/1-0-0',
  delivery: 'iglu:jp.tabiji/delivery/jsonschema/1-0-0',
});
// payload_data 1-0-4's properties (iglu-central), the only ones an event may have.
const PAYLOAD_FIELDS = new Set(('tna aid p dtm tz e tid eid tv duid nuid uid vid ip res url page refr fp ctype cookie lang f_pdf ' +
  'f_qt f_realp f_wma f_dir f_fla f_java f_gears f_ag cd ds cs vp mac pp_mix pp_max pp_miy pp_may ad_ba ad_ca ad_ad ' +
  'ad_uid tr_id tr_af tr_tt tr_tx tr_sh tr_ci tr_st tr_co tr_cu ti_id ti_sk ti_nm ti_na ti_ca ti_pr ti_qu ti_cu sa sn st ' +
  'sp se_ca se_ac se_la se_pr se_va ue_na ue_pr ue_px co cx ua tnuid stm sid ttm').split(' '));
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8'];
const EVENT_TYPES = new Set(['se', 'ev', 'ue', 'ad', 'tr', 'ti', 'pv', 'pp']);
const PLATFORMS = new Set(['web', 'iot', 'app', 'mob', 'pc', 'cnsl', 'tv', 'srv', 'headset']);
// The atomic schema's (atomic/jsonschema/1-0-0) longest values of the fields Tabiji fills.
const ATOMIC_LENGTHS = Object.freeze({ aid: 255, tv: 100, uid: 255, ip: 128, duid: 128, url: 4096, refr: 4096, ua: 1000, lang: 255 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NAME = /^[a-z][a-z0-9_]{0,39}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const length = (text) => [...text].length;
const text = (min, max) => (value) => typeof value === 'string' && length(value) >= min && length(value) <= max;
const isEpochMs = (value) => /^\d{1,15}$/.test(value) && Number(value) <= 253_402_300_799_999;

// jp.tabiji/event_log_record 1-0-0, field by field.
const RECORD_RULES = new Map([
  ['event_id', text(1, 64)], ['action_type', (value) => typeof value === 'string' && NAME.test(value)],
  ['browser_language', text(0, 35)], ['browser', text(1, 32)], ['client_id', text(1, 64)],
  ['datetime', (value) => text(1, 24)(value) && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))],
  ['device', text(1, 32)], ['ip_source', text(0, 45)], ['language_code', text(0, 8)], ['link_url', text(0, 2048)],
  ['location_country', text(0, 8)], ['os', text(1, 32)],
  ['page_sequence', (value) => Number.isInteger(value) && value >= 1 && value <= 10_000],
  ['referrer', text(0, 2048)], ['search_word', text(0, 256)], ['source_url', text(1, 2048)], ['user_agent', text(0, 512)],
  ['user_id', (value) => (Number.isSafeInteger(value) && value >= 0) || text(1, 128)(value)], ['visit_id', text(1, 64)],
]);

/** Why `data` breaks the record schema's `data`, or null. */
function dataProblem(data) {
  if (!isObject(data) || Object.keys(data).length > 24) return 'data is not an object of at most 24 properties';
  const isValid = Object.entries(data).every(([key, value]) => NAME.test(key) &&
    (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || text(0, 256)(value)));
  return isValid ? null : 'data has a property that is not a lower-case name to a number, boolean or short string';
}

/** Why `record` breaks jp.tabiji/event_log_record 1-0-0, or null. */
function recordProblem(record) {
  if (!isObject(record)) return 'the record is not an object';
  const unknown = Object.keys(record).find((key) => !RECORD_RULES.has(key) && key !== 'data');
  if (unknown !== undefined) return 'the record has a property outside its schema';
  for (const [field, accepts] of RECORD_RULES) if (!accepts(record[field])) return `the record's ${field} breaks its schema`;
  return Object.hasOwn(record, 'data') ? dataProblem(record.data) : null;
}

/** The standard fields the adapter fills from `record` (its mapping), to hold the event's against. */
function mappedFields(record) {
  const fields = { eid: record.event_id, dtm: String(Date.parse(record.datetime)), url: record.source_url, refr: record.referrer,
    lang: record.browser_language, ua: record.user_agent, ip: record.ip_source, duid: record.client_id,
    uid: record.user_id === 0 ? '' : String(record.user_id) };
  return Object.entries(fields).map(([key, value]) => [key, value === '' ? undefined : value]);
}

/** The self-describing JSON in `event[key]` (or base64url `event[encodedKey]`), or a reason. */
function envelopeOf(event, key, encodedKey) {
  const raw = event[key] ?? (event[encodedKey] === undefined ? undefined : Buffer.from(event[encodedKey], 'base64url').toString('utf8'));
  if (raw === undefined) return { envelope: undefined };
  try {
    const envelope = JSON.parse(raw);
    return isObject(envelope) && typeof envelope.schema === 'string' && Object.hasOwn(envelope, 'data') ? { envelope } : { reason: `${key} is not self-describing JSON` };
  } catch {
    return { reason: `${key} is not JSON` };
  }
}

/** The delivery count of `event`'s contexts (0 without one), or a reason they fail. */
function droppedOf(event) {
  const { envelope, reason } = envelopeOf(event, 'co', 'cx');
  if (reason) return { reason };
  if (envelope === undefined) return { dropped: 0 };
  if (!SCHEMA.contexts.test(envelope.schema) || !Array.isArray(envelope.data)) return { reason: 'co is not a contexts envelope' };
  let dropped = 0;
  for (const entity of envelope.data) {
    if (!isObject(entity) || entity.schema !== SCHEMA.delivery) return { reason: 'co holds an entity of a schema the stand-in does not know' };
    const isValid = isObject(entity.data) && Object.keys(entity.data).join() === 'dropped' && Number.isInteger(entity.data.dropped) &&
      entity.data.dropped >= 1 && entity.data.dropped <= 2_147_483_647;
    if (!isValid) return { reason: 'the delivery entity breaks its schema' };
    dropped += entity.data.dropped;
  }
  return { dropped };
}

/** One event of a valid payload as enrich and the Tabiji reading take it: its record and dropped count, or a reason. */
function readEvent(event) {
  if (!EVENT_TYPES.has(event.e)) return { reason: 'e is not an event type' };
  if (!PLATFORMS.has(event.p)) return { reason: 'p is not a platform' };
  for (const key of ['eid', 'sid']) if (event[key] !== undefined && !UUID.test(event[key])) return { reason: `${key} is not a UUID` };
  for (const key of ['dtm', 'stm', 'ttm']) if (event[key] !== undefined && !isEpochMs(event[key])) return { reason: `${key} is not epoch milliseconds` };
  if (event.vid !== undefined && !/^\d{1,9}$/.test(event.vid)) return { reason: 'vid is not an integer' };
  const long = Object.entries(ATOMIC_LENGTHS).find(([key, max]) => event[key] !== undefined && length(event[key]) > max);
  if (long) return { reason: `${long[0]} is longer than the atomic schema's ${long[1]}` };
  const delivery = droppedOf(event);
  if (delivery.reason) return delivery;
  if (event.e !== 'ue') return { reason: 'the stand-in reads only self-describing events' };
  const { envelope, reason } = envelopeOf(event, 'ue_pr', 'ue_px');
  if (reason || envelope === undefined) return { reason: reason ?? 'a self-describing event needs ue_pr or ue_px' };
  if (envelope.schema !== SCHEMA.unstructEvent || !isObject(envelope.data)) return { reason: 'ue_pr is not an unstruct_event envelope' };
  if (envelope.data.schema !== SCHEMA.record) return { reason: 'the event is of a schema the stand-in does not know' };
  const record = envelope.data.data;
  const problem = recordProblem(record);
  if (problem) return { reason: problem };
  const differing = mappedFields(record).find(([key, value]) => event[key] !== value);
  if (differing) return { reason: `${differing[0]} disagrees with the record in ue_pr` };
  return { record, dropped: delivery.dropped };
}

/** Why the request fails before its events are read (all of them bad), or null: enrich's Tp2Adapter checks. */
function payloadProblem(body, headers) {
  if (Buffer.byteLength(body, 'utf8') > LIMITS.maxPayloadBytes) return `size violation: the payload is over ${LIMITS.maxPayloadBytes} bytes`;
  const type = [headers['content-type']].flat()[0]?.toLowerCase().split(';').map((part) => part.trim()).filter(Boolean).join('; ');
  if (!CONTENT_TYPES.includes(type ?? '')) return `contentType: expected one of ${CONTENT_TYPES.join(', ')}`;
  let payload;
  try {
    payload = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  if (!isObject(payload) || typeof payload.schema !== 'string' || !Object.hasOwn(payload, 'data')) return 'body is not self-describing JSON';
  if (!SCHEMA.payloadData.test(payload.schema)) return 'body is not payload_data 1-0-x';
  const events = payload.data;
  if (!Array.isArray(events) || events.length === 0) return 'payload_data must be an array of at least one event';
  if (!events.every(isObject)) return 'each event must be an object';
  if (events.some((event) => Object.keys(event).some((key) => !PAYLOAD_FIELDS.has(key)))) return 'an event has a property outside payload_data';
  if (events.some((event) => Object.values(event).some((value) => typeof value !== 'string'))) return 'an event has a value that is not a string';
  if (events.some((event) => !['tv', 'p', 'e'].every((key) => Object.hasOwn(event, key)))) return 'an event lacks tv, p or e';
  return null;
}

/**
 * Reads one POST to the tp2 endpoint as the collector and enrich do, and its Tabiji events back as records.
 * @param {string} body
 * @param {Record<string, string | string[] | undefined>} headers  lower-case names, as Node gives them
 * @returns {Received}
 */
export function receive(body, headers = {}) {
  const answer = { status: 200, answer: null, events: [], records: [], dropped: 0, bad: [] };
  if (Buffer.byteLength(body, 'utf8') > LIMITS.maxBodyBytes) return { ...answer, status: 413 };
  const problem = payloadProblem(body, headers);
  if (problem) return { ...answer, bad: [problem] };
  for (const event of JSON.parse(body).data) {
    const read = readEvent(event);
    if (read.reason) answer.bad.push(read.reason);
    else {
      answer.events.push(event);
      answer.records.push(read.record);
      answer.dropped += read.dropped;
    }
  }
  return answer;
}

/** @type {StandInProtocol} */
export const snowplowStandIn = Object.freeze({
  name: 'snowplow',
  endpointPath: '/com.snowplowanalytics.snowplow/tp2',
  // The collector stores any type; enrich reads only JSON (Tp2Adapter), so the trackers send nothing else.
  contentTypes: ['application/json'],
  maxBodyBytes: LIMITS.maxBodyBytes,
  receive,
});

export default snowplowStandIn;
