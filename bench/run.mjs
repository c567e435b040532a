#!/usr/bin/env node
// npm run bench: builds the production bundle, starts the demo stack, measures, prints one table, writes
// bench/results/latest.json and exits non-zero when a budget of bench/budgets.json is exceeded.
//   --runs N        Lighthouse runs per page and variant (default 7: the TBT budget is checked on each page's median)
//   --paint-runs N  throttled loads per page and variant for furniture at first paint and long tasks (default 5)
//   --skip-build    measure the existing dist/
//   --quick         one page (en top), 1 run each, a short render-service load: a fast look while working
//   --only a,b      only these measurements (bytes, scroll, eventLog, regions, renderService, firstPaint, lighthouse,
//                   photos, location, vitals, visits, bfcache, worker), with the budgets that apply to them: e.g. `--only vitals --skip-build`;
//                   also `noise`, not in the full run: Lighthouse's floor against itself, the instrument's own spread
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bfcacheRestores } from './bfcache.mjs';
import { serviceWorkerCost } from './serviceWorker.mjs';
import { builtFiles, entryScript, isFirebaseFile, jsByPhase } from './bytes.mjs';
import { eventLogCost } from './eventLog.mjs';
import { javaScriptBeforeInteraction } from './beforeInteraction.mjs';
import { headBytes } from './headBytes.mjs';
import { firstPaintFigures } from './firstPaint.mjs';
import { lighthouseFigures, withQuery } from './lighthouse.mjs';
import { locationShare } from './locationShare.mjs';
import { regionSizes, renderInputs } from './regions.mjs';
import { renderServiceFigures } from './renderService.mjs';
import { table, verdicts } from './report.mjs';
import { ensureSystemPackages } from '../scripts/systemPackages.mjs';
import { scrollCost } from './scroll.mjs';
import { isBudgeted, shortVisits } from './shortVisits.mjs';
import { benchPorts, buildEnvironment, ROOT, startStack } from './stack.mjs';
import { vitalsDelivery } from './vitalsDelivery.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const isQuick = args.includes('--quick');
const runs = Number(option('--runs', isQuick ? 1 : 7));
const paintRuns = Number(option('--paint-runs', isQuick ? 1 : 7));
const port = Number(process.env.BENCH_PORT ?? 8383);
const origin = `http://127.0.0.1:${port}`;
const pages = isQuick ? ['/en/'] : ['/en/', '/en/articles/1', '/jp/', '/jp/articles/1', '/th/', '/th/articles/1'];
// The furniture's pages (issue 13): top and article, three languages between them.
const furniturePages = isQuick ? ['/en/'] : ['/en/', '/en/articles/1', '/th/', '/jp/articles/1'];
// Pages whose largest paint is a place photo (the article's hero), for the photo budget.
const PHOTO_PAGES = isQuick ? ['/en/articles/1'] : ['/en/articles/1', '/jp/articles/1'];
const renderServicePath = '/en/articles/1';
const MEASUREMENTS = ['bytes', 'beforeInteraction', 'scroll', 'eventLog', 'regions', 'renderService', 'firstPaint', 'lighthouse', 'photos', 'location', 'vitals', 'visits', 'bfcache', 'worker'];
// Not in the full run (another 2 × runs Lighthouse runs per page): the floor measured against itself, interleaved as
// the budgets' runs are. Two identical pages differ only by the machine: what "TBT over the floor" reads that day for
// a difference of nothing, to read the budgeted figures against (docs/operations.md, "Reading the floor ratios").
const OPT_IN = ['noise'];
const only = option('--only', MEASUREMENTS.join(',')).split(',');
const unknown = only.filter((name) => !MEASUREMENTS.includes(name) && !OPT_IN.includes(name));
if (unknown.length) {
  console.error(`bench: unknown measurement(s) ${unknown.join(', ')}; choose from ${[...MEASUREMENTS, ...OPT_IN].join(', ')}`);
  process.exit(2);
}
const isMeasured = (name) => only.includes(name);

// Chromium, and a Japanese font: Japanese and Chinese pages laid out with missing-glyph boxes are not what their readers
// see (the boxes change which element is the largest contentful paint). Installed when missing, as npm test does.
ensureSystemPackages('bench');

