import type { EventLogRecord } from '../domain/eventRecord';

/**
 * How a batch fared: delivered, worth retrying (with an optional server-given delay), too large for the collector
 * (HTTP 413), refused for good, or never sent because this page could not make the request (its request code did
 * not load): that says nothing of the collector, so it holds back only this page, never the site's other tabs.
 */
export type DeliveryResult =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'retry'; readonly retryAfterMs?: number; readonly reason: string }
  | { readonly kind: 'unsent'; readonly reason: string }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'rejected'; readonly status: number };

/** Carries event-log records to the collector. */
export interface EventLogTransportPort {
  /** Sends one batch; never rejects, the result says what happened. */
  send(records: readonly EventLogRecord[], dropped: number): Promise<DeliveryResult>;
  /** Hands a batch to the browser to deliver after the page is gone; false when it was refused. */
  sendOnUnload(records: readonly EventLogRecord[], dropped: number): boolean;
}

/** Only the hand-over to the browser: what the entry script's page view needs, without the request library. */
export type EventLogBeaconPort = Pick<EventLogTransportPort, 'sendOnUnload'>;
