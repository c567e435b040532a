/* global URLSearchParams */
// What the report page shows, computed from stored event-log records: field Web Vitals (p75 per page type and per
// language), page views per language, and how each ad slot fills and is seen. Pure: records in, figures out.
import { LANGUAGES } from '../content/languages.mjs';

/**
 * Google's Core Web Vitals thresholds (web.dev/articles/vitals): a p75 at or under `good` is good, over `poor` is
 * poor, and in between needs improvement.
 */
export const THRESHOLDS = Object.freeze({
  lcp_ms: Object.freeze({ good: 2500, poor: 4000 }),
  inp_ms: Object.freeze({ good: 200, poor: 500 }),
  cls: Object.freeze({ good: 0.1, poor: 0.25 }),
});

/** The metrics charted, in the order they are shown. */
export const METRICS = Object.freeze(['lcp_ms', 'inp_ms', 'cls']);

/** The page types the islands report, in the order the guide's navigation has them; others follow by name. */
export const PAGE_TYPE_ORDER = Object.freeze(['top', 'article', 'pr', 'category', 'region', 'normal']);

/** The demo's path codes, in its own order; codes outside it follow by name. */
export const LANGUAGE_ORDER = Object.freeze(LANGUAGES.map((language) => language.code));

/** The label of a record that lacks the value it is grouped by. */
export const UNKNOWN = '(unknown)';

/** The ad slot outcomes that end a request. 'pending' is a request the page left before it was answered. */
const FINISHED_OUTCOMES = new Set(['filled', 'empty', 'error']);

