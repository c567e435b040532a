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

/**
 * The classes the head snippet's notice script puts on `<html>` for the notices that are due: the notices are in the
 * information header's server HTML, and each shows from the page's first paint (tabiji.css), before any island's code.
 */
export const DUE_NOTICE_CLASSES = {
  /** No cookie choice is recorded: the cookie notice shows. */
  consent: 'tabiji-ask-consent',
  /** This version of the pandemic notice was not closed in this session: it shows. */
  pandemic: 'tabiji-show-pandemic',
} as const;
