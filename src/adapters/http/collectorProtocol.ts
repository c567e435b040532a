import type { EventLogRecord } from '../../domain/eventRecord';
import type { DeliveryResult } from '../../ports/EventLogTransportPort';

/** One request's body as a collector of the protocol takes it. */
export interface CollectorRequest {
  readonly body: string;
  /** The records it carries (their ids say which of a batch went out). */
  readonly records: readonly EventLogRecord[];
}

/**
 * The requests for a batch, within the protocol's limits; `oversized` are records no request of the protocol can
 * carry alone (they are refused, never retried).
 */
export interface CollectorRequests {
  readonly requests: readonly CollectorRequest[];
  readonly oversized: readonly EventLogRecord[];
}

/** What a send may put in one request: the browser's own bound where there is one (a beacon's 64 KiB). */
export interface RequestBounds {
  readonly maxBodyBytes: number;
  /** Epoch milliseconds of the send (the protocols that stamp a sending time use it). */
  readonly nowMs: number;
}

/**
 * A collector's wire format, chosen at build time (TABIJI_EVENT_LOG_PROTOCOL): how a batch of event-log records
 * becomes request bodies for the configured URL, and how the collector's HTTP answer reads as a delivery result.
 * Each maps every field of the record, keeps the event id as the protocol's de-duplication id, and splits a batch
 * that would break the protocol's request or event limits. The transport (FetchEventLogTransportAdapter, and the
 * beacon) is the same for all of them.
 */
export interface CollectorProtocol extends CollectorEncoding {
  /** The collector's answer (status, Retry-After) at `nowMs`. */
  outcome(status: number, retryAfter: string | null, nowMs: number): DeliveryResult;
}

/**
 * How a protocol writes a batch: all a beacon needs (it never reads the collector's answer), and all the claim
 * program carries of its build's protocol.
 */
export interface CollectorEncoding {
  /** The media type of the bodies sent by fetch. Beacons always go as text/plain, which needs no preflight. */
  readonly contentType: string;
  /**
   * Whether the collector takes a text/plain body as JSON, so the page can hand records to the browser as it goes
   * away (sendBeacon, or fetch with keepalive, without a preflight). False: unload hands-over use fetch with keepalive
   * and the protocol's own type, which a cross-origin collector must allow (CORS).
   */
  readonly acceptsTextPlain: boolean;
  /** The batch (with the count of records the page had to drop since the last delivery) as requests. */
  requests(records: readonly EventLogRecord[], dropped: number, bounds: RequestBounds): CollectorRequests;
}

/** UTF-8 length of `text`, counted without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index += 1;
    } else bytes += 3; // the rest of the BMP, and a lone surrogate (sent as U+FFFD)
  }
  return bytes;
}

/**
 * Splits `records` into requests encoded by `encode` (given the records, and whether the request is the batch's
 * first, which alone carries the dropped count) that fit `maxBodyBytes` and `maxRecords`: halves until each fits; a
 * record too large alone is `oversized`. `maxRecordBytes`, where the protocol bounds one event, is checked on each
 * record's own encoding (`encodeOne`).
 */
export function splitRequests(
  records: readonly EventLogRecord[],
  limits: { readonly maxBodyBytes: number; readonly maxRecords: number; readonly maxRecordBytes?: number },
  encode: (records: readonly EventLogRecord[], isFirst: boolean) => string,
  encodeOne?: (record: EventLogRecord) => string,
): CollectorRequests {
  const oversized: EventLogRecord[] = [];
  const fitting = limits.maxRecordBytes === undefined || !encodeOne
    ? records
    : records.filter((record) => {
      const fits = utf8Bytes(encodeOne(record)) <= limits.maxRecordBytes!;
      if (!fits) oversized.push(record);
      return fits;
    });
  const requests: CollectorRequest[] = [];
  const place = (part: readonly EventLogRecord[]): void => {
    if (part.length === 0) return;
    const body = encode(part, requests.length === 0);
    if (part.length <= limits.maxRecords && utf8Bytes(body) <= limits.maxBodyBytes) {
      requests.push({ body, records: part });
      return;
    }
    if (part.length === 1) {
      oversized.push(part[0]!);
      return;
    }
    const half = Math.ceil(part.length / 2);
    place(part.slice(0, half));
    place(part.slice(half));
  };
  place(fitting);
  return { requests, oversized };
}
