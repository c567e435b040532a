import type { EventLogRecord } from '../../domain/eventRecord';
import type { ClockPort } from '../../ports/ClockPort';
import type { EventLogTransportPort } from '../../ports/EventLogTransportPort';
import type { LockPort } from '../../ports/LockPort';
import type { StoragePort } from '../../ports/StoragePort';

// The event log's contract, apart from its queue and delivery code (eventLog.ts).

export interface EventLogDeps {
  readonly transport: EventLogTransportPort;
  /** Local storage: the queue survives reloads and is shared by the site's tabs. */
  readonly storage: StoragePort;
  readonly clock: ClockPort;
  readonly locks: LockPort;
  readonly random: () => number;
}

export interface EventLog {
  /**
   * Queues a record, its strings cut to the schema's sizes; it is sent in a batch (at 10 records or after 5 s),
   * retried until delivered. One that still fails the schema is not queued but counted as dropped.
   */
  record(record: EventLogRecord): void;
  /** Sends what is queued now (one batch after another until empty or failing). */
  flush(): Promise<void>;
  /** Hands everything queued to the browser to deliver after the page has gone; it stays queued until confirmed. */
  flushOnUnload(): void;
  /** The page is being left (pagehide): until `resume`, nothing takes the cross-tab lock or sends. */
  hold(): void;
  /** The page is shown again (restored from the back/forward cache): saving and sending go on. */
  resume(): void;
  /** Records handed over and refused for good, for the operator's counters. */
  readonly refusedCount: () => number;
}
