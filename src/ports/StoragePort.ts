/**
 * A string key-value store (session or local). Never throws: when the browser's storage is blocked
 * or full, values live in memory for the rest of the page view.
 */
export interface StoragePort {
  /** The stored value, or null when absent. */
  get(key: string): string | null;
  /** Stores the value; returns false when it could only be kept in memory. */
  set(key: string, value: string): boolean;
  /** Removes the key (no-op when absent). */
  remove(key: string): void;
  /** Whether values survive the page (false once the store fell back to memory). */
  isPersistent(): boolean;
}
