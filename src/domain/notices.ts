/** Cookie recording that the visitor accepted cookies: lasts 365 days (spec §9). */
export const CONSENT_COOKIE = { name: 'tabiji_cookie_consent', value: 'accepted', days: 365 } as const;

/** Session cookie recording that the visitor closed the cookie notice without accepting. */
export const NOTICE_CLOSED_COOKIE = { name: 'tabiji_cookie_notice_closed', value: '1' } as const;

/** Session-storage key of the pandemic notice; the stored value is the version that was closed. */
export const PANDEMIC_NOTICE_KEY = 'tabiji_pandemic_notice_closed';

/** Bump when the pandemic notice text changes, so visitors who closed the old one see the new one. */
export const PANDEMIC_NOTICE_VERSION = '2026-11';

/** Whether this version of the pandemic notice was closed in this browser session. */
export function isPandemicNoticeClosed(storedVersion: string | null, version: string = PANDEMIC_NOTICE_VERSION): boolean {
  return storedVersion === version;
}
