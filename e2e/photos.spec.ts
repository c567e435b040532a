import type { Page } from '@playwright/test';
import { allowConsoleErrors, cumulativeLayoutShift, expect, islandsReady, test } from './fixtures';
import { ALL_PATH_CODES, pathFor } from './pages';

// Place photos (issue 31): Tabiji's markup from the server renderer and the islands, the variant a browser picks, the
// fallback from a failing new host to the old one, the empty frame, and the alt text in every language. The demo's
// photo stand-in serves both hosts (demo/stand-ins/photoService.mjs); its catalog names the special attachments.

/** The article with a figure whose new-host image fails (503, attachment ginzan-onsen-river): it falls back to the old host. */
const FALLBACK_PAGE = '/en/articles/12';
const FALLBACK_ID = 'ginzan-onsen-river';
/** The article with a figure neither host has (beppu-steam): its frame ends empty. */
const MISSING_PAGE = '/en/articles/13';

interface Attachment {
  id: string;
  width: number;
  height: number;
  alt?: Record<string, string>;
  decorative?: boolean;
}

/** The page's attachments, as its tabiji-photos JSON lists them. */
async function attachmentsOf(page: Page): Promise<Attachment[]> {
  return JSON.parse((await page.locator('script#tabiji-photos').textContent()) ?? '[]') as Attachment[];
}

/** What each photo frame shows once every image on the page has settled. */
async function frames(page: Page) {
  return page.locator('picture[data-tabiji-photo-frame]').evaluateAll((pictures) =>
    pictures.map((picture) => {
      const image = picture.querySelector('img')!;
      const box = picture.getBoundingClientRect();
      return {
        id: picture.getAttribute('data-tabiji-photo-frame'),
        state: picture.getAttribute('data-tabiji-photo-state'),
        currentSrc: image.currentSrc,
        naturalWidth: image.naturalWidth,
        complete: image.complete,
        visibility: getComputedStyle(image).visibility,
        width: box.width,
        height: box.height,
        role: picture.getAttribute('role'),
        label: picture.getAttribute('aria-label'),
        alt: image.alt,
        fetchPriority: image.getAttribute('fetchpriority'),
        loading: image.getAttribute('loading'),
      };
    }),
  );
}

