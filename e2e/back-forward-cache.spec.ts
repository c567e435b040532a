import type { CDPSession, Page } from '@playwright/test';
import chromium from '../scripts/chromium.json';
import { accountButton, createUser, signIn, signOut } from './emulator';
import { expect, islandsReady, test } from './fixtures';
import { PAGE_TYPES, pathFor } from './pages';

// Playwright starts Chromium with the back/forward cache off; these tests turn it back on.
test.use({
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? chromium.path,
    args: chromium.flags,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** Why Chromium did not restore the page from the back/forward cache, as CDP reports it (empty: restored). */
async function notRestoredReasons(session: CDPSession): Promise<string[]> {
  const reasons: string[] = [];
  session.on('Page.backForwardCacheNotUsed', (event) => {
    for (const explanation of event.notRestoredExplanations) reasons.push(`${explanation.type}: ${explanation.reason}`);
  });
  await session.send('Page.enable');
  return reasons;
}

/**
 * Leaves the page for another one and comes back; whether the same page (its window state) was restored. Playwright
 * waits only for the commit: a restored page fires no load event.
 */
async function leaveAndComeBack(page: Page, elsewhere: string): Promise<boolean> {
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  await page.goto(elsewhere);
  await islandsReady(page);
  await page.goBack({ waitUntil: 'commit' });
  return page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);
}

/** Who visits: nobody known, a visitor who presses Accept on the page's cookie notice, or a signed-in user. */
type Visitor = 'anonymous' | 'accepted' | 'signed-in';


/** Signs a new user in on the sign-in page (Auth emulator); the account menu then names them. */
async function signInNewUser(page: Page, displayName: string): Promise<void> {
  await signIn(page, await createUser(displayName));
  await expect(accountButton(page)).toHaveAccessibleName(`Account menu for ${displayName}`);
}

/**
 * Opens `path`, lets it run (`stayMs` after the islands are ready, or at once for a page without them), leaves it
 * for another page and comes back: the page must be restored with no not-restored reason. `accepted`: Accept is
 * pressed once the islands are ready (the location lookup starts then), and `stayMs` counts from there.
 * `signed-in`: the user is signed in before; after a stay the menu must show them before the page is left.
 */
async function expectRestored(page: Page, path: string, { stayMs, hasIslands = true, visitor = 'anonymous' }: { stayMs: number; hasIslands?: boolean; visitor?: Visitor }): Promise<void> {
  if (visitor === 'signed-in') await signInNewUser(page, 'Sora Aoki');
  const reasons = await notRestoredReasons(await page.context().newCDPSession(page));
  await page.goto(path);
  if (hasIslands) await islandsReady(page);
  if (visitor === 'accepted') await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept', exact: true }).click();
  if (visitor === 'signed-in' && stayMs > 0) await expect(accountButton(page)).toBeVisible();
  await page.waitForTimeout(stayMs);
  const isRestored = await leaveAndComeBack(page, '/en/regions/2');
  expect(reasons).toEqual([]);
  expect(isRestored).toBe(true);
  if (visitor === 'signed-in') await expect(accountButton(page)).toHaveAccessibleName('Account menu for Sora Aoki');
}

for (const [pageType, pagePath] of Object.entries(PAGE_TYPES)) {
  test(`${pageType} page, anonymous: restored from the back/forward cache after the page has run a while`, async ({ page }) => {
    // Past load and idle: tracking, web vitals and ads have all started.
    await expectRestored(page, pathFor('en', pagePath), { stayMs: 3000 });
  });

  for (const visitor of ['accepted', 'signed-in'] as const) {
    test(`${pageType} page, ${visitor}: restored from the back/forward cache after the page has run a while`, async ({ page }) => {
      await expectRestored(page, pathFor('en', pagePath), { stayMs: 3000, visitor });
    });

    test(`${pageType} page, ${visitor}: left as soon as the islands are ready, restored`, async ({ page }) => {
      await expectRestored(page, pathFor('en', pagePath), { stayMs: 0, visitor });
    });
  }
}

test('article page left as soon as the islands are ready: restored', async ({ page }) => {
  await expectRestored(page, '/en/articles/1', { stayMs: 0 });
});

// The control: the same page without Tabiji is restored by this harness, so a failure above is Tabiji's.
test('the article page without Tabiji (the floor) is restored too', async ({ page }) => {
  await expectRestored(page, '/en/articles/1?no-islands', { stayMs: 3000, hasIslands: false });
});

test.describe('signed in, after a restore from the back/forward cache', () => {
  test('the menu still names the user and Sign out signs out', async ({ page }) => {
    await signInNewUser(page, 'Sora Aoki');
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await expect(accountButton(page)).toBeVisible();
    expect(await leaveAndComeBack(page, '/en/regions/2')).toBe(true);

    await expect(accountButton(page)).toHaveAccessibleName('Account menu for Sora Aoki');
    await signOut(page);
  });

  test('never signed in, then signed in on another page meanwhile: the restored page names the user', async ({ page }) => {
    // Nobody was ever signed in on this origin: the page answers "signed out" without loading Firebase.
    const authSdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('firebaseAuthSdk')) authSdkRequests.push(request.url());
    });
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(authSdkRequests).toEqual([]);
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

    await signIn(page, await createUser('Sora Aoki'));
    await page.goBack({ waitUntil: 'commit' });
    await page.goBack({ waitUntil: 'commit' });
    expect(new URL(page.url()).pathname).toBe('/en/articles/1');
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true)).toBe(true);
    await expect(accountButton(page)).toHaveAccessibleName('Account menu for Sora Aoki');
  });

  test('signed out on the other page meanwhile: the restored page shows the sign-in link', async ({ page }) => {
    await signInNewUser(page, 'Sora Aoki');
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await expect(accountButton(page)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
    await page.goto('/en/regions/2');
    await islandsReady(page);
    await accountButton(page).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await reloaded;
    await islandsReady(page);

    await page.goBack({ waitUntil: 'commit' });
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true)).toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
  });
});
