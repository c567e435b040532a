/** Whether a push link may be opened, and the exact address to open when it may. */
export type PushLinkVerdict =
  | { readonly isAllowed: true; readonly href: string }
  | { readonly isAllowed: false; readonly reason: string };

/**
 * The rule for every link a push message carries, in the page and in the service worker alike: only an
 * http(s) address on the site's own origin or on an allow-listed origin, without credentials or control
 * characters. Relative links resolve against the site origin. Never throws.
 */
export function checkPushLink(link: string, siteOrigin: string, allowlist: readonly string[]): PushLinkVerdict {
  // eslint-disable-next-line no-control-regex -- the URL parser would silently drop tabs and newlines ('java\nscript:')
  if (/[\u0000-\u001f\u007f]/.test(link)) return { isAllowed: false, reason: 'it contains control characters' };
  let url: URL;
  try {
    url = new URL(link, siteOrigin);
  } catch {
    return { isAllowed: false, reason: 'it is not a valid address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { isAllowed: false, reason: `the scheme ${url.protocol} is not http(s)` };
  if (url.username !== '' || url.password !== '') return { isAllowed: false, reason: 'it carries credentials' };
  if (url.origin !== originOf(siteOrigin) && !allowedOrigins(allowlist).includes(url.origin)) {
    return { isAllowed: false, reason: `the origin ${url.origin} is neither the site's nor allow-listed` };
  }
  return { isAllowed: true, href: url.href };
}

/** The origins of the allow-list entries (scheme://host[:port]); entries that are not http(s) URLs are ignored. */
export function allowedOrigins(allowlist: readonly string[]): string[] {
  return allowlist.map(originOf).filter((origin) => origin !== '');
}

function originOf(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}
