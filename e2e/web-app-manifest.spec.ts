import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from './fixtures';

// The demo's web app manifest, which lets iPhone and iPad visitors add Tabiji to the Home Screen (the only place
// iOS gives web push), as the browser finds it: linked from every page, served per language, parsed by Chromium.

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

const hrefOf = (page: Page, selector: string) => page.locator(selector).getAttribute('href');

test.describe('web app manifest', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, code] of [
    ['/en/', 'en'],
    ['/th/articles/1', 'th'],
    ['/easy/regions/2', 'easy'],
    ['/articles/1', 'jp'],
    ['/ko/no-such-page', 'ko'],
  ] as const) {
    test(`${path} links the ${code} manifest, the Apple touch icon and the theme colour`, async ({ page }) => {
      // The browser reports the 404 page's own status as a console error; that one is expected.
      allowConsoleErrors(page, /status of 404/);
      await page.goto(path);
      expect(await hrefOf(page, 'head link[rel="manifest"]')).toBe(`/${code}/manifest.webmanifest`);
      expect(await hrefOf(page, 'head link[rel="apple-touch-icon"]')).toBe('/icons/apple-touch-icon.png');
      await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#c8402c');
    });
  }

  for (const [code, lang, name] of [
    ['en', 'en', 'Tabiji — Your travel guide to Japan'],
    ['jp', 'ja', 'Tabiji — 日本を旅する人のための旅行ガイド'],
    ['th', 'th', 'Tabiji — คู่มือท่องเที่ยวญี่ปุ่นของคุณ'],
  ] as const) {
    test(`the ${code} manifest is served as a manifest, in its language, with icons that load`, async ({ page, baseURL }) => {
      await page.goto(`/${code}/`);
      const href = new URL((await hrefOf(page, 'link[rel="manifest"]')) ?? '', baseURL).href;
      const answer = await page.request.get(href);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/manifest+json');
      expect(answer.headers()['cache-control']).toBe('no-cache');
      const manifest = (await answer.json()) as Manifest;
      expect(manifest).toMatchObject({ name, short_name: 'Tabiji', lang, dir: 'ltr', display: 'standalone', theme_color: '#c8402c' });
      expect(manifest.scope).toBe(`/${code}/`);
      expect(new URL(manifest.start_url, href).pathname.startsWith(new URL(manifest.scope, href).pathname)).toBe(true);
      expect(new URL(manifest.start_url, href).origin).toBe(new URL(href).origin);

      // Unchanged since the browser last read it: a 304, not the body again.
      const again = await page.request.get(href, { headers: { 'If-None-Match': answer.headers()['etag'] ?? '' } });
      expect(again.status()).toBe(304);

      for (const icon of manifest.icons) {
        const image = await page.request.get(new URL(icon.src, href).href);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
        const bytes = await image.body();
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
      }
      const touchIcon = await page.request.get(new URL((await hrefOf(page, 'link[rel="apple-touch-icon"]')) ?? '', baseURL).href);
      expect(touchIcon.headers()['content-type']).toBe('image/png');
      expect([(await touchIcon.body()).readUInt32BE(16), (await touchIcon.body()).readUInt32BE(20)]).toEqual([180, 180]);
    });
  }

  test('the page’s Content-Security-Policy lets the browser fetch the manifest', async ({ page }) => {
    const answer = await page.goto('/en/');
    expect(answer?.headers()['content-security-policy']).toMatch(/(^|;\s*)manifest-src 'self'(;|$)/);
  });
});

test.describe('web app manifest, as Chromium reads it', () => {
  for (const code of ['en', 'th']) {
    test(`${code}: parsed without errors, with its scope, start and icons`, async ({ page, context, baseURL }) => {
      await page.goto(`/${code}/articles/1`);
      const cdp = await context.newCDPSession(page);
      const read = await cdp.send('Page.getAppManifest', {});
      expect(read.url).toBe(`${baseURL}/${code}/manifest.webmanifest`);
      expect(read.errors).toEqual([]);
      // Chromium's own reading: absolute addresses, its enum names.
      expect(read.manifest).toMatchObject({ id: `${baseURL}/${code}/`, startUrl: `${baseURL}/${code}/`, scope: `${baseURL}/${code}/`, display: 'kStandalone' });
      expect(read.manifest.icons).toHaveLength(3);
    });
  }
});
