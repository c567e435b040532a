import { afterLoadWhenIdle } from '../scheduling';
import type { PageVisitRecorder } from './pageVisitRecorder';

/**
 * Starts visit tracking once the page has loaded and gone idle. `loadRecorder` fetches its code (queue, records,
 * the location lookup) as a separate chunk then, so it never competes with the page's own loading.
 */
export function trackPageAfterLoad(
  loadRecorder: () => Promise<PageVisitRecorder>,
  page: { languageCode: string; startedAtMs: number },
): void {
  const start = () => {
    loadRecorder()
      .then((recorder) => void recorder.start(page))
      .catch((error: unknown) => console.error('Tabiji: visit tracking could not start.', error));
  };
  // After load, when the main thread is idle; the network side (axios) waits longer still (see startTracking).
  afterLoadWhenIdle(start, 3000);
}
