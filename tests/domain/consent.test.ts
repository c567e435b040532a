import { choiceFromCookies, consentStateFor, isGranted, isSameConsent } from '../../src/domain/consent';
import { CONSENT_COOKIE } from '../../src/domain/notices';

describe('choiceFromCookies', () => {
  it('keeps acceptance for 365 days', () => {
    expect(CONSENT_COOKIE.days).toBe(365);
  });

  it.each([
    ['accepted', undefined, 'accepted'],
    ['accepted', '1', 'accepted'],
    [undefined, '1', 'closed'],
    [undefined, undefined, 'unset'],
    ['', undefined, 'unset'],
    ['Accepted', undefined, 'unset'],
    ['accepted ', undefined, 'unset'],
    ['accepted; admin=1', undefined, 'unset'],
    ['yes', 'true', 'unset'],
    ['tampered', '1', 'closed'],
  ])('consent %j and closed %j → %s', (consent, closed, expected) => {
    expect(choiceFromCookies(consent, closed)).toBe(expected);
  });
});

describe('consentStateFor', () => {
  const ALL = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;

  it('grants all four Consent Mode purposes on Accept', () => {
    const state = consentStateFor('accepted', false, false);
    expect(ALL.map((purpose) => state.purposes[purpose])).toEqual(['granted', 'granted', 'granted', 'granted']);
  });

  it.each(['closed', 'unset'] as const)('denies all four on %s', (choice) => {
    const state = consentStateFor(choice, false, false);
    expect(ALL.map((purpose) => state.purposes[purpose])).toEqual(['denied', 'denied', 'denied', 'denied']);
  });

  it('under Global Privacy Control never grants ad personalisation or ad user data, even on Accept', () => {
    const state = consentStateFor('accepted', true, false);
    expect(state.purposes).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' });
    expect(state.globalPrivacyControl).toBe(true);
  });

  it.each([
    ['closed', true, 'granted'],
    ['accepted', false, 'denied'],
    ['unset', true, 'granted'],
  ] as const)('push follows the opt-in alone (%s, opted in %s → %s)', (choice, isOptedIn, expected) => {
    expect(consentStateFor(choice, false, isOptedIn).purposes.push).toBe(expected);
  });

  it('isGranted reads one purpose', () => {
    expect(isGranted(consentStateFor('accepted', false, false), 'analytics_storage')).toBe(true);
    expect(isGranted(consentStateFor('closed', false, false), 'analytics_storage')).toBe(false);
  });

  it('isSameConsent compares choice, signal and purposes', () => {
    expect(isSameConsent(consentStateFor('closed', false, false), consentStateFor('closed', false, false))).toBe(true);
    expect(isSameConsent(consentStateFor('closed', false, false), consentStateFor('unset', false, false))).toBe(false);
    expect(isSameConsent(consentStateFor('closed', false, false), consentStateFor('closed', false, true))).toBe(false);
  });
});
