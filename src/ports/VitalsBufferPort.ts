import type { PageVitals } from '../domain/webVitals';

/**
 * The page's vitals as the browser's own buffers hold them, read at once, with no library: for a page hidden or
 * left before the web-vitals library has arrived or reported (on a slow phone that is most short visits).
 */
export interface VitalsBufferPort {
  /**
   * LCP, CLS, FCP and TTFB so far of the page's load (ms from activation; CLS unitless) and how the page was
   * reached (`navigate`, `reload`, `back-forward` or `prerender`). A metric the page has not produced yet, or the
   * browser does not tell, is left out; `unsupported` lists the metrics this engine cannot measure at all (the
   * library cannot either). Never INP: the buffers keep too few interactions to tell it.
   */
  vitalsSoFar(): PageVitals;
}
