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
}
