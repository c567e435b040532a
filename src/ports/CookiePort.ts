/** Options for writing a cookie. Path, SameSite and Secure are the adapter's business, not the caller's. */
export interface CookieWriteOptions {
  /** Lifetime in days; omitted means a session cookie. */
  readonly days?: number;
}

/** Reads and writes first-party cookies. Never throws: a blocked cookie jar reads as empty. */
export interface CookiePort {
  /** The cookie's decoded value, or undefined when it is absent or cookies are blocked. */
  get(name: string): string | undefined;
  /** Writes the cookie; returns false when the browser refused it. */
  set(name: string, value: string, options?: CookieWriteOptions): boolean;
  /** Removes the cookie (no-op when absent). */
  remove(name: string): void;
}
