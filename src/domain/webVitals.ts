import type { RecordData } from './eventRecordData';

/** A metric of the web_vitals record, as its `data` keys name it (`lcp_ms`, `cls`, …). */
export type VitalKey = 'lcp' | 'cls' | 'inp' | 'fcp' | 'ttfb';

/** The Performance Timeline entry type each metric is measured from. */
const ENTRY_TYPES: Readonly<Record<VitalKey, string>> = { lcp: 'largest-contentful-paint', cls: 'layout-shift', inp: 'event', fcp: 'paint', ttfb: 'navigation' };

/** The metrics an engine cannot measure, given the entry types it observes (PerformanceObserver.supportedEntryTypes). */
export function unsupportedVitals(supportedEntryTypes: readonly string[]): VitalKey[] {
  return (Object.keys(ENTRY_TYPES) as VitalKey[]).filter((key) => !supportedEntryTypes.includes(ENTRY_TYPES[key]));
}

/** The vitals of one page view as the event log keeps them. */
export interface PageVitals {
  lcp?: number;
  cls?: number;
  inp?: number;
  fcp?: number;
  ttfb?: number;
  navigationType: string;
  lcpTarget?: string;
  inpTarget?: string;
  clsTarget?: string;
  /** The metrics this engine cannot measure (Firefox: CLS; older Safari: LCP, CLS, INP); none when left out. */
  unsupported?: readonly VitalKey[];
}

/**
 * The `data` of a web_vitals record: milliseconds as whole numbers, CLS to 4 decimals, INP 0 when the visitor never
 * interacted; a metric the page never produced is left out. `attribution` says whether targets were asked for;
 * `unsupported_metrics` lists the metrics the engine cannot measure (`cls,inp`), left out when it measures them all.
 */
export function webVitalsData(vitals: PageVitals, page: { pageType: string; withAttribution: boolean }): RecordData {
  const whole = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? undefined : Math.max(0, Math.round(value)));
  const fields: Record<string, number | string | boolean | undefined> = {
    page_type: page.pageType,
    navigation_type: vitals.navigationType,
    lcp_ms: whole(vitals.lcp),
    cls: vitals.cls === undefined || !Number.isFinite(vitals.cls) ? undefined : Math.round(Math.max(0, vitals.cls) * 10_000) / 10_000,
    // INP 0 says the visitor never interacted: an engine that cannot tell has no inp_ms.
    inp_ms: whole(vitals.inp) ?? (vitals.unsupported?.includes('inp') ? undefined : 0),
    fcp_ms: whole(vitals.fcp),
    ttfb_ms: whole(vitals.ttfb),
    attribution: page.withAttribution,
    lcp_target: vitals.lcpTarget,
    inp_target: vitals.inpTarget,
    cls_target: vitals.clsTarget,
    unsupported_metrics: vitals.unsupported?.filter((key) => vitals[key] === undefined).join(',') || undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, number | string | boolean] => entry[1] !== undefined));
}

/** Whether `vitals` has anything worth a record: a page hidden before it painted or got its first byte has not. */
export function hasPageVitals(vitals: PageVitals): boolean {
  return vitals.lcp !== undefined || vitals.fcp !== undefined || vitals.ttfb !== undefined;
}

/** One layout shift as the browser reports it: when (ms) and how much; shifts right after input never count. */
export interface LayoutShift {
  readonly startTime: number;
  readonly value: number;
}

/**
 * Cumulative Layout Shift as Core Web Vitals defines it (and the web-vitals library computes it): shifts are grouped
 * into session windows (a gap under 1 s, at most 5 s long) and CLS is the largest window's sum. `shifts` in time order.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let window = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) {
      window += shift.value;
    } else {
      window = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}
