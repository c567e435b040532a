import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { savedMessages } from '../src/ui/messages/saved/SavedMessages';

// Saved items (issue 46): "Save" on an article and on a spot card keeps the item on the device; the saved-items page
// lists them in the reader's language, and takes them off; the event log counts the saves, never which item.

const savedList = (page: Page) => page.locator('section.tabiji-saved');

async function itemSavesFor(request: APIRequestContext, run: string): Promise<Array<{ data?: unknown }>> {
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: Array<{ event_id: string; action_type: string; source_url: string; data?: unknown }> };
  const saves = records.filter((record) => record.action_type === 'item_save' && record.source_url.includes(run));
  return saves.filter((record, index) => saves.findIndex((other) => other.event_id === record.event_id) === index);
}

test('an article and a place saved in Korean are listed on the saved-items page, and taken off there', async ({ page, request }) => {
  const words = savedMessages('ko');
  const run = `save-${Date.now()}`;
  await page.goto(`/ko/articles/4?utm_content=${run}`);
  const title = (await page.locator('h1').textContent())?.trim() ?? '';
  // The control is server HTML, there from the first paint; a press before the chunk ran saves.
  const saveArticle = page.getByRole('button', { name: words.saveArticle });
  await expect(saveArticle).toHaveAttribute('aria-pressed', 'false');
  await saveArticle.click();
  await expect(saveArticle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: words.saved }).first()).toBeVisible();
  const card = page.locator('section.tabiji-spot').first();
  const placeName = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  const savePlace = card.getByRole('button', { name: `${words.savePlace} ${placeName}` });
  await savePlace.click();
  await expect(savePlace).toHaveAttribute('aria-pressed', 'true');

  // Another page of the site knows it is saved; the saved-items page lists both, newest first.
  await page.reload();
  // The chunk comes at the first interaction (a key here) and says so.
  await page.keyboard.press('Shift');
  await expect(saveArticle).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/ko/saved');
  await expect(savedList(page).getByRole('heading', { level: 1 })).toHaveText(words.heading);
  const links = savedList(page).getByRole('listitem').getByRole('link');
  await expect(links).toHaveText([placeName, title]);
  await expect(links.first()).toHaveAttribute('href', new RegExp(`^/ko/articles/4#tabiji-spot-`));
  await expect(links.last()).toHaveAttribute('href', '/ko/articles/4');
  // The filled list and the pressed controls are axe-clean (with WCAG 2.5.3, label in name, as the main scan).
  const axe = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Taken off the list: the focus goes to the next item's button, and the last one leaves the "nothing saved" line.
  await savedList(page).getByRole('button', { name: `‘${placeName}’ 삭제` }).click();
  await expect(links).toHaveText([title]);
  await expect(savedList(page).getByRole('button', { name: `‘${title}’ 삭제` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(links).toHaveCount(0);
  await expect(savedList(page).getByText(words.empty)).toBeVisible();
  await expect(savedList(page).getByRole('heading', { level: 1 })).toBeFocused();

  // Counted: two saves from the controls, two removals from the list; the kind only.
  await expect.poll(async () => (await itemSavesFor(request, run)).map((record) => record.data)).toEqual(expect.arrayContaining([
    { kind: 'article', saved: true, from: 'control' },
    { kind: 'place', saved: true, from: 'control' },
  ]));
  const records = JSON.stringify(await itemSavesFor(request, run));
  expect(records).not.toContain(placeName);
});

test('on a phone, the save status shows above the cookie notice, not under it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const words = savedMessages('en');
  await page.goto('/en/articles/4');
  const notice = page.locator('.tabiji-notice--cookie');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: words.saveArticle }).click();
  const toast = page.locator('.tabiji-save-toast');
  await expect(toast.getByRole('status')).toHaveText(words.saved);
  const [toastBox, noticeBox] = [await toast.boundingBox(), await notice.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(noticeBox!.y);
  expect(toastBox!.y).toBeGreaterThan(0);
  // The link in it can be pressed: nothing lies over it.
  await toast.getByRole('link', { name: words.savedItemsLink }).click();
  await expect(page).toHaveURL(/\/en\/saved$/);
});

test('the saved-items page in Spanish, empty, and without JavaScript says the list is the browser’s', async ({ browser, page, request }) => {
  const words = savedMessages('es');
  await page.goto('/es/saved');
  await expect(savedList(page).getByRole('heading', { level: 1 })).toHaveText(words.heading);
  await expect(savedList(page).getByText(words.empty)).toBeVisible();
  await expect(savedList(page).getByText(words.needsScript)).toBeHidden();
  // Without JavaScript the line is a <noscript>'s (Playwright's switch turns scripts off, not the parser's noscript
  // rule, so it is read from the HTML), and the page is not for search engines.
  const served = await (await request.get('/es/saved')).text();
  expect(served).toContain(`<noscript><p>${words.needsScript}</p></noscript>`);
  expect(served).toContain('<meta name="robots" content="noindex">');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/es/saved');
  await expect(savedList(plain).getByText(words.empty)).toBeHidden();
  // An article without JavaScript shows no control that could do nothing.
  await plain.goto('/es/articles/4');
  await expect(plain.getByRole('button', { name: words.saveArticle })).toBeHidden();
  await context.close();
});

test('storage that refuses the write: the reader is told, and nothing looks saved', async ({ page }) => {
  const words = savedMessages('en');
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function refuseTheList(this: Storage, key: string, value: string) {
      if (key === 'tabiji-saved') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/en/articles/4');
  const saveArticle = page.getByRole('button', { name: words.saveArticle });
  await saveArticle.click();
  await expect(page.getByRole('status').filter({ hasText: words.notKept })).toBeVisible();
  await expect(saveArticle).toHaveAttribute('aria-pressed', 'false');
});

test('a press on Save before the page’s code has run is kept, and saves once the code comes', async ({ page }) => {
  const words = savedMessages('en');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The entry held back: only the head's inline script runs when the visitor presses.
  await page.route(/\/tabiji\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // DOMContentLoaded waits for the held (deferred) entry: the page is pressed as soon as its button is there.
  await page.goto('/en/articles/5', { waitUntil: 'commit' });
  const saveArticle = page.getByRole('button', { name: words.saveArticle });
  await saveArticle.click();
  release();
  await expect(saveArticle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
});
