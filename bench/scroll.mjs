// Scroll cost: a Chromium trace (CDP) while scrolling the article page ten screens down and back up.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'].join(',');
const SCRIPT_EVENTS = new Set(['EventDispatch', 'FireAnimationFrame', 'TimerFire', 'FunctionCall']);

/** Long tasks, forced layouts and script time per scroll event while scrolling `url`. */
export async function scrollCost(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const finished = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  const screen = 823;
  for (const direction of [1, -1]) {
    for (let step = 0; step < 40; step += 1) {
      await page.mouse.wheel(0, (direction * screen) / 4);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(400);
  }
  await cdp.send('Tracing.end');
  await finished;
  await browser.close();
  return analyse(events);
}

/** Reads the renderer main thread's events out of a trace. */
export function analyse(events) {
  const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const counts = new Map();
  for (const e of events) {
    if (mainThreads.some((t) => t.pid === e.pid && t.tid === e.tid)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  }
  const busiest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === busiest && e.ph === 'X');
  const longTasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50_000).length;
  // DevTools marks a layout as forced ("forced reflow") when script caused it: the event carries a stack trace.
  const forcedLayouts = onMain.filter((e) => e.name === 'Layout' && e.args?.beginData?.stackTrace?.length > 0).length;
  const scrollEvents = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'scroll');
  const scriptMs = topLevel(onMain.filter((e) => SCRIPT_EVENTS.has(e.name))).reduce((sum, e) => sum + e.dur, 0) / 1000;
  return {
    longTasks,
    forcedLayouts,
    scrollEvents: scrollEvents.length,
    scriptMsPerScrollEvent: scrollEvents.length ? scriptMs / scrollEvents.length : 0,
    scriptMs,
  };
}

/** Drops events nested inside another event of the list, so time is not counted twice. */
function topLevel(list) {
  const sorted = [...list].sort((a, b) => a.ts - b.ts);
  const kept = [];
  let end = -Infinity;
  for (const event of sorted) {
    if (event.ts >= end) {
      kept.push(event);
      end = event.ts + event.dur;
    }
  }
  return kept;
}
