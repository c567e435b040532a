import type { EventLogRecord } from '../../domain/eventRecord';
import { splitRequests, type CollectorProtocol } from './collectorProtocol';
import type { CollectorSettings } from './collectorSettings';
import { httpDeliveryOutcome } from './httpDeliveryOutcome';

/**
 * The schemas of a tp2 body: Snowplow's envelopes (iglu central) and Tabiji's own two, which a pipeline's Iglu
 * registry must hold (tests/adapters/http/golden/snowplow/iglu/ has them) or enrich fails every event.
 */
export const SNOWPLOW_SCHEMAS = Object.freeze({
  payloadData: 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4',
  unstructEvent: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0',
  contexts: 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-0',
  record: 'iglu:jp.tabiji/event_log_record/jsonschema/1-0-0',
  delivery: 'iglu:jp.tabiji/delivery/jsonschema/1-0-0',
});

/**
 * The JavaScript tracker's maxPostBytes default: the largest POST it batches events into (tracker-core emitter).
 * The collector takes far more (networking.maxPayloadSize 1 MiB, 413 past dropPayloadSize 2 MiB), but no payload_data
 * schema or tracker bounds the events per request, so this is the only limit a batch is split by.
 */
export const SNOWPLOW_MAX_POST_BYTES = 40_000;

/** `tv`: who made the event, as the trackers write theirs ("js-3.5.0"); bumped when a field moves. */
const TRACKER_VERSION = 'tabiji-1';

/** One tp2 event: every value a string, as payload_data 1-0-4 requires. */
export type SnowplowEvent = Readonly<Record<string, string>>;

/** `key: value` when value is not empty: the tracker leaves empty parameters out (tracker-core payloadBuilder). */
const unlessEmpty = (key: string, value: string): Record<string, string> => (value === '' ? {} : { [key]: value });

/**
 * `record` as a self-describing tp2 event sent at `nowMs` (see snowplowCollectorProtocol for where each field
 * goes); `dropped` > 0 is carried as a `jp.tabiji/delivery` entity in `co`, on the batch's first event only.
 */
export function snowplowEvent(record: EventLogRecord, appId: string, nowMs: number, dropped = 0): SnowplowEvent {
  const createdMs = Date.parse(record.datetime);
  return {
    e: 'ue',
    eid: record.event_id,
    tv: TRACKER_VERSION,
    p: 'web',
    ...unlessEmpty('aid', appId),
    ...(Number.isFinite(createdMs) ? { dtm: String(createdMs) } : {}),
    stm: String(nowMs),
    ...unlessEmpty('url', record.source_url),
    ...unlessEmpty('refr', record.referrer),
    ...unlessEmpty('lang', record.browser_language),
    ...unlessEmpty('ua', record.user_agent),
    ...unlessEmpty('ip', record.ip_source),
    ...unlessEmpty('duid', record.client_id),
    ...(record.user_id === 0 ? {} : { uid: String(record.user_id) }),
    ue_pr: JSON.stringify({ schema: SNOWPLOW_SCHEMAS.unstructEvent, data: { schema: SNOWPLOW_SCHEMAS.record, data: record } }),
    ...(dropped > 0
      ? { co: JSON.stringify({ schema: SNOWPLOW_SCHEMAS.contexts, data: [{ schema: SNOWPLOW_SCHEMAS.delivery, data: { dropped } }] }) }
      : {}),
  };
}

/**
 * Snowplow's tracker protocol, POST (`/com.snowplowanalytics.snowplow/tp2`, docs.snowplow.io "Snowplow atomic event
 * properties" and "Example tracker HTTP requests"): `{"schema": payload_data 1-0-4, "data": [event, ...]}`, every
 * event value a string, JSON unencoded (`ue_pr`, `co`, as the trackers send with encodeBase64 off). Each record is
 * one self-describing event (`e: "ue"`):
 *
 * | record                   | event                                                                          |
 * | ------------------------ | ------------------------------------------------------------------------------ |
 * | event_id                 | eid (enrich's event_id, the de-duplication id; enrich requires a UUID)         |
 * | datetime                 | dtm, epoch milliseconds (dvce_created_tstamp)                                  |
 * | source_url, referrer     | url, refr (page_url, page_referrer; refr left out when empty)                  |
 * | browser_language         | lang (br_lang)                                                                 |
 * | user_agent               | ua (useragent)                                                                 |
 * | ip_source                | ip (user_ipaddress, in place of the request's; left out when empty)            |
 * | client_id                | duid (domain_userid)                                                           |
 * | user_id                  | uid, as a string, only when signed in (not 0)                                  |
 * | every field, data nested | ue_pr: unstruct_event around `jp.tabiji/event_log_record/1-0-0`, the record    |
 *
 * action_type, browser, device, os, language_code, link_url, location_country, page_sequence, search_word,
 * visit_id and data have no tracker parameter of their meaning (device and geo fields are the pipeline's
 * enrichments; `sid` must be a UUID naming a cookie session, `vid` a session index, neither of which visit_id or
 * page_sequence is), so they are in the record only. `aid` is settings.appId, `p` "web", `tv` "tabiji-1", `stm` the
 * send time. The batch's dropped count goes once, when above 0, as a `jp.tabiji/delivery` entity `{"dropped": n}` in
 * `co` of its first event (payload_data has no field outside the events). Requests hold at most 40000 bytes (or the
 * send's bound); a record whose event alone is larger is oversized, where the tracker would post it alone.
 * Bodies go as `application/json; charset=UTF-8`, as the tracker sends them: enrich's Tp2Adapter takes
 * no other type (a text/plain body becomes a failed event), so unload hand-overs use fetch with keepalive.
 */
export function snowplowCollectorProtocol(settings: CollectorSettings): CollectorProtocol {
  return {
    contentType: 'application/json; charset=UTF-8',
    acceptsTextPlain: false,
    requests: (records, dropped, bounds) => splitRequests(
      records,
      { maxBodyBytes: Math.min(SNOWPLOW_MAX_POST_BYTES, bounds.maxBodyBytes), maxRecords: Number.MAX_SAFE_INTEGER },
      (part, isFirst) => JSON.stringify({
        schema: SNOWPLOW_SCHEMAS.payloadData,
        data: part.map((record, index) => snowplowEvent(record, settings.appId, bounds.nowMs, isFirst && index === 0 ? dropped : 0)),
      }),
    ),
    // The tracker's table: 2xx sent; 400, 401, 403, 410, 422 never retried (dontRetryStatusCodes); the rest retried.
    outcome: httpDeliveryOutcome,
  };
}
