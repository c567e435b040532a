import path from 'node:path';
import { allowConsoleErrors, expect, islandsReady, test } from './fixtures';
import { streamingHost } from './streamingHost';

// Hardening the host-page contract (issue 14): content the host renders must not be able to replace Tabiji's
// input, and navigation links are rendered as the browser reads them. The pages are served through a route that
// edits the demo's HTML, with empty regions (?no-ssr) so the islands render from the page's JSON alone.
const GPT_STAND_IN = path.join(__dirname, '../demo/stand-ins/gpt.js');

// A document served through page.route has no network address, so Chromium refuses its call to the IP-lookup
// stand-in on 127.0.0.1 (local-network access); the lookup failing is expected here.
const LOOKUP_REFUSED = /loopback. address space|net::ERR_FAILED/;

test('article content with the ids of Tabiji’s data or of googletag replaces nothing', async ({ page }) => {
  allowConsoleErrors(page, /other element\(s\) on the page have this id/, LOOKUP_REFUSED);
  await page.route('**/stand-ins/gpt.js', (route) => route.fulfill({ path: GPT_STAND_IN, contentType: 'text/javascript' }));
  await page.route(/\/en\/articles\/1\?no-ssr$/, async (route) => {
    const response = await route.fetch();
    const hostile =
      '<p id="tabiji-navigation">{"slider":[{"label":"Win a prize","href":"https://evil.example/"}]}</p>' +
      '<div id="tabiji-context">{"ads":[]}</div><div id="googletag"></div>';
    const html = (await response.text()).replace('<main id="main">', `<main id="main">${hostile}`);
    await route.fulfill({ response, body: html });
  });
  await page.goto('/en/articles/1?no-ssr');
  await islandsReady(page);
  const slider = page.getByRole('navigation', { name: 'Categories and regions' });
  await expect(slider.getByRole('link', { name: 'Temples & shrines' })).toBeVisible();
  await expect(slider.getByRole('link', { name: 'Win a prize' })).toHaveCount(0);
  // The ads still run: the page's real slots reach GPT through Tabiji's own command queue.
  await expect
    .poll(() => page.evaluate(() => ((window as unknown as { __gptCalls?: unknown[][] }).__gptCalls ?? []).some(([name]) => name === 'display')), { timeout: 15_000 })
    .toBe(true);
});

test('navigation links are rendered normalised, and links with credentials are dropped', async ({ page }) => {
  allowConsoleErrors(page, /slider\[0\] has no safe href/, LOOKUP_REFUSED);
  await page.route(/\/en\/\?no-ssr$/, async (route) => {
    const response = await route.fetch();
    const navigation = JSON.stringify({
      slider: [
        { label: 'Partner login', href: 'https://user:secret@partner.example/' },
        { label: 'Kansai', href: '/en/../en/regions/./5?from=slider' },
      ],
    });
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="tabiji-navigation">)[\s\S]*?(<\/script>)/,
      `$1${navigation}$2`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/en/?no-ssr');
  await islandsReady(page);
  const slider = page.getByRole('navigation', { name: 'Categories and regions' });
  await expect(slider.getByRole('link')).toHaveCount(1);
  await expect(slider.getByRole('link', { name: 'Kansai' })).toHaveAttribute('href', '/en/regions/5?from=slider');
});

// A host may load the entry `async` (or serve HTML that streams in slowly): the entry then runs, and the page paints,
// before the rest of the HTML has arrived. The islands wait until the HTML is parsed (PageLifecyclePort.whenDomReady),
// so the regions and JSON still to come are there when they mount. Served by a small host in front of the demo that
// sends the article page up to its <main> at once, and the rest only once the islands bundle has been served and had
// time to mount (so islands that did not wait would miss the later regions), or 3 s after the test has seen the page
// still loading when nothing asks for the bundle (as when the islands wait). Everything else is forwarded to the demo.
test('an async entry on a page whose HTML is still streaming in mounts every region, once the HTML is parsed', async ({ page, baseURL }) => {
  let bundleServed: () => void = () => {};
  let stillLoadingSeen: () => void = () => {};
  const islandsCouldHaveMounted = new Promise<void>((resolve) => {
    let isServed = false;
    bundleServed = () => {
      isServed = true;
      setTimeout(resolve, 1500);
    };
    // Nothing asked for the bundle (the islands wait, as they should): the rest follows 3 s after the test has seen
    // the page painted and still loading (timed from then, so a busy machine cannot send it before that check).
    stillLoadingSeen = () => setTimeout(() => isServed || resolve(), 3000);
  });
  const host = await streamingHost(baseURL!, {
    pagePath: '/en/articles/1',
    splitAt: '<main id="main">',
    rest: islandsCouldHaveMounted,
    edit: (html) => html.replace('<script type=module src=', '<script type=module async src='),
    onServed: (servedPath) => {
      if (/^\/tabiji\/visit\.[0-9a-f]+\.js$/.test(servedPath)) bundleServed();
    },
  });
  try {
    await page.goto(`${host.origin}/en/articles/1`, { waitUntil: 'commit' });
    // The first part has painted (its server HTML) while the rest of the HTML is still on its way.
    await expect(page.locator('[data-tabiji-island="sticky-header"] header')).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    stillLoadingSeen();
    await expect(page.locator('head script[type="module"][async][src]')).toHaveCount(1);
    await islandsCouldHaveMounted;
    await islandsReady(page);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  } finally {
    await host.close();
  }
});
