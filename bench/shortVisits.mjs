// Short visits counted (issue 26): of the visits that last 1, 2 or 3 s, how many have their `page_view` record
// reach the demo collector, on the slow-4G phone and on desktop. Each visit is a fresh visitor (a new browser context:
// no queue, session or cache carries over) with no cookie choice yet, as a first visit from a search usually is. The
// visitor opens the page, stays the given time from navigation start and bounces: the tab is navigated to another
// origin (about:blank), as "back to the search results" does. Navigating away, not closing the tab, because that is
// the common bounce and the harder case: the browser offers the page to the back/forward cache (which real Chrome has
// on, so it is on here too), and the page is frozen rather than unloaded, so only what the page hands over at
// pagehide leaves. Closing the tab is what the web-vitals delivery measures (bench/vitalsDelivery.mjs). The context
// stays open until the visit's page view is stored or a deadline passes (a real browser outlives the page, and
// closing the context would cancel a beacon still on the emulated network), and the collector is read back.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { emulateProfile, LOCATION_PROFILES, ofType, storedRecords } from './locationShare.mjs';

/** How long the visitor stays, from navigation start. */
export const STAYS_MS = [1000, 2000, 3000];

/** The cells the budget (visitShareMinPercent) applies to: 2-second phone visits and 1-second desktop visits. */
export const BUDGETED_CELLS = [{ profile: 'phone', stayMs: 2000 }, { profile: 'desktop', stayMs: 1000 }];

export const isBudgeted = (profile, stayMs) => BUDGETED_CELLS.some((cell) => cell.profile === profile && cell.stayMs === stayMs);

/** How long after leaving the harness waits for the page view to be stored: the beacon's round trip and then some. */
const arrivalWaitMs = (profile) => 2 * profile.latencyMs + 3000;

/**
 * One visit: open `url` in a fresh context on `profile`, stay `stayMs` from navigation start, navigate the tab to
 * about:blank, and wait until the collector holds a page view for `token` (the visit's utm_content) or the deadline.
 */
async function visitOnce(browser, origin, url, token, stayMs, profile) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A leave-page prompt, if the page ever set one, is confirmed: the visitor is going back to the search results.
    page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
    await emulateProfile(context, page, profile);
    // Seen from the browser side, so asking costs the (possibly busy, 4× slowed) page's main thread nothing.
    let loadedAt = null;
    page.once('load', () => (loadedAt = Date.now()));
    // The stay counts from the document's request, as navigation start does: a browser busy opening the context can
    // send it a second late, and that second is not the visitor's.
    let startedAt = Date.now();
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) startedAt = Date.now();
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, stayMs - (Date.now() - startedAt)));
    const stayedMs = Date.now() - startedAt;
    const loaded = loadedAt !== null && loadedAt <= startedAt + stayedMs;
    await page.goto('about:blank');
    const views = ofType(await storedRecords(origin, token, (records) => ofType(records, 'page_view').length > 0, arrivalWaitMs(profile)), 'page_view');
    return { loaded, stayedMs, pageView: views.length > 0 };
  } finally {
    await context.close();
  }
}

/**
 * Fresh visits to `origin + path` for each profile and stay; `visitsFor(profile, stayMs)` says how many (0 skips
 * the cell). Per cell: visits, loads finished before the visitor left, visits whose page view was stored, their share,
 * the longest actual stay (the harness's own overshoot), whether the budget applies, and the machine's 1-minute load
 * average after the visits.
 */
export async function shortVisits(origin, { path = '/en/articles/1', profiles = ['phone', 'desktop'], stays = STAYS_MS, visitsFor = () => 20 } = {}) {
  // Real Chrome keeps the back/forward cache on; Playwright turns it off unless told not to.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  const cells = [];
  try {
    for (const profile of profiles) {
      for (const stayMs of stays) {
        const visits = visitsFor(profile, stayMs);
        if (!visits) continue;
        const run = randomUUID();
        let loaded = 0;
        let pageViews = 0;
        let maxStayedMs = 0;
        for (let visit = 0; visit < visits; visit += 1) {
          // Fixed width, so one visit's token is never the start of another's.
          const token = `${run}-${String(visit).padStart(3, '0')}`;
          const outcome = await visitOnce(browser, origin, `${origin}${path}?utm_content=${token}`, token, stayMs, LOCATION_PROFILES[profile]);
          if (outcome.loaded) loaded += 1;
          if (outcome.pageView) pageViews += 1;
          maxStayedMs = Math.max(maxStayedMs, outcome.stayedMs);
        }
        cells.push({ profile, stayMs, path, visits, loaded, pageViews, share: pageViews / visits, maxStayedMs, budgeted: isBudgeted(profile, stayMs),
          // A busy machine (another bench or test run) delays the load and the chunks, and so the page view.
          loadAverage: loadavg()[0] });
      }
    }
  } finally {
    await browser.close();
  }
  return cells;
}
