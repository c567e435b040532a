// Web vitals delivery (issue 16 item 5): of the page views of visits that end by closing the tab 1, 3 or 10 s after
// navigation start, how many deliver a web_vitals record carrying LCP (data.lcp_ms) and CLS (data.cls). The record is
// made and handed over by beacon the first time the page is hidden or left: by the claim program from the browser's
// buffers, since these visitors never interact (the web-vitals library is fetched only at a first interaction or a
// restore from the back/forward cache, ADR 038; the `library` column says whether it came anyway). Each visit is a fresh
// visitor (a new browser context) who accepted cookies earlier, opens the page, closes the tab and leaves; the
// collector's stored records are then read back.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { emulateProfile, LOCATION_PROFILES, ofType, storedRecords } from './locationShare.mjs';

/** When the visitor closes the tab, from navigation start. */
export const CLOSE_AFTER_MS = [1000, 3000, 10_000];

/**
 * The web-vitals library's chunk, small or attribution build (parcel names it after the package): fetched by the
 * meter's adapter at the visitor's first interaction; a visitor who only opens and closes the tab never needs it.
 */
const VITALS_LIBRARY = /\/web-vitals\.(attribution\.)?[0-9a-f]+\.js/;

/** One visit: open `url` in a fresh context on `profile`, close the tab `closeAfterMs` from navigation start. */
async function visitOnce(browser, url, closeAfterMs, profile) {
  const context = await browser.newContext();
  // Not needed for web_vitals (it is not location or ads), but a typical returning visitor has accepted cookies.
  await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted', url }]);
  try {
    const page = await context.newPage();
    // A leave-page prompt, if the page ever set one, is confirmed: the visitor is closing the tab.
    page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
    await emulateProfile(context, page, profile);
    const startedAt = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, closeAfterMs - (Date.now() - startedAt)));
    // What had happened by the time the visitor closed the tab (runs in the page).
    const state = await page.evaluate((pattern) => ({
      loaded: document.readyState === 'complete', // eslint-disable-line no-undef -- runs in the page
      vitalsLibrary: performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name)), // eslint-disable-line no-undef -- runs in the page
    }), VITALS_LIBRARY.source);
    const closed = new Promise((resolve) => page.once('close', resolve));
    // Closing the tab as a visitor does: beforeunload, then the page is hidden (visibilitychange) and left (pagehide).
    await page.close({ runBeforeUnload: true });
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
    // The record leaves by beacon as the page goes. A real browser outlives the tab; here the context is closed next,
    // so it gets the time the emulated network needs to deliver the beacon first.
    await new Promise((resolve) => setTimeout(resolve, 2 * profile.latencyMs + 300));
    return state;
  } finally {
    await context.close();
  }
}

/** Which visit of `run` a record belongs to (its utm_content is `<run>-<visit>`). */
function visitOf(record, run) {
  const match = new RegExp(`${run}-(\\d+)`).exec(String(record.source_url));
  return match ? Number(match[1]) : -1;
}

/**
 * `visits` fresh visits to `origin + path` per profile and close time; per profile and close time: visits, loads
 * finished and web-vitals libraries arrived before the tab was closed, page views stored, web_vitals records stored, page views
 * whose visit delivered a web_vitals record with lcp_ms and with cls, those as shares of the page views, and the
 * machine's 1-minute load average after the visits.
 */
export async function vitalsDelivery(origin, { path = '/en/articles/1', visits = 20, closeAfter = CLOSE_AFTER_MS, profiles = ['desktop', 'phone'] } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = {};
  try {
    for (const name of profiles) {
      results[name] = [];
      for (const closeAfterMs of closeAfter) {
        const run = randomUUID();
        let loaded = 0;
        let vitalsLibrary = 0;
        for (let visit = 0; visit < visits; visit += 1) {
          const state = await visitOnce(browser, `${origin}${path}?utm_content=${run}-${visit}`, closeAfterMs, LOCATION_PROFILES[name]);
          if (state.loaded) loaded += 1;
          if (state.vitalsLibrary) vitalsLibrary += 1;
        }
        const stored = await storedRecords(origin, run, (records) => ofType(records, 'page_view').length >= visits && ofType(records, 'web_vitals').length >= visits, 10_000);
        const [pageViews, vitals] = [ofType(stored, 'page_view'), ofType(stored, 'web_vitals')];
        const viewed = new Set(pageViews.map((record) => visitOf(record, run)));
        const delivering = (field) => new Set(vitals.filter((record) => typeof record.data?.[field] === 'number').map((record) => visitOf(record, run)));
        const withLcp = [...delivering('lcp_ms')].filter((visit) => viewed.has(visit)).length;
        const withCls = [...delivering('cls')].filter((visit) => viewed.has(visit)).length;
        results[name].push({
          path, closeAfterMs, visits, loaded, vitalsLibrary, pageViews: viewed.size, vitalsRecords: vitals.length, withLcp, withCls,
          lcpShare: viewed.size ? withLcp / viewed.size : 0, clsShare: viewed.size ? withCls / viewed.size : 0,
          // The 1-second close leaves the vitals code little time; a machine busy with other work shortens it further.
          loadAverage: loadavg()[0],
        });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
