import { JsCookieAdapter } from '../../../src/adapters/browser/JsCookieAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('JsCookieAdapter', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    // spyOn leaves an own `cookie` property on document; drop it so jsdom's real jar shows again.
    if (Object.hasOwn(document, 'cookie')) Reflect.deleteProperty(document, 'cookie');
    clearCookies();
  });

  it('writes, reads and removes a cookie', () => {
    const cookies = new JsCookieAdapter(new FakeNavigationAdapter('http://localhost/en/'));
    expect(cookies.set('tabiji_cookie_accepted', '1', { days: 365 })).toBe(true);
    expect(cookies.get('tabiji_cookie_accepted')).toBe('1');
    cookies.remove('tabiji_cookie_accepted');
    expect(cookies.get('tabiji_cookie_accepted')).toBeUndefined();
  });

  it('round-trips values that need encoding', () => {
    const cookies = new JsCookieAdapter(new FakeNavigationAdapter('http://localhost/'));
    cookies.set('name', '東京; path=/evil');
    expect(cookies.get('name')).toBe('東京; path=/evil');
  });

  it.each([
    ['http://localhost/en/', false],
    ['https://guide.example/en/', true],
  ])('on %s writes Path=/, SameSite=Lax and Secure=%s', (href, secure) => {
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    new JsCookieAdapter(new FakeNavigationAdapter(href)).set('c', 'v', { days: 365 });
    const attributes = written[0]?.toLowerCase() ?? '';
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('expires=');
    expect(attributes.includes('secure')).toBe(secure);
  });

  it('writes a session cookie (no expiry) when no lifetime is given', () => {
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    new JsCookieAdapter(new FakeNavigationAdapter('http://localhost/')).set('c', 'v');
    expect(written[0]?.toLowerCase()).not.toContain('expires=');
  });

  it('reads as empty and reports failure when the cookie jar throws', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const spies = [jest.spyOn(document, 'cookie', 'get'), jest.spyOn(document, 'cookie', 'set')];
    spies.forEach((spy) => spy.mockImplementation(blocked));
    try {
      const cookies = new JsCookieAdapter(new FakeNavigationAdapter('http://localhost/'));
      expect(cookies.get('c')).toBeUndefined();
      expect(cookies.set('c', 'v')).toBe(false);
      expect(() => cookies.remove('c')).not.toThrow();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});
