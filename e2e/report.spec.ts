import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { eventLogRecord } from './eventLogRecord';
import { expect, test } from './fixtures';

// The operator's report (/report): records posted straight to the collector, narrowed by their own utm_content so
// parallel tests' records do not count, come back as Chart.js charts and as data tables with the same figures.

interface Posted { readonly run: string; readonly query: string }

/** Posts this run's web_vitals, ad_slot and page_view records; the figures below are what they must give. */
async function postRecords(page: Page): Promise<Posted> {
  const run = `report-${randomUUID()}`;
  let sequence = 0;
  const record = (actionType: string, language: string, pagePath: string, data?: Record<string, unknown>) => {
    sequence += 1;
    return eventLogRecord(`${run}-${sequence}`, {
      action_type: actionType,
      language_code: language,
      source_url: `http://127.0.0.1/${language}${pagePath}?utm_content=${run}`,
      ...(data ? { data } : {}),
    });
  };
  const vitals = (language: string, pagePath: string, pageType: string, metrics: Record<string, number>) =>
    record('web_vitals', language, pagePath, { page_type: pageType, navigation_type: 'navigate', attribution: false, ...metrics });
  const slot = (slotId: string, data: Record<string, unknown>) =>
    record('ad_slot', 'en', '/articles/1', { page_type: 'article', slot: slotId, viewable: false, ...data });
  const records = [
    vitals('en', '/articles/1', 'article', { lcp_ms: 2100, inp_ms: 180, cls: 0.04, fcp_ms: 900, ttfb_ms: 120 }),
    vitals('en', '/articles/2', 'article', { lcp_ms: 3300, inp_ms: 0, cls: 0.15 }),
    vitals('jp', '/', 'top', { lcp_ms: 4600, inp_ms: 640, cls: 0.31 }),
    vitals('th', '/regions/1', 'region', { lcp_ms: 1500, inp_ms: 90, cls: 0 }),
    record('page_view', 'en', '/articles/1'),
    record('page_view', 'en', '/articles/2'),
    record('page_view', 'jp', '/'),
    record('page_view', 'th', '/regions/1'),
    slot('div-gpt-ad-article-top', { outcome: 'filled', requested_ms: 400, rendered_ms: 900, viewable: true, viewable_ms: 1600 }),
    slot('div-gpt-ad-article-top', { outcome: 'filled', requested_ms: 420, rendered_ms: 1300 }),
    slot('div-gpt-ad-article-top', { outcome: 'empty', requested_ms: 410 }),
    slot('div-gpt-ad-region-bottom', { page_type: 'region', outcome: 'empty', requested_ms: 500 }),
    slot('div-gpt-ad-region-bottom', { page_type: 'region', outcome: 'empty', requested_ms: 520 }),
  ];
  const response = await page.request.post('/api/event-logs', { data: { records, dropped: 0 } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ stored: records.length, duplicates: 0, rejected: [] });
  return { run, query: `utm_content=${encodeURIComponent(run)}` };
}

