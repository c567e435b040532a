// Tabiji's JavaScript before the first interaction (issue 42): a visitor opens a page on the phone profile and does
// nothing for 8 seconds. Counted: the head's inline code and every file of dist/ the page requested in that time
// (gzip, level 9, each file once), in a fresh browser context per load (a first visit: nothing cached), for each page
// type, as a visitor who has not made the cookie choice yet and as one who made it on an earlier page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { HEAD_PAGE_TYPES, inlineHeadGzipBytes } from './headBytes.mjs';
import { ROOT } from './stack.mjs';

const DIST = path.join(ROOT, 'dist');
/** How long the visitor does nothing. */
export const IDLE_MS = 8000;
/** The visitor states measured: no choice yet (the cookie notice shows), and a choice made on an earlier page. */
export const VISITOR_STATES = { 'no choice': [], 'after a choice': [{ name: 'tabiji_cookie_consent', value: 'accepted' }] };

/**
 * The JavaScript of one idle visit: `requested` are the URLs of the scripts the page requested, `headGzip` the gzip
 * bytes of its head's inline code, `sizeOf(name)` a dist/ file's gzip bytes (undefined for a file not Tabiji's: a
 * stand-in's, Google's). Each file counts once, however often it was requested.
 */
export function idleJavaScript(requested, headGzip, sizeOf) {
  const files = [];
  for (const url of requested) {
    const name = path.basename(new URL(url).pathname);
    const gzip = sizeOf(name);
    if (gzip === undefined || files.some((file) => file.name === name)) continue;
    files.push({ name, gzip });
  }
  return { files, gzip: headGzip + files.reduce((sum, file) => sum + file.gzip, 0) };
}

const sizes = new Map();
/** A dist/ file's gzip bytes, or undefined when dist/ has no such JavaScript file. */
function distGzip(name) {
  if (!name.endsWith('.js')) return undefined;
  if (!sizes.has(name)) {
    try {
      sizes.set(name, gzipSync(readFileSync(path.join(DIST, name)), { level: 9 }).length);
    } catch {
      sizes.set(name, undefined);
    }
  }
  return sizes.get(name);
}

/** Each page type in English, in each visitor state: `${state} ${path}` → { files, gzip }. */
export async function javaScriptBeforeInteraction(origin, { pathCode = 'en' } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const figures = {};
  try {
    for (const [state, cookies] of Object.entries(VISITOR_STATES)) {
      for (const pagePath of Object.values(HEAD_PAGE_TYPES)) {
        const url = `/${pathCode}${pagePath}`;
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
        const page = await context.newPage();
        const requested = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') requested.push(request.url());
        });
        const response = await page.goto(`${origin}${url}`);
        if (!response?.ok()) throw new Error(`bench: ${url} answered ${response?.status()}`);
        const headGzip = inlineHeadGzipBytes(await response.text()).gzip;
        await page.waitForTimeout(IDLE_MS);
        figures[`${state} ${url}`] = idleJavaScript(requested, headGzip, distGzip);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
