import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { PageVisitRecorder } from './pageVisitRecorder';

/**
 * Starts visit tracking right after the page's load event: the spec looks the visitor location up at page start,
 * and a visitor who moves on within seconds should still send a page view with it. `loadRecorder` fetches the
 * recorder's code (queue, records, the fetch-based location lookup) as separate chunks then, so it never competes
 * with the page's own loading; nothing heavy runs (axios waits for the first send, see startTracking). Until then
 * the entry script holds the page view and the early clicks (see pageViewStart), and hands them over if the page
 * is left first.
 */
export function trackPageAfterLoad(
  lifecycle: PageLifecyclePort,
  loadRecorder: () => Promise<PageVisitRecorder>,
  page: { languageCode: string },
): void {
  lifecycle.afterLoad(() => {
    loadRecorder()
      .then((recorder) => void recorder.start({ ...page, startedAtMs: lifecycle.activatedAtMs() }))
      .catch((error: unknown) => console.error('Tabiji: visit tracking could not start.', error));
  });
}
