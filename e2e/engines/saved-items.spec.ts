import { eventually, expect, test } from './fixtures';

// Saved items in each engine (issue 46): "Save" on an article and on a spot card keeps them in the browser's storage,
// and the saved-items page lists them, in the page's language. A tab's storage is its engine's own: what one engine
// does here says nothing of another.

test('an article and a place saved on the article are listed on the saved-items page, and taken off there', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/th/articles/4`);
  const title = await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '');
  const placeName = await tab.evaluate(() => document.querySelector('section.tabiji-spot h2')?.textContent?.trim() ?? '');
  // The article's control, pressed before or after its chunk came: either way it saves.
  await tab.click('button[data-tabiji-save="article"]');
  await eventually(tab, 'true', () => document.querySelector('button[data-tabiji-save="article"]')?.getAttribute('aria-pressed') ?? '');
  await eventually(tab, 'บันทึกไว้ในอุปกรณ์นี้แล้ว', () => document.querySelector('.tabiji-save__status')?.textContent ?? '');
  await tab.click('section.tabiji-spot button[data-tabiji-save="place"]');
  await eventually(tab, 'true', () => document.querySelector('section.tabiji-spot button[data-tabiji-save="place"]')?.getAttribute('aria-pressed') ?? '');

  await tab.goto(`${baseURL}/th/saved`);
  const listed = () => Array.from(document.querySelectorAll('.tabiji-saved__items a')).map((link) => `${link.textContent} ${link.getAttribute('href')?.replace(/#.*/, '#…')}`);
  await eventually(tab, [`${placeName} /th/articles/4#…`, `${title} /th/articles/4`], listed);
  expect(await tab.evaluate(() => document.querySelector('.tabiji-saved h1')?.textContent)).toBe('รายการที่บันทึกไว้');
  await tab.click('.tabiji-saved__items button');
  await eventually(tab, [`${title} /th/articles/4`], listed);
  await tab.click('.tabiji-saved__items button');
  await eventually(tab, false, () => document.getElementById('tabiji-saved-empty')?.hidden ?? true);
});
