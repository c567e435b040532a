import { callDemoModule } from '../callDemoModule';
import { validRecord } from '../collector/validRecord';
import { reportsOf } from './reportHelpers';

// The report document (demo/report/reportPage.mjs) from records built here: every chart a figure with a caption,
// a canvas named by its summary and a data table with its figures; what records carry is escaped; an empty state.
// The document is parsed by jsdom; the charts themselves are drawn in the browser (e2e/report.spec.ts).

interface ChartForScript {
  id: string;
  labels: string[];
  datasets: Array<{ label: string; data: Array<number | null>; colours: string[] }>;
  yAxis: { title: string; unit: string; suggestedMax?: number; max?: number; isInteger?: boolean };
  thresholds: Array<{ value: number; label: string; colour: string }>;
}

let sequence = 0;
function record(actionType: string, language: string, data?: Record<string, unknown>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return validRecord(`p-${sequence}`, { action_type: actionType, language_code: language, ...(data ? { data } : {}), ...overrides });
}

/**
 * The report page of `records` (stored and queried as /report does, all of them, then rendered by the demo modules,
 * the filters only shown), parsed.
 */
function reportDocument(records: readonly unknown[], filters: Record<string, string> = {}): Document {
  const [report] = reportsOf([[records]]);
  const [page] = callDemoModule<{ text: string }>('demo/report/reportPage.mjs', 'reportPage', [[report, { filters }]]);
  return new DOMParser().parseFromString(page!.text, 'text/html');
}

const chartData = (document: Document): ChartForScript[] => JSON.parse(document.getElementById('report-charts')!.textContent!) as ChartForScript[];
const cellTexts = (row: Element): string[] => [...row.children].map((cell) => cell.textContent!.replace(/\u00a0/g, ' '));

const RECORDS = [
  record('web_vitals', 'en', { page_type: 'article', navigation_type: 'navigate', lcp_ms: 2600, inp_ms: 240, cls: 0.12, attribution: false }),
  record('web_vitals', 'jp', { page_type: 'top', navigation_type: 'reload', lcp_ms: 1800, inp_ms: 0, cls: 0.3, attribution: false }),
  record('page_view', 'en'),
  record('page_view', 'en'),
  record('page_view', 'th'),
  record('ad_slot', 'en', { page_type: 'article', slot: 'div-gpt-ad-article-top', outcome: 'filled', requested_ms: 300, rendered_ms: 900, viewable: true, viewable_ms: 1400 }),
  record('ad_slot', 'en', { page_type: 'article', slot: 'div-gpt-ad-article-top', outcome: 'empty', requested_ms: 300, viewable: false }),
];

