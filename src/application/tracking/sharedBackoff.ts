import { BACKOFF_KEY, nextBackoff, parseBackoff, type BackoffState } from '../../domain/eventBackoff';
import type { ClockPort } from '../../ports/ClockPort';
import type { StoragePort } from '../../ports/StoragePort';

/** The event log's backoff as every tab of the site sees it, kept in local storage apart from the queue. */
export interface SharedBackoff {
  /** The stored backoff; a value out of bounds is written back bounded, so it cannot move on with the clock. */
  read(): BackoffState | undefined;
  /** Records one more failure after `previous`; resolves to the wait until the next attempt (ms). */
  fail(previous: BackoffState | undefined, random: number, collectorWaitMs?: number): number;
  /** The collector answered: the backoff is over, for every tab. */
  clear(): void;
}

export function createSharedBackoff(storage: StoragePort, clock: ClockPort): SharedBackoff {
  return {
    read() {
      const text = storage.get(BACKOFF_KEY);
      const backoff = parseBackoff(text, clock.now());
      if (backoff && JSON.stringify(backoff) !== text) storage.set(BACKOFF_KEY, JSON.stringify(backoff));
      return backoff;
    },
    fail(previous, random, collectorWaitMs) {
      const next = nextBackoff(previous, clock.now(), random, collectorWaitMs);
      storage.set(BACKOFF_KEY, JSON.stringify(next));
      return next.retryAt - clock.now();
    },
    clear: () => void storage.remove(BACKOFF_KEY),
  };
}
