import type { PathCode } from '../../domain/languages';
import { afterLoadWhenIdle } from '../scheduling';
import type { ServiceResolver } from '../services';

/**
 * Starts visit tracking once the page has loaded and gone idle. Its code (queue, records, axios, the location lookup) is a
 * separate chunk fetched then, so it never competes with the page's own loading.
 */
export function trackPageAfterLoad(services: ServiceResolver, pathCode: PathCode): void {
  const start = () => {
    import('./runTracking')
      .then(({ runTracking }) => runTracking(services, pathCode))
      .catch((error: unknown) => console.error('Tabiji: visit tracking could not start.', error));
  };
  // After load, when the main thread is idle; the network side (axios) waits longer still (see startTracking).
  afterLoadWhenIdle(start, 3000);
}
