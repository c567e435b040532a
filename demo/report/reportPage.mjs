// The operator's report page (/report): the collector's field telemetry as Chart.js bar charts, each with the same
// figures in a data table. Not a guide page: no Tabiji bundle, no furniture, English only.
import { html, jsonForScript } from '../http/html.mjs';
import { FILTER_PARAMETERS, METRICS, THRESHOLDS, UNKNOWN } from './aggregate.mjs';

/** How each metric is named and written. */
const METRIC_INFO = {
  lcp_ms: { name: 'LCP', long: 'Largest Contentful Paint', unit: 'ms' },
  inp_ms: { name: 'INP', long: 'Interaction to Next Paint', unit: 'ms' },
  cls: { name: 'CLS', long: 'Cumulative Layout Shift', unit: '' },
};

/** Bar colours by rating (Google's palette for Web Vitals) and of the other series. */
export const COLOURS = {
  good: '#0c7d3c',
  'needs-improvement': '#b35c00',
  poor: '#c5221f',
  none: '#9aa0a6',
  views: '#2f5fa7',
  fillRate: '#2f5fa7',
  viewability: '#7b3fa0',
};

const RATING_TEXT = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' };

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A value as the tables and summaries write it: '1,234 ms' (a no-break space before the unit), '0.12', '66.7%';
 * '–' when there is none.
 */
export function formatValue(value, unit) {
  if (value === undefined || value === null) return '–';
  if (unit === 'ms') return `${integer.format(value)}\u00a0ms`;
  if (unit === '%') return percent.format(value);
  if (unit === 'count') return integer.format(value);
  return decimal.format(value);
}

/** What a group key is called in a chart: the language code or page type as stored, or UNKNOWN. */
const groupLabel = (key) => (key === UNKNOWN ? 'unknown' : key);

/**
 * @typedef {object} ChartSpec  what the browser script draws (passed as JSON) and what the page shows beside it
 * @property {string} id  the canvas's id
 * @property {string} [metric]  the Web Vitals metric of a p75 chart
 * @property {string} title  the figure's caption
 * @property {string} note  a sentence under the caption
 * @property {string} summary  the canvas's aria-label
 * @property {string[]} labels  the x-axis categories
 * @property {{ label: string, data: (number | null)[], colours: string[] }[]} datasets
 * @property {{ title: string, unit: string, suggestedMax?: number, max?: number, isInteger?: boolean }} yAxis
 *   unit: 'ms', '' (a plain number), '%' (data are percentages 0–100) or 'count'
 * @property {{ value: number, label: string, colour: string }[]} thresholds  horizontal lines
 * @property {{ headers: string[], rows: string[][] }} table  header row and rows, already formatted
 */

function thresholdLines(metric) {
  const { good, poor } = THRESHOLDS[metric];
  const unit = METRIC_INFO[metric].unit;
  return [
    { value: good, label: `good ≤ ${formatValue(good, unit)}`, colour: COLOURS.good },
    { value: poor, label: `poor > ${formatValue(poor, unit)}`, colour: COLOURS.poor },
  ];
}

