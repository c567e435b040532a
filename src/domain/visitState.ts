/** Session-storage keys of the visit (they last as long as the browser session, like the visit itself). */
export const PAGE_SEQUENCE_KEY = 'tabiji_page_sequence';
export const VISITOR_LOCATION_KEY = 'tabiji_visitor_location';

/** The page's number in the visit from the stored count of earlier pages: 1 for the first page. */
export function nextPageSequence(stored: string | null): number {
  const previous = stored !== null && /^\d{1,9}$/.test(stored) ? Number(stored) : 0;
  return previous + 1;
}

/** A cached location lookup; null when absent or malformed (an empty location means the lookup failed). */
export function parseCachedLocation(text: string | null): { country: string; ip: string } | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { country?: unknown; ip?: unknown };
    return typeof value.country === 'string' && typeof value.ip === 'string' ? { country: value.country, ip: value.ip } : null;
  } catch {
    return null;
  }
}
