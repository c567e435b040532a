/**
 * @jest-environment node
 */
import { callDemoModule } from '../callDemoModule';
import { recordMakers, reportsOf, type Report } from './reportHelpers';

// The report's figures: records built here in the shape the islands send (web_vitals and ad_slot records carry their
// measurements in `data`) are stored in a fresh DuckDB store and queried as /report does (demo/report/reportQueries.mjs,
// shaped by demo/report/aggregate.mjs). Its p75s and medians: percentiles.test.ts.

const MODULE = 'demo/report/aggregate.mjs';

function call<Result>(exportName: string, calls: readonly (readonly unknown[])[]): Result[] {
  return callDemoModule<Result>(MODULE, exportName, calls);
}

const aggregate = (records: readonly unknown[]): Report => reportsOf([[records]])[0]!;
const { record, vitals, slot } = recordMakers('r');

describe('rating (Google thresholds: good at or under, poor over)', () => {
  it.each([
    ['lcp_ms', 2500, 'good'], ['lcp_ms', 2501, 'needs-improvement'], ['lcp_ms', 4000, 'needs-improvement'], ['lcp_ms', 4001, 'poor'],
    ['inp_ms', 200, 'good'], ['inp_ms', 201, 'needs-improvement'], ['inp_ms', 500, 'needs-improvement'], ['inp_ms', 501, 'poor'],
    ['cls', 0.1, 'good'], ['cls', 0.11, 'needs-improvement'], ['cls', 0.25, 'needs-improvement'], ['cls', 0.2501, 'poor'],
    ['cls', 0, 'good'],
  ])('%s %p is %s', (metric, value, expected) => {
    expect(call<string>('rating', [[metric, value]])).toEqual([expected]);
  });
});

