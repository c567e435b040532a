import { checkedLocation, parseCachedLocation, VISITOR_LOCATION_KEY, type CachedLocation } from '../../domain/visitState';
import type { GeoLookupPort } from '../../ports/GeoLookupPort';
import type { ConsentStore } from '../consent/consentStore';
import type { VisitContext } from './visitContext';
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

/** The visit's location as a page's tracking follows it. */
export interface FollowedLocation {
  /** Whether the page view should wait for a lookup: analytics granted and no location known yet. */
  mustWait(): boolean;
  /** Looks the location up, once (again after a withdrawal and a new Accept). */
  lookUp(): void;
  stop(): void;
}

/**
 * Follows the consent for the visit's location: the lookup starts on Accept (or with the page, see mustWait), and
 * the location is forgotten on Close; a withdrawal while a lookup is under way keeps its answer out of the records
 * and the cache. `onLookedUp` is called when a lookup ends, found or not.
 */
export function followVisitLocation(
  deps: { geo: GeoLookupPort; sessionStorage: StoragePort; consent: Pick<ConsentStore, 'subscribe'> },
  visit: Pick<VisitContext, 'isConsented' | 'hasLocation' | 'setLocation' | 'forgetLocation'>,
  onLookedUp: () => void,
): FollowedLocation {
  let lookup: Promise<void> | undefined;
  const lookUp = () => {
    lookup ??= lookUpLocation(deps).then((found) => {
      if (visit.isConsented()) visit.setLocation(found);
      else forgetLocation(deps.sessionStorage);
      onLookedUp();
    });
  };
  let isStopped = false;
  const stopFollowingConsent = deps.consent.subscribe(() => {
    if (isStopped) return;
    if (!visit.isConsented()) {
      visit.forgetLocation();
      lookup = undefined;
      return;
    }
    if (visit.hasLocation()) return;
    const cached = cachedLocation(deps.sessionStorage);
    if (cached) visit.setLocation(cached);
    else lookUp();
  });
  return {
    mustWait: () => !visit.hasLocation() && visit.isConsented(),
    lookUp,
    stop() {
      isStopped = true;
      stopFollowingConsent();
    },
  };
}
