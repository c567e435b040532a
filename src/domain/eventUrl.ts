import { decodeQueryComponent } from './searchWord';

/** What stands in for a value the event log must not carry; the parameter's name stays, so its presence shows. */
export const REDACTED = 'REDACTED';

// What analysis needs: the site's search word and the campaign (UTM) parameters. Click ids (gclid, fbclid,
// msclkid...) are redacted on purpose: each names one ad click, which the ad platform ties to a person, and
// attribution here needs only the campaign; their name still shows that the visit came from a paid click.
const KEPT_PARAMETERS: ReadonlySet<string> = new Set([
  'keyword', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id',
]);
// local@domain.tld anywhere in a decoded value or path segment: an e-mail address is personal data wherever it is.
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** How many times a text is decoded looking for an e-mail address: `%2540` is `@` encoded twice. */
const MAX_DECODINGS = 4;

/**
 * Whether `text` holds an e-mail address as written or once decoded, or decoded again up to a few times (a value
 * encoded twice, `a%2540b.example`, is still an address to whoever decodes it twice).
 */
export function holdsEmailAddress(text: string): boolean {
  let current = text;
  for (let decodings = 0; decodings <= MAX_DECODINGS; decodings += 1) {
    if (EMAIL.test(current)) return true;
    const decoded = decodeQueryComponent(current);
    if (decoded === current) return false;
    current = decoded;
  }
  return EMAIL.test(current);
}
// A name that is not name-like (other characters, longer than 24) may be the secret itself (`?<token>`,
// `?a@b.example`): such a parameter goes whole.
const PARAMETER_NAME = /^[A-Za-z][\w[\]-]{0,23}$/;

/**
 * `value` as the event log keeps an address: no fragment, no user name or password, scheme, host and path kept,
 * `keyword` and campaign parameters kept, every other parameter's value (and any e-mail address in the path or a
 * kept value) replaced by REDACTED; only the scheme of a non-http(s) address ('mailto:'). Relative values resolve
 * against `base`; '' for an empty or unparseable value.
 */
export function eventUrl(value: string, base?: string): string {
  if (value.trim() === '') return '';
  const url = parseUrl(value) ?? (base === undefined ? null : parseUrl(value, base));
  if (!url) return '';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol;
  const path = url.pathname
    .split('/')
    .map((segment) => (holdsEmailAddress(segment) ? REDACTED : segment))
    .join('/');
  const query = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '')
    .map(redactParameter)
    .join('&');
  return `${url.protocol}//${url.host}${path}${query === '' ? '' : `?${query}`}`;
}

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** One `name=value` pair as it may be logged. */
function redactParameter(pair: string): string {
  const equals = pair.indexOf('=');
  const rawName = equals === -1 ? pair : pair.slice(0, equals);
  const name = decodeQueryComponent(rawName);
  if (!PARAMETER_NAME.test(name)) return REDACTED;
  const isKept = KEPT_PARAMETERS.has(name) && !holdsEmailAddress(equals === -1 ? '' : pair.slice(equals + 1));
  return isKept ? pair : `${rawName}=${REDACTED}`;
}
