import { backoffWaitMs, nextBackoff, type BackoffState } from '../../domain/eventBackoff';
import { chunkRecords, countDropped, enqueue, removeRecords, type QueueState } from '../../domain/eventQueue';
import { EVENT_LOG_LIMITS } from '../../domain/eventDelivery';
import type { EventLogRecord } from '../../domain/eventRecord';
import { capRecord, validateRecord } from '../../domain/eventRecordSchema';
import type { DeliveryResult } from '../../ports/EventLogTransportPort';
import type { EventLog, EventLogDeps } from './eventLogContract';
import { createDurableQueue } from './durableQueue';

const LOCK_NAME = 'tabiji-event-log';
/**
 * How long a tab waits for the cross-tab lock before giving this round up and trying again later. A holder keeps
 * it for one batch, which SEND_DEADLINE_MS bounds, so only a stalled tab makes the others wait this long.
 */
export const LOCK_TIMEOUT_MS = 10_000;
/**
 * A send not answered by then counts as failed, so the lock is always released: loading axios (15 s at most) plus
 * the request's 5 s timeout, with a margin.
 */
export const SEND_DEADLINE_MS = 25_000;

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
  let refused = 0;
  // After a batch too large for the collector, this many records go one per request, so one oversized record cannot
  // hold back the others.
  let singlesLeft = 0;
  let cancelTimer: (() => void) | null = null;
  let isFlushing = false;

  const queue = createDurableQueue(storage, clock);
  const { load, save, loadLive } = queue;
  // This page's own backoff, for sends it could not make: the collector may be fine, so the other tabs go on.
  let localBackoff: BackoffState | undefined;
  // What this page has already handed to the browser by beacon: leaving a page hands over several times in a row
  // (tracking, then the vitals meter, then the ad slots, each after its last record), and each sends only what is new.
  let beaconed = new Set<string>();
  let beaconedDropped = 0;

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
        const outcome = await locks.withLock(LOCK_NAME, () => sendOneBatch(), LOCK_TIMEOUT_MS);
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

  /** The transport's answer, or a retry once SEND_DEADLINE_MS has passed without one. */
  const sendWithDeadline = (batch: readonly EventLogRecord[], dropped: number) =>
    new Promise<DeliveryResult>((resolve) => {
      const cancel = clock.setTimeout(() => resolve({ kind: 'retry', reason: 'no answer in time' }), SEND_DEADLINE_MS);
      void transport.send(batch, dropped).then((result) => {
        cancel();
        resolve(result);
      });
    });

  async function sendOneBatch(): Promise<'empty' | 'sent' | { waitMs: number }> {
    const state = loadLive();
    const batch = chunkRecords(state.records, singlesLeft > 0 ? 1 : EVENT_LOG_LIMITS.batchRecords, EVENT_LOG_LIMITS.batchBytes)[0];
    if (!batch) return 'empty';
    // Read under the lock: another tab may have failed (and started a backoff) while this one waited for it.
    const backoff = queue.readBackoff();
    const waitMs = Math.max(backoffWaitMs(backoff, clock.now()), backoffWaitMs(localBackoff, clock.now()));
    if (waitMs > 0) return { waitMs };
    const result = await sendWithDeadline(batch, state.dropped);
    if (result.kind === 'unsent') {
      localBackoff = nextBackoff(localBackoff, clock.now(), deps.random());
      console.warn(`Tabiji: event-log records could not be sent from this page (${result.reason}); trying again later.`);
      return { waitMs: localBackoff.retryAt - clock.now() };
    }
    localBackoff = undefined;
    if (result.kind === 'retry') return { waitMs: queue.failBackoff(backoff, deps.random(), result.afterMs) };
    // The collector answered: whatever it said of this batch, it is up again.
    if (backoff) queue.clearBackoff();
    if (result.kind === 'too-large' && batch.length > 1) {
      singlesLeft = batch.length;
      return 'sent';
    }
    singlesLeft = Math.max(0, singlesLeft - 1);
    const ids = new Set(batch.map((record) => record.event_id));
    const latest = removeRecords(load(), ids);
    const isRefused = result.kind !== 'sent';
    if (isRefused) {
      refused += batch.length;
      const reason = result.kind === 'refused' ? result.reason : 'too large';
      console.error(`Tabiji: the event-log collector refused ${batch.length} record(s) (${reason}); they were dropped.`);
    }
    // The dropped count went out with this batch (delivered or refused); keep only what was added since.
    save({ records: latest.records, dropped: Math.max(0, latest.dropped - state.dropped) + (isRefused ? batch.length : 0) });
    return 'sent';
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
      // The browser gives no word on whether a beacon arrived, so the records stay queued and go again with the
      // next page's batches; the collector drops the copies by event id. At least once, never silently lost.
      const { state, mayBeacon } = queue.keepForLeaving(takeUnsaved);
      if (!mayBeacon) return;
      beaconed = new Set(state.records.filter((record) => beaconed.has(record.event_id)).map((record) => record.event_id));
      const fresh = state.records.filter((record) => !beaconed.has(record.event_id));
      // The dropped count travels once, with the first chunk, unless this page has already beaconed that same count.
      let dropped = state.dropped === beaconedDropped ? 0 : state.dropped;
      for (const chunk of chunkRecords(fresh, Number.MAX_SAFE_INTEGER, EVENT_LOG_LIMITS.unloadChunkBytes)) {
        if (!transport.sendOnUnload(chunk, dropped)) break;
        chunk.forEach((record) => beaconed.add(record.event_id));
        beaconedDropped = state.dropped;
        dropped = 0;
      }
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
    refusedCount: () => refused,
  };
}
