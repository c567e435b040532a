import {
  backoffDelayMs,
  chunkRecords,
  countDropped,
  enqueue,
  parseQueue,
  removeRecords,
  type QueueState,
} from '../../domain/eventQueue';
import { EVENT_LOG_LIMITS } from '../../domain/eventDelivery';
import type { EventLogRecord } from '../../domain/eventRecord';
import { capRecord, validateRecord } from '../../domain/eventRecordSchema';
import type { ClockPort } from '../../ports/ClockPort';
import type { EventLogTransportPort } from '../../ports/EventLogTransportPort';
import type { LockPort } from '../../ports/LockPort';
import type { StoragePort } from '../../ports/StoragePort';

export const QUEUE_KEY = 'tabiji_event_queue';
const LOCK_NAME = 'tabiji-event-log';

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
  /** Records handed over and refused for good, for the operator's counters. */
  readonly refusedCount: () => number;
}

/**
 * The event log's queue: at least once, de-duplicated downstream by event id. Records wait in local storage (or
 * memory when it is blocked); one tab at a time sends, under a cross-tab lock; failures back off exponentially.
 */
export function createEventLog(deps: EventLogDeps): EventLog {
  const { storage, clock, locks, transport } = deps;
  let unsaved: EventLogRecord[] = [];
  let unsavedDropped = 0;
  let attempt = 0;
  let refused = 0;
  let cancelTimer: (() => void) | null = null;
  let isFlushing = false;

  const load = (): QueueState => parseQueue(storage.get(QUEUE_KEY));
  const save = (state: QueueState) => void storage.set(QUEUE_KEY, JSON.stringify(state));

  /** `state` with the records (and the count of refused ones) that wait in memory; they are no longer waiting. */
  const takeUnsaved = (state: QueueState): QueueState => {
    const next = countDropped(enqueue(state, unsaved), unsavedDropped);
    unsaved = [];
    unsavedDropped = 0;
    return next;
  };

  const schedule = (delayMs: number) => {
    cancelTimer?.();
    cancelTimer = clock.setTimeout(() => {
      cancelTimer = null;
      void flush();
    }, delayMs);
  };

  const persistUnsaved = () =>
    locks.withLock(LOCK_NAME, async () => {
      if (unsaved.length === 0 && unsavedDropped === 0) return load();
      const state = takeUnsaved(load());
      save(state);
      return state;
    });

  async function flush(): Promise<void> {
    if (isFlushing) return;
    isFlushing = true;
    try {
      await persistUnsaved();
      for (;;) {
        const outcome = await locks.withLock(LOCK_NAME, () => sendOneBatch());
        if (outcome === 'empty') return;
        if (outcome === 'retry') {
          attempt += 1;
          return schedule(backoffDelayMs(attempt, deps.random(), lastRetryAfter));
        }
        attempt = 0;
      }
    } finally {
      isFlushing = false;
    }
  }

  let lastRetryAfter: number | undefined;
  async function sendOneBatch(): Promise<'empty' | 'retry' | 'done'> {
    const state = load();
    const batch = chunkRecords(state.records, EVENT_LOG_LIMITS.batchRecords, EVENT_LOG_LIMITS.batchBytes)[0];
    if (!batch) return 'empty';
    const result = await transport.send(batch, state.dropped);
    if (result.kind === 'retry') {
      lastRetryAfter = result.retryAfterMs;
      return 'retry';
    }
    const ids = new Set(batch.map((record) => record.event_id));
    const latest = removeRecords(load(), ids);
    if (result.kind === 'rejected') {
      refused += batch.length;
      console.error(`Tabiji: the event-log collector refused ${batch.length} record(s) with HTTP ${result.status}; they were dropped.`);
    }
    // The dropped count went out with this batch (delivered or refused); keep only what was added since.
    save({ records: latest.records, dropped: Math.max(0, latest.dropped - state.dropped) + (result.kind === 'rejected' ? batch.length : 0) });
    return 'done';
  }

  return {
    record(record) {
      const check = validateRecord(capRecord(record));
      if ('record' in check) {
        unsaved.push(check.record);
      } else {
        unsavedDropped += 1;
        // The reason names the field, never its value: records can hold addresses and ids.
        console.warn(`Tabiji: an event-log record was dropped before queueing: ${check.reason}.`);
      }
      // Always a timer when records wait: a flush already running may have read the queue before this one.
      if (!cancelTimer) schedule(EVENT_LOG_LIMITS.batchDelayMs);
      void persistUnsaved().then((state) => {
        if (state.records.length >= EVENT_LOG_LIMITS.batchRecords) void flush();
      });
    },
    flush,
    flushOnUnload() {
      // The browser gives no word on whether a beacon arrived, so the records stay queued and go again with the
      // next page's batches; the collector drops the copies by event id. At least once, never silently lost.
      const state = takeUnsaved(load());
      save(state);
      let isFirst = true;
      for (const chunk of chunkRecords(state.records, Number.MAX_SAFE_INTEGER, EVENT_LOG_LIMITS.unloadChunkBytes)) {
        // The dropped count travels once, with the first chunk.
        if (!transport.sendOnUnload(chunk, isFirst ? state.dropped : 0)) break;
        isFirst = false;
      }
    },
    refusedCount: () => refused,
  };
}