describe('the report page', () => {
  const document = reportDocument(RECORDS);

  it('is an English operator page under its own files: no Tabiji bundle, no furniture, no inline script', () => {
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('[data-tabiji-island], #tabiji-context')).toBeNull();
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/report/chart.umd.js', '/report/reportCharts.js']);
    expect([...document.querySelectorAll('script:not([src])')].map((script) => script.getAttribute('type'))).toEqual(['application/json']);
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual(['/report/report.css']);
    expect(document.querySelector('[style]')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('draws each chart in a figure: caption, a canvas with role img and a summary, and a table of the same figures', () => {
    const figures = [...document.querySelectorAll('figure')];
    expect(figures.map((figure) => figure.querySelector('figcaption .chart-title')?.textContent)).toEqual([
      'p75 LCP by page type', 'p75 INP by page type', 'p75 CLS by page type',
      'p75 LCP by language', 'p75 INP by language', 'p75 CLS by language',
      'Page views by language', 'Fill rate and viewability by ad slot',
    ]);
    for (const figure of figures) {
      const canvas = figure.querySelector('canvas')!;
      expect(canvas.getAttribute('role')).toBe('img');
      expect(canvas.getAttribute('aria-label')).toMatch(/^Bar chart of /);
      expect(figure.querySelector('details > summary')?.textContent).toMatch(/^Data table: /);
      expect(figure.querySelector('details table caption')?.textContent).toBe(figure.querySelector('.chart-title')?.textContent);
      expect(figure.querySelectorAll('details table thead th[scope="col"]').length).toBeGreaterThan(1);
    }
    // The JSON block describes exactly these canvases, in order.
    expect(chartData(document).map((chart) => chart.id)).toEqual(figures.map((figure) => figure.querySelector('canvas')!.id));
  });

  it('writes the p75 figures in the tables and the canvas summaries', () => {
    const rows = (id: string) => [...document.getElementById(id)!.closest('figure')!.querySelectorAll('tbody tr')].map(cellTexts);
    expect(rows('chart-lcp-page-type')).toEqual([['top', '1,800 ms', 'good', '1', '1'], ['article', '2,600 ms', 'needs improvement', '1', '1']]);
    // The jp view had no interaction: no INP, counted apart.
    expect(rows('chart-inp-language')).toEqual([['jp', '–', '–', '0', '1', '1'], ['en', '240 ms', 'needs improvement', '1', '0', '1']]);
    expect(rows('chart-cls-page-type')).toEqual([['top', '0.30', 'poor', '1', '1'], ['article', '0.12', 'needs improvement', '1', '1']]);
    expect(rows('chart-page-views-language')).toEqual([['en', '2', '66.7%'], ['th', '1', '33.3%']]);
    expect(rows('chart-ad-slots')).toEqual([
      ['div-gpt-ad-article-top', '2', '2', '1', '1', '0', '0', '50.0%', '1', '100.0%', '900 ms', '1,400 ms'],
    ]);
    const summary = document.getElementById('chart-lcp-page-type')!.getAttribute('aria-label')!.replace(/\u00a0/g, ' ');
    expect(summary).toBe('Bar chart of p75 LCP by page type; good at or under 2,500 ms, poor over 4,000 ms. top: 1,800 ms, good (1 sample); article: 2,600 ms, needs improvement (1 sample).');
  });

  it('gives the browser each p75 chart with Google’s good and poor lines and an axis that reaches past the poor one', () => {
    const charts = chartData(document);
    const lines = (id: string) => charts.find((chart) => chart.id === id)!.thresholds.map((line) => line.value);
    expect(lines('chart-lcp-page-type')).toEqual([2500, 4000]);
    expect(lines('chart-inp-language')).toEqual([200, 500]);
    expect(lines('chart-cls-language')).toEqual([0.1, 0.25]);
    expect(lines('chart-page-views-language')).toEqual([]);
    const lcp = charts.find((chart) => chart.id === 'chart-lcp-page-type')!;
    expect(lcp.datasets[0]!.data).toEqual([1800, 2600]);
    expect(lcp.yAxis.suggestedMax).toBeGreaterThan(4000);
    const inp = charts.find((chart) => chart.id === 'chart-inp-language')!;
    expect(inp.datasets[0]!.data).toEqual([null, 240]);
    const slots = charts.find((chart) => chart.id === 'chart-ad-slots')!;
    expect(slots.datasets.map((dataset) => [dataset.label, dataset.data])).toEqual([['Fill rate (%)', [50]], ['Viewability (%)', [100]]]);
    expect(slots.yAxis.max).toBe(100);
  });
});

describe('what records carry is text, never markup', () => {
  const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
  const document = reportDocument([
    record('web_vitals', hostile, { page_type: `"><b>${hostile}`, lcp_ms: 1000, attribution: false }),
    record('page_view', hostile),
    record('ad_slot', 'en', { page_type: 'article', slot: `<i>${hostile}`, outcome: 'filled', viewable: false }),
  ], { utm_content: `"><script>alert(3)</script>` });

  it('adds no element, and the JSON block still holds the values as they were', () => {
    expect(document.querySelectorAll('img, b, i')).toHaveLength(0);
    expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? script.getAttribute('type'))).toEqual([
      '/report/chart.umd.js', '/report/reportCharts.js', 'application/json',
    ]);
    const labels = chartData(document).flatMap((chart) => chart.labels);
    expect(labels).toEqual(expect.arrayContaining([`"><b>${hostile}`, hostile, `<i>${hostile}`]));
    expect(document.body.textContent).toContain(`<i>${hostile}`);
    expect((document.getElementById('filter-utm_content') as HTMLInputElement).value).toBe(`"><script>alert(3)</script>`);
  });
});

describe('empty states', () => {
  it('says there are no records and loads no chart script when the store is empty', () => {
    const document = reportDocument([]);
    expect(document.querySelector('h2#empty-title')?.textContent).toBe('No records yet');
    expect(document.querySelectorAll('canvas, figure')).toHaveLength(0);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(chartData(document)).toEqual([]);
  });

  it('says no record matches a filter, and offers all records', () => {
    const document = reportDocument([], { utm_content: 'nothing-here' });
    expect(document.querySelector('h2#empty-title')?.textContent).toBe('No records match this filter');
    expect(document.querySelector('.totals')?.textContent).toContain('utm_content=nothing-here');
    expect(document.querySelector('a[href="/report"]')?.textContent).toBe('Show all records');
  });

  it('says which section has no records, and which metric no view reported', () => {
    const document = reportDocument([
      record('web_vitals', 'en', { page_type: 'top', lcp_ms: 1200, inp_ms: 0, attribution: false }),
    ]);
    expect(chartData(document).map((chart) => chart.id)).toEqual(['chart-lcp-page-type', 'chart-lcp-language']);
    const notes = [...document.querySelectorAll('.empty-note:not([hidden])')].map((note) => note.textContent);
    expect(notes).toEqual([
      'No page view reported INP or CLS yet, so they have no chart.',
      'No page_view records yet.',
      'No ad_slot records yet: the islands send one per ad slot per page view.',
    ]);
  });
});
