// Event-log cost: requests per 100 recorded events and bytes per record, read from what Chromium sent.
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/** Records one page view and 99 link clicks on `origin`, and counts the collector requests they took. */
export async function eventLogCost(origin) {
  const run = randomUUID();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const posts = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/event-logs') {
      posts.push(request.postDataBuffer()?.length ?? 0);
    }
  });
  // utm_content carries the run id: it is kept in source_url, where other query values are redacted.
  await page.goto(`${origin}/en/articles/1?utm_content=${run}`, { waitUntil: 'load' });
  await page.waitForSelector('.tabiji-header');
  // eslint-disable-next-line no-undef -- runs in the page
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  const link = page.locator('.tabiji-header__brand');
  for (let click = 0; click < 99; click += 1) await link.click();
  const deadline = Date.now() + 60_000;
  let stored = 0;
  while (Date.now() < deadline) {
    const { records } = await (await fetch(`${origin}/api/event-logs`)).json();
    stored = records.filter((record) => String(record.source_url).includes(run)).length;
    if (stored >= 100) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await browser.close();
  const bytes = posts.reduce((sum, size) => sum + size, 0);
  return { events: stored, requests: posts.length, requestsPer100: (posts.length / Math.max(1, stored)) * 100, bytesPerRecord: bytes / Math.max(1, stored) };
}
