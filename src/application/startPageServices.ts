import type { TabijiConfig } from '../domain/config';
import type { PathCode } from '../domain/pathCodes';
import { loadChunk } from '../domain/loadChunk';
import type { PageContext } from '../domain/pageContext';
import { HOST_MARKUP } from '../domain/hostMarkup';
import { TOKENS, type ServiceResolver } from '../ports/tokens';
import { startAdsAfterLoad } from './ads/startAdsAfterLoad';
import type { AffiliateNoteMessages } from './affiliate/completeAffiliateLinks';
import { clearLeaveWarningOnLinkClick } from './leaveWarning';
import { APP_TOKENS } from './tokens';
import { measureWebVitalsWhenWanted } from './telemetry/measureWebVitalsWhenWanted';
import { whenWanted } from './whenWanted';

/** How near the viewport an affiliate link brings the code that completes it: a screen ahead. */
const AFFILIATE_MARGIN = '100% 0px';

/** What the page's services start from: the host's input and the page language's words. */
export interface PageStart {
  readonly pathCode: PathCode;
  readonly context: PageContext;
  readonly config: TabijiConfig;
  /** The page language's words (the screen-reader note on completed affiliate links), fetched when first asked for. */
  readonly messages: () => Promise<AffiliateNoteMessages>;
  /** Whether someone may be signed in, told without an SDK (visit tracking starts its recorder after load then). */
  readonly mayBeSignedIn: () => Promise<boolean>;
}

/**
 * Starts the page-scoped services around the islands, in this order: the consent state, the leave-warning reset,
 * visit tracking (its recorder takes over the page view, the early clicks and the events from the claim program when
 * wanted: ADR 041), web vitals (at the first
 * interaction or restore; until then the claim program records them from the browser's buffers),
 * ads (after load, when a slot nears the viewport or at the first interaction, and idle) and affiliate links (a chunk
 * fetched only when the page has some, and one nears the viewport or the visitor interacts). The islands' services
 * (the session store, the push controller) start when first wanted (ADR 040).
 */
export function startPageServices(services: ServiceResolver, page: PageStart, root: Document): void {
  const lifecycle = services.get(TOKENS.Page);
  // The consent is read (notice cookies, Global Privacy Control) before any feature can contact anyone.
  services.get(APP_TOKENS.ConsentStore);
  clearLeaveWarningOnLinkClick(lifecycle, services.get(TOKENS.Navigation));
  // A download the browser aborts as the visitor leaves is no failure (Firefox aborts them at beforeunload).
  const failures = services.get(APP_TOKENS.LoadFailures);
  services.get(APP_TOKENS.VisitTracking).startWhenWanted({ languageCode: page.pathCode, mayBeSignedIn: page.mayBeSignedIn });
  measureWebVitalsWhenWanted(
    { page: lifecycle, failures },
    () => services.getAsync(APP_TOKENS.WebVitalsMeter),
    { pageType: page.context.pageName, attributionSample: page.config.telemetry.attributionSample, random: Math.random },
  );
  startAdsAfterLoad({ page: lifecycle, clock: services.get(TOKENS.Clock), failures, document: root }, () => services.getAsync(APP_TOKENS.PageAds), { pathCode: page.pathCode, context: page.context });
  const affiliateLinks = Array.from(root.querySelectorAll(`a[${HOST_MARKUP.affiliate}]`));
  if (affiliateLinks.length > 0) {
    // Completed before anyone can follow or hear one: when one nears the viewport, or at the first interaction (a
    // key press comes before tabbing to a link far down). Until then each is the host's plain, working link.
    whenWanted(lifecycle, affiliateLinks, AFFILIATE_MARGIN, () => {
      failures.watch(Promise.all([loadChunk('affiliate links', () => import('./affiliate/completeAffiliateLinks')), page.messages()]))
        .then(([{ completeAffiliateLinks, languageTag }, messages]) => completeAffiliateLinks(root, { config: page.config, languageTag: languageTag(page.pathCode), messages }))
        .catch((error: unknown) => failures.report('Tabiji: the affiliate links could not be completed.', error));
    });
  }
}
