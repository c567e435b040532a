import { hasPageVitals, webVitalsData, type PageVitals } from '../../domain/webVitals';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';
import type { VitalsBufferPort } from '../../ports/VitalsBufferPort';
import type { VitalReport, WebVitalsPort } from '../../ports/WebVitalsPort';
import { adoptPageVitals } from '../tracking/pageViewLedger';
import type { PageVisitRecorder } from '../tracking/pageVisitRecorder';

export interface WebVitalsDeps {
  readonly vitals: WebVitalsPort;
  /** What the browser's buffers hold, for metrics the library has not reported when the page is hidden. */
  readonly buffer: VitalsBufferPort;
  /** Session storage: the head script's claim, which may have recorded this page's vitals already. */
  readonly sessionStorage: StoragePort;
  readonly recorder: Pick<PageVisitRecorder, 'record' | 'handOver'>;
  /** The page being hidden, left, or restored from the back/forward cache. */
  readonly page: PageLifecyclePort;
}

/**
 * One web_vitals record per page view: the latest value of each metric, recorded (and handed over by beacon) the
 * first time the page is hidden or left, when CLS and INP are as good as final. A page restored from the
 * back-forward cache is a new page view: its metrics start again and it gets a record of its own. The meter takes
 * the page's vitals over from the head script, which records them itself for a page hidden before the meter starts.
 */
export async function recordWebVitals(
  deps: WebVitalsDeps,
  page: { pageType: string; withAttribution: boolean; missedRestore?: boolean },
): Promise<void> {
  // What the library has reported for this page view (with its navigation type) since it started or came back.
  let reported: Partial<PageVitals> = {};
  const isMine = adoptPageVitals(deps.sessionStorage, deps.page.activatedAtMs());
  // Started at a restore it did not see: the library would report the first load's values as this page view's, and
  // the buffers hold them too. Nothing is recorded for this page view; the next restore is measured in full.
  let isRecorded = !isMine || page.missedRestore === true;
  let isObserving = false;
  const recordOnce = () => {
    if (isRecorded) return;
    // Hidden before the library reported a metric (its entries reach it a task later, and on a busy phone the
    // library itself may still be on its way): the browser's buffers have it. A restored page's metrics are the
    // library's own (LCP is the time to the next frame), never the buffers' first-load values.
    const isRestored = reported.navigationType === 'back-forward-cache';
    const buffered = deps.buffer.vitalsSoFar();
    // What the engine cannot measure is the same after a restore.
    const vitals: PageVitals = { ...(isRestored ? { navigationType: 'back-forward-cache', unsupported: buffered.unsupported } : buffered), ...reported };
    if (!hasPageVitals(vitals)) return;
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
    reported = { ...reported, ...valueOf(report), navigationType: report.navigationType };
  };
  await deps.vitals.observe({ withAttribution: page.withAttribution }, onReport);
  isObserving = true;
  deps.page.onHidden(recordOnce);
  deps.page.onLeave(recordOnce);
  deps.page.onReturn(() => {
    // A new page view: the library reports its metrics afresh (a frame later), with this navigation type.
    reported = { navigationType: 'back-forward-cache' };
    isRecorded = false;
  });
}

/** The report as the page's vitals: `lcp`, `cls`, … and the metric's target as `lcpTarget`, … when there is one. */
function valueOf(report: VitalReport): Partial<PageVitals> {
  const key = report.name.toLowerCase();
  return { [key]: report.value, ...(report.target === undefined ? {} : { [`${key}Target`]: report.target }) };
}
