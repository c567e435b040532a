import { cumulativeLayoutShift, unsupportedVitals, type LayoutShift, type PageVitals } from '../../domain/webVitals';
import type { VitalsBufferPort } from '../../ports/VitalsBufferPort';
import { activationStartMs, isObservable, isPrerendering, navigationEntry, observableEntryTypes } from './navigationTiming';

type LayoutShiftEntry = PerformanceEntry & { readonly value?: number; readonly hadRecentInput?: boolean };

/** The entries of `type` the browser has buffered since the page started, handed over at once; none where unknown. */
function buffered<T extends PerformanceEntry>(type: string): readonly T[] {
  if (!isObservable(type)) return [];
  // A buffered observer gets every entry since the page started; takeRecords hands them over now, not a task later.
  const observer = new PerformanceObserver(() => undefined);
  observer.observe({ type, buffered: true });
  const entries = observer.takeRecords() as T[];
  observer.disconnect();
  return entries;
}

/**
 * The vitals the browser's Performance Timeline already holds, computed as the web-vitals library computes them:
 * times from activation (a prerendered page's start for its visitor), the latest LCP entry, CLS in session windows
 * of the shifts not caused by input, TTFB from the navigation's first response byte; and the metrics the engine
 * cannot measure at all, from the entry types its PerformanceObserver supports.
 */
export class BrowserVitalsBufferAdapter implements VitalsBufferPort {
  vitalsSoFar(): PageVitals {
    const navigation = navigationEntry();
    const activationStart = activationStartMs();
    const sinceActivation = (time: number | undefined) => (time === undefined ? undefined : Math.max(0, time - activationStart));
    const isPrerendered = activationStart > 0 || isPrerendering();
    const shifts: LayoutShift[] = buffered<LayoutShiftEntry>('layout-shift')
      .filter((entry) => !entry.hadRecentInput && typeof entry.value === 'number')
      .map((entry) => ({ startTime: entry.startTime, value: entry.value ?? 0 }));
    const lcp = sinceActivation(buffered('largest-contentful-paint').at(-1)?.startTime);
    const fcp = sinceActivation(buffered('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime);
    const ttfb = navigation?.responseStart ? sinceActivation(navigation.responseStart) : undefined;
    const unsupported = unsupportedVitals(observableEntryTypes());
    return {
      navigationType: isPrerendered ? 'prerender' : (navigation?.type ?? 'navigate').replace(/_/g, '-'),
      ...(lcp === undefined ? {} : { lcp }),
      ...(fcp === undefined ? {} : { fcp }),
      ...(ttfb === undefined ? {} : { ttfb }),
      // Only where the browser reports layout shifts at all: elsewhere CLS is unknown, not 0.
      ...(isObservable('layout-shift') ? { cls: cumulativeLayoutShift(shifts) } : {}),
      ...(unsupported.length > 0 ? { unsupported } : {}),
    };
  }
}
