import type { TabijiConfig } from '../../domain/config';
import { EVENT_LOG_LIMITS } from '../../domain/eventDelivery';
import type { EventLogRecord } from '../../domain/eventRecord';
import type { DeliveryResult, EventLogTransportPort } from '../../ports/EventLogTransportPort';
import { BeaconEventLogAdapter } from './BeaconEventLogAdapter';
import { httpDeliveryOutcome } from './httpDeliveryOutcome';

/**
 * Event-log batches as JSON POSTs through plain fetch (5 s timeout), and, when the page goes away, through
 * sendBeacon (text/plain, so no preflight) or fetch with keepalive. No request library: the event log runs on every
 * page, from the start path, and axios's 20 KB gzip for one POST was most of that path's bytes (ADR 038). Cookies
 * go only to a same-origin collector (fetch's default, as axios's was). The timeout is an AbortController with a
 * timer, as AbortSignal.timeout is missing from Safari before 16.
 */
export class FetchEventLogTransportAdapter implements EventLogTransportPort {
  private readonly beacon: BeaconEventLogAdapter;

  constructor(
    private readonly config: TabijiConfig,
    /** Whether the browser has a connection (navigator.onLine: false only when it is sure it has none). */
    private readonly isOnline: () => boolean = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  ) {
    this.beacon = new BeaconEventLogAdapter(config.eventLogUrl);
  }

  async send(records: readonly EventLogRecord[], dropped: number): Promise<DeliveryResult> {
    // No connection (a reader on a train, reading saved pages): the send is not made, so it starts no backoff the
    // other tabs and the next page would honour; this page alone waits, and the next page online sends at once.
    if (!this.isOnline()) return { kind: 'unsent', reason: 'offline' };
    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, EVENT_LOG_LIMITS.requestTimeoutMs);
    try {
      const response = await fetch(this.config.eventLogUrl, {
        method: 'POST',
        body: JSON.stringify({ records, dropped }),
        headers: { 'content-type': 'application/json' },
        signal: controller.signal,
      });
      return httpDeliveryOutcome(response.status, response.headers.get('retry-after'), Date.now());
    } catch {
      // The reason is a short code for the console, never the request's values.
      return { kind: 'retry', reason: isTimedOut ? 'timeout' : 'network error' };
    } finally {
      clearTimeout(timer);
    }
  }

  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean {
    return this.beacon.sendOnUnload(records, dropped);
  }
}
