import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { CONSENT_COOKIE, NOTICE_CLOSED_COOKIE, PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION } from '../src/domain/notices';
import en from '../src/ui/messages/en';
import { accountButton } from './emulator';
import { expect, islandReady, islandsReady, test } from './fixtures';
import { createUser, signIn } from './identityDriver';

// Islands on demand (ADR 037): each island's code is fetched when its trigger fires, and a visitor who does nothing
// fetches no React and no island. Tabiji's own files are served under /tabiji/.

const ISLANDS_CODE = /\/tabiji\/(islandsChunk|client)\.[0-9a-f]+\.js$/;

/** A visitor who made the cookie choice on an earlier page and closed the pandemic notice in this session. */
async function nothingDue(context: BrowserContext, page: Page): Promise<void> {
  await context.addCookies([{ name: NOTICE_CLOSED_COOKIE.name, value: NOTICE_CLOSED_COOKIE.value, url: baseURL }]);
  await page.addInitScript(([key, version]) => sessionStorage.setItem(key!, version!), [PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION]);
}

/** Every request for the islands' code (the islands' chunk, React DOM) the page makes from now on. */
function islandsCodeRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (ISLANDS_CODE.test(request.url())) seen.push(request);
  });
  return seen;
}

/**
 * Opens `path` and waits until the entry has started: the page's ads' chunk, which it fetches as it starts, arrived
 * and the page loaded (the ads start their after-load work then; the visit's services and recorder no longer come for
 * a visitor who does nothing: ADR 041, 042).
 */
async function openWithServices(page: Page, path: string): Promise<void> {
  const services = page.waitForResponse((response) => /\/tabiji\/adsChunk\.[0-9a-f]+\.js$/.test(response.url()), { timeout: 20_000 });
  await page.goto(path, { waitUntil: 'load' });
  await services;
}

/** Holds the islands' chunk until `release` is called: taps made meanwhile come before the code, on any machine. */
async function holdIslandsCode(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/tabiji\/islandsChunk\.[0-9a-f]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('a visitor with nothing due who does nothing fetches no React and no island; their first key press brings every island', async ({ context, page }) => {
  await nothingDue(context, page);
  const requests = islandsCodeRequests(page);
  // Nor the islands' services (ADR 040): nobody was ever signed in on this browser; nor the visit's (ADR 042).
  const islandServices: string[] = [];
  page.on('request', (request) => {
    if (/\/tabiji\/(boot|visit)\.[0-9a-f]+\.js$/.test(request.url())) islandServices.push(request.url());
  });
  await openWithServices(page, '/en/articles/1');
  // Long past the moment the islands started before issue 42 (after the first paint).
  await page.waitForTimeout(2000);
  expect(requests.map((request) => request.url())).toEqual([]);
  expect(islandServices).toEqual([]);
  await expect(page.locator('[data-tabiji-ready]')).toHaveCount(0);
  // The server HTML works meanwhile: the menu is a <details>, the links are links.
  await expect(page.locator('[data-tabiji-island="sticky-header"] details summary')).toBeVisible();

  await islandsReady(page);
  expect(requests.length).toBeGreaterThan(0);
});

test('a first visit: the cookie notice shows with the page, before any island’s code, and is not the LCP', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await holdIslandsCode(page);
  await page.addInitScript(() => {
    const seen: Element[] = [];
    (window as unknown as { lcpElements: Element[] }).lcpElements = seen;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (entry as unknown as { element: Element | null }).element && seen.push((entry as unknown as { element: Element }).element)))
      .observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/en/articles/1', { waitUntil: 'domcontentloaded' });
  const notice = page.getByRole('region', { name: en.cookieNotice });
  // Shown by the head's consent script and the server HTML alone: no island's code has arrived.
  await expect(notice).toBeVisible();
  await expect(page.locator('[data-tabiji-ready]')).toHaveCount(0);
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const lcpInNotice = await page.evaluate(() => (window as unknown as { lcpElements: Element[] }).lcpElements.map((element) => element.closest('.tabiji-notices') !== null));
  expect(lcpInNotice.length).toBeGreaterThan(0);
  expect(lcpInNotice.at(-1)).toBe(false);
});

