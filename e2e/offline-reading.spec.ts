import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from './fixtures';
import { savedMessages } from '../src/ui/messages/saved/SavedMessages';

// Offline reading (issue 46): a saved article opens without a connection, with its styles and the photos this device
// used; a page not saved shows, in the reader's language, the saved-items page saying so; the openings are counted
// in the event log once the connection is back.

async function saveArticle(page: Page, path: string, code: 'jp' | 'th' | 'en'): Promise<string> {
  const words = savedMessages(code);
  await page.goto(path);
  const title = (await page.locator('h1').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: words.saveArticle }).click();
  await expect(page.getByRole('status').filter({ hasText: words.saved }).first()).toBeVisible();
  return title;
}

async function offlineOpensFor(request: APIRequestContext, run: string): Promise<unknown[]> {
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: Array<{ event_id: string; action_type: string; source_url: string; data?: unknown }> };
  const opens = records.filter((record) => record.action_type === 'offline_open' && record.source_url.includes(run));
  return opens.filter((record, index) => opens.findIndex((other) => other.event_id === record.event_id) === index).map((record) => record.data);
}

/** Whether the service worker controls the page (it claims the pages open when it activates). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('a saved article opens offline with its styles and photos; a page not saved lists what is, in Japanese and Thai', async ({ page, context, request }) => {
  const run = `offline-${Date.now()}`;
  // Offline, the page's other requests (ads, the event log, the islands' services) fail as they would on a train.
  allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|could not|NetworkError|Load failed/);
  const japanese = await saveArticle(page, '/jp/articles/4', 'jp');
  const thai = await saveArticle(page, '/th/articles/2', 'th');
  await controlled(page);
  await context.setOffline(true);

  await page.goto(`/jp/articles/4?utm_content=${run}`);
  await expect(page.locator('h1')).toHaveText(japanese);
  // Its styles (the host's sheet, from the copy) and its hero photo at the size this device loaded.
  expect(await page.evaluate(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.endsWith('/site.css') && sheet.cssRules.length > 0))).toBe(true);
  await expect.poll(() => page.evaluate(() => Array.from(document.images).filter((image) => image.complete && image.naturalWidth > 0).length)).toBeGreaterThan(0);
  // The control knows it is saved: the chunk came at once for a page opened offline.
  await expect(page.getByRole('button', { name: savedMessages('jp').saveArticle })).toHaveAttribute('aria-pressed', 'true');

  // A page not saved: the saved-items page in its language, saying so, with what can be read.
  await page.goto(`/th/articles/5?utm_content=${run}`);
  const words = savedMessages('th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.offlineHeading);
  await expect(page.getByText(words.offlineIntro)).toBeVisible();
  await expect(page.locator('.tabiji-saved__items a')).toHaveText([thai, japanese]);
  await page.locator('.tabiji-saved__items a').first().click();
  await expect(page.locator('h1')).toHaveText(thai);

  // Counted once the connection is back: the next page's event log sends what waited on the device (it runs once
  // the reader does something there).
  await context.setOffline(false);
  await page.goto('/en/');
  await page.keyboard.press('Shift');
  await expect.poll(() => offlineOpensFor(request, run)).toEqual(expect.arrayContaining([{ saved: true }, { saved: false }]));
});

test('a connection that carries nothing while the browser says online (a train’s Wi-Fi before its sign-in page): the saved article opens with its styles and photos from the copy', async ({ page, context }) => {
  allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|could not|NetworkError|Load failed/);
  const title = await saveArticle(page, '/en/articles/3', 'en');
  await controlled(page);
  // Every request fails, the page's and the worker's alike (Playwright routes both in Chromium); the browser is not
  // told it is offline. The navigation's preload escapes Playwright's routes: the demo drops it (its test hook).
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await page.goto('/en/articles/3?tabiji-test-unreachable');
  await expect(page.locator('h1')).toHaveText(title);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  const opened = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.map((entry) => `${entry.name}:${entry.description}`));
  expect(opened).toEqual(expect.arrayContaining(['tabiji-offline:saved']));
  // The page's resources came from the copy too: the worker knows it answered this page offline.
  expect(await page.evaluate(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.endsWith('/site.css') && sheet.cssRules.length > 0))).toBe(true);
  await expect.poll(() => page.evaluate(() => Array.from(document.images).filter((image) => image.complete && image.naturalWidth > 0).length)).toBeGreaterThan(0);
  await context.unroute('**/*');
});

test('taken off the list, an article no longer opens offline; the device keeps no copy of it', async ({ page, context }) => {
  allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|could not|NetworkError|Load failed/);
  const words = savedMessages('en');
  await saveArticle(page, '/en/articles/3', 'en');
  await saveArticle(page, '/en/articles/6', 'en');
  await controlled(page);
  await page.goto('/en/saved');
  await page.getByRole('button', { name: /Remove/ }).first().click();
  await expect(page.locator('.tabiji-saved__items a')).toHaveCount(1);
  const kept = () => page.evaluate(async () => (await window.caches.keys()).filter((name) => name.startsWith('tabiji-offline-')));
  await expect.poll(async () => (await kept()).filter((name) => name.includes('item:')).length).toBe(1);
  await context.setOffline(true);
  await page.goto('/en/articles/6');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.offlineHeading);
  await context.setOffline(false);
  // The last one taken off: no copy is left, shared scripts and styles included.
  await page.goto('/en/saved');
  await page.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText(words.empty)).toBeVisible();
  await expect.poll(kept).toEqual([]);
});

test('offline, a save says the page could not be downloaded, and nothing is listed', async ({ page, context }: { page: Page; context: BrowserContext }) => {
  allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|could not|NetworkError|Load failed/);
  const words = savedMessages('en');
  await page.goto('/en/articles/7');
  // The first interaction brings the controls' marks alone; the rest of saved items would come with a press, which
  // now cannot fetch it: the marks say why nothing was saved.
  await page.keyboard.press('Shift');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/saveMarks\.[0-9a-f]+\.js$/.test(entry.name)))).toBe(true);
  await context.setOffline(true);
  await page.getByRole('button', { name: words.saveArticle }).click();
  await expect(page.getByRole('status').filter({ hasText: words.notDownloaded })).toBeVisible();
  await expect(page.getByRole('button', { name: words.saveArticle })).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('tabiji-saved'))).toBeNull();
});
