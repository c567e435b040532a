import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { EarlyClicks } from './earlyClicks';
import type { PageVisitRecorder } from './pageVisitRecorder';

/**
 * Starts visit tracking right after the page's load event: the spec looks the visitor location up at page start,
 * and a visitor who moves on within seconds should still send a page view with it. `loadRecorder` fetches the
 * recorder's code (queue, records, the fetch-based location lookup) as separate chunks then, so it never competes
 * with the page's own loading; nothing heavy runs (axios waits for the first send, see startTracking). Clicks made
 * until then are kept by `earlyClicks` and recorded first (if tracking never starts, on the visit's next page).
 */
export function trackPageAfterLoad(
  lifecycle: PageLifecyclePort,
  loadRecorder: () => Promise<PageVisitRecorder>,
  page: { languageCode: string; startedAtMs: number },
  earlyClicks: EarlyClicks,
): void {
  lifecycle.afterLoad(() => {
    loadRecorder()
      .then((recorder) => void recorder.start({ ...page, earlyClicks: earlyClicks.take() }))
      .catch((error: unknown) => console.error('Tabiji: visit tracking could not start.', error));
  });
}
