/** Mutual exclusion across the site's open tabs. */
export interface LockPort {
  /**
   * Runs `task` while holding the named lock (tabs queue for it); without lock support, runs it at once. With
   * `timeoutMs`, rejects when the lock is not granted within that many milliseconds, and `task` then never runs.
   */
  withLock<T>(name: string, task: () => Promise<T>, timeoutMs?: number): Promise<T>;
}
