import type { TabijiConfig } from '../../domain/config';
import { EVENT_LOG_LIMITS } from '../../domain/eventDelivery';
import type { EventLogRecord } from '../../domain/eventRecord';
import type { DeliveryResult, EventLogTransportPort } from '../../ports/EventLogTransportPort';
import { BeaconEventLogAdapter } from './BeaconEventLogAdapter';
import type { CollectorProtocol } from './collectorProtocol';

/**
 * Event-log batches as POSTs through plain fetch (5 s timeout per request) in the build's collector protocol
 * (Tabiji's own JSON, Snowplow, Segment or OTLP: collectorProtocol.ts), and, when the page goes away, through the
 * beacon. A batch the protocol splits goes as several requests in turn; the first that fails ends the send with its
 * result, and the batch is sent again later whole (the collector drops the copies by event id). No request library:
 * the event log runs on every page, from the start path, and axios's 20 KB gzip for one POST was most of that path's
 * bytes (ADR 038). Cookies go only to a same-origin collector (fetch's default). The timeout is an AbortController
 * with a timer, as AbortSignal.timeout is missing from Safari before 16.
 */
export class FetchEventLogTransportAdapter implements EventLogTransportPort {
  private readonly beacon: BeaconEventLogAdapter;

  constructor(
    private readonly config: TabijiConfig,
    private readonly protocol: CollectorProtocol,
    /** Whether the browser has a connection (navigator.onLine: false only when it is sure it has none). */
    private readonly isOnline: () => boolean = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  ) {
    this.beacon = new BeaconEventLogAdapter(config.eventLogUrl, protocol);
  }

  async send(records: readonly EventLogRecord[], dropped: number): Promise<DeliveryResult> {
    // No connection (a reader on a train, reading saved pages): the send is not made, so it starts no backoff the
    // other tabs and the next page would honour; this page alone waits, and the next page online sends at once.
    if (!this.isOnline()) return { kind: 'unsent', reason: 'offline' };
    const { requests, oversized } = this.protocol.requests(records, dropped, { maxBodyBytes: Number.MAX_SAFE_INTEGER, nowMs: Date.now() });
    // A record the protocol cannot carry: the queue sends the batch's records one by one and refuses that one alone.
    if (oversized.length > 0) return { kind: 'too-large' };
    for (const { body } of requests) {
      const result = await this.post(body);
      if (result.kind !== 'sent') return result;
    }
    return { kind: 'sent' };
  }

  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean {
    return this.beacon.sendOnUnload(records, dropped);
  }

  private async post(body: string): Promise<DeliveryResult> {
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, EVENT_LOG_LIMITS.requestTimeoutMs);
    try {
      const response = await fetch(this.config.eventLogUrl, {
        method: 'POST',
        body,
        headers: { 'content-type': this.protocol.contentType },
        signal: controller.signal,
      });
      return this.protocol.outcome(response.status, response.headers.get('retry-after'), Date.now());
    } catch {
      // The reason is a short code for the console, never the request's values.
      return { kind: 'retry', reason: isTimedOut ? 'timeout' : 'network error' };
    } finally {
      clearTimeout(timer);
    }
  }
}
