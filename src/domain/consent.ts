import { CONSENT_COOKIE, NOTICE_CLOSED_COOKIE } from './notices';

/**
 * What the visitor chose in the cookie notice: 'accepted' (kept 365 days), 'closed' (kept for the browser session)
 * or 'unset' (no choice yet). 'unset' works exactly as 'closed' does; only the notice tells them apart.
 */
export type ConsentChoice = 'accepted' | 'closed' | 'unset';

/** The purposes in Google Consent Mode v2 terms, plus push (the visitor's own notifications opt-in). */
export type ConsentPurpose = 'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'push';

export type ConsentSignal = 'granted' | 'denied';

export interface ConsentState {
  readonly choice: ConsentChoice;
  /** The browser sends Global Privacy Control: ads are never personalised, whatever the choice. */
  readonly globalPrivacyControl: boolean;
  readonly purposes: Readonly<Record<ConsentPurpose, ConsentSignal>>;
}

/** The choice the two notice cookies record; a tampered value counts as no choice. Acceptance wins over closing. */
export function choiceFromCookies(consentCookie: string | undefined, closedCookie: string | undefined): ConsentChoice {
  if (consentCookie === CONSENT_COOKIE.value) return 'accepted';
  return closedCookie === NOTICE_CLOSED_COOKIE.value ? 'closed' : 'unset';
}

/**
 * The purposes a choice grants. "Accept" grants analytics (ids that recognise the browser, the location lookup) and
 * advertising storage; personalised ads and ad user data too unless Global Privacy Control is on. "Close" and no
 * choice deny all four. Push follows the visitor's notifications opt-in alone (`isPushOptedIn`).
 */
export function consentStateFor(choice: ConsentChoice, globalPrivacyControl: boolean, isPushOptedIn: boolean): ConsentState {
  const signal = (isGranted: boolean): ConsentSignal => (isGranted ? 'granted' : 'denied');
  const isAccepted = choice === 'accepted';
  return {
    choice,
    globalPrivacyControl,
    purposes: {
      analytics_storage: signal(isAccepted),
      ad_storage: signal(isAccepted),
      ad_user_data: signal(isAccepted && !globalPrivacyControl),
      ad_personalization: signal(isAccepted && !globalPrivacyControl),
      push: signal(isPushOptedIn),
    },
  };
}

/** Whether the purpose is granted in `state`. */
export function isGranted(state: ConsentState, purpose: ConsentPurpose): boolean {
  return state.purposes[purpose] === 'granted';
}

/** Whether two states say the same: the same choice, signal and purposes. */
export function isSameConsent(a: ConsentState, b: ConsentState): boolean {
  return a.choice === b.choice && a.globalPrivacyControl === b.globalPrivacyControl &&
    (Object.keys(a.purposes) as ConsentPurpose[]).every((purpose) => a.purposes[purpose] === b.purposes[purpose]);
}
