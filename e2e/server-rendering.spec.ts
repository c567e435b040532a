import type { Page } from '@playwright/test';
import { allowConsoleErrors, cumulativeLayoutShift, expect, islandsReady, test } from './fixtures';
import { renderServiceURL } from '../playwright.config';
import { ALL_PATH_CODES, HTML_LANG, PAGE_TYPES, pathFor } from './pages';
import { SERVER_MESSAGES } from '../src/server/serverMessages';

const SUPPORTED = ['jp', 'en', 'th', 'cn', 'tw', 'ko'];
const header = (page: Page) => page.locator('[data-tabiji-island="sticky-header"] header');
const slider = (page: Page) => page.locator('[data-tabiji-island="slider-nav"] nav');
const footer = (page: Page) => page.locator('[data-tabiji-island="footer"] footer');

/** The address a language link must lead to: the same path and query with the first segment replaced. */
function switched(path: string, code: string): string {
  const url = new URL(path, 'http://host.invalid');
  const segments = url.pathname.split('/');
  const known = ALL_PATH_CODES as readonly string[];
  if (known.includes(segments[1] ?? '')) segments[1] = code;
  else segments.splice(1, 0, code);
  return `${segments.join('/')}${url.search}`;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const code of ALL_PATH_CODES) {
    test(`every page type in /${code}/ has the header, slider bar and footer, with language links to the same page`, async ({ page }) => {
      for (const pagePath of [...Object.values(PAGE_TYPES), '/no-such-page']) {
        if (pagePath === '/no-such-page') allowConsoleErrors(page, /status of 404/);
        const path = `${pathFor(code, pagePath)}${pagePath === '/articles/1' ? '?keyword=ramen' : ''}`;
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[code]!);
        await expect(header(page).locator('a.tabiji-header__brand')).toHaveAttribute('href', `/${code}/`);
        await expect(header(page).locator('summary.tabiji-hamburger__button')).toBeVisible();
        expect(await slider(page).getByRole('link').count(), `slider links on ${path}`).toBeGreaterThan(3);
        expect(await footer(page).locator('.tabiji-footer__groups a').count(), `footer links on ${path}`).toBeGreaterThan(3);
        // The user menu is a silent placeholder: sign-in state is only known to a script. Its sign-in link waits for a
        // script to find that nobody can be signed in (the entry, without the header's island): hidden here.
        await expect(header(page).locator('.tabiji-user[data-status="unknown"] .tabiji-user__placeholder')).toBeVisible();
        await expect(header(page).locator('.tabiji-user[data-status="unknown"] a.tabiji-user__signin--server')).toHaveAttribute('href', `/${code}/signin`);
        await expect(header(page).getByRole('link', { name: SERVER_MESSAGES[code]!.signIn })).toBeHidden();
        const languageLinks = footer(page).locator('.tabiji-language__list a');
        // Easy Japanese is offered beside Japanese on Japanese pages (and its own).
        const japanese = ['jp', 'easy', ...SUPPORTED.filter((supported) => supported !== 'jp')];
        const expectedCodes = code === 'jp' || code === 'easy' ? japanese : SUPPORTED.includes(code) ? SUPPORTED : [code, ...SUPPORTED];
        await expect(languageLinks).toHaveCount(expectedCodes.length);
        for (const [index, target] of expectedCodes.entries()) {
          await expect(languageLinks.nth(index)).toHaveAttribute('href', switched(path, target));
          // Easy Japanese is a register of Japanese: it never claims to be a second Japanese version.
          if (target === 'easy') await expect(languageLinks.nth(index)).not.toHaveAttribute('hreflang', /./);
          else await expect(languageLinks.nth(index)).toHaveAttribute('hreflang', HTML_LANG[target]!);
        }
      }
    });
  }

  test('the hamburger and collapsible menus open and close; footer groups are readable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/articles/1');
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(mainMenu).toBeHidden();
    await page.locator('summary.tabiji-hamburger__button').click();
    await expect(mainMenu).toBeVisible();
    await expect(mainMenu.getByRole('link', { name: 'Food' })).toBeVisible();
    await page.locator('summary.tabiji-hamburger__button').click();
    await expect(mainMenu).toBeHidden();

    const group = footer(page).locator('details.tabiji-collapsible').first();
    await expect(group.getByRole('link').first()).toBeVisible();
    await group.locator('summary').click();
    await expect(group.getByRole('link').first()).toBeHidden();
    await group.locator('summary').click();
    await expect(group.getByRole('link').first()).toBeVisible();
  });

  test('the keyboard opens the menu: Tab to it, Enter toggles it, focus is visible', async ({ page }) => {
    await page.goto('/en/');
    const summary = page.locator('summary.tabiji-hamburger__button');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const outline = await summary.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('a language link leads to the same page in the chosen language, query kept', async ({ page }) => {
    await page.goto('/en/articles/1?keyword=ramen');
    await page.locator('summary.tabiji-language__button').click();
    await page.getByRole('link', { name: 'ไทย' }).click();
    await expect(page).toHaveURL(/\/th\/articles\/1\?keyword=ramen$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(header(page).locator('.tabiji-hamburger__label')).toHaveText('เมนู');
  });

  test('the slider bar scrolls sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/');
    const list = slider(page).locator('ul');
    const { scrollWidth, clientWidth } = await list.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await list.hover();
    await page.mouse.wheel(300, 0);
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('crawlable', () => {
  test('the navigation links are in the HTML the server sends', async ({ request }) => {
    const html = (await (await request.get('/ko/categories/2')).text()).toLowerCase();
    for (const link of ['href="/ko/"', 'href="/ko/categories/1"', 'href="/ko/regions/1"', 'hreflang="th"', 'href="/th/categories/2"']) {
      expect(html, link).toContain(link);
    }
    expect(html).toContain('<nav class="tabiji-slider"');
    expect(html).toContain('<footer class="tabiji-footer"');
  });
});

test.describe('with JavaScript', () => {
  for (const code of ALL_PATH_CODES) {
    test(`every page type in /${code}/ hydrates the server HTML with no console error and no layout shift`, async ({ page }) => {
      for (const pagePath of Object.values(PAGE_TYPES)) {
        await page.goto(pathFor(code, pagePath));
        await page.evaluate(() => {
          (window as { serverHeader?: Element | null }).serverHeader = document.querySelector('header.tabiji-header');
        });
        await islandsReady(page);
        // Hydrated in place: the element the server sent is the one on screen, now enhanced.
        expect(await page.evaluate(() => (window as { serverHeader?: Element | null }).serverHeader === document.querySelector('header.tabiji-header'))).toBe(true);
        await expect(page.locator('button.tabiji-hamburger__button')).toHaveAttribute('aria-expanded', 'false');
        expect(await cumulativeLayoutShift(page)).toBe(0);
      }
    });
  }

  test('a menu the visitor opened before the islands started stays open, as a button', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Tabiji's scripts are held back: the visitor uses the server HTML before any JavaScript runs.
    await page.route(/\/tabiji\/tabiji\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/articles/1', { waitUntil: 'commit' });
    await page.locator('summary.tabiji-hamburger__button').click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    release();
    await islandsReady(page);
    await expect(page.locator('button.tabiji-hamburger__button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('stale server HTML (an old fragment of another build, with an outdated link) is rendered afresh, without a shift', async ({ page }) => {
    // The host serves an old fragment: made by another build, its first slider link points where it no longer should.
    let served = '';
    await page.route('**/en/articles/1', async (route) => {
      const response = await route.fetch();
      served = (await response.text())
        .replace(/<!--tabiji:[0-9a-f]+:/g, '<!--tabiji:0ldb0ld0ld00:')
        .replace(/(data-tabiji-island="slider-nav"[^]*?<a[^>]*?href=")[^"]*"/, '$1/en/outdated"');
      await route.fulfill({ response, body: served });
    });
    const info = page.waitForEvent('console', (message) => message.type() === 'info' && /server HTML was made by build 0ldb0ld0ld00/.test(message.text()));
    await page.goto('/en/articles/1');
    // What the page arrived with (the islands may already have replaced it by the time the test could look).
    expect(served).toContain('href="/en/outdated"');
    expect(served).toContain('<!--tabiji:0ldb0ld0ld00:');
    await islandsReady(page);
    await info;
    // React 19 alone would have kept the server's href; the island rendered from the page's own navigation.
    expect(await slider(page).locator('a[href="/en/outdated"]').count()).toBe(0);
    await expect(slider(page).getByRole('link').first()).toHaveAttribute('href', '/en/');
    expect(await page.evaluate(() => document.body.innerHTML.includes('<!--tabiji:'))).toBe(false);
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  // Issue 43: a CDN or minifier strips HTML comments, the stamp with them, and a link in the fragment was changed.
  test('server HTML without its stamp (comments stripped) is rendered afresh, with one warning, without a shift', async ({ page }) => {
    let served = '';
    await page.route('**/en/articles/1', async (route) => {
      const response = await route.fetch();
      served = (await response.text())
        .replace(/<!--tabiji:[^>]*-->/g, '')
        .replace(/(data-tabiji-island="slider-nav"[^]*?<a[^>]*?href=")[^"]*"/, '$1/en/outdated"');
      await route.fulfill({ response, body: served });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /no markup stamp/.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/en/articles/1');
    expect(served).toContain('href="/en/outdated"');
    expect(served).not.toContain('<!--tabiji:');
    await islandsReady(page);
    expect(await slider(page).locator('a[href="/en/outdated"]').count()).toBe(0);
    await expect(slider(page).getByRole('link').first()).toHaveAttribute('href', '/en/');
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain('"slider-nav"');
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  test('a host without the renderer (empty regions) still gets every island, rendered in the browser', async ({ page, request }) => {
    const html = await (await request.get('/en/articles/1?no-ssr')).text();
    expect(html).toContain('<div data-tabiji-island="sticky-header"></div>');
    await page.goto('/en/articles/1?no-ssr');
    await islandsReady(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(footer(page).getByRole('button', { name: /Language/ })).toBeVisible();
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });
});

test.describe('the render service, through the demo (?furniture=service)', () => {
  test('pages arrive with its HTML and hydrate with no console error', async ({ page }) => {
    await page.goto('/th/articles/1?furniture=service&keyword=x');
    await page.evaluate(() => {
      (window as { serverFooter?: Element | null }).serverFooter = document.querySelector('footer.tabiji-footer');
    });
    await islandsReady(page);
    expect(await page.evaluate(() => (window as { serverFooter?: Element | null }).serverFooter === document.querySelector('footer.tabiji-footer'))).toBe(true);
    await expect(page.locator('.tabiji-hamburger__label')).toHaveText('เมนู');
  });

  test('answers in its contract: regions, no cache header, clear JSON errors', async ({ request }) => {
    const body = { path: `/en/articles/1?run=${Date.now()}&utm_source=news`, navigation: { slider: [{ label: 'Food', href: '/en/categories/2' }] } };
    const first = await request.post(`${renderServiceURL}/render`, { data: body });
    expect(first.status()).toBe(200);
    // Issue 43: by default the answer does not tell a caller what was rendered recently (`--cache-header 1` does).
    expect(first.headers()['x-tabiji-cache']).toBeUndefined();
    const answer = await first.json();
    expect(Object.keys(answer.regions)).toEqual(['information-header', 'sticky-header', 'slider-nav', 'footer']);
    expect(answer.regions['slider-nav']).toContain('href="/en/categories/2"');
    // Arrival parameters are dropped from the path: the language links do not carry them.
    expect(answer.regions.footer).toContain(`href="/jp/articles/1?run=`);
    expect(JSON.stringify(answer.regions)).not.toContain('utm_source');

    const bad = await request.post(`${renderServiceURL}/render`, { data: { path: 'https://evil.example/' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: 'bad_request', message: expect.stringContaining('site path') });

    // Site paths that normalise to `//host` are another site to a browser: never rendered as a link, never a page path.
    const offSite = await request.post(`${renderServiceURL}/render`, {
      data: { path: '/en/', navigation: { signin: '/.//evil.example/login', slider: [{ label: 'Prize', href: '/x/..//evil.example' }, { label: 'Food', href: '/en/categories/2' }] } },
    });
    expect(offSite.status()).toBe(200);
    const offSiteAnswer = await offSite.json();
    expect(JSON.stringify(offSiteAnswer.regions)).not.toContain('//evil.example');
    expect(offSiteAnswer.regions['slider-nav']).toContain('href="/en/categories/2"');
    expect(offSiteAnswer.warnings).toEqual(expect.arrayContaining([expect.stringContaining('signin is not a safe link'), expect.stringContaining('slider[0] has no safe href')]));
    expect((await request.post(`${renderServiceURL}/render`, { data: { path: '/.//evil.example/' } })).status()).toBe(400);
  });
});

test.describe('prerendered fragments, through the demo (?furniture=fragments)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the fragments give every page its furniture; language links lead to each language’s top page', async ({ page }) => {
      await page.goto('/ko/categories/2?furniture=fragments');
      await expect(header(page).locator('a.tabiji-header__brand')).toHaveAttribute('href', '/ko/');
      await expect(slider(page).getByRole('link', { name: /./ }).first()).toBeVisible();
      await expect(footer(page).locator('.tabiji-language__list a[hreflang="th"]')).toHaveAttribute('href', '/th/');
    });
  });

  test('with JavaScript they hydrate, and the language links then follow the page', async ({ page }) => {
    await page.goto('/ko/categories/2?furniture=fragments');
    await islandsReady(page);
    await footer(page).getByRole('button', { name: /언어/ }).click();
    await expect(footer(page).getByRole('link', { name: 'ไทย' })).toHaveAttribute('href', /\/th\/categories\/2\?furniture=fragments$/);
  });
});
