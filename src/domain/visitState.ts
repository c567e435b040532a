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

