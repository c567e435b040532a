import { MAX_PAGE_SEQUENCE } from './eventRecordSchema';

/** Session-storage keys of the visit (they last as long as the browser session, like the visit itself). */
export const PAGE_SEQUENCE_KEY = 'tabiji_page_sequence';
export const VISITOR_LOCATION_KEY = 'tabiji_visitor_location';

/** A visitor location as the event log takes it: an ISO 3166-1 alpha-2 country code and an IP address, each or both ''. */
export interface CachedLocation {
  country: string;
  ip: string;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_CHARACTERS = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The page's number in the visit from the stored count of earlier pages: 1 for the first page, and for a count
 * that is not one or is past the schema's MAX_PAGE_SEQUENCE (tampered storage); a visit that long stays at it.
 */
export function nextPageSequence(stored: string | null): number {
  const previous = stored !== null && /^\d{1,5}$/.test(stored) ? Number(stored) : 0;
  return previous > MAX_PAGE_SEQUENCE ? 1 : Math.min(MAX_PAGE_SEQUENCE, previous + 1);
}

/** A cached location lookup; null when absent or malformed, so it is looked up again (empty fields mean it failed). */
export function parseCachedLocation(text: string | null): CachedLocation | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { country?: unknown; ip?: unknown } | null;
    const { country, ip } = value ?? {};
    return isCountry(country) && isIp(ip) ? { country, ip } : null;
  } catch {
    return null;
  }
}

/** `found` with a field that is not a country code or an IP address emptied, as if the lookup had not said. */
export function checkedLocation(found: CachedLocation): CachedLocation {
  return { country: isCountry(found.country) ? found.country : '', ip: isIp(found.ip) ? found.ip : '' };
}

function isCountry(value: unknown): value is string {
  return value === '' || (typeof value === 'string' && COUNTRY_CODE.test(value));
}

// IPv6 has too many spellings for a pattern; the URL parser knows them all (the character check keeps `]` out).
function isIp(value: unknown): value is string {
  if (value === '' || (typeof value === 'string' && IPV4.test(value))) return true;
  if (typeof value !== 'string' || !IPV6_CHARACTERS.test(value) || !value.includes(':')) return false;
  try {
    return new URL(`http://[${value}]/`).hostname.startsWith('[');
  } catch {
    return false;
  }
}

/**
 * Session-storage key of the tab's anonymous visit id: the only id records carry while analytics is not granted.
 * It ends with the tab (session storage is per tab) and is random, so nothing links it to another visit.
 */
export const TAB_VISIT_KEY = 'tabiji_tab_visit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A stored tab visit id; null when absent or not a lower-case UUID (tampered storage), so a new one is made. */
export function parseTabVisitId(text: string | null): string | null {
  return text !== null && UUID.test(text) ? text : null;
}

/** Session-storage key of the link clicks made before tracking started on their page (at most MAX_EARLY_CLICKS). */
export const EARLY_CLICKS_KEY = 'tabiji_early_clicks';
export const MAX_EARLY_CLICKS = 20;

/** A link click made before the page's tracking had started: recorded once it starts, here or on the next page. */
export interface EarlyClick {
  readonly pageHref: string;
  readonly referrer: string;
  readonly linkUrl: string;
  readonly isAffiliate: boolean;
  /** Epoch milliseconds. */
  readonly atMs: number;
}

/** The stored early clicks; malformed storage or entries read as none (a click is not worth a broken record). */
export function parseEarlyClicks(text: string | null): EarlyClick[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(isEarlyClick).slice(-MAX_EARLY_CLICKS);
  } catch {
    return [];
  }
}

function isEarlyClick(value: unknown): value is EarlyClick {
  const click = value as Partial<Record<keyof EarlyClick, unknown>> | null;
  return typeof click === 'object' && click !== null &&
    typeof click.pageHref === 'string' && typeof click.referrer === 'string' && typeof click.linkUrl === 'string' &&
    typeof click.isAffiliate === 'boolean' && typeof click.atMs === 'number' && Number.isFinite(click.atMs);
}
