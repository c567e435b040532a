import type { TabijiConfig } from '../domain/config';
import { languageByPathCode, type PathCode } from '../domain/languages';
import { loadChunk } from '../domain/loadChunk';
import type { PageContext } from '../domain/pageContext';
import { HOST_MARKUP } from '../domain/hostMarkup';
import { TOKENS, type ServiceResolver } from '../ports/tokens';
import { startAdsAfterLoad } from './ads/startAdsAfterLoad';
import type { AffiliateNoteMessages } from './affiliate/completeAffiliateLinks';
import { clearLeaveWarningOnLinkClick } from './leaveWarning';
import { APP_TOKENS } from './tokens';
import { measureWebVitalsAfterLoad } from './telemetry/measureWebVitalsAfterLoad';
import { trackPageAfterLoad } from './tracking/trackPageAfterLoad';

/** What the page's services start from: the host's input and the page language's words. */
export interface PageStart {
  readonly pathCode: PathCode;
  readonly context: PageContext;
  readonly config: TabijiConfig;
  /** The screen-reader note on completed affiliate links, in the page's language. */
  readonly messages: AffiliateNoteMessages;
}

/**
 * Starts the page-scoped services around the islands, in this order: the consent state, the leave-warning reset,
 * visit tracking (it takes over the page view and early clicks from the entry script) and web vitals (right after load), ads (after load and idle),
 * affiliate links (a chunk fetched only when the page has some)
 * and the push controller (which refreshes an earlier opt-in when idle). The session store starts with its first user.
 */
export function startPageServices(services: ServiceResolver, page: PageStart, root: Document): void {
  const lifecycle = services.get(TOKENS.Page);
  // The consent is read (notice cookies, Global Privacy Control) before any feature can contact anyone.
  services.get(APP_TOKENS.ConsentStore);
  clearLeaveWarningOnLinkClick(lifecycle, services.get(TOKENS.Navigation));
  // A download the browser aborts as the visitor leaves is no failure (Firefox aborts them at beforeunload).
  const failures = services.get(APP_TOKENS.LoadFailures);
  trackPageAfterLoad({ page: lifecycle, failures }, () => services.getAsync(APP_TOKENS.PageVisitRecorder), { languageCode: page.pathCode });
  measureWebVitalsAfterLoad(
    { page: lifecycle, failures },
    () => services.getAsync(APP_TOKENS.WebVitalsMeter),
    { pageType: page.context.pageName, attributionSample: page.config.telemetry.attributionSample, random: Math.random },
  );
  startAdsAfterLoad({ page: lifecycle, clock: services.get(TOKENS.Clock), failures }, () => services.getAsync(APP_TOKENS.PageAds), { pathCode: page.pathCode, context: page.context });
  if (root.querySelector(`a[${HOST_MARKUP.affiliate}]`)) {
    const languageTag = languageByPathCode(page.pathCode)?.tag ?? page.pathCode;
    failures.watch(loadChunk('affiliate links', () => import('./affiliate/completeAffiliateLinks')))
      .then(({ completeAffiliateLinks }) => completeAffiliateLinks(root, { config: page.config, languageTag, messages: page.messages }))
      .catch((error: unknown) => failures.report('Tabiji: the affiliate links could not be completed.', error));
  }
  services.get(APP_TOKENS.PushController);
}
