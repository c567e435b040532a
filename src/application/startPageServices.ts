import type { TabijiConfig } from '../domain/config';
import type { PathCode } from '../domain/pathCodes';
import type { PageContext } from '../domain/pageContext';
import { TOKENS, type ServiceResolver } from '../ports/tokens';
import { APP_TOKENS } from './tokens';
import { measureWebVitalsWhenWanted } from './telemetry/measureWebVitalsWhenWanted';

/** What the page's services start from: the host's input. */
export interface PageStart {
  readonly pathCode: PathCode;
  readonly context: PageContext;
  readonly config: TabijiConfig;
  /** Whether someone may be signed in, told without an SDK (visit tracking starts its recorder after load then). */
  readonly mayBeSignedIn: () => Promise<boolean>;
  /**
   * Whether the page came back from the back/forward cache before these services listened (the return is what
   * started them: main.tsx): visit tracking and web vitals then start as they would have at that return.
   */
  readonly missedReturn: boolean;
}

/**
 * Starts the page-scoped services around the islands, in this order: the consent state, visit tracking (its recorder
 * takes over the page view, the early clicks and the events from the claim program when wanted: ADR 041) and web
 * vitals (at the first interaction or restore; until then the claim program records them from the browser's
 * buffers). The page's ads and affiliate links start without them (adsChunk.ts, affiliateChunk.ts: ADR 042); the
 * islands' services (the session store, the push controller) start when first wanted (ADR 040).
 */
export function startPageServices(services: ServiceResolver, page: PageStart): void {
  const lifecycle = services.get(TOKENS.Page);
  // The consent is read (notice cookies, Global Privacy Control) before any feature can contact anyone.
  services.get(APP_TOKENS.ConsentStore);
  // A download the browser aborts as the visitor leaves is no failure (Firefox aborts them at beforeunload).
  const failures = services.get(APP_TOKENS.LoadFailures);
  services.get(APP_TOKENS.VisitTracking).startWhenWanted({ languageCode: page.pathCode, lightMode: page.context.lightMode, mayBeSignedIn: page.mayBeSignedIn, missedReturn: page.missedReturn });
  // Light mode: no telemetry beyond the page view, so neither the meter nor its library is fetched.
  if (page.context.lightMode === true) return;
  measureWebVitalsWhenWanted(
    { page: lifecycle, failures },
    () => services.getAsync(APP_TOKENS.WebVitalsMeter),
    { pageType: page.context.pageName, attributionSample: page.config.telemetry.attributionSample, random: Math.random, missedReturn: page.missedReturn },
  );
}
