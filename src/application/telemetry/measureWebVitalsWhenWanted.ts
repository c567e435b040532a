import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { LoadFailures } from '../loadFailures';

/** The page's web-vitals measurement (see recordWebVitals), built by the composition root over the recorder. */
export interface WebVitalsMeter {
  /** `missedRestore`: the meter starts at a restore from the back/forward cache that its library could not see. */
  start(page: { pageType: string; withAttribution: boolean; missedRestore: boolean }): Promise<void>;
}

/**
 * Starts measuring the page's Core Web Vitals when they need the library (ADR 039): at the visitor's first interaction
 * (a press, a key, a scroll), or at the page's first restore from the back/forward cache (`missedReturn`: one that came
 * before this was called), after the load event. Only
 * then are the meter (adapter and recording code, one chunk) and the web-vitals library (its attribution build for an
 * `attributionSample` share of visits) fetched. A visitor who does nothing needs neither: LCP, FCP, TTFB and CLS are in
 * the browser's buffers, and the claim program (pageViewStart) records them from there as the page is hidden or left;
 * INP needs an interaction, and the library reads the first one from the buffers (first-input). What is lost: the
 * attribution of a sampled visit without interaction, and the vitals of the restore that started the meter (the
 * library, fetched after it, would report the first load's).
 */
export function measureWebVitalsWhenWanted(
  deps: { page: PageLifecyclePort; failures: LoadFailures },
  loadMeter: () => Promise<WebVitalsMeter>,
  page: { pageType: string; attributionSample: number; random: () => number; missedReturn?: boolean },
): void {
  deps.page.afterLoad(() => {
    const stops: Array<() => void> = [];
    const start = (missedRestore: boolean) => {
      stops.forEach((stop) => stop());
      deps.failures.watch(loadMeter())
        .then((meter) => meter.start({ pageType: page.pageType, withAttribution: page.random() < page.attributionSample, missedRestore }))
        .catch((error: unknown) => deps.failures.report('Tabiji: web vitals could not be measured.', error));
    };
    // A return these services started too late to hear (main.tsx) starts the meter as that return would have.
    if (page.missedReturn) return start(true);
    stops.push(deps.page.onFirstInteraction(() => start(false)), deps.page.onReturn(() => start(true)));
  });
}
