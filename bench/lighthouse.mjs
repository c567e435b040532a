// Lighthouse (mobile emulation, simulated throttling, the default config) against Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run of `url`: category scores (0–100) and the timing figures the budgets use. */
async function runOnce(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Pictures of the page are not measurements; leaving them out makes each run several seconds shorter.
    skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot'],
  });
  if (lhr.runtimeError) console.error(`  lighthouse: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsTransferred: scripts?.transferSize ?? 0,
    failing,
  };
}

/** A run with every figure measured; a run Lighthouse could not finish (it says why) is tried again, twice at most. */
async function completeRun(port, url) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await runOnce(port, url);
    const isComplete = [run.fcp, run.lcp, run.tbt, run.cls].every(Number.isFinite);
    if (isComplete || attempt === 3) return run;
    console.error(`  lighthouse: ${url}: incomplete run, trying again`);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, min and max of each figure over the runs. */
export function summarise(runs) {
  const figure = (pick) => {
    const values = runs.map(pick);
    return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  };
  return {
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, figure((run) => run.scores[id])])),
    fcp: figure((run) => run.fcp),
    lcp: figure((run) => run.lcp),
    tbt: figure((run) => run.tbt),
    cls: figure((run) => run.cls),
    jsTransferred: figure((run) => run.jsTransferred),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

/** A page's URL with one more query parameter. */
export const withQuery = (url, parameter) => `${url}${url.includes('?') ? '&' : '?'}${parameter}`;

/**
 * Runs Lighthouse `runs` times on each URL and on its floor (`?no-islands` by default, or `floorOf(url)`),
 * interleaved so drift hits both, and returns the summaries keyed by URL.
 */
export async function lighthouseFigures(urls, runs, onProgress = () => {}, floorOf = (url) => withQuery(url, 'no-islands')) {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results = {};
  try {
    for (const url of urls) {
      const floorUrl = floorOf(url);
      const tabiji = [];
      const floor = [];
      for (let run = 0; run < runs; run += 1) {
        tabiji.push(await completeRun(chrome.port, url));
        floor.push(await completeRun(chrome.port, floorUrl));
        onProgress(`${url} run ${run + 1}/${runs}`);
      }
      results[url] = { tabiji: summarise(tabiji), floor: summarise(floor) };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