/** Campaign parameters a report can be narrowed to; the client keeps their values in `source_url` as written. */
export const FILTER_PARAMETERS = Object.freeze(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content']);

/**
 * The nearest-rank percentile: the smallest value such that at least p % of the values are at or under it, i.e.
 * the value at rank ⌈p/100 × n⌉ of the sorted values (1-based). It is always one of the values (no interpolation),
 * as CrUX reports p75. Undefined for no values.
 * @param {readonly number[]} values
 * @param {number} p  0 < p ≤ 100
 * @returns {number | undefined}
 */
export function nearestRankPercentile(values, p) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/**
 * The median: the middle value, or the mean of the two middle values of an even count. Undefined for no values.
 * @param {readonly number[]} values
 * @returns {number | undefined}
 */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * 'good', 'needs-improvement' or 'poor' for a value of a metric of THRESHOLDS; undefined for no value.
 * @param {'lcp_ms' | 'inp_ms' | 'cls'} metric
 * @param {number | undefined} value
 */
export function rating(metric, value) {
  if (value === undefined) return undefined;
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** A plain object (the `data` of a record), else an empty one. */
function dataOf(record) {
  const { data } = record;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
}

/** A finite number ≥ 0, else undefined: a field that is absent, negative, NaN or not a number counts as missing. */
function measure(value) {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A non-empty string, else UNKNOWN. */
function label(value) {
  return typeof value === 'string' && value.trim() !== '' ? value : UNKNOWN;
}

/** Keys in `order` first (in that order), then the rest by name, UNKNOWN last. */
function sortKeys(keys, order) {
  const position = (key) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length + (key === UNKNOWN ? 1 : 0) : index;
  };
  return [...keys].sort((a, b) => position(a) - position(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Records of one action type. */
function ofType(records, actionType) {
  return records.filter((record) => record !== null && typeof record === 'object' && record.action_type === actionType);
}

/**
 * @typedef {{ p75: number | undefined, count: number, rating: string | undefined }} MetricSummary
 *   p75 over the `count` records that carry the metric
 * @typedef {{ key: string, views: number, lcp_ms: MetricSummary, inp_ms: MetricSummary & { withoutInteraction: number },
 *   cls: MetricSummary }} VitalsGroup  `views`: the group's web_vitals records (one per page view)
 */

/**
 * p75 of LCP, INP and CLS per group. INP is 0 for a page view without an interaction: such views have no INP (as in
 * CrUX) and are counted apart in `withoutInteraction`, not as a 0 ms INP that would pull the p75 down.
 * @param {readonly object[]} vitals  web_vitals records
 * @param {(record: object) => string} keyOf
 * @param {readonly string[]} order
 * @returns {VitalsGroup[]}
 */
function vitalsBy(vitals, keyOf, order) {
  /** @type {Map<string, object[]>} */
  const groups = new Map();
  for (const record of vitals) {
    const key = keyOf(record);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(record);
  }
  return sortKeys(groups.keys(), order).map((key) => {
    const records = groups.get(key) ?? [];
    const values = (metric) => records.map((record) => measure(dataOf(record)[metric])).filter((value) => value !== undefined);
    const summary = (metric, list) => {
      const p75 = nearestRankPercentile(list, 75);
      return { p75, count: list.length, rating: rating(metric, p75) };
    };
    const inp = values('inp_ms');
    return {
      key,
      views: records.length,
      lcp_ms: summary('lcp_ms', values('lcp_ms')),
      inp_ms: { ...summary('inp_ms', inp.filter((value) => value > 0)), withoutInteraction: inp.filter((value) => value === 0).length },
      cls: summary('cls', values('cls')),
    };
  });
}

/**
 * @typedef {{ slot: string, records: number, requests: number, filled: number, empty: number, errors: number,
 *   pending: number, fillRate: number | undefined, viewable: number, viewability: number | undefined,
 *   medianRenderMs: number | undefined, medianViewableMs: number | undefined }} SlotSummary
 *   records: page views that had the slot; requests: those whose ad was asked for (an outcome other than 'pending',
 *   or a requested_ms); fillRate = filled / (filled + empty + errors); viewability = viewable / filled (only a
 *   filled slot can be viewable); the medians are of rendered_ms over filled slots and of viewable_ms over viewable
 *   ones, both in ms from navigation start
 */

/** @param {readonly object[]} adSlots  ad_slot records @returns {SlotSummary[]} */
function slotsSummary(adSlots) {
  /** @type {Map<string, object[]>} */
  const groups = new Map();
  for (const record of adSlots) {
    const key = label(dataOf(record).slot);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(dataOf(record));
  }
  return sortKeys(groups.keys(), []).map((slot) => {
    const list = groups.get(slot) ?? [];
    const count = (outcome) => list.filter((data) => data.outcome === outcome).length;
    const requested = list.filter((data) => FINISHED_OUTCOMES.has(data.outcome) || measure(data.requested_ms) !== undefined);
    const filledData = list.filter((data) => data.outcome === 'filled');
    const viewableData = filledData.filter((data) => data.viewable === true);
    const filled = filledData.length;
    const finished = filled + count('empty') + count('error');
    return {
      slot,
      records: list.length,
      requests: requested.length,
      filled,
      empty: count('empty'),
      errors: count('error'),
      pending: requested.filter((data) => !FINISHED_OUTCOMES.has(data.outcome)).length,
      fillRate: finished > 0 ? filled / finished : undefined,
      viewable: viewableData.length,
      viewability: filled > 0 ? viewableData.length / filled : undefined,
      medianRenderMs: median(filledData.map((data) => measure(data.rendered_ms)).filter((value) => value !== undefined)),
      medianViewableMs: median(viewableData.map((data) => measure(data.viewable_ms)).filter((value) => value !== undefined)),
    };
  });
}

/**
 * @typedef {object} Report
 * @property {{ records: number, pageViews: number, webVitals: number, adSlots: number, first: string | undefined,
 *   last: string | undefined }} totals  first/last: the earliest and latest `datetime` among the records
 * @property {{ byPageType: VitalsGroup[], byLanguage: VitalsGroup[] }} vitals
 * @property {{ language: string, count: number }[]} pageViewsByLanguage
 * @property {SlotSummary[]} adSlots
 */

/**
 * Everything the report shows, from the store's records (any order; records of other action types are counted in
 * `totals.records` only).
 * @param {readonly object[]} records
 * @returns {Report}
 */
export function aggregateReport(records) {
  const vitals = ofType(records, 'web_vitals');
  const pageViews = ofType(records, 'page_view');
  const adSlots = ofType(records, 'ad_slot');
  const times = records.map((record) => record?.datetime).filter((value) => typeof value === 'string' && value !== '').sort();
  const viewsPerLanguage = new Map();
  for (const record of pageViews) {
    const language = label(record.language_code);
    viewsPerLanguage.set(language, (viewsPerLanguage.get(language) ?? 0) + 1);
  }
  return {
    totals: { records: records.length, pageViews: pageViews.length, webVitals: vitals.length, adSlots: adSlots.length, first: times[0], last: times.at(-1) },
    vitals: {
      byPageType: vitalsBy(vitals, (record) => label(dataOf(record).page_type), PAGE_TYPE_ORDER),
      byLanguage: vitalsBy(vitals, (record) => label(record.language_code), LANGUAGE_ORDER),
    },
    pageViewsByLanguage: sortKeys(viewsPerLanguage.keys(), LANGUAGE_ORDER).map((language) => ({ language, count: viewsPerLanguage.get(language) })),
    adSlots: slotsSummary(adSlots),
  };
}

/**
 * The campaign filters of a report request: the FILTER_PARAMETERS present with a non-empty value (at most 200
 * characters, else ignored).
 * @param {URLSearchParams | string} query  the request's query (a string such as '?utm_content=x' too)
 * @returns {Record<string, string>}
 */
export function filtersFrom(query) {
  const parameters = new URLSearchParams(query);
  const filters = {};
  for (const name of FILTER_PARAMETERS) {
    const value = parameters.get(name)?.trim() ?? '';
    if (value !== '' && value.length <= 200) filters[name] = value;
  }
  return filters;
}

/**
 * The records whose `source_url` carries every filter as a query parameter with exactly that value. No filters:
 * all records. A record whose address does not parse matches no filter.
 * @param {readonly object[]} records
 * @param {Record<string, string>} filters
 */
export function filterRecords(records, filters) {
  const wanted = Object.entries(filters);
  if (wanted.length === 0) return [...records];
  return records.filter((record) => {
    let parameters;
    try {
      parameters = new URL(String(record?.source_url ?? ''), 'http://report.invalid/').searchParams;
    } catch {
      return false;
    }
    return wanted.every(([name, value]) => parameters.getAll(name).includes(value));
  });
}
