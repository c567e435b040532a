import { checkedLocation, parseCachedLocation, VISITOR_LOCATION_KEY, type CachedLocation } from '../../domain/visitState';
import type { GeoLookupPort } from '../../ports/GeoLookupPort';
import type { StoragePort } from '../../ports/StoragePort';

// The visit's location in session storage: the only module that writes VISITOR_LOCATION_KEY. It is looked up once
// per visit, with analytics granted, and forgotten when they are withdrawn.

/** The location the visit has looked up; null when none (or what is stored is malformed). */
export const cachedLocation = (sessionStorage: StoragePort): CachedLocation | null =>
  parseCachedLocation(sessionStorage.get(VISITOR_LOCATION_KEY));

/** Forgets the visit's location (analytics withdrawn). */
export const forgetLocation = (sessionStorage: StoragePort): void => sessionStorage.remove(VISITOR_LOCATION_KEY);

/** One lookup: the answer (or its failure, as empty fields) is kept for the visit's next pages. */
export async function lookUpLocation(deps: { geo: GeoLookupPort; sessionStorage: StoragePort }): Promise<CachedLocation> {
  let found: CachedLocation = { country: '', ip: '' };
  try {
    found = checkedLocation(await deps.geo.lookup());
  } catch (error) {
    console.warn(`Tabiji: the visitor location lookup failed (${(error as Error).message}); records go without it.`);
  }
  deps.sessionStorage.set(VISITOR_LOCATION_KEY, JSON.stringify(found));
  return found;
}
