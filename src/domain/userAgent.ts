export type BrowserName =
  | 'Edge'
  | 'Opera'
  | 'Samsung Internet'
  | 'Chrome'
  | 'Firefox'
  | 'Safari'
  | 'Internet Explorer'
  | 'Other';
export type OsName = 'iOS' | 'Android' | 'Windows' | 'macOS' | 'Linux' | 'ChromeOS' | 'Other';
export type Device = 'phone' | 'tablet' | 'desktop';

// Order matters: most browsers also claim to be Chrome and Safari, so the specific tokens are tested first.
const BROWSERS: ReadonlyArray<readonly [BrowserName, RegExp]> = [
  ['Edge', /\b(?:Edg|Edge|EdgA|EdgiOS)\//],
  ['Opera', /\b(?:OPR|OPX|OPT|Opera|OPiOS)\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\//],
  ['Internet Explorer', /\b(?:MSIE |Trident\/)/],
  ['Safari', /^(?!.*\bAndroid\b).*\bVersion\/[\d.]+.*\bSafari\//],
];

// Android and ChromeOS user agents also contain 'Linux'; iOS ones contain 'Mac OS X'.
const SYSTEMS: ReadonlyArray<readonly [OsName, RegExp]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\b(?:Macintosh|Mac OS X)\b/],
  ['Linux', /\bLinux\b/],
];

/** The browser family named by a user-agent string; 'Other' for anything unrecognised, including ''. */
export function browserFrom(userAgent: string): BrowserName {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Other';
}

/** The operating system named by a user-agent string; 'Other' for anything unrecognised, including ''. */
export function osFrom(userAgent: string): OsName {
  return SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Other';
}

/** 'tablet' for iPads and Android without 'Mobile'; 'phone' for other mobile agents; otherwise 'desktop'. */
export function deviceFrom(userAgent: string): Device {
  if (/\biPad\b/.test(userAgent)) return 'tablet';
  if (/\bAndroid\b/.test(userAgent)) return /\bMobile\b/.test(userAgent) ? 'phone' : 'tablet';
  if (/\b(?:iPhone|iPod|Mobile|Windows Phone)\b/.test(userAgent)) return 'phone';
  return 'desktop';
}
