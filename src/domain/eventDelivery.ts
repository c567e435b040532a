// The event log's delivery limits; kept apart from the queue rules (eventQueue.ts) so the transport adapter, bound at
// page start, does not pull the queue into the first load.

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
  /**
   * A wait the collector asks for is honoured up to this: past it, a bad answer would silence the log for hours.
   * The backoff policy applies it, not each transport, so no transport can forget it.
   */
  maxCollectorWaitMs: 300_000,
  /**
   * A record still undelivered this long after it was made is given up and counted as dropped (the Snowplow
   * tracker's bound on retries is of the same order): a collector down for half a day, or a device offline as long,
   * never makes the queue retry for ever.
   */
  maxRecordAgeMs: 12 * 60 * 60 * 1000,
} as const;

/**
 * A page's first send waits this long after tracking starts (or, for a visit the claim program tracks, after load), so
 * the page's first request to the collector is made after it has settled rather than during its busy start. A page
 * left sooner hands its records over by beacon.
 */
export const NETWORK_DELAY_MS = 5000;