/** Scrolls the page to its end and back, so lazy photos load, then waits for every photo image to settle. */
async function loadEveryPhoto(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.locator('picture[data-tabiji-photo-frame] img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)), { timeout: 15_000 })
    .toBe(true);
}

test.describe('place photos', () => {
  test('the server writes the page first photo at high priority and the others lazily, each sized before it loads', async ({ page, request }) => {
    const html = await (await request.get('/en/articles/1')).text();
    const images = [...html.matchAll(/<img class="tabiji-photo__img"[^>]*>/g)].map(([tag]) => tag);
    expect(images.length, 'sanity: the article has photos').toBeGreaterThan(1);
    expect(images[0]).toMatch(/ fetchpriority="high"/i);
    expect(images[0]).not.toContain('loading="lazy"');
    for (const image of images.slice(1)) expect(image).toMatch(/loading="lazy"[^>]*decoding="async"|decoding="async"[^>]*loading="lazy"/);
    for (const image of images) {
      expect(image).toMatch(/ width="\d+"/);
      expect(image).toMatch(/ height="\d+"/);
      expect(image).toMatch(/ srcSet="|srcset="/i);
      expect(image).toMatch(/ sizes="/);
    }
    await page.goto('/en/articles/1');
    await islandsReady(page);
  });

  for (const [width, smallest, largest] of [[390, 320, 960], [1280, 960, 1280]] as const) {
    test(`at ${width} px the browser takes a WebP of the width the layout needs (${smallest}–${largest} w)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto('/en/articles/1');
      const hero = page.locator('picture[data-tabiji-photo-frame] img').first();
      await expect.poll(() => hero.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
      const { currentSrc, naturalWidth, shown } = await hero.evaluate((image: HTMLImageElement) => ({
        currentSrc: image.currentSrc,
        naturalWidth: image.naturalWidth,
        shown: image.getBoundingClientRect().width,
      }));
      expect(currentSrc).toMatch(/\/photo-service\/new\/[^/]+\/\d+\.webp$/);
      const chosen = Number(/\/(\d+)\.webp$/.exec(currentSrc)![1]);
      expect(chosen).toBeGreaterThanOrEqual(smallest);
      expect(chosen).toBeLessThanOrEqual(largest);
      // Enough pixels for the box it is shown in (at this device scale): a w-descriptor image's naturalWidth is in CSS
      // pixels, the file's width over its density, so it is at least the box's width.
      expect(chosen).toBeGreaterThanOrEqual(Math.min(shown, 1280) - 1);
      expect(naturalWidth).toBeGreaterThanOrEqual(Math.floor(shown));
      await context.close();
    });
  }

  test('a photo whose new host fails is shown from the old host, with no broken image and no layout shift', async ({ page }) => {
    allowConsoleErrors(page, /status of 503/);
    await page.goto(FALLBACK_PAGE);
    await islandsReady(page);
    await loadEveryPhoto(page);
    const all = await frames(page);
    const figure = all.find((frame) => frame.id === FALLBACK_ID)!;
    expect(figure.state).toBe('fallback');
    expect(figure.currentSrc).toMatch(/\/photo-service\/old\//);
    expect(figure.naturalWidth).toBeGreaterThan(0);
    for (const other of all.filter((frame) => frame.id !== FALLBACK_ID)) expect(other.state, other.id ?? '').toBe('primary');
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  test('a photo neither host has leaves an empty frame of its size that still says what it was: never a broken image', async ({ page }) => {
    allowConsoleErrors(page, /status of 503/, /status of 404/);
    await page.goto(MISSING_PAGE);
    await islandsReady(page);
    await loadEveryPhoto(page);
    const all = await frames(page);
    const empty = all.filter((frame) => frame.state === 'empty');
    expect(empty, 'sanity: the page has the missing attachment').toHaveLength(1);
    const [frame] = empty;
    const attachment = (await attachmentsOf(page)).find((candidate) => candidate.id === frame!.id)!;
    expect(frame!.visibility).toBe('hidden');
    expect(frame!.height).toBeCloseTo((frame!.width * attachment.height) / attachment.width, 0);
    expect(frame!.role).toBe('img');
    expect(frame!.label).toBe(attachment.alt?.['en']);
    // Every other photo on the page shows its image.
    for (const other of all.filter((candidate) => candidate.state !== 'empty')) expect(other.naturalWidth, other.id ?? '').toBeGreaterThan(0);
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  test('with the regions left to the browser, the islands render the photos with the same markup', async ({ page, request }) => {
    const server = await (await request.get('/en/articles/1')).text();
    const serverHero = /<picture class="tabiji-photo"[\s\S]*?<\/picture>/.exec(server)![0];
    await page.goto('/en/articles/1?no-ssr');
    await islandsReady(page);
    const hero = page.locator('picture[data-tabiji-photo-frame]').first();
    await expect(hero).toBeAttached();
    const clientHero = await hero.evaluate((picture) => picture.outerHTML);
    const attributes = (markup: string) => [...markup.matchAll(/ (src|srcset|sizes|width|height|alt|fetchpriority|type)="([^"]*)"/gi)].map(([, name, value]) => `${name!.toLowerCase()}=${value}`).sort();
    expect(attributes(clientHero)).toEqual(attributes(serverHero.replaceAll('&amp;', '&')));
    await expect(hero.locator('img')).toHaveAttribute('fetchpriority', 'high');
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  for (const code of ALL_PATH_CODES) {
    test(`alt text in ${code}: every photo says what it shows in the page's language`, async ({ request }) => {
      const path = pathFor(code, '/articles/1');
      const html = await (await request.get(path)).text();
      const attachments = JSON.parse(/<script type="application\/json" id="tabiji-photos">([\s\S]*?)<\/script>/.exec(html)![1]!) as Attachment[];
      const alts = [...html.matchAll(/<img class="tabiji-photo__img"[^>]* alt="([^"]*)"/g)].map(([, alt]) => alt);
      expect(alts.length).toBeGreaterThan(0);
      for (const alt of alts) expect(alt?.length, 'no empty alt on a photo that shows a place').toBeGreaterThan(0);
      const expected = new Set(attachments.map((attachment) => attachment.alt?.[code]).filter(Boolean).map((alt) => alt!.replaceAll('&', '&amp;')));
      for (const alt of alts) expect(expected.has(alt!), `${alt} is the ${code} alt text`).toBe(true);
      expect(html).not.toMatch(/<img class="tabiji-photo__img"[^>]* lang="/);
    });
  }
});
