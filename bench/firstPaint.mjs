// Furniture at first paint and long tasks during hydration, in real Chromium on a throttled phone profile:
// Lighthouse's "slow 4G" as DevTools applies it (CDP Network.emulateNetworkConditions) and 4× CPU throttling.
/* global window, document, performance, requestAnimationFrame, PerformanceObserver, MutationObserver */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT } from './stack.mjs';

/** Lighthouse's mobileSlow4G, applied: 562.5 ms per request, 1474.56 kbps down, 675 kbps up, 4× CPU. */
export const PROFILE = throttling.mobileSlow4G;
const PHONE = screenEmulationMetrics.mobile;

/** What the furniture is: the first paint of both elements counts, and the page's regions must all get ready. */
const FURNITURE = {
  header: '[data-tabiji-island="sticky-header"] header',
  footer: '[data-tabiji-island="footer"] footer',
};
const PAGE_TIMEOUT_MS = 30_000;
const LONG_TASK_MS = 50;
/** How long after the first paint the visitor's first key press comes: they read the first screen for a moment. */
const INTERACTION_AFTER_FCP_MS = 1_000;

/**
 * Runs in the page before any of its scripts (addInitScript). Records, relative to navigation start:
 * - for each selector, when its element was first painted: the first animation frame in which it exists with a
 *   non-zero box is the frame that paints it, and the start of the following frame stands for "presented";
 * - first-contentful-paint;
 * - the visitor's first interaction's latency (the `first-input` entry: from the key press to the next paint);
 * - when every `data-tabiji-island` region has `data-tabiji-ready` (the islands load at that first interaction);
 * - long tasks and long animation frames (with script attribution).
 * `window.__tabijiBench.result` resolves 1 s after the regions are ready (or after FCP when `isFloor`), or
 * after the timeout with whatever was recorded.
 */
