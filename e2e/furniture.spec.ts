import type { Page } from '@playwright/test';
import { allowConsoleErrors, cumulativeLayoutShift, expect, islandsReady, test } from './fixtures';

const cookieNotice = (page: Page) => page.getByRole('region', { name: /cookie/i });
const pandemicNotice = (page: Page) => page.getByRole('region', { name: 'Travel health notice' });

test.describe('cookie notice', () => {
  test('Accept stores consent for 365 days with Path=/ and SameSite=Lax; hidden on later loads', async ({ page, context }) => {
    await page.goto('/en/');
    await expect(cookieNotice(page)).toBeVisible();
    await cookieNotice(page).getByRole('button', { name: 'Accept' }).click();
    await expect(cookieNotice(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'tabiji_cookie_consent');
    expect(cookie).toMatchObject({ value: 'accepted', path: '/', sameSite: 'Lax', secure: false });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    await page.reload();
    await islandsReady(page);
    await expect(cookieNotice(page)).toBeHidden();
  });

  test('Close sets a session-only cookie; a new browser session shows the notice again', async ({ page, context, browser }) => {
    await page.goto('/en/');
    await cookieNotice(page).getByRole('button', { name: 'Close' }).click();
    await expect(cookieNotice(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'tabiji_cookie_notice_closed');
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', expires: -1 });
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await expect(cookieNotice(page)).toBeHidden();

    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await freshPage.goto('/en/');
    await expect(cookieNotice(freshPage)).toBeVisible();
    await fresh.close();
  });

  test('a tampered consent cookie counts as not accepted', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted%3Badmin', url: baseURL! }]);
    await page.goto('/en/');
    await expect(cookieNotice(page)).toBeVisible();
  });
});

test.describe('pandemic notice', () => {
  test('closing is remembered for the browser session only', async ({ page, browser }) => {
    await page.goto('/en/');
    await expect(pandemicNotice(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close travel health notice' }).click();
    await expect(pandemicNotice(page)).toBeHidden();
    await page.reload();
    await islandsReady(page);
    await expect(pandemicNotice(page)).toBeHidden();

    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await freshPage.goto('/en/');
    await expect(pandemicNotice(freshPage)).toBeVisible();
    await fresh.close();
  });
});

test.describe('blocked storage and cookies', () => {
  test('the notices still work for the page view, with no errors', async ({ page }) => {
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: deny });
      Object.defineProperty(window, 'sessionStorage', { get: deny });
      Object.defineProperty(Document.prototype, 'cookie', { get: deny, set: deny });
    });
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Close travel health notice' }).click();
    await expect(pandemicNotice(page)).toBeHidden();
    await cookieNotice(page).getByRole('button', { name: 'Accept' }).click();
    await expect(cookieNotice(page)).toBeHidden();
  });
});

test.describe('sticky header and slider bar', () => {
  test('the header stays at the top while scrolling, and the content below does not jump', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/articles/1');
    await islandsReady(page);
    const mainTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await mainTop()).toBe(before);
    const header = await page.locator('.tabiji-header').boundingBox();
    expect(header?.y).toBe(0);
  });

  test('the slider fades out scrolling down, returns scrolling up, and sits just below the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/articles/1');
    await islandsReady(page);
    const slider = page.getByRole('navigation', { name: 'Categories and regions' });
    await expect(slider).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 1200);
    await expect(slider).toHaveAttribute('data-hidden', 'true');
    await expect.poll(() => slider.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await page.mouse.wheel(0, -300);
    await expect(slider).toHaveAttribute('data-hidden', 'false');
    await expect.poll(() => slider.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const headerBox = await page.locator('.tabiji-header').boundingBox();
    const sliderBox = await slider.boundingBox();
    expect(sliderBox!.y).toBeCloseTo(headerBox!.y + headerBox!.height, 0);
  });

  test('a tiny scroll does not hide the slider', async ({ page }) => {
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await page.mouse.wheel(0, 4);
    await page.waitForTimeout(200);
    await expect(page.getByRole('navigation', { name: 'Categories and regions' })).toHaveAttribute('data-hidden', 'false');
  });

  test('the slider shows while it holds keyboard focus, even when scrolled away', async ({ page }) => {
    await page.goto('/en/articles/1');
    await islandsReady(page);
    const slider = page.getByRole('navigation', { name: 'Categories and regions' });
    await page.mouse.wheel(0, 1200);
    await expect(slider).toHaveAttribute('data-hidden', 'true');
    await slider.getByRole('link').first().focus();
    await expect.poll(() => slider.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('the current category is scrolled into view in the slider', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/categories/5');
    await islandsReady(page);
    const current = page.locator('.tabiji-slider [aria-current="page"]');
    await expect(current).toBeInViewport({ ratio: 1 });
  });

  test('no motion under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/articles/1');
    await islandsReady(page);
    const slider = page.getByRole('navigation', { name: 'Categories and regions' });
    expect(await slider.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s(, 0s)*$/);
    await page.mouse.wheel(0, 1200);
    await expect(slider).toHaveAttribute('data-hidden', 'true');
    expect(await slider.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  });
});

