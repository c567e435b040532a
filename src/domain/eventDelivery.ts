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
} as const;

/** What to do with a batch after the collector answered `status` (0 = network error or timeout). */
export function outcomeOf(status: number): 'delivered' | 'retry' | 'drop' {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'drop';
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `nowMs`; undefined when absent or bad. */
export function retryAfterMs(header: string | null | undefined, nowMs: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
