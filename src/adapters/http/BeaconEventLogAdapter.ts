import type { EventLogRecord } from '../../domain/eventRecord';
import type { EventLogBeaconPort } from '../../ports/EventLogTransportPort';

/**
 * Event-log records handed to the browser as the page goes away: sendBeacon (text/plain, so no preflight), or fetch
 * with keepalive where the beacon is refused. No request library: the entry script uses it before anything loads.
 * Refused (false) when the browser knows it has no connection, so the caller keeps the records.
 */
export class BeaconEventLogAdapter implements EventLogBeaconPort {
  constructor(private readonly eventLogUrl: string) {}

  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean {
    // Without a connection a beacon is accepted and lost: the records stay queued for the next page online instead.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
    const body = JSON.stringify({ records, dropped });
    try {
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(this.eventLogUrl, body)) return true;
      void fetch(this.eventLogUrl, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  }
}