/** What each chart's data table must hold, row by row (header cell first). */
const EXPECTED_TABLES: Record<string, string[][]> = {
  // article LCP [2100, 3300]: the nearest-rank p75 of two samples is the 2nd, 3,300 ms.
  'chart-lcp-page-type': [['top', '4,600 ms', 'poor', '1', '1'], ['article', '3,300 ms', 'needs improvement', '2', '2'], ['region', '1,500 ms', 'good', '1', '1']],
  // The article view with INP 0 had no interaction: one sample left, 180 ms.
  'chart-inp-page-type': [['top', '640 ms', 'poor', '1', '0', '1'], ['article', '180 ms', 'good', '1', '1', '2'], ['region', '90 ms', 'good', '1', '0', '1']],
  'chart-cls-page-type': [['top', '0.31', 'poor', '1', '1'], ['article', '0.15', 'needs improvement', '2', '2'], ['region', '0.00', 'good', '1', '1']],
  'chart-lcp-language': [['jp', '4,600 ms', 'poor', '1', '1'], ['en', '3,300 ms', 'needs improvement', '2', '2'], ['th', '1,500 ms', 'good', '1', '1']],
  'chart-inp-language': [['jp', '640 ms', 'poor', '1', '0', '1'], ['en', '180 ms', 'good', '1', '1', '2'], ['th', '90 ms', 'good', '1', '0', '1']],
  'chart-cls-language': [['jp', '0.31', 'poor', '1', '1'], ['en', '0.15', 'needs improvement', '2', '2'], ['th', '0.00', 'good', '1', '1']],
  'chart-page-views-language': [['jp', '1', '25.0%'], ['en', '2', '50.0%'], ['th', '1', '25.0%']],
  'chart-ad-slots': [
    ['div-gpt-ad-article-top', '3', '3', '2', '1', '0', '0', '66.7%', '1', '50.0%', '1,100 ms', '1,600 ms'],
    ['div-gpt-ad-region-bottom', '2', '2', '0', '2', '0', '0', '0.0%', '0', '–', '–', '–'],
  ],
};

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How many of the canvas's pixels are not transparent: Chart.js draws on a transparent canvas. */
function drawnPixels(page: Page, id: string): Promise<{ width: number; height: number; drawn: number }> {
  return page.evaluate((canvasId) => {
    const canvas = document.getElementById(canvasId) as HTMLCanvasElement;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) drawn += 1;
    return { width: canvas.width, height: canvas.height, drawn };
  }, id);
}

