import type { Browser, Page } from '@playwright/test';
import { signOut } from './emulator';
import { expect, test } from './fixtures';
import { createUser, signIn, type IdentityUser } from './identityDriver';
import type { TestInfo } from '@playwright/test';
import { format } from '../src/domain/messageFormat';
import { savedMessages } from '../src/ui/messages/saved/SavedMessages';

// Saved items and the reader's account (issue 46): the device's own items join the account at sign-in, none lost or
// doubled; another device signed in to the same account lists them; a sign-out takes the account's list off the
// device. Run with both identity adapters: Firebase on the Auth emulator, and the demo host's session (host-session).

const words = savedMessages('en');
const savedList = (page: Page) => page.locator('section.tabiji-saved');
const savedLinks = (page: Page) => savedList(page).getByRole('listitem').getByRole('link');

/** Saves the article /en/articles/4 (and its first spot card's place with `withPlace`) on `page`; the place's name. */
async function saveOnDevice(page: Page, { withPlace }: { withPlace: boolean }): Promise<string> {
  await page.goto('/en/articles/4');
  const saveArticle = page.getByRole('button', { name: words.saveArticle });
  await saveArticle.click();
  await expect(saveArticle).toHaveAttribute('aria-pressed', 'true');
  const card = page.locator('section.tabiji-spot').first();
  const placeName = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  if (withPlace) {
    const savePlace = card.getByRole('button', { name: `${words.savePlace} ${placeName}` });
    await savePlace.click();
    await expect(savePlace).toHaveAttribute('aria-pressed', 'true');
  }
  return placeName;
}

/** Another device: a fresh browser context, signed in as `user` after saving what it saves anonymously. */
async function otherDevice(browser: Browser, baseURL: string | undefined, testInfo: TestInfo, user: IdentityUser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const placeName = await saveOnDevice(page, { withPlace: true });
  await signIn(page, testInfo, user);
  return { context, page, placeName };
}

test('the device’s items join the account at sign-in, none lost or doubled; a sign-out leaves nothing of them here', async ({ browser, page, baseURL }, testInfo) => {
  const user = await createUser(testInfo, 'Hana Traveller');
  // This device, anonymous: the article.
  await saveOnDevice(page, { withPlace: false });
  const title = (await page.locator('h1').textContent())?.trim() ?? '';

  // Another device saves the same article and a place, then signs in: both are the account's.
  const other = await otherDevice(browser, baseURL, testInfo, user);
  await other.page.goto('/en/saved');
  await expect(savedList(other.page).getByText(words.accountIntro)).toBeVisible();
  await expect(savedLinks(other.page)).toHaveText([other.placeName, title]);

  // This device signs in: its article joins the account once, and the place saved elsewhere is listed here.
  await signIn(page, testInfo, user);
  await page.goto('/en/saved');
  await expect(savedList(page).getByText(words.accountIntro)).toBeVisible();
  await expect(savedLinks(page)).toHaveText([other.placeName, title]);
  // Taken off here, it is gone from the account: the other device no longer lists it.
  await savedList(page).getByRole('button', { name: format(words.remove, { title: other.placeName }) }).click();
  await expect(savedLinks(page)).toHaveText([title]);
  await other.page.reload();
  await expect(savedLinks(other.page)).toHaveText([title]);

  // Signed out, this device shows nothing of the account (a shared device): neither on the list nor on the article.
  await signOut(page);
  await page.goto('/en/saved');
  await expect(savedList(page).getByText(words.empty)).toBeVisible();
  await expect(savedLinks(page)).toHaveCount(0);
  await page.goto('/en/articles/4');
  await page.keyboard.press('Shift');
  await expect(page.getByRole('button', { name: words.saveArticle })).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => window.localStorage.getItem('tabiji-saved'))).toBe('[]');
  // The account keeps its list: the other device, still signed in, lists it.
  await other.page.reload();
  await expect(savedLinks(other.page)).toHaveText([title]);
  await other.context.close();
});
