import { markDueNotices } from '../../../src/adapters/browser/markDueNotices';
import { CONSENT_COOKIE, DUE_NOTICE_CLASSES, NOTICE_CLOSED_COOKIE, PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION } from '../../../src/domain/notices';

const classes = () => document.documentElement.classList;

/** Marks the notices due on a page whose cookie jar reads `cookies` (as document.cookie gives them). */
function markWithCookies(cookies: string): boolean {
  const cookie = jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);
  markDueNotices();
  cookie.mockRestore();
  return classes().contains(DUE_NOTICE_CLASSES.consent);
}

describe('markDueNotices (the head’s notice script, and the entry’s fallback)', () => {
  beforeEach(() => {
    classes().remove(DUE_NOTICE_CLASSES.consent, DUE_NOTICE_CLASSES.pandemic);
    window.sessionStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for consent when no choice is recorded', () => {
    expect(markWithCookies('')).toBe(true);
    classes().remove(DUE_NOTICE_CLASSES.consent);
    expect(markWithCookies('other=1; tabiji_visitor=abc')).toBe(true);
  });

  it('does not ask once the visitor accepted or closed the notice, wherever the cookie stands in the jar', () => {
    expect(markWithCookies(`${CONSENT_COOKIE.name}=${CONSENT_COOKIE.value}`)).toBe(false);
    expect(markWithCookies(`a=1; ${NOTICE_CLOSED_COOKIE.name}=${NOTICE_CLOSED_COOKIE.value}; b=2`)).toBe(false);
  });

  it('reads the cookies as the consent store does: a tampered value, or a longer name, is no choice', () => {
    expect(markWithCookies(`${CONSENT_COOKIE.name}=yes`)).toBe(true);
    classes().remove(DUE_NOTICE_CLASSES.consent);
    expect(markWithCookies(`${CONSENT_COOKIE.name}=accepted-not`)).toBe(true);
    classes().remove(DUE_NOTICE_CLASSES.consent);
    expect(markWithCookies(`x${NOTICE_CLOSED_COOKIE.name}=${NOTICE_CLOSED_COOKIE.value}`)).toBe(true);
  });

  it('shows the pandemic notice until this version of it is closed in the session', () => {
    markDueNotices();
    expect(classes().contains(DUE_NOTICE_CLASSES.pandemic)).toBe(true);
    classes().remove(DUE_NOTICE_CLASSES.pandemic);
    window.sessionStorage.setItem(PANDEMIC_NOTICE_KEY, 'an-older-version');
    markDueNotices();
    expect(classes().contains(DUE_NOTICE_CLASSES.pandemic)).toBe(true);
    classes().remove(DUE_NOTICE_CLASSES.pandemic);
    window.sessionStorage.setItem(PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION);
    markDueNotices();
    expect(classes().contains(DUE_NOTICE_CLASSES.pandemic)).toBe(false);
  });

  it('leaves to the island what it cannot read (cookies or storage blocked), and reads the rest', () => {
    jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(() => markDueNotices()).not.toThrow();
    expect(classes().contains(DUE_NOTICE_CLASSES.consent)).toBe(false);
    expect(classes().contains(DUE_NOTICE_CLASSES.pandemic)).toBe(true);
    jest.restoreAllMocks();
    classes().remove(DUE_NOTICE_CLASSES.pandemic);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    markDueNotices();
    expect(classes().contains(DUE_NOTICE_CLASSES.pandemic)).toBe(false);
    expect(classes().contains(DUE_NOTICE_CLASSES.consent)).toBe(true);
  });
});
