import { appleMobileVersion, pushSupportFor, type PushBrowser } from '../../src/domain/pushSupport';

const IPHONE_SAFARI_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';
const IPHONE_SAFARI_18 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1';
// From iOS 26 Safari freezes the system version in its user agent at 18_6; Version/ carries the real one.
const IPHONE_SAFARI_26 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1';
const IPHONE_SAFARI_16_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1';
const IPHONE_SAFARI_16_3 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1';
const IPHONE_SAFARI_15 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.6 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';
// iPadOS 13+ asks for desktop sites by default: Safari on an iPad then sends exactly what Safari on a Mac sends.
const MAC_SAFARI_17 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15';
const MAC_SAFARI_16_3 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15';
const IPHONE_EDGE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.50 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.40.92';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0';

/** A browser without the push APIs, in a tab, on a page that links its manifest; the phone's five touch points. */
const tab = (userAgent: string, overrides: Partial<PushBrowser> = {}): PushBrowser => ({
  userAgent,
  maxTouchPoints: 5,
  isStandalone: false,
  hasPushApis: false,
  hasManifest: true,
  ...overrides,
});

describe('pushSupportFor', () => {
  it.each<[string, PushBrowser, ReturnType<typeof pushSupportFor>]>([
    // Where the push APIs exist, push is offered whatever the user agent says.
    ['Android Chrome', tab(ANDROID_CHROME, { hasPushApis: true }), 'available'],
    ['desktop Safari 17', tab(MAC_SAFARI_17, { hasPushApis: true, maxTouchPoints: 0 }), 'available'],
    ['Firefox on Windows', tab(FIREFOX_WINDOWS, { hasPushApis: true, maxTouchPoints: 0 }), 'available'],
    ['an iPhone Home Screen app with push', tab(IPHONE_SAFARI_17, { hasPushApis: true, isStandalone: true }), 'available'],
    ['an iPad Home Screen app (desktop user agent) with push', tab(MAC_SAFARI_17, { hasPushApis: true, isStandalone: true }), 'available'],
    // iPhone and iPad browsers from 16.4 on, in a tab: push once the site is on the Home Screen.
    ['iPhone Safari 17', tab(IPHONE_SAFARI_17), 'home-screen'],
    ['iPhone Safari 18', tab(IPHONE_SAFARI_18), 'home-screen'],
    ['iPhone Safari 26 (system version frozen at 18_6)', tab(IPHONE_SAFARI_26), 'home-screen'],
    ['iPhone Safari 16.4, the first with web push', tab(IPHONE_SAFARI_16_4), 'home-screen'],
    ['iPad Safari (mobile user agent)', tab(IPAD_SAFARI), 'home-screen'],
    ['iPad Safari asking for desktop sites (Mac user agent, touch points)', tab(MAC_SAFARI_17), 'home-screen'],
    ['Chrome on iPhone (WebKit; adds to the Home Screen since 16.4)', tab(IPHONE_CHROME), 'home-screen'],
    ['Firefox on iPhone', tab(IPHONE_FIREFOX), 'home-screen'],
    ['Edge on iPhone', tab(IPHONE_EDGE), 'home-screen'],
    // Everything else without the push APIs.
    ['iPhone Safari 16.3', tab(IPHONE_SAFARI_16_3), 'unsupported'],
    ['iPhone Safari 15', tab(IPHONE_SAFARI_15), 'unsupported'],
    ['iPad on iPadOS 16.3 asking for desktop sites', tab(MAC_SAFARI_16_3), 'unsupported'],
    ['an in-app web view on iPhone (no Add to Home Screen)', tab(IPHONE_INSTAGRAM), 'unsupported'],
    ['an iPhone Home Screen app without push', tab(IPHONE_SAFARI_17, { isStandalone: true }), 'unsupported'],
    ['iPhone Safari on a page without a manifest', tab(IPHONE_SAFARI_17, { hasManifest: false }), 'unsupported'],
    ['desktop Safari 16.3 (no touch points)', tab(MAC_SAFARI_16_3, { maxTouchPoints: 0 }), 'unsupported'],
    ['desktop Safari 17 with push turned off (no touch points)', tab(MAC_SAFARI_17, { maxTouchPoints: 0 }), 'unsupported'],
    ['a Mac user agent with one touch point', tab(MAC_SAFARI_17, { maxTouchPoints: 1 }), 'unsupported'],
    ['Firefox on a Mac without push', tab(FIREFOX_MAC, { maxTouchPoints: 0 }), 'unsupported'],
    ['Android Chrome without push', tab(ANDROID_CHROME), 'unsupported'],
    ['an empty user agent', tab(''), 'unsupported'],
  ])('%s', (_label, browser, expected) => {
    expect(pushSupportFor(browser)).toBe(expected);
  });
});

describe('appleMobileVersion', () => {
  it.each<[string, string, number, [number, number] | undefined]>([
    ['iPhone, with a patch number', IPHONE_SAFARI_17, 5, [17, 4]],
    ['iPhone on 16.4', IPHONE_SAFARI_16_4, 5, [16, 4]],
    ['iPad', IPAD_SAFARI, 5, [17, 4]],
    ['iPad asking for desktop sites: Safari’s version', MAC_SAFARI_17, 5, [17, 4]],
    ['iPod touch without a minor version', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1', 5, [15, 0]],
    ['a Mac', MAC_SAFARI_17, 0, undefined],
    ['a Mac user agent without Version/', FIREFOX_MAC, 5, undefined],
    ['Android', ANDROID_CHROME, 5, undefined],
  ])('%s', (_label, userAgent, maxTouchPoints, expected) => {
    expect(appleMobileVersion(userAgent, maxTouchPoints)).toEqual(expected);
  });
});
