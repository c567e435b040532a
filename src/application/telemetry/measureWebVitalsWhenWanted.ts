import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { LoadFailures } from '../loadFailures';

/** The page's web-vitals measurement (see recordWebVitals), built by the composition root over the recorder. */
export interface WebVitalsMeter {
  start(page: { pageType: string; withAttribution: boolean }): Promise<void>;
}

/**
 * Starts measuring the page's Core Web Vitals right after the page's load event, in a task of its own, as tracking
 * does: the meter (adapter and recording code, one chunk) and the web-vitals library (its attribution build for an
 * `attributionSample` share of visits) are fetched then, never with the first bundle. The library reads the page's
 * earlier entries from the browser's buffers, so starting after load loses nothing. It does not wait for an idle
 * moment: on a busy phone that comes so late that a visitor who leaves within a second or two would send no record
 * (the bench's vitals delivery share, measured at 1, 3 and 10 s).
 */
export function measureWebVitalsAfterLoad(
  deps: { page: PageLifecyclePort; failures: LoadFailures },
  loadMeter: () => Promise<WebVitalsMeter>,
  page: { pageType: string; attributionSample: number; random: () => number },
): void {
  deps.page.afterLoad(() => {
    deps.failures.watch(loadMeter())
      .then((meter) => meter.start({ pageType: page.pageType, withAttribution: page.random() < page.attributionSample }))
      .catch((error: unknown) => deps.failures.report('Tabiji: web vitals could not be measured.', error));
  });
}
