// Back/forward cache restores per page type (issue 26), as e2e/back-forward-cache.spec.ts checks them: Chromium with
// the cache on (Playwright turns it off unless told not to), an anonymous visitor opens each page type of
// e2e/pages.ts, waits until every island is ready and 3 s more (tracking, web vitals and ads have started), leaves for
// another page and goes back. Restored = the window still holds a marker set before leaving; the reasons are what CDP's
// Page.backForwardCacheNotUsed explains. Each page type again controlled by Tabiji's service worker (a reader who saved
// something, issue 46). The article page without Tabiji (`?no-islands`) is the control: the harness can restore a page
// at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT } from './stack.mjs';

/** The page types of e2e/pages.ts (PAGE_TYPES), read from its source so the two never drift apart. */
export function pageTypes() {
  const source = readFileSync(path.join(ROOT, 'e2e/pages.ts'), 'utf8');
  const body = /export const PAGE_TYPES = \{([^}]*)\}/.exec(source)?.[1];
  if (!body) throw new Error('bench: PAGE_TYPES not found in e2e/pages.ts');
  return Object.fromEntries([...body.matchAll(/(\w+):\s*'([^']*)'/g)].map(([, type, pagePath]) => [type, pagePath]));
}

const STAY_MS = 3000;
const ELSEWHERE = '/en/regions/2';
const READY_TIMEOUT_MS = 30_000;

/**
 * Wakes the islands as a visitor does (a key press: their first interaction) and waits until they are ready, as
 * e2e/fixtures.ts islandsReady does; false when they are not in time.
 */
async function islandsReady(page) {
  try {
    await page.keyboard.press('Shift');
    await page.locator('[data-tabiji-island="sticky-header"] header').waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    await page.locator('[data-tabiji-island="footer"] footer').waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
    // eslint-disable-next-line no-undef -- runs in the page
    await page.waitForFunction(() => document.querySelectorAll('[data-tabiji-island]:not([data-tabiji-ready])').length === 0, null, { timeout: READY_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens `url` (controlled by Tabiji's service worker with `isControlled`), lets it run, leaves for ELSEWHERE and goes
 * back: whether it was restored, and why not.
 */
async function restoreOnce(browser, origin, url, hasIslands, isControlled = false) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const reasons = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => {
      for (const explanation of event.notRestoredExplanations) reasons.push(`${explanation.type}: ${explanation.reason}`);
    });
    await cdp.send('Page.enable');
    await page.goto(url);
    if (isControlled) {
      // The page as a reader who saved something sees it: controlled by Tabiji's worker (registered as the save
      // chunk registers it), opened again so that the worker answers its navigation.
      // eslint-disable-next-line no-undef -- runs in the page
      await page.evaluate(() => navigator.serviceWorker.register('/firebase-messaging-sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready));
      await page.goto(url);
      // eslint-disable-next-line no-undef -- runs in the page
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) reasons.push('bench: the worker does not control the page');
    }
    const ready = hasIslands ? await islandsReady(page) : true;
    await page.waitForTimeout(STAY_MS);
    // eslint-disable-next-line no-undef -- runs in the page
    await page.evaluate(() => (window.__benchNotReloaded = true));
    await page.goto(`${origin}${ELSEWHERE}`);
    await islandsReady(page);
    // A restored page fires no load event: wait only for the commit.
    await page.goBack({ waitUntil: 'commit' });
    // eslint-disable-next-line no-undef -- runs in the page
    const restored = await page.evaluate(() => window.__benchNotReloaded === true);
    // The event is sent as the back navigation commits; give it a moment to arrive.
    await page.waitForTimeout(200);
    return { ready, restored, reasons: [...new Set(reasons)] };
  } finally {
    await context.close();
  }
}

/**
 * For each page type (`types`, default all of e2e/pages.ts) in English, and the control: the URL, whether the islands
 * were ready, whether the page was restored and the not-restored reasons.
 */
export async function bfcacheRestores(origin, { types = Object.keys(pageTypes()), withControl = true } = {}) {
  const paths = pageTypes();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  const results = [];
  try {
    for (const type of types) {
      const pagePath = `/en${paths[type]}`;
      results.push({ type, path: pagePath, ...(await restoreOnce(browser, origin, `${origin}${pagePath}`, true)) });
    }
    // A reader who saved an item has every page controlled by the worker (issue 46): restored all the same.
    for (const type of types) {
      const pagePath = `/en${paths[type]}`;
      results.push({ type: `${type}, worker`, path: pagePath, ...(await restoreOnce(browser, origin, `${origin}${pagePath}`, true, true)) });
    }
    if (withControl) {
      const pagePath = '/en/articles/1?no-islands';
      results.push({ type: 'control (no Tabiji)', path: pagePath, isControl: true, ...(await restoreOnce(browser, origin, `${origin}${pagePath}`, false)) });
    }
  } finally {
    await browser.close();
  }
  return results;
}
