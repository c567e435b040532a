// The stand-in for Segment's HTTP Tracking API, batch endpoint (POST /v1/batch, also taken by RudderStack and Jitsu),
// as documented at segment.com/docs/connections/sources/catalog/libraries/server/http-api/ ("Batch", "Max request
// size", "Errors") and in the Segment Spec (Common fields, Track). It answers 200 {"success": true} for a batch it
// takes, and 400 with the API's {"code", "message"} error body (as analytics-python reads it) for invalid JSON, a
// body over 500 KB, a call over 32 KB, a missing write key (body `writeKey` or Basic auth) or a malformed call; the
// codes are the documented discard reasons (empty_batch, no_user_anon_id, event_not_defined, event_not_string,
// properties_not_object, project_not_found), `bad_request` elsewhere. Over 2500 calls it answers 200 and takes
// none, as the docs say the API does. Stricter than the API where Tabiji relies on a field: each call needs a
// messageId (under 100 characters; the API adds one when absent) and is a `track` call whose properties hold the
// record its other fields were mapped from (src/adapters/http/segmentCollectorProtocol.ts), read back from there.

/** @typedef {import('./standInProtocol.mjs').StandInProtocol} StandInProtocol */
/** @typedef {import('./standInProtocol.mjs').Received} Received */

const LIMITS = Object.freeze({ maxBodyBytes: 500_000, maxCallBytes: 32_000, maxCalls: 2500, maxMessageIdLength: 99 });
const CALL_TYPES = new Set(['identify', 'track', 'page', 'screen', 'group', 'alias']);
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value) => typeof value === 'string' && ISO_8601.test(value) && !Number.isNaN(Date.parse(value));
const isId = (value) => typeof value === 'string' && value !== '';

/** @returns {Received} */
function refused(code, message) {
  return { status: 400, answer: { code, message }, events: [], records: [], dropped: 0 };
}

/** The write key of the request: the body's `writeKey`, or the user name of a Basic Authorization header. */
function writeKeyOf(envelope, headers) {
  if (isId(envelope.writeKey)) return envelope.writeKey;
  const header = [headers.authorization].flat()[0];
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!match) return '';
  return Buffer.from(match[1], 'base64').toString('utf8').split(':', 1)[0];
}

/** Why `call` is not one the API (and the Tabiji reading) takes, as [code, message], or null. Names no value. */
function callProblem(call) {
  if (!isObject(call)) return ['bad_request', 'each call must be an object'];
  if (!CALL_TYPES.has(call.type)) return ['bad_request', 'each call must have a type: identify, track, page, screen, group or alias'];
  if (Buffer.byteLength(JSON.stringify(call), 'utf8') > LIMITS.maxCallBytes) return ['bad_request', `a call is larger than ${LIMITS.maxCallBytes} bytes`];
  if (call.userId !== undefined && typeof call.userId !== 'string') return ['bad_request', 'userId must be a string'];
  if (call.anonymousId !== undefined && typeof call.anonymousId !== 'string') return ['bad_request', 'anonymousId must be a string'];
  if (!isId(call.userId) && !isId(call.anonymousId)) return ['no_user_anon_id', 'a userId or an anonymousId is required'];
  if (!isId(call.messageId) || call.messageId.length > LIMITS.maxMessageIdLength) return ['bad_request', 'messageId must be a string of 1 to 99 characters'];
  if (call.timestamp !== undefined && !isTime(call.timestamp)) return ['bad_request', 'timestamp must be an ISO 8601 date'];
  if (call.context !== undefined && !isObject(call.context)) return ['bad_request', 'context must be an object'];
  if (call.properties !== undefined && !isObject(call.properties)) return ['properties_not_object', 'properties must be an object'];
  if (call.type !== 'track') return ['bad_request', 'the stand-in reads track calls only'];
  if (call.event === undefined || call.event === '') return ['event_not_defined', 'a track call needs an event'];
  if (typeof call.event !== 'string') return ['event_not_string', 'event must be a string'];
  return mappingProblem(call);
}

/** Whether the call's Spec fields agree with the record in its properties, as the adapter maps them. */
function mappingProblem(call) {
  const record = call.properties;
  if (!isObject(record)) return ['bad_request', 'properties must hold the Tabiji record'];
  const userId = record.user_id === 0 ? undefined : String(record.user_id);
  const pairs = [
    ['messageId', call.messageId, record.event_id], ['event', call.event, record.action_type],
    ['anonymousId', call.anonymousId, record.client_id], ['timestamp', call.timestamp, record.datetime],
    ['userId', call.userId, userId],
  ];
  const differing = pairs.find(([, sent, mapped]) => sent !== mapped);
  if (differing) return ['bad_request', `${differing[0]} disagrees with the record in properties`];
  const dropped = call.context?.tabiji?.dropped;
  if (dropped !== undefined && !(Number.isSafeInteger(dropped) && dropped >= 0)) return ['bad_request', 'context.tabiji.dropped must be a count'];
  return null;
}

/**
 * Reads one POST to /v1/batch as the Tracking API does, and its track calls back as Tabiji records.
 * @param {string} body
 * @param {Record<string, string | string[] | undefined>} headers  lower-case names, as Node gives them
 * @returns {Received}
 */
export function receive(body, headers = {}) {
  if (Buffer.byteLength(body, 'utf8') > LIMITS.maxBodyBytes) return refused('bad_request', `the body is larger than ${LIMITS.maxBodyBytes} bytes`);
  let envelope;
  try {
    envelope = JSON.parse(body);
  } catch {
    return refused('bad_request', 'Invalid JSON');
  }
  if (!isObject(envelope)) return refused('bad_request', 'the body must be a JSON object');
  if (!Array.isArray(envelope.batch)) return refused('bad_request', 'batch must be an array of calls');
  if (envelope.batch.length === 0) return refused('empty_batch', 'the batch has no calls');
  if (envelope.writeKey !== undefined && typeof envelope.writeKey !== 'string') return refused('bad_request', 'writeKey must be a string');
  if (writeKeyOf(envelope, headers) === '') return refused('project_not_found', 'a write key is required (writeKey in the body, or Basic auth)');
  if (envelope.sentAt !== undefined && !isTime(envelope.sentAt)) return refused('bad_request', 'sentAt must be an ISO 8601 date');
  if (envelope.context !== undefined && !isObject(envelope.context)) return refused('bad_request', 'context must be an object');
  for (const [index, call] of envelope.batch.entries()) {
    const problem = callProblem(call);
    if (problem) return refused(problem[0], `batch[${index}]: ${problem[1]}`);
  }
  // Past the event limit the API answers 200 and keeps none of them.
  const events = envelope.batch.length > LIMITS.maxCalls ? [] : envelope.batch;
  return {
    status: 200,
    answer: { success: true },
    events,
    records: events.map((call) => call.properties),
    dropped: events.reduce((sum, call) => sum + (call.context?.tabiji?.dropped ?? 0), 0),
  };
}

/** @type {StandInProtocol} */
export const segmentStandIn = Object.freeze({
  name: 'segment',
  endpointPath: '/v1/batch',
  // The API documents application/json; analytics.js sends text/plain (no preflight), which it parses alike.
  contentTypes: ['application/json', 'text/plain'],
  maxBodyBytes: LIMITS.maxBodyBytes,
  receive,
});

export default segmentStandIn;
