import type { VitalName, VitalReport, WebVitalsPort } from '../../ports/WebVitalsPort';

interface LibraryMetric {
  readonly name: VitalName;
  readonly value: number;
  readonly navigationType: string;
  readonly attribution?: { readonly target?: string; readonly interactionTarget?: string; readonly largestShiftTarget?: string };
}
type Observe = (callback: (metric: LibraryMetric) => void, options: { reportAllChanges: boolean }) => void;
type Library = Readonly<Record<'onLCP' | 'onCLS' | 'onINP' | 'onFCP' | 'onTTFB', Observe>>;

/**
 * Core Web Vitals through Google's web-vitals library: its small build, or its attribution build (about 1.5 KB
 * gzip more) for the sampled visits. Each is a chunk of its own, fetched only when asked.
 */
export class WebVitalsAdapter implements WebVitalsPort {
  async observe(options: { readonly withAttribution: boolean }, listener: (report: VitalReport) => void): Promise<void> {
    const library = (options.withAttribution ? await import('web-vitals/attribution') : await import('web-vitals')) as unknown as Library;
    const report = (metric: LibraryMetric) => {
      const { attribution } = metric;
      const target = attribution?.target ?? attribution?.interactionTarget ?? attribution?.largestShiftTarget;
      listener({ name: metric.name, value: metric.value, navigationType: metric.navigationType, ...(target ? { target } : {}) });
    };
    for (const observe of [library.onLCP, library.onCLS, library.onINP, library.onFCP, library.onTTFB]) {
      observe(report, { reportAllChanges: true });
    }
  }

  largestContentfulPaintMs(): number | undefined {
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return undefined;
    // A buffered observer gets every entry since the page started, even those from before an interaction; the
    // last is the largest. takeRecords hands them over now rather than in a later task.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const latest = observer.takeRecords().at(-1);
    observer.disconnect();
    if (!latest) return undefined;
    const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
    const activationStart = (navigation as (PerformanceEntry & { activationStart?: number }) | undefined)?.activationStart ?? 0;
    return Math.max(0, latest.startTime - activationStart);
  }
}
