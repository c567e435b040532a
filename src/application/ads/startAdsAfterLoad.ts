import type { ClockPort } from '../../ports/ClockPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { LoadFailures } from '../loadFailures';
import type { AdsPage, PageAds } from './runAds';

/**
 * Starts the page's ads after the window `load` event (spec §4), once the main thread is idle. `loadAds` fetches
 * the ad code (a separate chunk, and the ads adapter's) only then: ad code never competes with the page's own
 * loading. Pages without slots load nothing.
 */
export function startAdsAfterLoad(
  deps: { page: PageLifecyclePort; clock: ClockPort; failures: LoadFailures },
  loadAds: () => Promise<PageAds>,
  page: AdsPage,
): void {
  if (page.context.ads.length === 0) return;
  const start = () => {
    deps.failures.watch(loadAds())
      .then((ads) => ads.run(page))
      .catch((error: unknown) => deps.failures.report('Tabiji: the ads could not start.', error));
  };
  deps.page.afterLoad(() => deps.clock.whenIdle(start, 2000));
}
