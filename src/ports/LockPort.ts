/** Mutual exclusion across the site's open tabs. */
export interface LockPort {
  /** Runs `task` while holding the named lock (tabs queue for it); without lock support, runs it at once. */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
}