/** One p75 chart of a metric over groups (page types or languages), or undefined when no group has a value. */
function vitalsChart(metric, groups, { id, groupName }) {
  if (!groups.some((group) => group[metric].p75 !== undefined)) return undefined;
  const { name, long, unit } = METRIC_INFO[metric];
  const { good, poor } = THRESHOLDS[metric];
  const largest = Math.max(...groups.map((group) => group[metric].p75 ?? 0));
  const described = groups.map((group) => {
    const { p75, count, rating } = group[metric];
    return p75 === undefined
      ? `${groupLabel(group.key)}: no value`
      : `${groupLabel(group.key)}: ${formatValue(p75, unit)}, ${RATING_TEXT[rating]} (${count} ${count === 1 ? 'sample' : 'samples'})`;
  });
  const isInp = metric === 'inp_ms';
  return {
    id,
    metric,
    title: `p75 ${name} by ${groupName}`,
    note: `${long}, 75th percentile (nearest rank) of each ${groupName}'s page views. Lines: good ≤ ${formatValue(good, unit)}, poor > ${formatValue(poor, unit)}. Bars: green good, amber needs improvement, red poor.${isInp ? ' Page views without an interaction have no INP.' : ''}`,
    summary: `Bar chart of p75 ${name} by ${groupName}; good at or under ${formatValue(good, unit)}, poor over ${formatValue(poor, unit)}. ${described.join('; ')}.`,
    labels: groups.map((group) => groupLabel(group.key)),
    datasets: [{
      label: `p75 ${name}${unit ? ` (${unit})` : ''}`,
      data: groups.map((group) => group[metric].p75 ?? null),
      colours: groups.map((group) => COLOURS[group[metric].rating ?? 'none']),
    }],
    yAxis: { title: `p75 ${name}${unit ? ` (${unit})` : ''}`, unit, suggestedMax: Math.max(largest, poor) * 1.15 },
    thresholds: thresholdLines(metric),
    table: {
      headers: [groupName[0].toUpperCase() + groupName.slice(1), `p75 ${name}`, 'Rating', 'Samples', ...(isInp ? ['Views without interaction'] : []), 'Page views'],
      rows: groups.map((group) => {
        const { p75, count, rating } = group[metric];
        return [groupLabel(group.key), formatValue(p75, unit), rating ? RATING_TEXT[rating] : '–', String(count), ...(isInp ? [String(group.inp_ms.withoutInteraction)] : []), String(group.views)];
      }),
    },
  };
}

function pageViewsChart(rows) {
  if (rows.length === 0) return undefined;
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return {
    id: 'chart-page-views-language',
    title: 'Page views by language',
    note: `page_view records per language code, ${integer.format(total)} in all.`,
    summary: `Bar chart of page views by language. ${rows.map((row) => `${groupLabel(row.language)}: ${integer.format(row.count)}`).join('; ')}.`,
    labels: rows.map((row) => groupLabel(row.language)),
    datasets: [{ label: 'Page views', data: rows.map((row) => row.count), colours: rows.map(() => COLOURS.views) }],
    yAxis: { title: 'Page views', unit: 'count', isInteger: true },
    thresholds: [],
    table: {
      headers: ['Language', 'Page views', 'Share'],
      rows: rows.map((row) => [groupLabel(row.language), integer.format(row.count), formatValue(row.count / total, '%')]),
    },
  };
}

/** @param {import('./aggregate.mjs').SlotSummary[]} slots */
function adSlotsChart(slots) {
  if (slots.length === 0) return undefined;
  const asPercent = (ratio) => (ratio === undefined ? null : Math.round(ratio * 1000) / 10);
  return {
    id: 'chart-ad-slots',
    title: 'Fill rate and viewability by ad slot',
    note: 'Fill rate: filled of the requests that finished (filled, empty or error). Viewability: viewable of the filled. Medians in ms from navigation start.',
    summary: `Bar chart of fill rate and viewability by ad slot. ${slots.map((slot) => `${slot.slot}: fill rate ${formatValue(slot.fillRate, '%')}, viewability ${formatValue(slot.viewability, '%')}`).join('; ')}.`,
    labels: slots.map((slot) => slot.slot),
    datasets: [
      { label: 'Fill rate (%)', data: slots.map((slot) => asPercent(slot.fillRate)), colours: slots.map(() => COLOURS.fillRate) },
      { label: 'Viewability (%)', data: slots.map((slot) => asPercent(slot.viewability)), colours: slots.map(() => COLOURS.viewability) },
    ],
    yAxis: { title: 'Share (%)', unit: '%', max: 100 },
    thresholds: [],
    table: {
      headers: ['Slot', 'Page views', 'Requests', 'Filled', 'Empty', 'Errors', 'Pending', 'Fill rate', 'Viewable', 'Viewability', 'Median time to render', 'Median time to viewable'],
      rows: slots.map((slot) => [
        slot.slot, String(slot.records), String(slot.requests), String(slot.filled), String(slot.empty), String(slot.errors), String(slot.pending),
        formatValue(slot.fillRate, '%'), String(slot.viewable), formatValue(slot.viewability, '%'),
        formatValue(slot.medianRenderMs, 'ms'), formatValue(slot.medianViewableMs, 'ms'),
      ]),
    },
  };
}

