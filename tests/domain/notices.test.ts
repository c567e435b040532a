import {
  CONSENT_COOKIE,
  hasCookieConsent,
  isCookieNoticeDismissed,
  isPandemicNoticeClosed,
  PANDEMIC_NOTICE_VERSION,
} from '../../src/domain/notices';

describe('cookie notice rules', () => {
  it('keeps acceptance for 365 days', () => {
    expect(CONSENT_COOKIE.days).toBe(365);
  });

  it.each([
    ['accepted', true],
    [undefined, false],
    ['', false],
    ['Accepted', false],
    ['accepted ', false],
    ['1', false],
    ['accepted; admin=1', false],
  ])('consent cookie %j counts as accepted: %s', (value, expected) => {
    expect(hasCookieConsent(value)).toBe(expected);
  });

  it.each([
    ['accepted', undefined, true],
    [undefined, '1', true],
    ['accepted', '1', true],
    [undefined, undefined, false],
    ['yes', undefined, false],
    [undefined, 'true', false],
    ['tampered', '0', false],
  ])('consent %j and closed %j → hidden: %s', (consent, closed, expected) => {
    expect(isCookieNoticeDismissed(consent, closed)).toBe(expected);
  });
});

describe('pandemic notice rules', () => {
  it.each([
    [PANDEMIC_NOTICE_VERSION, true],
    [null, false],
    ['2020-03', false],
    ['', false],
  ])('stored %j → closed: %s', (stored, expected) => {
    expect(isPandemicNoticeClosed(stored)).toBe(expected);
  });

  it('shows a new version again after the old one was closed', () => {
    expect(isPandemicNoticeClosed('v1', 'v2')).toBe(false);
    expect(isPandemicNoticeClosed('v2', 'v2')).toBe(true);
  });
});
