import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { ALL_PATH_CODES, HTML_LANG, PAGE_TYPES, pathFor } from './pages';
import { demoDataDir, geoURL } from '../playwright.config';
import { PAGE_VIEW_KEY } from '../src/domain/pageViewStart';
import { eventLogRecord } from './eventLogRecord';
import { allowConsoleErrors, expect, islandsReady, test } from './fixtures';

test.describe('demo host site', () => {
  for (const code of ALL_PATH_CODES) {
    test(`serves every page type in /${code}/ with lang ${HTML_LANG[code]}`, async ({ request }) => {
      for (const pagePath of Object.values(PAGE_TYPES)) {
        const response = await request.get(pathFor(code, pagePath));
        expect(response.status(), pathFor(code, pagePath)).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${HTML_LANG[code]}"`);
        expect(html).toContain('id="tabiji-context"');
        for (const region of ['information-header', 'sticky-header', 'slider-nav', 'footer']) {
          expect(html).toContain(`data-tabiji-island="${region}"`);
        }
      }
    });
  }

  test('serves the no-code paths as Japanese', async ({ request }) => {
    for (const path of ['/', '/articles/1', '/categories/1', '/regions/1']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain('<html lang="ja"');
    }
  });

  test('lists hreflang alternates for the six supported languages, zh-Hant, zh-Hans and x-default', async ({ request }) => {
    const html = await (await request.get('/en/articles/1')).text();
    const tags = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(tags.map(([tag]) => tag).sort()).toEqual(['en', 'ja', 'ko', 'th', 'x-default', 'zh-Hans', 'zh-Hant', 'zh-cn', 'zh-tw']);
    expect(Object.fromEntries(tags)['th']).toMatch(/\/th\/articles\/1$/);
    expect(Object.fromEntries(tags)['zh-Hant']).toMatch(/\/tw\/articles\/1$/);
    expect(Object.fromEntries(tags)['zh-Hans']).toMatch(/\/cn\/articles\/1$/);
  });

  test('answers unknown paths with a real 404 page that still has the furniture', async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    for (const path of ['/xx/articles/1/extra', '/en/articles/99999', '/en/nowhere']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await islandsReady(page);
    await expect(page.getByRole('link', { name: 'Tabiji home' })).toBeVisible();
  });

  test('sends a Content-Security-Policy the islands work under, with no inline script but the notice script and the page-view claim, allowed by their hashes', async ({ page }) => {
    const response = await page.goto('/en/');
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    // The build's hashes (dist/tabiji-csp.json, what a host adds to its own policy: the notice script's, the head
    // script's), then the demo's Speculation Rules'.
    const built = JSON.parse(readFileSync(path.join(__dirname, '..', demoDataDir, 'dist', 'tabiji-csp.json'), 'utf8')) as Record<string, string[]>;
    expect(built['script-src']).toHaveLength(2);
    expect(scriptSrc.match(/'sha256-[^']+'/g)).toHaveLength(3);
    expect(scriptSrc.match(/'sha256-[^']+'/g)?.slice(0, 2)).toEqual(built['script-src']);
    // The notice script ran under it: no cookie choice yet, so the cookie notice shows.
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    expect(csp).toContain("object-src 'none'");
    // Any https image (the visitor's photo from their identity provider, ad pixels); no data: or blob: images.
    expect(csp).toContain("img-src 'self' https:;");
    expect(headers['x-content-type-options']).toBe('nosniff');
    // The policy let it run: the claim is made before the entry's own code could have arrived.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PAGE_VIEW_KEY)).not.toBeNull();
    await islandsReady(page);
  });

  test('the furniture’s styles come with the page, allowed by their hash: styled before any script, no stylesheet of Tabiji’s requested', async ({ page }) => {
    // Scripts off: the styles must not wait for any of Tabiji's code (ADR 036).
    await page.route(/\/tabiji\/.*\.js$/, (route) => route.abort());
    allowConsoleErrors(page, /Failed to load resource|net::ERR_FAILED/);
    const response = await page.goto('/en/');
    const csp = response!.headers()['content-security-policy'] ?? '';
    const styleSrc = csp.split(';').find((directive) => directive.trim().startsWith('style-src')) ?? '';
    const built = JSON.parse(readFileSync(path.join(__dirname, '..', demoDataDir, 'dist', 'tabiji-csp.json'), 'utf8')) as Record<string, string[]>;
    expect(built['style-src']).toHaveLength(1);
    expect(styleSrc.trim()).toBe(`style-src 'self' ${built['style-src']![0]}`);
    // Applied (a policy refusing the element would leave the header a plain block): the header is a flex row of its
    // own height, as tabiji.css draws it.
    const header = page.locator('.tabiji-header').first();
    expect(await header.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(resources.filter((name) => name.endsWith('.css'))).toEqual([expect.stringMatching(/\/site\.css$/)]);
  });

  test('serves the service worker under its own policy: its own script, fetches to the site, nothing else', async ({ request }) => {
    const response = await request.get('/firebase-messaging-sw.js');
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });

  test('serves the content-hashed bundle with a long immutable cache', async ({ page, request }) => {
    await page.goto('/en/');
    const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
    expect(script).toMatch(/^\/tabiji\/tabiji\.[0-9a-f]+\.js$/);
    const response = await request.get(script!);
    expect(response.headers()['cache-control']).toContain('immutable');
    expect((await request.get('/tabiji/../package.json')).status()).toBe(404);
  });

  test('keeps hostile text inside the page-context JSON', async ({ request }) => {
    const html = await (await request.get('/en/articles/1')).text();
    const json = html.match(/<script type="application\/json" id="tabiji-context">([\s\S]*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(() => JSON.parse(json!)).not.toThrow();
  });
});

test.describe('local stand-ins', () => {
  test('the IP-lookup stand-in answers in the configured service shape', async ({ request }) => {
    const body = await (await request.get(`${geoURL}/json`)).json();
    expect(body).toEqual(expect.objectContaining({ country: expect.any(String), query: expect.any(String) }));
  });

  test('the collector stores every record once, by event id', async ({ request }) => {
    const id = `e2e-${Date.now()}-${Math.random().toString(16).slice(2)}`;
    const record = eventLogRecord(id);
    expect((await request.post('/api/event-logs', { data: { records: [record], dropped: 0 } })).status()).toBe(200);
    expect((await request.post('/api/event-logs', { data: { records: [record, record], dropped: 0 } })).status()).toBe(200);
    expect((await request.post('/api/event-logs', { data: { nope: 1 } })).status()).toBe(400);
    const stored = (await (await request.get('/api/event-logs')).json()).records as Array<{ event_id: string }>;
    expect(stored.filter((r) => r.event_id === id)).toHaveLength(1);
  });
});

// Issue 43: `GET //evil.example/en/` was served as `/en/`. A request target that is not a path on the site is refused.
test('refuses a request target that names another host instead of serving it as a page', async ({ baseURL }) => {
  const statusOf = (target: string) => new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(baseURL!);
    const sent = httpRequest({ hostname, port, path: target, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
  expect(await statusOf('//evil.example/en/')).toBe(400);
  expect(await statusOf('http://evil.example/en/')).toBe(400);
  expect(await statusOf('/en/')).toBe(200);
});
