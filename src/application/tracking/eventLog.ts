import { countDropped, enqueue, type QueueState } from '../../domain/eventQueue';
import { EVENT_LOG_LIMITS } from '../../domain/eventDelivery';
import type { EventLogRecord } from '../../domain/eventRecord';
import { capRecord, validateRecord } from '../../domain/eventRecordSchema';
import type { EventLog, EventLogDeps } from './eventLogContract';
import { createBatchSender } from './batchSender';
import { createBeaconHandOver } from './beaconHandOver';
import { createDurableQueue } from './durableQueue';

const LOCK_NAME = 'tabiji-event-log';
/**
 * How long a tab waits for the cross-tab lock before giving this round up and trying again later. A holder keeps
 * it for one batch, which SEND_DEADLINE_MS bounds, so only a stalled tab makes the others wait this long.
 */
export const LOCK_TIMEOUT_MS = 10_000;
export { SEND_DEADLINE_MS } from './batchSender';

export type { EventLog, EventLogDeps } from './eventLogContract';

/**
 * The event log's queue: at least once, de-duplicated downstream by event id. Records wait in local storage (or
 * memory when it is blocked); one tab at a time sends, under a cross-tab lock. A failed send starts a backoff that
 * every tab honours (it is kept in local storage too): until it ends, flushes only reschedule themselves and new
 * records only queue, so in an outage the site's tabs together make one request per backoff period. A page that
 * could not make the request at all (its request code did not load) backs off alone. A record still undelivered
 * 12 hours after it was made is given up, counted as dropped.
 */
export function createEventLog(deps: EventLogDeps): EventLog {
  const { storage, clock, locks, transport } = deps;
  let unsaved: EventLogRecord[] = [];
  let unsavedDropped = 0;
  let cancelTimer: (() => void) | null = null;
  let isFlushing = false;

  const queue = createDurableQueue(storage, clock);
  const { load, save } = queue;
  const sender = createBatchSender({ queue, transport, clock, random: deps.random });
  const beaconNew = createBeaconHandOver(transport);

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

  // If the lock is not granted in time, the records stay in `unsaved`: the next flush or the unload saves them.
  const persistUnsaved = () =>
    locks.withLock(LOCK_NAME, async () => {
      if (unsaved.length === 0 && unsavedDropped === 0) return load();
      const state = takeUnsaved(load());
      save(state);
      return state;
    }, LOCK_TIMEOUT_MS);

  // From hold (the page being left) until resume, nothing asks for the cross-tab lock or sends: the lock's answer or
  // a response would run script in a page already frozen in the back/forward cache, and Chromium evicts such a page
  // (JavaScriptExecution). flushOnUnload saves and beacons what waits, without the lock.
  let isHeld = false;
  // Saved in a task of its own, never in the caller's: the records made as the page is left (the page view, web
  // vitals and ad slots at pagehide) come just before the hand-over that holds the queue.
  let cancelPersist: (() => void) | null = null;
  const persistSoon = () => {
    cancelPersist ??= clock.setTimeout(() => {
      cancelPersist = null;
      if (isHeld) return;
      persistUnsaved().then(
        (state) => {
          if (state.records.length >= EVENT_LOG_LIMITS.batchRecords) void flush();
        },
        () => undefined,
      );
    }, 0);
  };

  async function flush(): Promise<void> {
    if (isFlushing || isHeld) return;
    isFlushing = true;
    try {
      await persistUnsaved();
      for (;;) {
        const outcome = await locks.withLock(LOCK_NAME, () => sender.sendOneBatch(), LOCK_TIMEOUT_MS);
        if (outcome === 'empty') return;
        if (outcome !== 'sent') return schedule(outcome.waitMs);
      }
    } catch {
      // The lock was not granted in time (another tab is stuck holding it): give this round up, try again later.
      schedule(EVENT_LOG_LIMITS.batchDelayMs);
    } finally {
      isFlushing = false;
    }
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
      persistSoon();
    },
    flush,
    flushOnUnload() {
      const { state, mayBeacon } = queue.keepForLeaving(takeUnsaved);
      if (mayBeacon) beaconNew(state);
    },
    hold() {
      isHeld = true;
    },
    resume() {
      if (!isHeld) return;
      isHeld = false;
      if (unsaved.length > 0 || unsavedDropped > 0) persistSoon();
      schedule(EVENT_LOG_LIMITS.batchDelayMs);
    },
    refusedCount: sender.refusedCount,
  };
}