describe('the report: Web Vitals', () => {
  const records = [
    // article: LCP 1000..4000 → p75 of 4 is the 3rd, 3000; INP 0 twice (no interaction), 150 and 600 → p75 of [150, 600] is 600.
    vitals('en', { page_type: 'article', lcp_ms: 1000, inp_ms: 0, cls: 0.01 }),
    vitals('en', { page_type: 'article', lcp_ms: 4000, inp_ms: 150, cls: 0.3 }),
    vitals('jp', { page_type: 'article', lcp_ms: 3000, inp_ms: 600, cls: 0.05 }),
    vitals('jp', { page_type: 'article', lcp_ms: 2000, inp_ms: 0, cls: 0.02 }),
    // top: one view without LCP (the page never produced one) and without CLS.
    vitals('en', { page_type: 'top', lcp_ms: 1800, inp_ms: 80, cls: 0 }),
    vitals('th', { page_type: 'top', inp_ms: 0 }),
    // A page type the report does not know comes after the known ones; a missing one is "(unknown)", last.
    vitals('th', { page_type: 'zeta', lcp_ms: 5000 }),
    vitals('th', { lcp_ms: 100 }),
    // Not Web Vitals: counted in the totals only.
    record('page_view', 'en'),
  ];
  const report = aggregate(records);

  it('gives p75 (nearest rank), its sample count and its rating per page type, in the navigation order', () => {
    expect(report.vitals.byPageType.map((group) => group.key)).toEqual(['top', 'article', 'zeta', '(unknown)']);
    const article = report.vitals.byPageType.find((group) => group.key === 'article');
    expect(article).toEqual({
      key: 'article',
      views: 4,
      lcp_ms: { p75: 3000, count: 4, rating: 'needs-improvement' },
      inp_ms: { p75: 600, count: 2, rating: 'poor', withoutInteraction: 2 },
      cls: { p75: 0.05, count: 4, rating: 'good' },
    });
  });

  it('leaves a metric no view reported without a value, and counts only the views that reported it', () => {
    const top = report.vitals.byPageType.find((group) => group.key === 'top');
    expect(top).toEqual({
      key: 'top',
      views: 2,
      lcp_ms: { p75: 1800, count: 1, rating: 'good' },
      inp_ms: { p75: 80, count: 1, rating: 'good', withoutInteraction: 1 },
      cls: { p75: 0, count: 1, rating: 'good' },
    });
    const zeta = report.vitals.byPageType.find((group) => group.key === 'zeta');
    expect(zeta?.inp_ms).toEqual({ count: 0, withoutInteraction: 0 });
    expect(zeta?.lcp_ms).toEqual({ p75: 5000, count: 1, rating: 'poor' });
  });

  it('gives the same per language, in the demo’s language order', () => {
    expect(report.vitals.byLanguage.map((group) => [group.key, group.views])).toEqual([['jp', 2], ['en', 3], ['th', 3]]);
    const english = report.vitals.byLanguage.find((group) => group.key === 'en');
    // en LCP [1000, 4000, 1800] → rank 3 of 3: 4000; CLS [0.01, 0.3, 0] → 0.3 (poor); INP [150, 80] → rank 2: 150.
    expect(english?.lcp_ms).toEqual({ p75: 4000, count: 3, rating: 'needs-improvement' });
    expect(english?.cls).toEqual({ p75: 0.3, count: 3, rating: 'poor' });
    expect(english?.inp_ms).toEqual({ p75: 150, count: 2, rating: 'good', withoutInteraction: 1 });
  });

  it('counts the records of each kind and the time they span', () => {
    const early = { ...vitals('en', { page_type: 'top', lcp_ms: 1 }), datetime: '2026-03-01T09:15:30.123Z' };
    const late = record('page_view', 'en', undefined, { datetime: '2026-04-02T00:00:00.000Z' });
    const first = record('link_click', 'en', undefined, { datetime: '2026-01-01T00:00:00.000Z' });
    expect(aggregate([early, late, first]).totals).toEqual({
      records: 3, pageViews: 1, webVitals: 1, adSlots: 0, first: '2026-01-01T00:00:00.000Z', last: '2026-04-02T00:00:00.000Z',
    });
    expect(report.totals).toMatchObject({ records: 9, pageViews: 1, webVitals: 8, adSlots: 0 });
  });

  it('ignores measurements that are not numbers ≥ 0, and data that is not an object', () => {
    const odd = aggregate([
      vitals('en', { page_type: 'top', lcp_ms: '1200', inp_ms: -5, cls: null }),
      vitals('en', { page_type: 'top', lcp_ms: 900, inp_ms: true, cls: 0.2 }),
      record('web_vitals', 'en', undefined, { data: [1, 2] }),
      record('web_vitals', 'en', undefined, { data: null }),
    ]);
    expect(odd.vitals.byPageType).toEqual([
      { key: 'top', views: 2, lcp_ms: { p75: 900, count: 1, rating: 'good' }, inp_ms: { count: 0, withoutInteraction: 0 }, cls: { p75: 0.2, count: 1, rating: 'needs-improvement' } },
      { key: '(unknown)', views: 2, lcp_ms: { count: 0 }, inp_ms: { count: 0, withoutInteraction: 0 }, cls: { count: 0 } },
    ]);
  });
});

describe('the report: page views per language', () => {
  it('counts page_view records per language code, known codes in the demo’s order, others by name, none last', () => {
    const records = [
      ...['es', 'en', 'jp', 'en', 'xx', 'easy', 'en', ''].map((language) => record('page_view', language)),
      record('link_click', 'ko'),
      vitals('vn', { page_type: 'top', lcp_ms: 1 }),
    ];
    expect(aggregate(records).pageViewsByLanguage).toEqual([
      { language: 'jp', count: 1 },
      { language: 'en', count: 3 },
      { language: 'easy', count: 1 },
      { language: 'es', count: 1 },
      { language: 'xx', count: 1 },
      { language: '(unknown)', count: 1 },
    ]);
  });
});