/**
 * The charts of a report, in page order, each under the section it belongs to. A chart with nothing to show is
 * left out (its section says so).
 * @param {import('./aggregate.mjs').Report} report
 */
export function chartSpecs(report) {
  const vitals = (groups, groupName, idPart) => METRICS
    .map((metric) => vitalsChart(metric, groups, { id: `chart-${metric.replace('_ms', '')}-${idPart}`, groupName }))
    .filter(Boolean);
  return {
    byPageType: vitals(report.vitals.byPageType, 'page type', 'page-type'),
    byLanguage: vitals(report.vitals.byLanguage, 'language', 'language'),
    pageViews: [pageViewsChart(report.pageViewsByLanguage)].filter(Boolean),
    adSlots: [adSlotsChart(report.adSlots)].filter(Boolean),
  };
}

/** What the browser script needs of a spec (the table and captions are already in the page). */
function forScript({ id, labels, datasets, yAxis, thresholds }) {
  return { id, labels, datasets, yAxis, thresholds };
}

/** @param {ChartSpec} spec */
function figure(spec) {
  const { id, title, note, summary, table } = spec;
  return html`<figure class="chart">
<figcaption><span class="chart-title">${title}</span> <span class="chart-note">${note}</span></figcaption>
<div class="chart-box"><canvas id="${id}" role="img" aria-label="${summary}"></canvas></div>
<details class="chart-data">
<summary>Data table: ${title}</summary>
<div class="table-scroll" tabindex="0" role="region" aria-label="${title}: data">
<table>
<caption>${title}</caption>
<thead><tr>${table.headers.map((header) => html`<th scope="col">${header}</th>`)}</tr></thead>
<tbody>
${table.rows.map(([first, ...rest]) => html`<tr><th scope="row">${first}</th>${rest.map((cell) => html`<td>${cell}</td>`)}</tr>\n`)}</tbody>
</table>
</div>
</details>
</figure>
`;
}

const figures = (specs) => html`<div class="chart-grid${specs.length === 1 ? ' is-single' : ''}">
${specs.map(figure)}</div>`;

function missing(text) {
  return html`<p class="empty-note">${text}</p>`;
}

function vitalsSection(report, charts) {
  const body = report.totals.webVitals === 0
    ? missing('No web_vitals records yet: the islands send one per page view.')
    : html`<h3 id="vitals-page-type">By page type</h3>
${charts.byPageType.length > 0 ? figures(charts.byPageType) : missing('No page view reported a metric.')}
<h3 id="vitals-language">By language</h3>
${charts.byLanguage.length > 0 ? figures(charts.byLanguage) : missing('No page view reported a metric.')}
${metricsMissing(charts)}`;
  return html`<section class="report-section" aria-labelledby="vitals-title">
<h2 id="vitals-title">Core Web Vitals in the field</h2>
<p>The 75th percentile of each metric (nearest rank: the value at rank ⌈0.75 × n⌉ of the sorted samples, one of the
measured values), over the page views that reported it, as Google judges a page: LCP good ≤ 2,500 ms, poor
&gt; 4,000 ms; INP good ≤ 200 ms, poor &gt; 500 ms; CLS good ≤ 0.1, poor &gt; 0.25.</p>
${body}
</section>`;
}

/** Says which metrics no page view reported (their charts are left out). */
function metricsMissing(charts) {
  const shown = new Set(charts.byPageType.map((spec) => spec.metric));
  const absent = METRICS.filter((metric) => !shown.has(metric)).map((metric) => METRIC_INFO[metric].name);
  return absent.length > 0 ? missing(`No page view reported ${absent.join(' or ')} yet, so ${absent.length === 1 ? 'it has' : 'they have'} no chart.`) : '';
}

