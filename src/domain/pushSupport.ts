import type { PushAvailability } from './pushAvailability';

/** What the browser says about itself, as far as push depends on it (read by the push adapter). */
export interface PushBrowser {
  /** navigator.userAgent. */
  readonly userAgent: string;
  /** navigator.maxTouchPoints: iPadOS 13+ sends a Mac user agent, and no Mac has a touch screen. */
  readonly maxTouchPoints: number;
  /** Running as a Home Screen web app: display-mode standalone, or navigator.standalone on iOS. */
  readonly isStandalone: boolean;
  /** The Push API (PushManager), the Notifications API and service workers all exist. */
  readonly hasPushApis: boolean;
  /** The page links a web app manifest: without one, Add to Home Screen may make a bookmark that opens in the browser. */
  readonly hasManifest: boolean;
}

/** iOS and iPadOS give web push to Home Screen web apps from 16.4 on. */
const FIRST_HOME_SCREEN_PUSH: readonly [number, number] = [16, 4];

/**
 * Whether push can be offered here as usual, only once the site is added to the Home Screen (iPhone and iPad
 * browsers from iOS/iPadOS 16.4 on, outside a Home Screen app), or not at all. Permission is not considered.
 */
export function pushSupportFor(browser: PushBrowser): Exclude<PushAvailability, 'denied'> {
  if (browser.hasPushApis) return 'available';
  // Already a Home Screen app (or another installed app) without push: adding it again changes nothing.
  if (browser.isStandalone || !browser.hasManifest) return 'unsupported';
  const version = appleMobileVersion(browser.userAgent, browser.maxTouchPoints);
  // Every browser on iOS can add to the Home Screen since 16.4 (Safari's share sheet, or the browser's own through
  // the API Apple opened then); in-app web views cannot, and they send no "Safari/" token.
  const canAddToHomeScreen = /\bSafari\//.test(browser.userAgent);
  return version && canAddToHomeScreen && isAtLeast(version, FIRST_HOME_SCREEN_PUSH) ? 'home-screen' : 'unsupported';
}

/**
 * The iOS or iPadOS version of an iPhone, iPad or iPod user agent ("CPU iPhone OS 17_4 like Mac OS X"), or of an
 * iPad asking for desktop sites (a Mac user agent with touch points; Safari's "Version/17.4" is then the system's);
 * undefined for anything else.
 */
export function appleMobileVersion(userAgent: string, maxTouchPoints: number): [number, number] | undefined {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return versionFrom(/\bOS (\d+)(?:_(\d+))?/.exec(userAgent));
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return versionFrom(/\bVersion\/(\d+)(?:\.(\d+))?/.exec(userAgent));
  return undefined;
}

function versionFrom(match: RegExpExecArray | null): [number, number] | undefined {
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : undefined;
}

function isAtLeast([major, minor]: readonly [number, number], [leastMajor, leastMinor]: readonly [number, number]): boolean {
  return major > leastMajor || (major === leastMajor && minor >= leastMinor);
}
