import type { Page } from '@playwright/test';
import type { TestUser } from './authEmulatorUsers';
import { expect, islandsReady } from './fixtures';

export { createUser, type TestUser } from './authEmulatorUsers';

/** Signs `user` in on the demo's sign-in page, which goes to the top page once signed in. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/en/signin');
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/en\/$/);
  await islandsReady(page);
  // As a visitor does, the page is left only once it shows them signed in. Leaving it while its Firebase starts
  // (within ~100 ms) can leave Chromium's back/forward cache holding Firebase's IndexedDB check, and the next page
  // that starts Firebase waits on it (docs/operations.md, "What differs between engines").
  await expect(accountButton(page)).toBeVisible();
}

/** The header's account menu button, named after the signed-in user. */
export const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

/** Signs out from the account menu; the page reloads and offers the sign-in link. */
export async function signOut(page: Page): Promise<void> {
  await accountButton(page).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await reloaded;
  await islandsReady(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}