test.describe('menus by keyboard', () => {
  test('hamburger: Enter opens, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/en/');
    await islandsReady(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('footer groups are open on wide screens and collapsed on phones', async ({ browser }) => {
    for (const [width, expanded] of [[1280, 'true'], [390, 'false']] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/en/');
      await islandsReady(page);
      const groups = page.locator('.tabiji-footer .tabiji-collapsible__button');
      expect(await groups.count()).toBeGreaterThan(0);
      for (const group of await groups.all()) await expect(group).toHaveAttribute('aria-expanded', expanded);
      await context.close();
    }
  });
});

test.describe('language selector', () => {
  test('choosing another language loads the same address with the first segment replaced', async ({ page }) => {
    await page.goto('/en/articles/1?keyword=%E6%9D%B1%E4%BA%AC#access');
    await islandsReady(page);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: 'ไทย' }).click();
    await expect(page).toHaveURL(/\/th\/articles\/1\?keyword=%E6%9D%B1%E4%BA%AC#access$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  test('a page without a language segment switches by inserting one', async ({ page }) => {
    await page.goto('/articles/1?x=1');
    await islandsReady(page);
    await page.getByRole('button', { name: /言語/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/articles\/1\?x=1$/);
  });
});

test('clicking any link clears the leave-page warning', async ({ page }) => {
  await page.goto('/en/articles/1');
  await islandsReady(page);
  await page.evaluate(() => {
    window.onbeforeunload = () => 'unsaved';
    document.addEventListener('click', (event) => event.preventDefault());
  });
  await page.getByRole('link', { name: 'Tabiji home' }).click();
  expect(await page.evaluate(() => window.onbeforeunload)).toBeNull();
});

test('the first click, on a link, before any of Tabiji’s services have come, clears the leave-page warning', async ({ page }) => {
  const services: string[] = [];
  page.on('request', (request) => {
    if (/\/tabiji\/(visit|boot|islandsChunk)\.[0-9a-f]+\.js$/.test(request.url())) services.push(request.url());
  });
  await page.goto('/en/articles/1', { waitUntil: 'load' });
  await page.evaluate(() => {
    window.onbeforeunload = () => 'unsaved';
    document.addEventListener('click', (event) => event.preventDefault());
  });
  expect(services).toEqual([]);
  await page.getByRole('link', { name: 'Tabiji home' }).click();
  expect(await page.evaluate(() => window.onbeforeunload)).toBeNull();
});

test.describe('layout stability', () => {
  for (const code of ['en', 'jp', 'th']) {
    for (const path of ['/', '/articles/1']) {
      test(`no layout shift while ${code}${path} loads and the islands mount`, async ({ page }) => {
        await page.goto(`/${code}${path}`);
        await islandsReady(page);
        expect(await cumulativeLayoutShift(page)).toBe(0);
      });
    }
  }
});

test('a malformed page context gives a clear console error and the furniture still works', async ({ page }) => {
  const errors: string[] = [];
  // A document served through page.route has no network address, so Chromium's local-network-access rules
  // refuse its call to the IP-lookup stand-in on 127.0.0.1; the lookup failing is expected here.
  allowConsoleErrors(page, /Tabiji: page context/, /loopback. address space|net::ERR_FAILED/);
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/en/categories/1', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="tabiji-context">)[\s\S]*?(<\/script>)/,
      // light_mode as the host rendered the page (its footer's switch): the fields under test are the bad ones.
      '$1{"ads":"nope","category_id":"abc","light_mode":false}$2',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/en/categories/1');
  await islandsReady(page);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  expect(errors.some((text) => text.includes('category_id'))).toBe(true);
});
