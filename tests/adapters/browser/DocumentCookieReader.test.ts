import Cookies from 'js-cookie';
import { DocumentCookieReader } from '../../../src/adapters/browser/DocumentCookieReader';

// The claim program reads what the islands write with js-cookie: both must read every cookie alike.
describe('DocumentCookieReader', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  });

  it.each([
    ['tabiji_consent', 'accepted'],
    ['_ga', 'GA1.1.1234567890.1700000000'],
    ['spaced', 'a value; with = signs, and ü'],
    ['quoted', '"in quotes"'],
    ['名前', '値'],
  ])('reads %s as js-cookie wrote it', (name, value) => {
    Cookies.set(name, value);
    expect(new DocumentCookieReader().get(name)).toBe(Cookies.get(name));
  });

  it('reads an absent cookie, or one with only a similar name, as undefined', () => {
    Cookies.set('_ga_X', '1');
    expect(new DocumentCookieReader().get('_ga')).toBeUndefined();
  });

  it('reads a value whose escapes do not decode as absent, as js-cookie does', () => {
    document.cookie = 'broken=%E0%A4%A';
    expect(Cookies.get('broken')).toBeUndefined();
    expect(new DocumentCookieReader().get('broken')).toBeUndefined();
    document.cookie = 'broken=; max-age=0';
  });

  it('reads a blocked jar as empty', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    try {
      expect(new DocumentCookieReader().get('tabiji_consent')).toBeUndefined();
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(descriptor);
    }
  });
});
