import { expireRecords, parseQueue, QUEUE_KEY, type QueueState } from '../../domain/eventQueue';
import type { ClockPort } from '../../ports/ClockPort';
import type { StoragePort } from '../../ports/StoragePort';

/** The event log's queue in local storage, as the page reads and writes it. */
export interface StoredQueue {
  /** The stored queue. */
  load(): QueueState;
  /** Stores `state`; false when storage refused it. */
  save(state: QueueState): boolean;
  /** The stored queue without the records too old to keep trying (written back when some were given up). */
  loadLive(): QueueState;
}

/**
 * The queue as last read or written, with its text: while storage holds that same text (no other tab has changed
 * it), it is not parsed and checked again. In an outage the queue grows to a thousand records, and every record
 * made would otherwise re-read all of them. Writes go through to storage at once.
 */
export function createStoredQueue(storage: StoragePort, clock: ClockPort): StoredQueue {
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
  return {
    load,
    save,
    loadLive() {
      const state = load();
      const live = expireRecords(state, clock.now());
      if (live !== state) save(live);
      return live;
    },
  };
}
