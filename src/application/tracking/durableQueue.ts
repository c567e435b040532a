import { BACKOFF_KEY, backoffWaitMs, nextBackoff, parseBackoff, type BackoffState } from '../../domain/eventBackoff';
import { expireRecords, parseQueue, QUEUE_KEY, type QueueState } from '../../domain/eventQueue';
import type { ClockPort } from '../../ports/ClockPort';
import type { StoragePort } from '../../ports/StoragePort';

/**
 * The event log's durable queue and its backoff, in local storage: the only module that writes QUEUE_KEY and
 * BACKOFF_KEY, for the event log and the page start alike (an architecture test holds it), with the one policy for a
 * page being left (`keepForLeaving`).
 */
export interface DurableQueue {
  /** The stored queue. */
  load(): QueueState;
  /** Stores `state`; false when storage refused it. */
  save(state: QueueState): boolean;
  /** The stored queue without the records too old to keep trying (written back when some were given up). */
  loadLive(): QueueState;
  /** The backoff every tab of the site honours; a value out of bounds is written back bounded. */
  readBackoff(): BackoffState | undefined;
  /** Records one more failure after `previous`; the wait until the next attempt (ms). */
  failBackoff(previous: BackoffState | undefined, random: number, collectorWaitMs?: number): number;
  /** The collector answered: the backoff is over, for every tab. */
  clearBackoff(): void;
  /**
   * The page is being left (or a left page's records are found): `update` adds to the stored queue (records too old
   * are given up first), which is saved. `mayBeacon` says whether the records may also go by beacon: not while the
   * collector is failing and the queue is stored, for every closing tab beaconing would be the storm the backoff
   * prevents; stored records wait for the next page. Records that would be lost with the page still go.
   */
  keepForLeaving(update: (state: QueueState) => QueueState): { state: QueueState; mayBeacon: boolean };
  /** Whether records the queue already stores may also go by beacon (the same policy: not while backing off). */
  mayBeaconStored(): boolean;
}

/**
 * The queue is kept as last read or written, with its text: while storage holds that same text (no other tab has
 * changed it), it is not parsed and checked again. In an outage the queue grows to a thousand records, and every
 * record made would otherwise re-read all of them. Writes go through to storage at once. Writes outside a page's
 * leaving run under the event log's cross-tab lock (see eventLog.ts); a page being left cannot wait for a lock.
 */
export function createDurableQueue(storage: StoragePort, clock: ClockPort): DurableQueue {
  let known: { readonly text: string | null; readonly state: QueueState } | undefined;
  const load = (): QueueState => {
    const text = storage.get(QUEUE_KEY);
    if (known?.text !== text) known = { text, state: parseQueue(text) };
    return known.state;
  };
  const save = (state: QueueState): boolean => {
    const text = JSON.stringify(state);
    const isSaved = storage.set(QUEUE_KEY, text);
    known = isSaved ? { text, state } : undefined;
    return isSaved;
  };
  const readBackoff = (): BackoffState | undefined => {
    const text = storage.get(BACKOFF_KEY);
    const backoff = parseBackoff(text, clock.now());
    if (backoff && JSON.stringify(backoff) !== text) storage.set(BACKOFF_KEY, JSON.stringify(backoff));
    return backoff;
  };
  const mayBeaconStored = (): boolean => backoffWaitMs(readBackoff(), clock.now()) <= 0;
  return {
    load,
    save,
    loadLive() {
      const state = load();
      const live = expireRecords(state, clock.now());
      if (live !== state) save(live);
      return live;
    },
    readBackoff,
    failBackoff(previous, random, collectorWaitMs) {
      const next = nextBackoff(previous, clock.now(), random, collectorWaitMs);
      storage.set(BACKOFF_KEY, JSON.stringify(next));
      return next.retryAt - clock.now();
    },
    clearBackoff: () => void storage.remove(BACKOFF_KEY),
    keepForLeaving(update) {
      const state = update(expireRecords(load(), clock.now()));
      const isStored = save(state);
      return { state, mayBeacon: !isStored || mayBeaconStored() };
    },
    mayBeaconStored,
  };
}
