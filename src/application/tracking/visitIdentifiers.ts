import { clientIdFrom, visitIdFrom } from '../../domain/visit';
import { parseTabVisitId, TAB_VISIT_KEY } from '../../domain/visitState';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { CookiePort } from '../../ports/CookiePort';
import type { StoragePort } from '../../ports/StoragePort';

export interface VisitIds {
  readonly visitId: string;
  readonly clientId: string;
}

/**
 * The ids a page's records carry, by consent: with analytics granted, the visit id hashed from the browser's traits
 * and the client id (from `_ga`, or the visit id and `startedAt`), each worked out once; otherwise the tab's random
 * visit id as both, made on first use and kept in session storage, so it ends with the tab.
 */
export function visitIdentifiers(
  deps: { readonly environment: BrowserEnvironmentPort; readonly cookies: Pick<CookiePort, 'get'>; readonly sessionStorage: StoragePort },
  startedAt: Date,
): (isConsented: boolean) => VisitIds {
  let consentedIds: VisitIds | undefined;
  let tabVisitId: string | undefined;
  return (isConsented) => {
    if (isConsented) {
      if (!consentedIds) {
        const visitId = visitIdFrom(deps.environment.traits());
        consentedIds = { visitId, clientId: clientIdFrom(deps.cookies.get('_ga'), visitId, startedAt) };
      }
      return consentedIds;
    }
    tabVisitId ??= readTabVisitId(deps);
    return { visitId: tabVisitId, clientId: tabVisitId };
  };
}

function readTabVisitId(deps: { readonly environment: BrowserEnvironmentPort; readonly sessionStorage: StoragePort }): string {
  const stored = parseTabVisitId(deps.sessionStorage.get(TAB_VISIT_KEY));
  if (stored) return stored;
  const made = deps.environment.randomUuid();
  deps.sessionStorage.set(TAB_VISIT_KEY, made);
  return made;
}
