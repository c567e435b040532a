import type { PathCode } from '../../domain/languages';
import type { PageContext } from '../../domain/pageContext';
import { TOKENS } from '../../ports/tokens';
import { afterLoadWhenIdle } from '../scheduling';
import type { ServiceResolver } from '../services';

/**
 * Starts the page's ads after the window `load` event (spec §4), once the main thread is idle, from a separate
 * chunk: ad code never competes with the page's own loading. Pages without slots load nothing.
 */
export function startAdsAfterLoad(services: ServiceResolver, page: { pathCode: PathCode; context: PageContext }): void {
  if (page.context.ads.length === 0) return;
  const start = () => {
    Promise.all([import('./runAds'), services.getAsync(TOKENS.Ads)])
      .then(([{ runAds }, ads]) =>
        runAds(
          {
            ads,
            config: services.get(TOKENS.Config),
            cookies: services.get(TOKENS.Cookies),
            environment: services.get(TOKENS.Environment),
            document,
          },
          page,
        ),
      )
      .catch((error: unknown) => console.error('Tabiji: the ads could not start.', error));
  };
  afterLoadWhenIdle(start, 2000);
}
