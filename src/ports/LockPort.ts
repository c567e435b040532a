/** Mutual exclusion across the site's open tabs. */
export interface LockPort {
  /**
   * Runs `task` while holding the named lock (tabs queue for it); without lock support, runs it at once. With
   * `timeoutMs`, rejects when the lock is not granted within that many milliseconds, and `task` then never runs.
   * Leaving the page ends the wait the same way and lets go of a held lock (a page kept in the back/forward cache
   * must not hold the other tabs up); a task already running runs on, and its end is still the answer.
   */
  withLock<T>(name: string, task: () => Promise<T>, timeoutMs?: number): Promise<T>;
}
