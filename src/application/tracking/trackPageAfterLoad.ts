import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { LoadFailures } from '../loadFailures';
import type { PageVisitRecorder } from './pageVisitRecorder';

/**
 * Starts visit tracking right after the page's load event: the spec looks the visitor location up at page start,
 * and a visitor who moves on within seconds should still send a page view with it. `loadRecorder` fetches the
 * recorder's code (queue, records, the fetch-based location lookup) as separate chunks then, so it never competes
 * with the page's own loading; the first send waits a few seconds more (see startTracking). Until then
 * the entry script holds the page view and the early clicks (see pageViewStart), and hands them over if the page
 * is left first, also when leaving aborted the recorder's download (no error then, see LoadFailures).
 */
export function trackPageAfterLoad(
  deps: { page: PageLifecyclePort; failures: LoadFailures },
  loadRecorder: () => Promise<PageVisitRecorder>,
  page: { languageCode: string },
): void {
  deps.page.afterLoad(() => {
    deps.failures.watch(loadRecorder())
      .then((recorder) => void recorder.start({ ...page, startedAtMs: deps.page.activatedAtMs() }))
      .catch((error: unknown) => deps.failures.report('Tabiji: visit tracking could not start.', error));
  });
}
