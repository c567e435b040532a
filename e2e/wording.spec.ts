import type { Page } from '@playwright/test';
import { expect, islandsReady, test } from './fixtures';

// Issue 27: one word for sponsored content in each language, the sponsor line, the slider bar's label, Easy
// Japanese (ruby readings, its place in the language list, line breaks at its spaces), the Latin font list, and
// the sign-in page's answer to a short password.

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

const hotelLink = (page: Page) => page.locator('a[data-tabiji-affiliate="hotel"][data-tabiji-affiliate-state="complete"]');
const flightLink = (page: Page) => page.locator('a[data-tabiji-affiliate="flight"][data-tabiji-affiliate-state="complete"]');

test.describe('sponsored content uses one term per language', () => {
  test('jp: affiliate links are 広告 for screen readers and in the box note, in full-width brackets', async ({ page }) => {
    await open(page, '/jp/articles/1');
    for (const link of [hotelLink(page), flightLink(page)]) {
      await expect(link).toHaveAccessibleName(/（広告、新しいタブで開きます）$/);
      await expect(link).not.toHaveAccessibleName(/広告リンク|\(広告/);
    }
    await expect(page.locator('.affiliate-note')).toHaveText(/^広告（提携リンク）：/);
  });

  test('en: affiliate links are "Sponsored link" for screen readers and "Sponsored links" in the box note', async ({ page }) => {
    await open(page, '/en/articles/1');
    for (const link of [hotelLink(page), flightLink(page)]) {
      await expect(link).toHaveAccessibleName(/ \(Sponsored link, opens in a new tab\)$/);
    }
    await expect(page.locator('.affiliate-note')).toHaveText(/^Sponsored links: /);
    await expect(page.locator('.affiliate-note')).not.toContainText('Partner');
  });

  for (const [code, line] of [
    ['jp', '提供：Ryokan Hanaoka'],
    ['en', 'Sponsored by Ryokan Hanaoka'],
    ['es', 'Patrocinado por Ryokan Hanaoka'],
    ['easy', 'お金を 出した 会社：Ryokan Hanaoka'],
  ] as const) {
    test(`${code}: the PR article names its sponsor with its own line, not the badge word`, async ({ page }) => {
      await open(page, `/${code}/pr/101`);
      const meta = page.locator('.article-meta');
      await expect(meta).toContainText(line);
      await expect(meta).not.toContainText(/(広告|Sponsored|Patrocinado|こうこく)\s*[:：]\s*Ryokan/);
    });
  }
});

test.describe('slider bar', () => {
  for (const [code, name] of [['en', 'Categories and regions'], ['jp', 'カテゴリーとエリア']] as const) {
    test(`${code}: is labelled as what it holds`, async ({ page }) => {
      await open(page, `/${code}/`);
      const slider = page.getByRole('navigation', { name, exact: true });
      await expect(slider).toBeVisible();
      await expect(slider.getByRole('link')).not.toHaveCount(0);
    });
  }
});

test.describe('Easy Japanese', () => {
  test('region names carry their readings as ruby in the slider, the footer and the page', async ({ page }) => {
    await open(page, '/easy/regions/5');
    const slider = page.locator('.tabiji-slider');
    await expect(slider.locator('a[href="/easy/regions/5"] ruby rt')).toHaveText('かんさい');
    await expect(slider.locator('a[href="/easy/regions/1"] ruby rt')).toHaveText('ほっかいどう');
    await expect(page.locator('.tabiji-footer a[href="/easy/regions/5"] ruby rt')).toHaveText('かんさい');
    await expect(page.locator('main h1 ruby rt')).toHaveText('かんさい');
    // Category names are already kana: no ruby.
    await expect(slider.locator('a[href="/easy/categories/2"] ruby')).toHaveCount(0);
  });

  test('Japanese pages carry no readings', async ({ page }) => {
    await open(page, '/jp/regions/5');
    await expect(page.locator('ruby')).toHaveCount(0);
  });

  test('can be reached from the language list of a Japanese page', async ({ page }) => {
    await open(page, '/jp/articles/1');
    await page.locator('.tabiji-language__button').click();
    const names = await page.locator('.tabiji-language__list a').allTextContents();
    expect(names.slice(0, 2)).toEqual(['日本語', 'やさしい日本語']);
    const easy = page.locator('.tabiji-language__list').getByRole('link', { name: 'やさしい日本語' });
    await expect(easy).toHaveAttribute('href', /\/easy\/articles\/1$/);
    await expect(easy).not.toHaveAttribute('hreflang', /./);
  });

  test('breaks lines only at its spaces, as Korean does; standard Japanese does not', async ({ page }) => {
    await open(page, '/easy/');
    for (const selector of ['body', 'main p', '.tabiji-notices']) {
      const wordBreak = await page.locator(selector).first().evaluate((element) => getComputedStyle(element).wordBreak);
      expect({ selector, wordBreak }).toEqual({ selector, wordBreak: 'keep-all' });
    }
    await open(page, '/jp/');
    const japanese = await page.locator('main p').first().evaluate((element) => getComputedStyle(element).wordBreak);
    expect(japanese).toBe('normal');
  });
});

test.describe('Latin font list', () => {
  for (const code of ['en', 'vn', 'es', 'id']) {
    test(`${code}: body text and the islands name Latin system fonts first, never system-ui`, async ({ page }) => {
      await open(page, `/${code}/`);
      for (const selector of ['body', 'main p', '.tabiji-header', '.tabiji-footer', '.tabiji-notices']) {
        const family = await page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily);
        expect(family, `${selector} on /${code}/`).toMatch(/^-apple-system, BlinkMacSystemFont, "?Segoe UI"?, Roboto/);
        expect(family, `${selector} on /${code}/`).not.toContain('system-ui');
      }
    });
  }
});

test.describe('sign-in page', () => {
  for (const [code, expected] of [
    ['en', 'The e-mail address or password is incorrect.'],
    ['jp', 'メールアドレスまたはパスワードが正しくありません。'],
  ] as const) {
    test(`${code}: a password under 6 characters is reported as wrong, not as missing`, async ({ page }) => {
      await page.goto(`/${code}/signin`);
      await page.locator('#email').fill('traveller@example.com');
      await page.locator('#password').fill('12345');
      await page.locator('#signin-submit').click();
      await expect(page.locator('#signin-message')).toHaveText(expected);
    });
  }

  test('en: an empty password is still asked for', async ({ page }) => {
    await page.goto('/en/signin');
    await page.locator('#email').fill('traveller@example.com');
    await page.locator('#signin-submit').click();
    await expect(page.locator('#signin-message')).toHaveText('Enter your password.');
  });
});