test('Accept tapped before the notices’ code has arrived: the choice is made once, when the code is there, and the next page asks no more', async ({ context, page }) => {
  const code = await holdIslandsCode(page);
  await page.goto('/en/articles/1');
  const notice = page.getByRole('region', { name: en.cookieNotice });
  await notice.getByRole('button', { name: en.accept, exact: true }).click();
  // Kept: no island's code yet, so nothing is decided.
  await expect(notice).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(CONSENT_COOKIE.name);

  code.release();
  await expect(notice).toHaveCount(0);
  expect((await context.cookies()).filter((cookie) => cookie.name === CONSENT_COOKIE.name).map((cookie) => cookie.value)).toEqual([CONSENT_COOKIE.value]);
  await islandReady(page, 'information-header');
  await page.goto('/en/');
  await expect(page.getByRole('region', { name: en.cookieNotice })).toHaveCount(0);
});

test('a first visit: both notices show with the page, and no island’s code comes until the visitor acts', async ({ page }) => {
  const requests = islandsCodeRequests(page);
  await openWithServices(page, '/en/');
  await expect(page.getByRole('region', { name: en.cookieNotice })).toBeVisible();
  await expect(page.getByRole('region', { name: en.pandemicNotice })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(requests.map((request) => request.url())).toEqual([]);
  await expect(page.locator('[data-tabiji-ready]')).toHaveCount(0);
  // The pandemic notice's close, tapped before its code: the notice goes once the code is there, for the session.
  await page.getByRole('button', { name: en.closePandemicNotice }).click();
  await islandReady(page, 'information-header');
  await expect(page.getByRole('region', { name: en.pandemicNotice })).toHaveCount(0);
  await page.goto('/en/articles/1');
  await expect(page.getByRole('region', { name: en.cookieNotice })).toBeVisible();
  await expect(page.getByRole('region', { name: en.pandemicNotice })).toHaveCount(0);
});

test('a short page whose footer is on the first screen: still no island’s code until the visitor acts', async ({ context, page }) => {
  await nothingDue(context, page);
  const requests = islandsCodeRequests(page);
  await page.setViewportSize({ width: 1280, height: 4000 });
  await openWithServices(page, '/en/regions/1');
  await page.waitForTimeout(1000);
  expect(requests.map((request) => request.url())).toEqual([]);
  await expect(page.locator('[data-tabiji-ready]')).toHaveCount(0);
});

test('Cookie settings tapped before the footer’s code has arrived: the notice reopens, once, and the page stays', async ({ context, page }) => {
  await nothingDue(context, page);
  const code = await holdIslandsCode(page);
  await openWithServices(page, '/en/articles/1');
  const link = page.locator('[data-tabiji-island="footer"] a[data-tabiji-replay="cookie-settings"]');
  await link.click();
  // The link was not followed: the tap waits for the footer's code.
  expect(new URL(page.url()).pathname).toBe('/en/articles/1');
  await expect(page.getByRole('region', { name: en.cookieNotice })).toHaveCount(0);

  code.release();
  const notice = page.getByRole('region', { name: en.cookieNotice });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice.getByText(en.cookieCurrentChoice.replace('{choice}', en.cookieChoiceClosed))).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en/articles/1');
  // Once: closing the notice gives focus back to "Cookie settings", and no second reopening brings it back.
  await notice.getByRole('button', { name: en.close, exact: true }).click();
  await expect(page.getByRole('button', { name: en.cookieSettings })).toBeFocused();
  await page.waitForTimeout(500);
  await expect(notice).toHaveCount(0);
});

test('a menu opened before its island’s code has arrived stays open, with focus where it was', async ({ context, page }) => {
  await nothingDue(context, page);
  const code = await holdIslandsCode(page);
  await openWithServices(page, '/en/articles/1');
  await page.locator('[data-tabiji-island="sticky-header"] summary').click();
  await expect(page.locator('[data-tabiji-island="sticky-header"] details')).toHaveAttribute('open', '');
  code.release();
  await islandReady(page, 'sticky-header');
  const menuButton = page.getByRole('button', { name: en.menu });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menuButton).toBeFocused();
});

test('a signed-in visitor sees their avatar without doing anything', async ({ page }, testInfo) => {
  const user = await createUser(testInfo, 'Hanako Yamada');
  await signIn(page, testInfo, user);
  await page.goto('/en/articles/1');
  await expect(accountButton(page)).toHaveAccessibleName('Account menu for Hanako Yamada');
  await expect(page.locator('[data-tabiji-island="slider-nav"][data-tabiji-ready]')).toHaveCount(0);
});
