import type { RecordData } from './eventRecordData';

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
}

/**
 * The `data` of a web_vitals record: milliseconds as whole numbers, CLS to 4 decimals, INP 0 when the visitor never
 * interacted; a metric the page never produced is left out. `attribution` says whether targets were asked for.
 */
export function webVitalsData(vitals: PageVitals, page: { pageType: string; withAttribution: boolean }): RecordData {
  const whole = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? undefined : Math.max(0, Math.round(value)));
  const fields: Record<string, number | string | boolean | undefined> = {
    page_type: page.pageType,
    navigation_type: vitals.navigationType,
    lcp_ms: whole(vitals.lcp),
    cls: vitals.cls === undefined || !Number.isFinite(vitals.cls) ? undefined : Math.round(Math.max(0, vitals.cls) * 10_000) / 10_000,
    inp_ms: whole(vitals.inp) ?? 0,
    fcp_ms: whole(vitals.fcp),
    ttfb_ms: whole(vitals.ttfb),
    attribution: page.withAttribution,
    lcp_target: vitals.lcpTarget,
    inp_target: vitals.inpTarget,
    cls_target: vitals.clsTarget,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, number | string | boolean] => entry[1] !== undefined));
}
