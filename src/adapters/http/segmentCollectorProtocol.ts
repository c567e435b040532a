import type { EventLogRecord } from '../../domain/eventRecord';
import type { DeliveryResult } from '../../ports/EventLogTransportPort';
import { splitRequests, type CollectorProtocol } from './collectorProtocol';
import type { CollectorSettings } from './collectorSettings';
import { retryAfterMs } from './httpDeliveryOutcome';

/**
 * The HTTP Tracking API's published limits (segment.com/docs/connections/sources/catalog/libraries/server/http-api/,
 * "Max request size" and "Errors"): 500 KB per batch request, 32 KB per event, 2500 events per batch. Read as decimal
 * kilobytes, the stricter reading (analytics-node pads to 480 KiB, analytics-python to 475 000 bytes).
 */
export const SEGMENT_LIMITS = Object.freeze({ maxBodyBytes: 500_000, maxCallBytes: 32_000, maxCalls: 2500 });

/** `context.library`: who made the call, and the version of this mapping (bumped when a field moves). */
const LIBRARY = Object.freeze({ name: 'tabiji', version: '1' });

/** The 4xx the Segment libraries retry (analytics-next's DEFAULT_STATUS_CODE_OVERRIDES, analytics-python, node). */
const RETRIED_4XX = [408, 410, 429, 460];
/** The 5xx they drop: 511 is retried only with OAuth, which a page never uses. */
const DROPPED_5XX = [501, 505, 511];

/** One `track` call as the Segment Spec shapes it (Common fields, Track). */
export interface SegmentTrackCall {
  readonly type: 'track';
  readonly event: string;
  readonly messageId: string;
  readonly anonymousId: string;
  readonly userId?: string;
  readonly timestamp: string;
  readonly properties: EventLogRecord;
  readonly context: Readonly<Record<string, unknown>>;
}

/** The query string of `url` with its "?", as `location.search` gives it ('' when there is none). */
function searchOf(url: string): string {
  const beforeHash = url.split('#', 1)[0] ?? '';
  const index = beforeHash.indexOf('?');
  return index < 0 || index === beforeHash.length - 1 ? '' : beforeHash.slice(index);
}

/**
 * `record` as a `track` call (see segmentCollectorProtocol for where each field goes); `dropped` > 0 is carried in
 * `context.tabiji.dropped`, on the batch's first call only.
 */
export function segmentTrackCall(record: EventLogRecord, appId: string, dropped = 0): SegmentTrackCall {
  return {
    type: 'track',
    event: record.action_type,
    messageId: record.event_id,
    anonymousId: record.client_id,
    ...(record.user_id === 0 ? {} : { userId: String(record.user_id) }),
    timestamp: record.datetime,
    properties: record,
    context: {
      library: LIBRARY,
      app: { name: appId },
      userAgent: record.user_agent,
      ...(record.browser_language === '' ? {} : { locale: record.browser_language }),
      ...(record.ip_source === '' ? {} : { ip: record.ip_source }),
      page: { url: record.source_url, referrer: record.referrer, search: searchOf(record.source_url) },
      ...(record.location_country === '' ? {} : { location: { country: record.location_country } }),
      device: { type: record.device },
      os: { name: record.os },
      ...(dropped > 0 ? { tabiji: { dropped } } : {}),
    },
  };
}

/**
 * Segment's HTTP Tracking API, batch endpoint (`POST /v1/batch`, which RudderStack and Jitsu also take):
 * `{"batch": [...], "sentAt": <nowMs, ISO>, "writeKey": ...}`, the write key in the body as the Segment libraries
 * send it (no Authorization header, so a beacon can carry it). Each record is one `track` call:
 *
 * | record                   | call                                                                      |
 * | ------------------------ | ------------------------------------------------------------------------- |
 * | event_id                 | messageId (Segment's de-duplication id)                                   |
 * | action_type              | event                                                                     |
 * | client_id                | anonymousId                                                               |
 * | user_id                  | userId, as a string, only when signed in (not 0)                          |
 * | datetime                 | timestamp                                                                 |
 * | user_agent               | context.userAgent                                                         |
 * | browser_language         | context.locale (when not empty)                                           |
 * | ip_source                | context.ip (when not empty)                                               |
 * | source_url, referrer     | context.page.url, context.page.referrer; context.page.search from the url |
 * | location_country         | context.location.country (when not empty)                                 |
 * | device, os               | context.device.type, context.os.name                                      |
 * | every field, data nested | properties: the record itself, so a reader rebuilds it exactly            |
 *
 * browser, language_code, link_url, page_sequence, search_word, visit_id and data have no Spec field: they are in
 * `properties` only. `context.app.name` is settings.appId, `context.library` {name: "tabiji", version}. The batch's
 * dropped count goes once, as `context.tabiji.dropped` on its first call when above 0 (Segment's destinations ignore
 * context fields outside the Spec; the raw event, warehouses and RudderStack or Jitsu keep it). Bodies go as JSON;
 * the API also parses a text/plain body (analytics.js sends text/plain to skip the preflight), so beacons work.
 */
export function segmentCollectorProtocol(settings: CollectorSettings): CollectorProtocol {
  const envelope = (calls: readonly SegmentTrackCall[], nowMs: number): string => JSON.stringify({
    batch: calls,
    sentAt: new Date(nowMs).toISOString(),
    ...(settings.writeKey === '' ? {} : { writeKey: settings.writeKey }),
  });
  return {
    contentType: 'application/json',
    acceptsTextPlain: true,
    requests: (records, dropped, bounds) => splitRequests(
      records,
      {
        maxBodyBytes: Math.min(SEGMENT_LIMITS.maxBodyBytes, bounds.maxBodyBytes),
        maxRecords: SEGMENT_LIMITS.maxCalls,
        maxRecordBytes: SEGMENT_LIMITS.maxCallBytes,
      },
      (part, isFirst) => envelope(
        part.map((record, index) => segmentTrackCall(record, settings.appId, isFirst && index === 0 ? dropped : 0)),
        bounds.nowMs,
      ),
      // Measured as the first call, with the dropped count: the largest this record's call can be.
      (record) => JSON.stringify(segmentTrackCall(record, settings.appId, dropped)),
    ),
    outcome: segmentDeliveryOutcome,
  };
}

/**
 * The Tracking API's answer as the Segment libraries read it: 2xx delivered; 400 (malformed, or over a limit) and
 * the other 4xx dropped, except 408, 410, 429 and 460, retried; 5xx retried except 501, 505 and 511. 413 says the
 * request is too large. Retry-After is honoured on every retried answer (analytics-python; analytics-next reads it on
 * 429). A 3xx fetch did not follow uploaded nothing: retried (analytics-python fails it; analytics-next counts it sent).
 */
export function segmentDeliveryOutcome(status: number, retryAfter: string | null, nowMs: number): DeliveryResult {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 413) return { kind: 'too-large' };
  const reason = `HTTP ${status}`;
  const isDropped = (status >= 400 && status < 500 && !RETRIED_4XX.includes(status)) || DROPPED_5XX.includes(status);
  if (isDropped) return { kind: 'refused', reason };
  const afterMs = retryAfterMs(retryAfter, nowMs);
  return afterMs === undefined ? { kind: 'retry', reason } : { kind: 'retry', afterMs, reason };
}
