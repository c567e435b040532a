/** The Core Web Vitals and their helpers, as the page reports them. */
export type VitalName = 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';

/** One value of a metric: milliseconds, or the unitless layout-shift score for CLS. */
export interface VitalReport {
  readonly name: VitalName;
  readonly value: number;
  /** How the page was reached: navigate, reload, back-forward, back-forward-cache, prerender or restore. */
  readonly navigationType: string;
  /** What the value comes from (the LCP element, the INP or CLS target), when attribution was asked for. */
  readonly target?: string;
}

/** Measures the page's Core Web Vitals in the field. */
export interface WebVitalsPort {
  /**
   * Calls `listener` with every new value of each metric (again after a back-forward cache restore, with that
   * navigation type); attribution costs more code, so it is asked for per visit.
   */
  observe(options: { readonly withAttribution: boolean }, listener: (report: VitalReport) => void): Promise<void>;
}