describe('the report: ad slots', () => {
  const top = 'div-gpt-ad-article-top';
  const records = [
    slot(top, { outcome: 'filled', requested_ms: 300, rendered_ms: 800, viewable: true, viewable_ms: 1500 }),
    slot(top, { outcome: 'filled', requested_ms: 320, rendered_ms: 1200, viewable: true, viewable_ms: 2500 }),
    slot(top, { outcome: 'filled', requested_ms: 310, rendered_ms: 1000, viewable: false }),
    slot(top, { outcome: 'empty', requested_ms: 300, rendered_ms: 700, viewable: true }),
    slot(top, { outcome: 'error', requested_ms: 300 }),
    // Asked for, then the page was left before the answer: a request that did not finish.
    slot(top, { outcome: 'pending', requested_ms: 400 }),
    // Never asked for (a lazily loaded slot the visitor never came near).
    slot(top, { outcome: 'pending' }),
    slot('div-gpt-ad-region-bottom', { page_type: 'region', outcome: 'empty', requested_ms: 500 }),
    slot('div-gpt-ad-region-bottom', { page_type: 'region', outcome: 'pending' }),
  ];
  const report = aggregate(records);

  it('counts requests and outcomes, fill rate over finished requests, viewability over filled slots and the medians', () => {
    expect(report.adSlots.find((summary) => summary.slot === top)).toEqual({
      slot: top,
      records: 7,
      requests: 6,
      filled: 3,
      empty: 1,
      errors: 1,
      pending: 1,
      fillRate: 3 / 5,
      // The empty slot's viewable: true is not a viewable ad.
      viewable: 2,
      viewability: 2 / 3,
      medianRenderMs: 1000,
      medianViewableMs: 2000,
    });
  });

  it('has no fill rate before a request finished and no viewability or medians without a filled slot', () => {
    expect(report.adSlots.map((summary) => summary.slot)).toEqual(['div-gpt-ad-article-top', 'div-gpt-ad-region-bottom']);
    expect(report.adSlots[1]).toEqual({
      slot: 'div-gpt-ad-region-bottom', records: 2, requests: 1, filled: 0, empty: 1, errors: 0, pending: 0, fillRate: 0, viewable: 0,
    });
    const unanswered = aggregate([slot('div-gpt-ad-x', { outcome: 'pending', requested_ms: 10 })]).adSlots[0];
    expect(unanswered).toEqual({ slot: 'div-gpt-ad-x', records: 1, requests: 1, filled: 0, empty: 0, errors: 0, pending: 1, viewable: 0 });
    expect(report.totals.adSlots).toBe(9);
  });
});

describe('the report: no records', () => {
  it('has zero totals and empty groups', () => {
    expect(aggregate([])).toEqual({
      totals: { records: 0, pageViews: 0, webVitals: 0, adSlots: 0 },
      vitals: { byPageType: [], byLanguage: [] },
      pageViewsByLanguage: [],
      adSlots: [],
    });
  });
});

describe('campaign filters', () => {
  it('reads the utm parameters the report can be narrowed to, ignoring empty, over-long and other ones', () => {
    expect(call<Record<string, string>>('filtersFrom', [
      ['?utm_content=run-1&utm_source=news&keyword=onsen'],
      ['utm_campaign=&utm_medium=%20'],
      [`utm_content=${'x'.repeat(201)}`],
    ])).toEqual([{ utm_source: 'news', utm_content: 'run-1' }, {}, {}]);
  });

  it('narrows the report to the records whose source_url carries every filter with exactly its value', () => {
    // One page view per address, each in a language of its own, so the languages counted say which records were kept.
    const addresses = [
      'http://127.0.0.1/en/?utm_content=run-1&utm_source=news',
      'http://127.0.0.1/en/?utm_content=run-10',
      'http://127.0.0.1/en/?utm_content=run-1',
      'http://127.0.0.1/en/#utm_content=run-1',
      'http://[bad',
      'http://127.0.0.1/en/?utm_content=other&utm_content=run-1',
      'http://127.0.0.1/en/?utm_content=caf%C3%A9+au+lait',
    ];
    const records = addresses.map((address, index) => record('page_view', `l${index}`, undefined, { source_url: address }));
    const kept = (report: Report) => report.pageViewsByLanguage.map(({ language }) => Number(language.slice(1)));
    const reports = reportsOf([
      [records, { utm_content: 'run-1' }],
      [records, { utm_content: 'run-1', utm_source: 'news' }],
      [records, {}],
      // Values as written in the address are decoded, as URLSearchParams decodes them.
      [records, { utm_content: 'café au lait' }],
      // A value is a value: never SQL, never a pattern.
      [records, { utm_content: "run-1' OR '1'='1" }],
      [records, { utm_content: 'run-%' }],
      [records, { utm_content: 'run_1' }],
    ]);
    expect(reports.map(kept)).toEqual([[0, 2, 5], [0], [0, 1, 2, 3, 4, 5, 6], [6], [], [], []]);
    expect(reports.map((report) => report.totals.records)).toEqual([3, 1, 7, 1, 0, 0, 0]);
  });
});
