// What the event-log transport needs to answer a delivery; kept apart from the queue rules (eventQueue.ts) so the
// transport adapter, bound at page start, does not pull the queue into the first load.

/** Delivery rules of the event log (learned from the Snowplow and Segment browser trackers). */
export const EVENT_LOG_LIMITS = {
  maxQueued: 1000,
  batchRecords: 10,
  batchBytes: 40_000,
  batchDelayMs: 5000,
  requestTimeoutMs: 5000,
  unloadChunkBytes: 60_000,
  firstBackoffMs: 500,
  maxBackoffMs: 60_000,
  /** A server's Retry-After is honoured up to this: past it, a bad header would silence the log for hours. */
  maxRetryAfterMs: 300_000,
  /**
   * A record still undelivered this long after it was made is given up and counted as dropped (the Snowplow
   * tracker's bound on retries is of the same order): a collector down for half a day, or a device offline as long,
   * never makes the queue retry for ever.
   */
  maxRecordAgeMs: 12 * 60 * 60 * 1000,
} as const;

/** Refused for good, never retried: the statuses the Snowplow browser tracker does not retry by default. */
const PERMANENT_REFUSALS = [400, 401, 403, 410, 422];

/**
 * What to do with a batch after the collector answered `status` (0 = network error or timeout). Anything but a
 * permanent refusal may succeed later (a 404 while the collector is being deployed, 5xx, 429); 413 says this batch
 * is too large, which waiting will not change.
 */
export function outcomeOf(status: number): 'delivered' | 'retry' | 'too-large' | 'drop' {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 413) return 'too-large';
  return PERMANENT_REFUSALS.includes(status) ? 'drop' : 'retry';
}

/**
 * A Retry-After header (seconds, or an HTTP date) as milliseconds from `nowMs`, at most 300 s; undefined when
 * absent or bad.
 */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const date = Date.parse(trimmed);
  const wait = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
  return wait === undefined ? undefined : Math.min(wait, EVENT_LOG_LIMITS.maxRetryAfterMs);
}
