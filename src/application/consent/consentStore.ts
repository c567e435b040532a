import { choiceFromCookies, consentStateFor, isSameConsent, type ConsentChoice, type ConsentState } from '../../domain/consent';
import { CONSENT_COOKIE, NOTICE_CLOSED_COOKIE } from '../../domain/notices';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { CookiePort } from '../../ports/CookiePort';
import type { PushPort } from '../../ports/PushPort';

/** Whether the cookie notice is on screen, and why: the visitor has not chosen, or asked to change the choice. */
export type NoticeState = 'hidden' | 'asking' | 'reopened';

export interface ConsentStore {
  /** The consent in force now; the same object until something changes. */
  getState(): ConsentState;
  getNotice(): NoticeState;
  /** Calls the listener after every change of the consent or the notice; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Records the visitor's choice in the notice cookies and applies it at once; the notice hides. */
  choose(choice: 'accepted' | 'closed'): void;
  /** Shows the notice again so the visitor can change the choice ("Cookie settings"). */
  reopen(): void;
  /** The visitor turned notifications on (push purpose granted). */
  grantPush(): void;
}

export interface ConsentDeps {
  readonly cookies: CookiePort;
  readonly environment: Pick<BrowserEnvironmentPort, 'hasGlobalPrivacyControl'>;
  readonly push: Pick<PushPort, 'permission'>;
}

/**
 * The page's one consent state, read from the notice cookies and Global Privacy Control when the page starts
 * (before any feature can send anything) and changed only through `choose`. Every feature reads it and reacts to
 * changes: ads, visit tracking, the location lookup, push. A cookie the browser refuses still changes the choice
 * for this page.
 */
export function createConsentStore(deps: ConsentDeps): ConsentStore {
  const listeners = new Set<() => void>();
  const globalPrivacyControl = readSafely(() => deps.environment.hasGlobalPrivacyControl(), false);
  let isPushOptedIn = readSafely(() => deps.push.permission() === 'granted', false);
  let state = consentStateFor(choiceFromNoticeCookies(deps.cookies), globalPrivacyControl, isPushOptedIn);
  let notice: NoticeState = state.choice === 'unset' ? 'asking' : 'hidden';

  const changed = () => listeners.forEach((listener) => listener());
  // The state object changes only when the consent does, so subscribers can compare by identity.
  const update = (next: ConsentState, nextNotice: NoticeState) => {
    const isConsentChanged = !isSameConsent(next, state);
    if (!isConsentChanged && nextNotice === notice) return;
    if (isConsentChanged) state = next;
    notice = nextNotice;
    changed();
  };

  return {
    getState: () => state,
    getNotice: () => notice,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      if (choice === 'accepted') {
        deps.cookies.set(CONSENT_COOKIE.name, CONSENT_COOKIE.value, { days: CONSENT_COOKIE.days });
        deps.cookies.remove(NOTICE_CLOSED_COOKIE.name);
      } else {
        deps.cookies.remove(CONSENT_COOKIE.name);
        deps.cookies.set(NOTICE_CLOSED_COOKIE.name, NOTICE_CLOSED_COOKIE.value);
      }
      update(consentStateFor(choice, globalPrivacyControl, isPushOptedIn), 'hidden');
    },
    reopen() {
      update(state, 'reopened');
    },
    grantPush() {
      isPushOptedIn = true;
      update(consentStateFor(state.choice, globalPrivacyControl, true), notice);
    },
  };
}

/**
 * The consent as the page starts, for the entry script's page view (it runs before the store, and push plays no
 * part in a record): the notice cookies and Global Privacy Control, read as the store reads them.
 */
export function readConsentAtStart(deps: { cookies: Pick<CookiePort, 'get'>; environment: ConsentDeps['environment'] }): ConsentState {
  const globalPrivacyControl = readSafely(() => deps.environment.hasGlobalPrivacyControl(), false);
  return consentStateFor(choiceFromNoticeCookies(deps.cookies), globalPrivacyControl, false);
}

function choiceFromNoticeCookies(cookies: Pick<CookiePort, 'get'>): ConsentChoice {
  return choiceFromCookies(cookies.get(CONSENT_COOKIE.name), cookies.get(NOTICE_CLOSED_COOKIE.name));
}

/** A browser API that throws (a locked-down embed) reads as the privacy-preserving fallback. */
function readSafely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
