import type { EventLogRecord } from '../../domain/eventRecord';
import type { EventLogBeaconPort } from '../../ports/EventLogTransportPort';
import type { CollectorEncoding } from './collectorProtocol';

/** What one beacon may carry: under the browser's 64 KiB for all keepalive requests in flight. */
const BEACON_BODY_BYTES = 60_000;

/**
 * Event-log records handed to the browser as the page goes away, in the build's collector protocol: sendBeacon
 * (text/plain, so no preflight), or fetch with keepalive where the beacon is refused or the protocol takes only its
 * own type. No request library: the entry script uses it before anything loads. Refused (false) when the browser
 * knows it has no connection, so the caller keeps the records; records no request can carry are left for the
 * page's own sends, which refuse them.
 */
export class BeaconEventLogAdapter implements EventLogBeaconPort {
  constructor(
    private readonly eventLogUrl: string,
    private readonly protocol: CollectorEncoding,
  ) {}

  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean {
    // Without a connection a beacon is accepted and lost: the records stay queued for the next page online instead.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
    try {
      const { requests } = this.protocol.requests(records, dropped, { maxBodyBytes: BEACON_BODY_BYTES, nowMs: Date.now() });
      return requests.every(({ body }) => this.handOver(body));
    } catch {
      return false;
    }
  }

  private handOver(body: string): boolean {
    const { acceptsTextPlain } = this.protocol;
    if (acceptsTextPlain && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(this.eventLogUrl, body)) return true;
    const contentType = acceptsTextPlain ? 'text/plain' : this.protocol.contentType;
    void fetch(this.eventLogUrl, { method: 'POST', body, keepalive: true, headers: { 'content-type': contentType } }).catch(() => undefined);
    return true;
  }
}
