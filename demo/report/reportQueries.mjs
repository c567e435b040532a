// The report's figures from the collector's DuckDB database (demo/collector/eventLogTable.mjs): the campaign filter,
// the counts, the groups and their p75s and medians in SQL, over one snapshot; aggregate.mjs shapes them for the page.
import { FILTER_PARAMETERS, UNKNOWN, reportFrom } from './aggregate.mjs';

// SQL expressions over a row of event_logs. The names and keys in them are this module's own; every value from a
// request is bound as a parameter ($unknown, $filter_<name>).

/** What String.prototype.trim removes, in RE2's syntax: a text of only these labels nothing. */
const BLANK = String.raw`[\s\x{0B}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]*`;

/** The text as a group's label: $unknown when it is missing or blank. */
const label = (text) => `CASE WHEN regexp_full_match(coalesce(${text}, ''), '${BLANK}') THEN $unknown ELSE ${text} END`;

/** `data.<key>` when it is a string, else NULL. */
const dataText = (key) => `CASE WHEN json_type(data, '$.${key}') = 'VARCHAR' THEN (data ->> '$.${key}') END`;

/** `data.<key>` when it is a number ≥ 0, else NULL: a measurement that is absent, negative or not a number is missing. */
const dataMeasure = (key) => `CASE WHEN json_type(data, '$.${key}') IN ('UBIGINT', 'BIGINT', 'DOUBLE')
  AND CAST((data ->> '$.${key}') AS DOUBLE) >= 0 THEN CAST((data ->> '$.${key}') AS DOUBLE) END`;

/** Whether `data.<key>` is the boolean true. */
const dataIsTrue = (key) => `coalesce(json_type(data, '$.${key}') = 'BOOLEAN' AND (data ->> '$.${key}') = 'true', false)`;

/** `datetime` written back as the records write it (ISO 8601, UTC, milliseconds). */
const isoText = (timestamp) => `strftime(${timestamp}, '%Y-%m-%dT%H:%M:%S.%gZ')`;

/**
 * The records a report covers, as the CTE `picked`: with filters, those whose address carries each filter's value
 * among that parameter's values.
 * @param {Record<string, string>} filters  as filtersFrom makes them
 */
function picked(filters) {
  const names = FILTER_PARAMETERS.filter((name) => typeof filters[name] === 'string');
  const conditions = names.map((name) => `list_contains(${name}, $filter_${name})`);
  return {
    cte: `picked AS (SELECT * FROM event_logs${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''})`,
    parameters: Object.fromEntries(names.map((name) => [`filter_${name}`, filters[name]])),
  };
}

const totalsSql = (cte) => `WITH ${cte}
SELECT count(*) AS records,
  count(*) FILTER (WHERE action_type = 'page_view') AS page_views,
  count(*) FILTER (WHERE action_type = 'web_vitals') AS web_vitals,
  count(*) FILTER (WHERE action_type = 'ad_slot') AS ad_slots,
  ${isoText('min(datetime)')} AS first,
  ${isoText('max(datetime)')} AS last
FROM picked`;

/**
 * p75 of LCP, INP and CLS per group of web_vitals records, `key` being page_type or language. quantile_disc is the
 * nearest-rank percentile (the value at rank ⌈0.75 n⌉ of the sorted values, as CrUX reports p75): always a measured
 * value. An INP of 0 is a page view without an interaction: no INP (as in CrUX), counted apart.
 * @param {string} cte
 * @param {'page_type' | 'language'} key
 */
const vitalsSql = (cte, key) => `WITH ${cte}, vitals AS (
  SELECT ${label(dataText('page_type'))} AS page_type, ${label('language_code')} AS language,
    ${dataMeasure('lcp_ms')} AS lcp_ms, ${dataMeasure('inp_ms')} AS inp_ms, ${dataMeasure('cls')} AS cls
  FROM picked WHERE action_type = 'web_vitals'
)
SELECT ${key} AS key, count(*) AS views,
  quantile_disc(lcp_ms, 0.75) AS lcp_p75, count(lcp_ms) AS lcp_count,
  quantile_disc(inp_ms, 0.75) FILTER (WHERE inp_ms > 0) AS inp_p75, count(inp_ms) FILTER (WHERE inp_ms > 0) AS inp_count,
  count(*) FILTER (WHERE inp_ms = 0) AS without_interaction,
  quantile_disc(cls, 0.75) AS cls_p75, count(cls) AS cls_count
FROM vitals GROUP BY ${key}`;

const pageViewsSql = (cte) => `WITH ${cte}, views AS (
  SELECT ${label('language_code')} AS language FROM picked WHERE action_type = 'page_view'
)
SELECT language, count(*) AS count FROM views GROUP BY language`;

/**
 * Per ad slot: its records; the requests (finished with filled, empty or error, or with a requested_ms); each
 * outcome; the pending requests (asked for, left unanswered); the viewable filled slots; and the medians (the mean
 * of the two middle values of an even count) of rendered_ms over filled slots and viewable_ms over viewable ones.
 */
const slotsSql = (cte) => `WITH ${cte}, slots AS (
  SELECT ${label(dataText('slot'))} AS slot, ${dataText('outcome')} AS outcome,
    coalesce(${dataText('outcome')} IN ('filled', 'empty', 'error'), false) AS is_finished,
    coalesce(${dataText('outcome')} = 'filled', false) AND ${dataIsTrue('viewable')} AS is_viewable,
    ${dataMeasure('requested_ms')} AS requested_ms, ${dataMeasure('rendered_ms')} AS rendered_ms,
    ${dataMeasure('viewable_ms')} AS viewable_ms
  FROM picked WHERE action_type = 'ad_slot'
)
SELECT slot, count(*) AS records,
  count(*) FILTER (WHERE is_finished OR requested_ms IS NOT NULL) AS requests,
  count(*) FILTER (WHERE outcome = 'filled') AS filled,
  count(*) FILTER (WHERE outcome = 'empty') AS empty,
  count(*) FILTER (WHERE outcome = 'error') AS errors,
  count(*) FILTER (WHERE NOT is_finished AND requested_ms IS NOT NULL) AS pending,
  count(*) FILTER (WHERE is_viewable) AS viewable,
  median(rendered_ms) FILTER (WHERE outcome = 'filled') AS median_render_ms,
  median(viewable_ms) FILTER (WHERE is_viewable) AS median_viewable_ms
FROM slots GROUP BY slot`;

/**
 * Everything the report shows about the records the filters pick, read from one snapshot of the store.
 * @param {import('../collector/EventLogStore.mjs').EventLogStore} store
 * @param {Record<string, string>} [filters]  as filtersFrom makes them
 * @returns {Promise<import('./aggregate.mjs').Report>}
 */
export function queryReport(store, filters = {}) {
  const { cte, parameters } = picked(filters);
  const labelled = { ...parameters, unknown: UNKNOWN };
  return store.read(async (query) => reportFrom({
    totals: (await query(totalsSql(cte), parameters))[0],
    byPageType: await query(vitalsSql(cte, 'page_type'), labelled),
    byLanguage: await query(vitalsSql(cte, 'language'), labelled),
    pageViews: await query(pageViewsSql(cte), labelled),
    slots: await query(slotsSql(cte), labelled),
  }));
}
