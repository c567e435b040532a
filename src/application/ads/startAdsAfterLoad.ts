import type { ClockPort } from '../../ports/ClockPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { LoadFailures } from '../loadFailures';
import { whenWanted } from '../whenWanted';
import type { AdsPage, PageAds } from './runAds';

/**
 * How near the viewport a slot brings the ad code: two screens ahead, so a visitor scrolling down finds its ad
 * requested (GPT's lazy loading then fetches each slot as it nears).
 */
export const AD_CODE_MARGIN = '200% 0px';

/**
 * Starts the page's ads after the window `load` event (spec §4), once one of its slots nears the viewport or the
 * visitor first interacts, then once the main thread is idle. `loadAds` fetches the ad code (a separate chunk, and
 * the ads adapter's) only then: ad code never competes with the page's own loading, and a visitor who reads the
 * first screen of a page whose ads are further down downloads none (ADR 038). Pages without slots load nothing. In
 * light mode (PageContext.lightMode) the slots on the first screen are left empty (ADR 050).
 */
export function startAdsAfterLoad(
  deps: { page: PageLifecyclePort; clock: ClockPort; failures: LoadFailures; document: Document },
  loadAds: () => Promise<PageAds>,
  page: AdsPage,
): void {
  if (page.context.ads.length === 0) return;
  deps.page.afterLoad(() => {
    // Light mode: no ads on the first screen; their slots keep their space, empty (nothing moves).
    const shown = page.context.lightMode === true ? belowTheFirstScreen(page, deps.document) : page;
    if (shown.context.ads.length === 0) return;
    const start = () => {
      deps.failures.watch(loadAds())
        .then((ads) => ads.run(shown))
        .catch((error: unknown) => deps.failures.report('Tabiji: the ads could not start.', error));
    };
    const slots = shown.context.ads.map((slot) => deps.document.getElementById(slot.id)).filter((slot) => slot !== null);
    // A page context whose slots have no element here: the ads start as before, and say which slot has none.
    if (slots.length === 0) deps.clock.whenIdle(start, 2000);
    else whenWanted(deps.page, slots, AD_CODE_MARGIN, () => deps.clock.whenIdle(start, 2000));
  });
}

/**
 * The page with only the slots that start below the first screen (the document's first viewport height, wherever
 * the reader has scrolled to): a slot with no element here is kept, for the ads to report.
 */
function belowTheFirstScreen(page: AdsPage, document: Document): AdsPage {
  const screenHeight = document.documentElement.clientHeight;
  const scrolled = document.defaultView?.scrollY ?? 0;
  const ads = page.context.ads.filter((slot) => {
    const element = document.getElementById(slot.id);
    return element === null || element.getBoundingClientRect().top + scrolled >= screenHeight;
  });
  return { ...page, context: { ...page.context, ads } };
}