test('the report charts the posted records and tables the same figures, with no console error', async ({ page }) => {
  const { run, query } = await postRecords(page);
  await page.goto(`/report?${query}`);
  await expect(page.locator('h1')).toHaveText('Field telemetry report');
  await expect(page.locator('.totals')).toContainText(`13 records matching utm_content=${run}`);

  // Every chart: drawn by Chart.js on a canvas of non-zero size, with pixels drawn on it.
  const canvases = page.locator('figure canvas');
  await expect(canvases).toHaveCount(Object.keys(EXPECTED_TABLES).length);
  const ids = await canvases.evaluateAll((elements) => elements.map((element) => element.id));
  expect(ids).toEqual(Object.keys(EXPECTED_TABLES));
  await page.waitForFunction((expected) => {
    const { Chart } = window as unknown as { Chart?: { getChart(id: string): unknown } };
    return Boolean(Chart) && expected.every((id) => Chart!.getChart(id) !== undefined);
  }, ids);
  for (const id of ids) {
    const box = await page.locator(`#${id}`).boundingBox();
    expect(box?.width, `${id} width`).toBeGreaterThan(100);
    expect(box?.height, `${id} height`).toBeGreaterThan(100);
    const { width, height, drawn } = await drawnPixels(page, id);
    expect(width * height, `${id} backing store`).toBeGreaterThan(0);
    // Axes, grid, labels and bars: far more than a stray pixel, far less than a filled canvas.
    expect(drawn / (width * height), `${id} drawn share`).toBeGreaterThan(0.02);
    expect(drawn / (width * height), `${id} drawn share`).toBeLessThan(0.9);
    await expect(page.locator(`#${id}`)).toHaveAttribute('role', 'img');
    await expect(page.locator(`#${id}`)).toHaveAttribute('aria-label', /^Bar chart of /);
  }

  // The chart holds the posted figures, and the threshold plugin drew the good and poor lines of LCP: along each
  // line's row, between the bars (where nothing else has the line's colour), most pixels have it.
  const lcp = await page.evaluate(() => {
    type Chart = {
      data: { datasets: Array<{ data: unknown[] }> };
      scales: { y: { getPixelForValue(value: number): number } };
      chartArea: { left: number; right: number };
      getDatasetMeta(index: number): { data: Array<{ x: number; width: number }> };
    };
    const chart = (window as unknown as { Chart: { getChart(id: string): Chart } }).Chart.getChart('chart-lcp-page-type');
    const canvas = document.getElementById('chart-lcp-page-type') as HTMLCanvasElement;
    const context = canvas.getContext('2d')!;
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const bars = chart.getDatasetMeta(0).data.map((bar) => [(bar.x - bar.width / 2 - 2) * ratio, (bar.x + bar.width / 2 + 2) * ratio]);
    const left = Math.ceil(chart.chartArea.left * ratio);
    const width = Math.floor((chart.chartArea.right - chart.chartArea.left) * ratio);
    const share = (value: number, [red, green, blue]: number[]) => {
      const y = Math.round(chart.scales.y.getPixelForValue(value) * ratio);
      // The most line-coloured of the rows around the line's position (its 2 px are anti-aliased).
      return Math.max(...[-2, -1, 0, 1, 2].map((offset) => {
        const { data } = context.getImageData(left, y + offset, width, 1);
        let between = 0;
        let matching = 0;
        for (let column = 0; column < width; column += 1) {
          if (bars.some(([from, to]) => left + column >= from! && left + column <= to!)) continue;
          between += 1;
          const index = column * 4;
          const distance = Math.abs(data[index]! - red!) + Math.abs(data[index + 1]! - green!) + Math.abs(data[index + 2]! - blue!);
          if (data[index + 3]! > 200 && distance < 60) matching += 1;
        }
        return matching / between;
      }));
    };
    return {
      data: chart.data.datasets[0]!.data,
      good: share(2500, [12, 125, 60]),
      poor: share(4000, [197, 34, 31]),
      // Where no line is drawn: nothing of either colour between the bars.
      elsewhere: Math.max(share(3000, [12, 125, 60]), share(3000, [197, 34, 31]), share(1000, [12, 125, 60])),
    };
  });
  expect(lcp.data).toEqual([4600, 3300, 1500]);
  // A dashed line (6 px on, 4 off) across the chart area, less its label: about half the row.
  expect(lcp.good).toBeGreaterThan(0.35);
  expect(lcp.poor).toBeGreaterThan(0.35);
  expect(lcp.elsewhere).toBeLessThan(0.05);

  // The data tables hold the same figures.
  for (const [id, rows] of Object.entries(EXPECTED_TABLES)) {
    const tableRows = page.locator(`figure:has(#${id}) table tbody tr`);
    await expect(tableRows, id).toHaveCount(rows.length);
    for (const [index, cells] of rows.entries()) await expect(tableRows.nth(index).locator('th, td'), `${id} row ${index + 1}`).toHaveText(cells);
  }
});

// A test of its own: two axe scans of the full report take about ten seconds on a busy two-core machine, which with
// the checks above came within a second of the 30 s test timeout.
test('the report has no axe violation, with its data tables closed and open', async ({ page }) => {
  const { run, query } = await postRecords(page);
  await page.goto(`/report?${query}`);
  await expect(page.locator('.totals')).toContainText(`13 records matching utm_content=${run}`);
  await page.waitForFunction(() => {
    const { Chart } = window as unknown as { Chart?: { getChart(id: string): unknown } };
    return Boolean(Chart) && Array.from(document.querySelectorAll('figure canvas')).every((canvas) => Chart!.getChart(canvas.id) !== undefined);
  });
  expect(await axeViolations(page)).toEqual([]);
  // With every table open too.
  for (const summary of await page.locator('details.chart-data > summary').all()) await summary.click();
  await expect(page.locator('details.chart-data:not([open])')).toHaveCount(0);
  await expect(page.locator('figure:has(#chart-ad-slots) table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('with no matching records the report says so, draws nothing and is still clean', async ({ page }) => {
  const response = await page.goto(`/report?utm_content=${encodeURIComponent(`nothing-${randomUUID()}`)}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 2, name: 'No records match this filter' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Show all records' })).toHaveAttribute('href', '/report');
  expect(await axeViolations(page)).toEqual([]);
});
