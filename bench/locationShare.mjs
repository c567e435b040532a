// Location share (issue 14): of the page views that visits of 2-second pages send, how many carry the visitor
// location. Each visit is a fresh visitor (a new browser context, so no location is cached in session storage) who
// opens the page, stays 2 s from navigation start and moves on (navigates away); the collector's stored page views
// are then read back. The bench's stack has the geo stand-in answer late (GEO_DELAY_MS, 150 ms by default).
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { GEO_DELAY_MS } from './stack.mjs';

/**
 * The network and CPU each visit runs on. `desktop` is Lighthouse's desktop figures applied as DevTools does (40 ms
 * per request, 10 Mbps, no CPU slowdown): the budget is checked on it. `phone` is the slow 4G + 4× CPU phone the
 * first-paint figures use; there the page often loads only after 2 s, so it is reported, not budgeted.
 */
export const LOCATION_PROFILES = {
  desktop: { latencyMs: throttling.desktopDense4G.rttMs, downloadKbps: throttling.desktopDense4G.throughputKbps, uploadKbps: throttling.desktopDense4G.throughputKbps, cpu: 1 },
  phone: {
    latencyMs: throttling.mobileSlow4G.requestLatencyMs,
    downloadKbps: throttling.mobileSlow4G.downloadThroughputKbps,
    uploadKbps: throttling.mobileSlow4G.uploadThroughputKbps,
    cpu: throttling.mobileSlow4G.cpuSlowdownMultiplier,
  },
};

/** Runs `page` on `profile`'s network and CPU, as DevTools throttling does. */
export async function emulateProfile(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: Math.floor((profile.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((profile.uploadKbps * 1024) / 8),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
}

/** One visit: open `url` in a fresh context on `profile`, stay `stayMs` from navigation start, move on. */
async function visitOnce(browser, url, stayMs, profile) {
  const context = await browser.newContext();
  // A visitor who accepted cookies on an earlier visit: only then is the location looked up (see docs/consent.md, "What each choice sends").
  await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted', url }]);
  try {
    const page = await context.newPage();
    await emulateProfile(context, page, profile);
    const startedAt = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    // A load that has not finished is still in progress when the visitor moves on, as on a real phone.
    await page.waitForTimeout(Math.max(0, stayMs - (Date.now() - startedAt)));
    const loaded = await page.evaluate(() => document.readyState === 'complete'); // eslint-disable-line no-undef -- runs in the page
    await page.goto('about:blank');
    // The page view leaves by beacon on pagehide. A real browser outlives the page; here the context is closed next,
    // so it gets the time the emulated network needs to deliver the beacon first.
    await page.waitForTimeout(2 * profile.latencyMs + 300);
    return { loaded };
  } finally {
    await context.close();
  }
}

/**
 * The records the collector stored for `run` (in their page address), once `isEnough` says so (at most `waitMs`).
 * The same record can arrive twice (beacon, then the next page's batch) and the collector keeps both lines: each
 * event id is returned once.
 */
export async function storedRecords(origin, run, isEnough, waitMs) {
  const deadline = Date.now() + waitMs;
  let records = [];
  while (Date.now() < deadline) {
    const listed = (await (await fetch(`${origin}/api/event-logs`)).json()).records;
    records = [...new Map(listed.filter((record) => String(record.source_url).includes(run)).map((record) => [record.event_id, record])).values()];
    if (isEnough(records)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return records;
}

/** The records of one action type. */
export const ofType = (records, type) => records.filter((record) => record.action_type === type);

/**
 * `visits` fresh 2-second visits to `origin + path` on each profile; per profile: visits, loads finished before the
 * visitor left, page views stored, those with location_country set, and their share of the page views.
 */
export async function locationShare(origin, { path = '/en/articles/1', visits = 20, stayMs = 2000, profiles = ['desktop', 'phone'] } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = {};
  try {
    for (const name of profiles) {
      const run = randomUUID();
      let loaded = 0;
      for (let visit = 0; visit < visits; visit += 1) {
        const outcome = await visitOnce(browser, `${origin}${path}?utm_content=${run}-${visit}`, stayMs, LOCATION_PROFILES[name]);
        if (outcome.loaded) loaded += 1;
      }
      const views = ofType(await storedRecords(origin, run, (records) => ofType(records, 'page_view').length >= visits, 15_000), 'page_view');
      const withLocation = views.filter((view) => String(view.location_country ?? '') !== '').length;
      results[name] = { path, visits, stayMs, geoDelayMs: GEO_DELAY_MS, loaded, pageViews: views.length, withLocation, share: views.length ? withLocation / views.length : 0 };
    }
  } finally {
    await browser.close();
  }
  return results;
}
