import { loadChunk } from '../../domain/loadChunk';
import type { WebVitalsPort } from '../../ports/WebVitalsPort';
import { afterLoadWhenIdle } from '../scheduling';
import type { PageVisitRecorder } from '../tracking/pageVisitRecorder';

/** How long after load the vitals code may wait for an idle moment. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Starts measuring the page's Core Web Vitals once the page has loaded and the main thread is idle: the recorder,
 * the web-vitals library (the attribution build for a `attributionSample` share of visits) and the recording code
 * are fetched then, never with the first bundle. The library reads the page's earlier entries from the browser's
 * buffers, so starting late loses nothing.
 */
export function measureWebVitalsWhenIdle(
  load: { recorder: () => Promise<PageVisitRecorder>; vitals: () => Promise<WebVitalsPort> },
  page: { pageType: string; attributionSample: number; random: () => number },
): void {
  afterLoadWhenIdle(() => {
    Promise.all([load.recorder(), load.vitals(), loadChunk('web vitals', () => import('./recordWebVitals'))])
      .then(([recorder, vitals, { recordWebVitals }]) =>
        recordWebVitals({ vitals, recorder, document, window }, { pageType: page.pageType, withAttribution: page.random() < page.attributionSample }),
      )
      .catch((error: unknown) => console.error('Tabiji: web vitals could not be measured.', error));
  }, IDLE_TIMEOUT_MS);
}
