import { webVitalsData, type PageVitals } from '../../domain/webVitals';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { VitalReport, WebVitalsPort } from '../../ports/WebVitalsPort';
import type { PageVisitRecorder } from '../tracking/pageVisitRecorder';

export interface WebVitalsDeps {
  readonly vitals: WebVitalsPort;
  readonly recorder: Pick<PageVisitRecorder, 'record' | 'handOver'>;
  /** The page being hidden, left, or restored from the back/forward cache. */
  readonly page: PageLifecyclePort;
}

/**
 * One web_vitals record per page view: the latest value of each metric, recorded (and handed over by beacon) the
 * first time the page is hidden or left, when CLS and INP are as good as final. A page restored from the
 * back-forward cache is a new page view: its metrics start again and it gets a record of its own.
 */
export async function recordWebVitals(deps: WebVitalsDeps, page: { pageType: string; withAttribution: boolean }): Promise<void> {
  let vitals: PageVitals = { navigationType: 'navigate' };
  let isRecorded = false;
  let isObserving = false;
  const recordOnce = () => {
    if (isRecorded) return;
    // Hidden before the library reported LCP (its entries reach it a task later, and on a busy phone the library
    // itself may still be on its way): the browser's buffer has it. A restored page's LCP is the library's own
    // (time to the next frame), never the buffer's first-load value.
    if (vitals.lcp === undefined && vitals.navigationType !== 'back-forward-cache') {
      const lcp = deps.vitals.largestContentfulPaintMs();
      if (lcp !== undefined) vitals = { ...vitals, lcp };
    }
    if (vitals.lcp === undefined && vitals.fcp === undefined && vitals.ttfb === undefined) return;
    isRecorded = true;
    deps.recorder.record({ actionType: 'web_vitals', data: webVitalsData(vitals, page) });
    deps.recorder.handOver();
  };
  // A page left while the library is still loading records what the buffer holds; once the library observes, its
  // own listeners come first (below) so that their last values on hiding arrive before the record is made.
  const recordBeforeObserving = () => {
    if (!isObserving) recordOnce();
  };
  deps.page.onHidden(recordBeforeObserving);
  deps.page.onLeave(recordBeforeObserving);
  const onReport = (report: VitalReport) => {
    vitals = { ...vitals, ...valueOf(report), navigationType: report.navigationType };
  };
  await deps.vitals.observe({ withAttribution: page.withAttribution }, onReport);
  isObserving = true;
  deps.page.onHidden(recordOnce);
  deps.page.onLeave(recordOnce);
  deps.page.onReturn(() => {
    // A new page view: the library reports its metrics afresh (a frame later), with this navigation type.
    vitals = { navigationType: 'back-forward-cache' };
    isRecorded = false;
  });
}

/** The report as the page's vitals: `lcp`, `cls`, … and the metric's target as `lcpTarget`, … when there is one. */
function valueOf(report: VitalReport): Partial<PageVitals> {
  const key = report.name.toLowerCase();
  return { [key]: report.value, ...(report.target === undefined ? {} : { [`${key}Target`]: report.target }) };
}
