import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { placeMessages } from '../src/ui/messages/places/PlaceMessages';
import type { PathCode } from '../src/domain/languages';

// Spot cards (issue 45): each demo article's place, from the place-manager stand-in through the server renderer, in
// place of the host's own practical-information box; HTML that works with JavaScript off and carries JSON-LD.

const card = (page: Page) => page.locator('section.tabiji-spot');

/** The card's JSON-LD, parsed. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await card(page).locator('script[type="application/ld+json"]').textContent()) ?? 'null') as Record<string, unknown>;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article shows its place’s card, not the host’s box: facts, a maps link and JSON-LD', async ({ page }) => {
    await page.goto('/en/articles/4');
    await expect(card(page)).toHaveCount(1);
    await expect(page.locator('#facts-title')).toHaveCount(0);
    await expect(card(page).getByRole('heading', { level: 2, name: 'Senso-ji' })).toBeVisible();
    const facts = card(page).locator('dl > div');
    await expect(facts.filter({ hasText: 'Address' }).locator('dd')).toHaveText('2-3-1 Asakusa, Taito City, Tokyo 111-0032');
    await expect(facts.filter({ hasText: 'Opening hours' }).locator('dd li')).toHaveText('Every day 6:00 AM–5:00 PM');
    await expect(facts.filter({ hasText: 'Closed' }).locator('dd p').first()).toHaveText('Open every day');
    await expect(card(page).getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=35\.7148%2C139\.7967$/);
    expect(await jsonLdOf(page)).toMatchObject({ '@type': ['TouristAttraction', 'BuddhistTemple'], name: 'Senso-ji', geo: { latitude: 35.7148, longitude: 139.7967 } });
  });

  for (const code of ['jp', 'th', 'ko', 'tw', 'vn', 'es'] as const satisfies readonly PathCode[]) {
    test(`the card speaks the page’s language in /${code}/`, async ({ page }) => {
      const words = placeMessages(code);
      await page.goto(`/${code}/articles/2`);
      await expect(card(page).locator('.tabiji-spot__kicker')).toHaveText(words.spotInformation);
      await expect(card(page).locator('dt')).toHaveText([words.address, words.hours, words.closed, words.access, words.price, words.website, words.phone]);
      await expect(card(page).getByRole('link', { name: words.openInMaps })).toBeVisible();
      // The place manager has the place in every language: nothing says the facts are in another one.
      await expect(card(page).locator('.tabiji-spot__language')).toHaveCount(0);
      expect((await jsonLdOf(page))['inLanguage']).toBe(await page.locator('html').getAttribute('lang'));
    });
  }

  test('a page without Tabiji, and a page whose place the manager does not know, keep the host’s own box', async ({ page }) => {
    for (const path of ['/en/articles/4?no-islands', '/en/pr/101']) {
      await page.goto(path);
      await expect(card(page)).toHaveCount(0);
      await expect(page.locator('#facts-title')).toBeVisible();
    }
  });

  test('a region page ends with the cards of its articles’ places, each once', async ({ page }) => {
    await page.goto('/jp/regions/5');
    await expect(card(page)).toHaveCount(6);
    const ids = await card(page).evaluateAll((sections) => sections.map((section) => section.getAttribute('data-tabiji-place')));
    expect(new Set(ids).size).toBe(6);
    await expect(card(page).first().locator('.tabiji-spot__kicker')).toHaveText(placeMessages('jp').spotInformation);
  });

  test('the render service answers the same card as the renderer in process', async ({ page }) => {
    await page.goto('/th/articles/4');
    const inProcess = await card(page).evaluate((element) => element.outerHTML);
    await page.goto(`/th/articles/4?furniture=service`);
    expect(await card(page).evaluate((element) => element.outerHTML)).toBe(inProcess);
  });
});

test('on a 320-pixel phone the card fits the screen, each label above its value', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/th/articles/4');
  const box = await card(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  const [label, value] = await Promise.all([card(page).locator('dt').first().boundingBox(), card(page).locator('dd').first().boundingBox()]);
  expect(value!.y).toBeGreaterThan(label!.y + label!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await context.close();
});

test.describe('open now', () => {
  for (const [when, at, words] of [
    ['at 10:00 in Japan', '2026-12-02T01:00:00Z', ' · Open now'],
    ['at 18:00 in Japan', '2026-12-02T09:00:00Z', ' · Closed now'],
  ] as const) {
    test(`a card says whether its place is open ${when}, once it nears the viewport, without moving the page`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(at));
      const chunkRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/placesChunk\.[0-9a-f]+\.js$/.test(request.url())) chunkRequests.push(request.url());
      });
      // Kinkaku-ji: 9:00–17:00 every day.
      await page.goto('/en/articles/2');
      await page.waitForLoadState('load');
      expect(chunkRequests, 'no code for the card before it nears the viewport').toEqual([]);
      const now = card(page).locator('.tabiji-spot__now');
      const kicker = card(page).locator('.tabiji-spot__kicker');
      const heightBefore = await kicker.evaluate((element) => element.getBoundingClientRect().height);
      await card(page).scrollIntoViewIfNeeded();
      await expect(now).toHaveText(words);
      expect(chunkRequests).toHaveLength(1);
      expect(await kicker.evaluate((element) => element.getBoundingClientRect().height)).toBe(heightBefore);
    });
  }
});

test.describe('the map, only when asked', () => {
  const facade = (page: Page) => card(page).locator('.tabiji-spot__map');
  /** Every request for the maps provider (the demo's stand-in for Google's Maps Embed API) or for the map's code. */
  function watchMaps(page: Page): { provider: string[]; chunk: string[] } {
    const seen = { provider: [] as string[], chunk: [] as string[] };
    page.on('request', (request) => {
      if (request.url().includes('/stand-ins/maps/')) seen.provider.push(request.url());
      if (/\/mapChunk\.[0-9a-f]+\.js$/.test(request.url())) seen.chunk.push(request.url());
    });
    return seen;
  }

  test('before "Accept": a tap asks what is sent, and only the second loads the map', async ({ page }) => {
    const seen = watchMaps(page);
    await page.goto('/ko/articles/4');
    const words = placeMessages('ko');
    const show = facade(page).getByRole('button', { name: words.showMap });
    // Hidden in the server HTML; shown with the card's code, once the card nears the viewport.
    await facade(page).scrollIntoViewIfNeeded();
    await expect(show).toBeVisible();
    // The facade is drawn by the page: nothing of the provider, nor the map's code, until the visitor asks.
    await page.waitForLoadState('load');
    expect(seen).toEqual({ provider: [], chunk: [] });
    const boxBefore = await facade(page).boundingBox();
    await show.click();
    const ask = facade(page).locator('.tabiji-spot__map-ask');
    await expect(ask).toContainText('Google Maps');
    await expect(ask.getByRole('link')).toHaveAttribute('href', '/ko/external-transmission');
    const load = ask.getByRole('button', { name: '지도 불러오기' });
    await expect(load).toBeFocused();
    await expect(load).toHaveAccessibleDescription(/IP 주소/);
    expect(seen.provider, 'no request to the provider after the first tap').toEqual([]);
    await load.press('Enter');
    const map = facade(page).locator('iframe');
    await expect(map).toHaveAttribute('title', '지도: 센소지');
    const src = new URL((await map.getAttribute('src'))!);
    expect(Object.fromEntries(src.searchParams)).toEqual({ key: 'demo-maps-key', q: '35.7148,139.7967', language: 'ko' });
    await expect(page.frameLocator('.tabiji-spot__map iframe').locator('body')).toHaveAttribute('data-latitude', '35.7148');
    expect(seen.provider).toHaveLength(1);
    expect(await facade(page).boundingBox(), 'the map takes the facade’s box').toEqual(boxBefore);
  });

  test('after "Accept", one tap shows the map', async ({ page }) => {
    const seen = watchMaps(page);
    await page.goto('/en/articles/2');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await facade(page).scrollIntoViewIfNeeded();
    await facade(page).getByRole('button', { name: 'Show the map' }).click();
    await expect(facade(page).locator('iframe')).toHaveAttribute('title', 'Map: Kinkaku-ji (Golden Pavilion)');
    await expect(facade(page).locator('.tabiji-spot__map-ask')).toHaveCount(0);
    expect(seen.provider).toHaveLength(1);
  });

  test('without JavaScript the facade holds the link to maps and no dead button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jp/articles/4');
    await expect(facade(page).getByRole('button')).toBeHidden();
    await expect(facade(page).getByRole('link', { name: placeMessages('jp').openInMaps })).toBeVisible();
    await context.close();
  });
});
