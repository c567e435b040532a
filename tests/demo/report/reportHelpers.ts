import { callDemoModule } from '../callDemoModule';
import { validRecord } from '../collector/validRecord';

// What the report's tests share: its figures' shape, the reports of record sets (stored in a fresh DuckDB store and
// queried as /report does, through fixtures/reportOf.mjs) and records in the shapes the islands send.

export interface MetricSummary { p75?: number; count: number; rating?: string }
export interface VitalsGroup { key: string; views: number; lcp_ms: MetricSummary; inp_ms: MetricSummary & { withoutInteraction: number }; cls: MetricSummary }
export interface SlotSummary {
  slot: string; records: number; requests: number; filled: number; empty: number; errors: number; pending: number;
  fillRate?: number; viewable: number; viewability?: number; medianRenderMs?: number; medianViewableMs?: number;
}
export interface Report {
  totals: { records: number; pageViews: number; webVitals: number; adSlots: number; first?: string; last?: string };
  vitals: { byPageType: VitalsGroup[]; byLanguage: VitalsGroup[] };
  pageViewsByLanguage: Array<{ language: string; count: number }>;
  adSlots: SlotSummary[];
}

/** The reports of several record sets (each with its campaign filters), computed in one child process. */
export const reportsOf = (sets: ReadonlyArray<readonly [readonly unknown[], Record<string, string>?]>): Report[] =>
  callDemoModule<Report[]>('tests/demo/report/fixtures/reportOf.mjs', 'reportsOf', [[sets.map(([records, filters]) => [records, filters ?? {}])]])[0]!;

type Data = Record<string, unknown>;

/** Makers of valid records whose event_ids start with `prefix`: any kind, web_vitals and ad_slot. */
export function recordMakers(prefix: string): {
  record: (actionType: string, language: string, data?: Data, overrides?: Data) => Data;
  vitals: (language: string, data: Data) => Data;
  slot: (name: string, data: Data) => Data;
} {
  let sequence = 0;
  const record = (actionType: string, language: string, data?: Data, overrides: Data = {}): Data => {
    sequence += 1;
    return validRecord(`${prefix}-${sequence}`, { action_type: actionType, language_code: language, ...(data ? { data } : {}), ...overrides });
  };
  return {
    record,
    vitals: (language, data) => record('web_vitals', language, { navigation_type: 'navigate', attribution: false, ...data }),
    slot: (name, data) => record('ad_slot', 'en', { page_type: 'article', slot: name, viewable: false, ...data }),
  };
}
