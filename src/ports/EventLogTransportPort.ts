import type { EventLogRecord } from '../domain/eventRecord';

/**
 * How a batch fared, whatever carries it: sent; worth retrying (`afterMs`: how long the collector asked us to wait,
 * when it did); too large for the collector (split it); refused for good; or never sent because this page could not
 * make the request (its request code did not load), which says nothing of the collector, so it holds back only this
 * page, never the site's other tabs. Each `reason` is for a console line: a short code, never a record's values.
 */
export type DeliveryResult =
  | { readonly kind: 'sent' }
  | { readonly kind: 'retry'; readonly afterMs?: number; readonly reason: string }
  | { readonly kind: 'unsent'; readonly reason: string }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'refused'; readonly reason: string };

/** Carries event-log records to the collector. */
export interface EventLogTransportPort {
  /** Sends one batch; never rejects, the result says what happened. */
  send(records: readonly EventLogRecord[], dropped: number): Promise<DeliveryResult>;
  /** Hands a batch to the browser to deliver after the page is gone; false when it was refused. */
  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean;
}

/** Only the hand-over to the browser: what the entry script's page view needs, without the request library. */
export type EventLogBeaconPort = Pick<EventLogTransportPort, 'sendOnUnload'>;
