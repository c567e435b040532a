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
 * first screen of a page whose ads are further down downloads none (ADR 038). Pages without slots load nothing.
 */
export function startAdsAfterLoad(
  deps: { page: PageLifecyclePort; clock: ClockPort; failures: LoadFailures; document: Document },
  loadAds: () => Promise<PageAds>,
  page: AdsPage,
): void {
  if (page.context.ads.length === 0) return;
  const start = () => {
    deps.failures.watch(loadAds())
      .then((ads) => ads.run(page))
      .catch((error: unknown) => deps.failures.report('Tabiji: the ads could not start.', error));
  };
  deps.page.afterLoad(() => {
    const slots = page.context.ads.map((slot) => deps.document.getElementById(slot.id)).filter((slot) => slot !== null);
    // A page context whose slots have no element here: the ads start as before, and say which slot has none.
    if (slots.length === 0) deps.clock.whenIdle(start, 2000);
    else whenWanted(deps.page, slots, AD_CODE_MARGIN, () => deps.clock.whenIdle(start, 2000));
  });
}
