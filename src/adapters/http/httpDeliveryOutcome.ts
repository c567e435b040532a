import type { DeliveryResult } from '../../ports/EventLogTransportPort';

/** Refused for good, never retried: the statuses the Snowplow browser tracker does not retry by default. */
const PERMANENT_REFUSALS = [400, 401, 403, 410, 422];

/**
 * The collector's HTTP answer (`status`, its Retry-After header) as a delivery result at `nowMs`. Anything but a
 * permanent refusal may succeed later (a 404 while the collector is being deployed, 5xx, 429); 413 says this batch is
 * too large, which waiting will not change. The reason names the status, nothing of the request.
 */
export function httpDeliveryOutcome(status: number, retryAfter: string | null | undefined, nowMs: number): DeliveryResult {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 413) return { kind: 'too-large' };
  const reason = `HTTP ${status}`;
  if (PERMANENT_REFUSALS.includes(status)) return { kind: 'refused', reason };
  const afterMs = retryAfterMs(retryAfter, nowMs);
  return afterMs === undefined ? { kind: 'retry', reason } : { kind: 'retry', afterMs, reason };
}

/**
 * A Retry-After header (seconds, or an HTTP date) as milliseconds from `nowMs`; undefined when absent or bad. Not
 * capped here: the backoff policy bounds whatever wait any transport reports (EVENT_LOG_LIMITS.maxCollectorWaitMs).
 */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  const trimmed = header?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