function probe({ selectors, isFloor, timeoutMs }) {
  const state = { painted: {}, fcp: null, readyAt: null, firstInput: null, longTasks: [], frames: [], timedOut: false };
  let finish;
  window.__tabijiBench = { state, result: new Promise((resolve) => (finish = resolve)) };
  const done = () => finish(state);
  setTimeout(() => ((state.timedOut = true), done()), timeoutMs);
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this Chromium does not know.
    }
  };
  observe('paint', (entry) => {
    if (entry.name !== 'first-contentful-paint') return;
    state.fcp = entry.startTime;
    if (isFloor) setTimeout(done, 1000);
  });
  observe('first-input', (entry) => (state.firstInput = { start: entry.startTime, duration: entry.duration }));
  observe('longtask', (entry) => state.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('long-animation-frame', (entry) => state.frames.push({
    start: entry.startTime,
    duration: entry.duration,
    blockingDuration: entry.blockingDuration,
    scripts: entry.scripts.map((script) => ({
      invoker: script.invoker, invokerType: script.invokerType, sourceURL: script.sourceURL,
      sourceFunctionName: script.sourceFunctionName, sourceCharPosition: script.sourceCharPosition, start: script.startTime, duration: script.duration,
      forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
    })),
  }));
  if (isFloor) return;

  // Frames are asked for only while an element is waiting to be seen painted, so the probe adds no frames of its own
  // before the furniture exists.
  const waiting = new Map(Object.entries(selectors));
  const seenInFrame = new Set();
  let isFrameRequested = false;
  const onFrame = (frameTime) => {
    isFrameRequested = false;
    for (const name of seenInFrame) {
      state.painted[name] = frameTime;
      waiting.delete(name);
    }
    seenInFrame.clear();
    for (const [name, selector] of waiting) {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) seenInFrame.add(name);
    }
    if (waiting.size > 0 && [...waiting.values()].some((selector) => document.querySelector(selector))) requestFrame();
  };
  const requestFrame = () => {
    if (isFrameRequested) return;
    isFrameRequested = true;
    requestAnimationFrame(onFrame);
  };
  const check = () => {
    if ([...waiting.values()].some((selector) => document.querySelector(selector))) requestFrame();
    const regions = document.querySelectorAll('[data-tabiji-island]');
    if (state.readyAt === null && regions.length > 0 && [...regions].every((region) => region.hasAttribute('data-tabiji-ready'))) {
      state.readyAt = performance.now();
      setTimeout(done, 1000);
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-tabiji-ready'] });
}

/** One page load in a fresh context (empty cache) with the profile applied; the probe's record. */
async function loadOnce(browser, url, { isFloor }) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(probe, { selectors: FURNITURE, isFloor, timeoutMs: PAGE_TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The same conversion Lighthouse makes for DevTools throttling: kbps → bytes per second.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.requestLatencyMs,
      downloadThroughput: Math.floor((PROFILE.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((PROFILE.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdownMultiplier });
    await page.goto(url, { waitUntil: 'commit' });
    if (!isFloor) {
      // The visitor reads for a moment after the first paint, then presses a key: their first interaction, which
      // loads the islands (ADR 037). Its latency is the first interaction's INP on this profile.
      await page.waitForFunction(() => window.__tabijiBench.state.fcp !== null, null, { timeout: PAGE_TIMEOUT_MS });
      await page.waitForTimeout(INTERACTION_AFTER_FCP_MS);
      await page.keyboard.press('Shift');
    }
    return await page.evaluate(() => window.__tabijiBench.result);
  } finally {
    await context.close();
  }
}

function median(values) {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

const sourceMaps = new Map();

/** Where a built file's character offset comes from (its source map), e.g. 'src/ui/boot.ts:12'; null when unknown. */
function originalPosition(sourceURL, charPosition) {
  const name = path.basename(new URL(sourceURL, 'http://x.invalid').pathname);
  if (!sourceMaps.has(name)) {
    try {
      const code = readFileSync(path.join(ROOT, 'dist', name), 'utf8');
      sourceMaps.set(name, { code, map: new SourceMap(JSON.parse(readFileSync(path.join(ROOT, 'dist', `${name}.map`), 'utf8'))) });
    } catch {
      sourceMaps.set(name, null);
    }
  }
  const built = sourceMaps.get(name);
  if (!built || !(charPosition >= 0)) return null;
  const before = built.code.slice(0, charPosition);
  const line = before.split('\n').length - 1;
  const column = charPosition - (before.lastIndexOf('\n') + 1);
  const entry = built.map.findEntry(line, column);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource.replace(/^.*?(node_modules\/|src\/)/, '$1');
  return `${source}:${entry.originalLine + 1}${entry.name ? ` (${entry.name})` : ''}`;
}

/** A long frame's scripts as text: who called what, where it comes from, for how long. */
function describeFrame(frame) {
  const scripts = frame.scripts
    .filter((script) => script.duration >= 5)
    .map((script) => {
      const where = originalPosition(script.sourceURL, script.sourceCharPosition) ?? (path.basename(script.sourceURL) || 'inline');
      return `${script.invokerType} ${script.invoker || '?'} → ${where} ${Math.round(script.duration)} ms`;
    });
  return `${Math.round(frame.duration)} ms frame at ${Math.round(frame.start)} ms: ${scripts.join('; ') || 'no script over 5 ms (style, layout, paint)'}`;
}

/**
 * A long frame's script that evaluates Tabiji's islands: Parcel's loader runs a lazily imported bundle's modules in
 * the `then` of the entry's `import()` (a promise resolution attributed to the entry, tabiji.<hash>.js), after the
 * bundle file's own top level (module-script, registering its modules).
 */
function isIslandsEvaluation(script) {
  const file = path.basename(new URL(script.sourceURL || 'about:blank').pathname);
  if (script.invokerType === 'resolve-promise') return /^tabiji\.[0-9a-f]+\.js$/.test(file) && /import\.then/.test(script.invoker);
  return script.invokerType === 'module-script' && /^(boot|islandsChunk|client)\.[0-9a-f]+\.js$/.test(file);
}

/** The figures of one Tabiji load: furniture paint (the later of header and footer) and long tasks after FCP. */
function readLoad(record) {
  // The header and footer hold text, so the frame showing them is contentful and cannot be presented before FCP; the
  // probe's frame time can be a little earlier than the presentation time FCP reports, so FCP is the floor.
  const painted = Object.keys(FURNITURE).map((name) => Math.max(record.painted[name] ?? Number.NaN, record.fcp ?? 0));
  // Hydration runs from the bundle's start (after FCP) until every region is ready (hydrated and enhanced); the
  // second after that is the page's idle-time start-up (sign-in, tracking, ads), reported apart.
  const readyAt = record.readyAt ?? Number.POSITIVE_INFINITY;
  const afterFcp = (start) => record.fcp !== null && start >= record.fcp && start <= readyAt;
  const afterReady = (start) => start > readyAt && start <= readyAt + 1000;
  // The islands' evaluation (their start-up bundles' modules, run as they arrive) counts like any other task; its
  // longest script is also reported on its own (bundleEvaluation) to tell it from hydration's render slices.
  const evaluations = record.frames.flatMap((frame) => frame.scripts).filter(isIslandsEvaluation);
  const longTasks = record.longTasks.filter((task) => task.duration > LONG_TASK_MS && afterFcp(task.start));
  const startUpTasks = record.longTasks.filter((task) => task.duration > LONG_TASK_MS && afterReady(task.start));
  const frames = record.frames.filter((frame) => frame.duration > LONG_TASK_MS && (afterFcp(frame.start) || afterReady(frame.start)));
  return {
    fcp: record.fcp ?? Number.NaN,
    header: painted[0],
    footer: painted[1],
    furniture: Math.max(...painted),
    readyAt: record.readyAt ?? Number.NaN,
    firstInputMs: record.firstInput?.duration ?? Number.NaN,
    bundleEvaluation: Math.max(0, ...evaluations.map((script) => script.duration)),
    longTasksAfterFcp: longTasks.length,
    longTasksAfterReady: startUpTasks.length,
    longestTaskAfterFcp: Math.max(0, ...longTasks.map((task) => task.duration)),
    longTasks,
    longFrames: frames.map(describeFrame),
    timedOut: record.timedOut,
  };
}

/** Medians of a variant's loads, with the loads kept for the record. */
function summarise(loads) {
  const pick = (key) => median(loads.map((load) => load[key]));
  return {
    runs: loads.length,
    fcp: pick('fcp'),
    header: pick('header'),
    footer: pick('footer'),
    furniture: pick('furniture'),
    readyAt: pick('readyAt'),
    firstInputMs: pick('firstInputMs'),
    firstInputMaxMs: Math.max(...loads.map((load) => load.firstInputMs)),
    bundleEvaluation: pick('bundleEvaluation'),
    longTasksAfterFcp: pick('longTasksAfterFcp'),
    longTasksAfterReady: pick('longTasksAfterReady'),
    longestTaskAfterFcp: pick('longestTaskAfterFcp'),
    timedOut: loads.filter((load) => load.timedOut).length,
    loads,
  };
}

/**
 * Loads each URL `runs` times as the floor (`?no-islands`), with server HTML (the default) and with `?no-ssr`,
 * interleaved so drift hits all three, and returns medians keyed by URL. The furniture ratio is the median over the
 * runs of (time until both header and footer are painted) / (the same run's floor FCP).
 */
export async function firstPaintFigures(urls, runs, onProgress = () => {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = {};
  try {
    for (const url of urls) {
      const join = url.includes('?') ? '&' : '?';
      const floor = [];
      const ssr = [];
      const noSsr = [];
      for (let run = 0; run < runs; run += 1) {
        floor.push(await loadOnce(browser, `${url}${join}no-islands`, { isFloor: true }));
        ssr.push(readLoad(await loadOnce(browser, url, { isFloor: false })));
        noSsr.push(readLoad(await loadOnce(browser, `${url}${join}no-ssr`, { isFloor: false })));
        onProgress(`${url} run ${run + 1}/${runs}`);
      }
      const floorFcps = floor.map((load) => load.fcp ?? Number.NaN);
      // Each run's floor and Tabiji loads are neighbours in time, so their ratio cancels the machine's drift; the
      // figure is the median of those ratios.
      const ratio = (loads) => median(loads.map((load, run) => load.furniture / floorFcps[run]));
      results[url] = {
        floorFcp: median(floorFcps),
        floorFcps,
        ssr: { ...summarise(ssr), ratio: ratio(ssr) },
        noSsr: { ...summarise(noSsr), ratio: ratio(noSsr) },
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}
