// What Tabiji's service worker costs a page it controls (issue 46): the same warm visit (the HTTP cache filled by a
// first one) with and without the worker answering the navigation, in real Chromium at Lighthouse's 4× CPU slowdown.
// The worker is stopped before each measured load (CDP ServiceWorker.stopAllWorkers): its start-up is counted, as for
// a reader coming back after a while. Variants alternate within each run, each in a fresh browser context. Measured
// twice: on the local demo (no network latency to hide the worker's start behind: the worst case) and on Lighthouse's
// slow 4G (request latency and throughput emulated for the page). On Chromium 156 the emulation delays the worker's
// navigation preload (TTFB about 580 ms) but not a warm plain navigation (about 25 ms), so the slow-4G comparison
// leans against the worker: a ratio within budget there is the more telling. Each load's TTFB is reported with it.
/* global window, navigator, performance, PerformanceObserver */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { PROFILE } from './firstPaint.mjs';

const SETTLE_MS = 3000;
const LONG_TASK_MS = 50;

/** Runs in the page before its scripts: FCP, the last LCP candidate and the long tasks' time beyond 50 ms. */
function probe(longTaskMs) {
  const state = { fcp: null, lcp: null, blockingMs: 0 };
  window.__tabijiWorkerBench = state;
  const observe = (type, onEntry) => new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (state.lcp = entry.startTime));
  observe('longtask', (entry) => (state.blockingMs += Math.max(0, entry.duration - longTaskMs)));
}

/** The network a measured load runs on: none emulated (`local`), or Lighthouse's slow 4G. */
const NETWORKS = {
  local: null,
  'slow 4G': {
    offline: false,
    latency: PROFILE.requestLatencyMs,
    downloadThroughput: (PROFILE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (PROFILE.uploadThroughputKbps * 1024) / 8,
  },
};

/** One warm load of `url` in a fresh context, controlled by the worker or not, on `network`: its figures. */
async function warmLoad(browser, url, isControlled, network) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    if (isControlled) {
      await page.evaluate(() => navigator.serviceWorker.register('/firebase-messaging-sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready));
    }
    await page.waitForTimeout(SETTLE_MS);
    const browserCdp = await context.newCDPSession(page);
    if (isControlled) {
      await browserCdp.send('ServiceWorker.enable');
      await browserCdp.send('ServiceWorker.stopAllWorkers');
    }
    await browserCdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdownMultiplier });
    if (network) {
      await browserCdp.send('Network.enable');
      await browserCdp.send('Network.emulateNetworkConditions', network);
    }
    await page.addInitScript(probe, LONG_TASK_MS);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    // The HTML's first byte, to see that the emulated network delayed the worker's preload as it did the plain load.
    const figures = await page.evaluate(() => ({ ...window.__tabijiWorkerBench, ttfb: performance.getEntriesByType('navigation')[0]?.responseStart ?? null }));
    return { ...figures, controlled };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * For each network and each of `paths`: the medians of FCP, LCP, blocking time and TTFB over `runs` warm loads
 * without the worker and with it (stopped before each load), and how many loads the worker really controlled.
 */
export async function serviceWorkerCost(origin, paths, runs, onProgress = () => {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const figures = [];
  try {
    for (const [networkName, network] of Object.entries(NETWORKS)) {
      for (const pagePath of paths) {
        const loads = { plain: [], worker: [] };
        for (let run = 0; run < runs; run += 1) {
          onProgress(`${networkName}: ${pagePath} run ${run + 1}/${runs}`);
          loads.plain.push(await warmLoad(browser, `${origin}${pagePath}`, false, network));
          loads.worker.push(await warmLoad(browser, `${origin}${pagePath}`, true, network));
        }
        const summary = (list) => ({
          fcp: median(list.map((load) => load.fcp)),
          lcp: median(list.map((load) => load.lcp)),
          blockingMs: median(list.map((load) => load.blockingMs)),
          ttfb: median(list.map((load) => load.ttfb)),
        });
        figures.push({ path: pagePath, network: networkName, plain: summary(loads.plain), worker: summary(loads.worker), controlled: loads.worker.filter((load) => load.controlled).length, runs });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
