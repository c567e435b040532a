/* global URLSearchParams */
// What the report page shows: field Web Vitals (p75 per page type and per language), page views per language, and how
// each ad slot fills and is seen, shaped from the rows the report's queries (reportQueries.mjs) count and group in
// the collector's database. Pure: rows in, figures out.
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

/** Campaign parameters a report can be narrowed to; the client keeps their values in `source_url` as written. */
export const FILTER_PARAMETERS = Object.freeze(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content']);

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

/** Keys in `order` first (in that order), then the rest by name, UNKNOWN last. */
function sortKeys(keys, order) {
  const position = (key) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length + (key === UNKNOWN ? 1 : 0) : index;
  };
  return [...keys].sort((a, b) => position(a) - position(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * @typedef {{ p75: number | undefined, count: number, rating: string | undefined }} MetricSummary
 *   p75 over the `count` records that carry the metric
 * @typedef {{ key: string, views: number, lcp_ms: MetricSummary, inp_ms: MetricSummary & { withoutInteraction: number },
 *   cls: MetricSummary }} VitalsGroup  `views`: the group's web_vitals records (one per page view)
 */

/**
 * The rows of the report's queries (reportQueries.mjs); a figure there is null where the report has none.
 * @typedef {{ records: number, page_views: number, web_vitals: number, ad_slots: number, first: string | null,
 *   last: string | null }} TotalsRow
 * @typedef {{ key: string, views: number, lcp_p75: number | null, lcp_count: number, inp_p75: number | null,
 *   inp_count: number, without_interaction: number, cls_p75: number | null, cls_count: number }} VitalsRow
 * @typedef {{ slot: string, records: number, requests: number, filled: number, empty: number, errors: number,
 *   pending: number, viewable: number, median_render_ms: number | null, median_viewable_ms: number | null }} SlotRow
 */

/** A figure SQL gave (null for none) as the report has it (undefined for none). */
const valueOf = (value) => (value === null || value === undefined ? undefined : value);

/** @param {'lcp_ms' | 'inp_ms' | 'cls'} metric @param {number | null} p75 @param {number} count @returns {MetricSummary} */
function metricSummary(metric, p75, count) {
  return { p75: valueOf(p75), count, rating: rating(metric, valueOf(p75)) };
}

/**
 * The Web Vitals groups of one grouping, in `order`.
 * @param {readonly VitalsRow[]} rows  one per group
 * @param {readonly string[]} order
 * @returns {VitalsGroup[]}
 */
function vitalsGroups(rows, order) {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return sortKeys(byKey.keys(), order).map((key) => {
    const row = byKey.get(key);
    return {
      key,
      views: row.views,
      lcp_ms: metricSummary('lcp_ms', row.lcp_p75, row.lcp_count),
      inp_ms: { ...metricSummary('inp_ms', row.inp_p75, row.inp_count), withoutInteraction: row.without_interaction },
      cls: metricSummary('cls', row.cls_p75, row.cls_count),
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

/** @param {readonly SlotRow[]} rows  one per slot @returns {SlotSummary[]} */
function slotSummaries(rows) {
  const bySlot = new Map(rows.map((row) => [row.slot, row]));
  return sortKeys(bySlot.keys(), []).map((slot) => {
    const { records, requests, filled, empty, errors, pending, viewable, median_render_ms, median_viewable_ms } = bySlot.get(slot);
    const finished = filled + empty + errors;
    return {
      slot, records, requests, filled, empty, errors, pending,
      fillRate: finished > 0 ? filled / finished : undefined,
      viewable,
      viewability: filled > 0 ? viewable / filled : undefined,
      medianRenderMs: valueOf(median_render_ms),
      medianViewableMs: valueOf(median_viewable_ms),
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
 * Everything the report shows, from the rows of its queries.
 * @param {{ totals: TotalsRow, byPageType: readonly VitalsRow[], byLanguage: readonly VitalsRow[],
 *   pageViews: readonly { language: string, count: number }[], slots: readonly SlotRow[] }} rows
 * @returns {Report}
 */
export function reportFrom({ totals, byPageType, byLanguage, pageViews, slots }) {
  const countOf = new Map(pageViews.map(({ language, count }) => [language, count]));
  return {
    totals: {
      records: totals.records, pageViews: totals.page_views, webVitals: totals.web_vitals, adSlots: totals.ad_slots,
      first: valueOf(totals.first), last: valueOf(totals.last),
    },
    vitals: { byPageType: vitalsGroups(byPageType, PAGE_TYPE_ORDER), byLanguage: vitalsGroups(byLanguage, LANGUAGE_ORDER) },
    pageViewsByLanguage: sortKeys(countOf.keys(), LANGUAGE_ORDER).map((language) => ({ language, count: countOf.get(language) })),
    adSlots: slotSummaries(slots),
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