if (!args.includes('--skip-build')) {
  // Built for the bench stack's own services (bench/stack.mjs benchPorts), not npm start's.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--demo'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...buildEnvironment(port) },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'));
const stop = await startStack(port);
let results;
try {
  results = { date: new Date().toISOString(), runs, paintRuns, ...(only.length !== MEASUREMENTS.length || OPT_IN.some(isMeasured) ? { only } : {}) };
  if (isMeasured('bytes')) {
    results.files = builtFiles().map((file) => ({ ...file, isFirebase: isFirebaseFile(file.name) }));
    console.info('bench: bytes by phase…');
    results.phases = [];
    for (const page of pages) results.phases.push(await jsByPhase(`${origin}${page}`));
    // The first-party entry, and on which pages Chromium requested it before the load event.
    const entry = entryScript();
    console.info('bench: the head\'s inline code, every page type in ten languages…');
    results.head = await headBytes(origin);
    results.entry = { ...entry, requestedBeforeLoad: results.phases.filter((p) => p.files.some((f) => f.name === entry.name && f.phase === 'critical')).map((p) => p.url) };
  }
  if (isMeasured('beforeInteraction')) {
    console.info('bench: Tabiji\'s JavaScript before the first interaction, every page type, with and without the cookie choice…');
    results.beforeInteraction = await javaScriptBeforeInteraction(origin);
  }
  if (isMeasured('scroll')) {
    console.info('bench: scroll trace…');
    results.scroll = await scrollCost(`${origin}/en/articles/1`);
  }
  if (isMeasured('eventLog')) {
    console.info('bench: event-log cost…');
    results.eventLog = await eventLogCost(origin);
  }
  if (isMeasured('location')) {
    console.info('bench: location share of 2-second visits…');
    results.location = await locationShare(origin, { visits: isQuick ? 5 : 20 });
  }
  if (isMeasured('vitals')) {
    console.info('bench: web vitals delivered by visits closing the tab after 1, 3 and 10 s…');
    results.vitals = await vitalsDelivery(origin, { visits: isQuick ? 5 : 20 });
  }
  if (isMeasured('visits')) {
    // Full: 40 visits in each budgeted cell (97 % then allows one lost page view in 40), 20 in the others; quick: the
    // two budgeted cells only, 5 visits each.
    const visitsFor = (profile, stayMs) => (isQuick ? (isBudgeted(profile, stayMs) ? 5 : 0) : isBudgeted(profile, stayMs) ? 40 : 20);
    console.info('bench: page views counted of 1-, 2- and 3-second visits…');
    results.visits = await shortVisits(origin, { visitsFor });
  }
  if (isMeasured('bfcache')) {
    // Quick: the article page only, and the control.
    console.info('bench: back/forward cache restores per page type…');
    results.bfcache = await bfcacheRestores(origin, isQuick ? { types: ['article'] } : {});
  }
  if (isMeasured('worker')) {
    // Issue 46: a page Tabiji's service worker controls (a reader who saved something) paints and responds as fast.
    console.info('bench: the service worker\'s cost on a warm visit…');
    results.worker = await serviceWorkerCost(origin, isQuick ? ['/en/articles/1'] : ['/en/', '/en/articles/1', '/en/saved'], isQuick ? 1 : paintRuns, (step) => console.info(`bench:   ${step}`));
  }
  if (isMeasured('regions')) {
    console.info('bench: region HTML…');
    results.regions = await regionSizes(origin, furniturePages);
  }
  if (isMeasured('renderService')) {
    console.info('bench: render service…');
    const { request } = await renderInputs(origin, renderServicePath);
    results.renderService = await renderServiceFigures(request, { port: benchPorts(port).renderServicePort, count: isQuick ? 100 : 1000 });
  }
  if (isMeasured('firstPaint')) {
    console.info(`bench: furniture at first paint, ${paintRuns} throttled load(s) per page and variant…`);
    results.firstPaint = await firstPaintFigures(furniturePages.map((page) => `${origin}${page}`), paintRuns, (line) => console.info(`  ${line}`));
  }
  if (isMeasured('lighthouse')) {
    console.info(`bench: Lighthouse, ${runs} run(s) per page and floor…`);
    results.lighthouse = await lighthouseFigures(pages.map((page) => `${origin}${page}`), runs, (line) => console.info(`  ${line}`));
  }
  if (isMeasured('noise')) {
    console.info(`bench: Lighthouse's floor against itself, ${runs} run(s) per page and copy…`);
    const floorUrl = (page) => withQuery(`${origin}${page}`, 'no-islands');
    results.noise = await lighthouseFigures(pages.map(floorUrl), runs, (line) => console.info(`  ${line}`), (url) => url);
  }
  if (isMeasured('photos')) {
    // The article pages' hero photo is their largest paint: Tabiji's photo markup against the same page with the same
    // photo as a plain <img> (the host's own, ?plain-photos), on Lighthouse's throttled phone.
    const photoRuns = Math.max(runs, 5);
    console.info(`bench: place photos against a plain <img>, ${photoRuns} Lighthouse run(s) per page and floor…`);
    results.photos = await lighthouseFigures(PHOTO_PAGES.map((page) => `${origin}${page}`), photoRuns, (line) => console.info(`  ${line}`), (url) => withQuery(url, 'plain-photos'));
  }
} finally {
  await stop();
}

const checks = verdicts(results, budgets);
for (const line of table(results, checks)) console.info(line);
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
// A partial run (--only) keeps the last full run's latest.json.
const resultsFile = results.only ? `latest-${results.only.join('-')}.json` : 'latest.json';
writeFileSync(path.join(ROOT, 'bench/results', resultsFile), `${JSON.stringify({ ...results, checks }, null, 2)}\n`);
const failed = checks.filter((c) => !c.holds);
console.info(failed.length ? `\nbench: ${failed.length} budget(s) exceeded.` : '\nbench: every budget holds.');
process.exit(failed.length ? 1 : 0);