function pageViewsSection(charts) {
  return html`<section class="report-section" aria-labelledby="views-title">
<h2 id="views-title">Page views</h2>
${charts.pageViews.length > 0 ? figures(charts.pageViews) : missing('No page_view records yet.')}
</section>`;
}

function adSlotsSection(charts) {
  return html`<section class="report-section" aria-labelledby="ads-title">
<h2 id="ads-title">Ad slots</h2>
${charts.adSlots.length > 0 ? figures(charts.adSlots) : missing('No ad_slot records yet: the islands send one per ad slot per page view.')}
</section>`;
}

function filterForm(filters) {
  const isFiltered = Object.keys(filters).length > 0;
  return html`<form class="filters" method="get" action="/report" aria-labelledby="filters-title">
<h2 id="filters-title" class="filters-title">Campaign filter</h2>
<p class="filters-hint">Only records whose page address carries these parameters with exactly these values.</p>
<div class="filter-fields">
${FILTER_PARAMETERS.map((name) => html`<p class="filter-field"><label for="filter-${name}">${name}</label>
<input id="filter-${name}" name="${name}" type="text" value="${filters[name] ?? ''}" maxlength="200" autocomplete="off" spellcheck="false"></p>
`)}</div>
<p class="filter-actions"><button type="submit">Apply</button>${isFiltered ? html` <a href="/report">Show all records</a>` : ''}</p>
</form>`;
}

function totalsLine(report, filters) {
  const { records, pageViews, webVitals, adSlots, first, last } = report.totals;
  const scope = Object.keys(filters).length > 0
    ? html` matching ${Object.entries(filters).map(([name, value], index) => html`${index > 0 ? ', ' : ''}<code>${name}=${value}</code>`)}`
    : '';
  const span = first ? html`, from <time datetime="${first}">${first}</time> to <time datetime="${last}">${last}</time>` : '';
  return html`<p class="totals">${integer.format(records)} ${records === 1 ? 'record' : 'records'}${scope}${span}: ${integer.format(pageViews)} page_view,
${integer.format(webVitals)} web_vitals, ${integer.format(adSlots)} ad_slot.</p>`;
}

/**
 * The whole report document.
 * @param {import('./aggregate.mjs').Report} report
 * @param {{ filters?: Record<string, string> }} [options]
 * @returns {import('../http/html.mjs').SafeHtml}
 */
export function reportPage(report, { filters = {} } = {}) {
  const isEmpty = report.totals.records === 0;
  const charts = chartSpecs(report);
  const all = [...charts.byPageType, ...charts.byLanguage, ...charts.pageViews, ...charts.adSlots];
  const content = isEmpty
    ? html`<section class="report-section empty-state" aria-labelledby="empty-title">
<h2 id="empty-title">No records ${Object.keys(filters).length > 0 ? 'match this filter' : 'yet'}</h2>
<p>The collector has stored no event-log records${Object.keys(filters).length > 0 ? ' whose page address carries these parameters' : ''}.
Visit a few guide pages (the islands record page views, Web Vitals and ad slots), then reload this page.</p>
</section>`
    : html`${vitalsSection(report, charts)}
${pageViewsSection(charts)}
${adSlotsSection(charts)}`;
  const scripts = all.length > 0
    ? html`<script src="/report/chart.umd.js" defer></script>
<script src="/report/reportCharts.js" defer></script>
`
    : '';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Field telemetry report | Tabiji demo</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/report/report.css">
${scripts}</head>
<body>
<a class="skip-link" href="#main">Skip to the report</a>
<header class="report-header">
<p class="report-kicker">Tabiji demo · operator page</p>
<h1>Field telemetry report</h1>
${totalsLine(report, filters)}
</header>
<main id="main">
${filterForm(filters)}
<p id="charts-unavailable" class="empty-note" hidden>The charts could not be drawn (Chart.js did not load); the data tables below each chart hold the same figures.</p>
${content}
</main>
<script type="application/json" id="report-charts">${jsonForScript(all.map(forScript))}</script>
</body>
</html>
`;
}
