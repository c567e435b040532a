import { afterLoadWhenIdle } from '../scheduling';

/** How long after load the vitals code may wait for an idle moment. */
const IDLE_TIMEOUT_MS = 4000;

/** The page's web-vitals measurement (see recordWebVitals), built by the composition root over the recorder. */
export interface WebVitalsMeter {
  start(page: { pageType: string; withAttribution: boolean }): Promise<void>;
}

/**
 * Starts measuring the page's Core Web Vitals once the page has loaded and the main thread is idle: the meter
 * (adapter and recording code, one chunk) and the web-vitals library (its attribution build for an
 * `attributionSample` share of visits) are fetched then, never with the first bundle. The library reads the page's
 * earlier entries from the browser's buffers, so starting late loses nothing.
 */
export function measureWebVitalsWhenIdle(
  loadMeter: () => Promise<WebVitalsMeter>,
  page: { pageType: string; attributionSample: number; random: () => number },
): void {
  afterLoadWhenIdle(() => {
    loadMeter()
      .then((meter) => meter.start({ pageType: page.pageType, withAttribution: page.random() < page.attributionSample }))
      .catch((error: unknown) => console.error('Tabiji: web vitals could not be measured.', error));
  }, IDLE_TIMEOUT_MS);
}
