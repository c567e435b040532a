import type { Page } from '@playwright/test';
import { authEmulatorURL } from '../playwright.config';
import { accountButton, createUser, signIn, signOut } from './emulator';
import { allowConsoleErrors, cumulativeLayoutShift, expect, islandsReady, test } from './fixtures';


/** Firebase Auth's user lookup and token refresh (on the emulator) take requests and never answer. */
async function stallAuthEndpoints(page: Page): Promise<void> {
  await page.route((url) => url.origin === authEmulatorURL && /^\/(identitytoolkit|securetoken)\.googleapis\.com\//.test(url.pathname), () => undefined);
}

test.describe('signed-in state (Auth emulator)', () => {
  test('sign in, see name and initials, stay signed in across a reload, sign out to anonymous', async ({ page }) => {
    const user = await createUser('Hanako Yamada');
    await signIn(page, user);
    await expect(accountButton(page)).toHaveAccessibleName('Account menu for Hanako Yamada');
    await expect(accountButton(page).locator('.tabiji-avatar')).toHaveText('HY');

    await page.reload();
    await islandsReady(page);
    await expect(accountButton(page)).toBeVisible();

    await signOut(page);
    await expect(accountButton(page)).toHaveCount(0);
    // The user shown while the sign-in service is slow is forgotten too (a shared device shows nobody's name).
    expect(await page.evaluate(() => window.localStorage.getItem('tabiji_page_user'))).toBeNull();
  });

  test('shows the photo when the user has one', async ({ page, baseURL }) => {
    await signIn(page, await createUser('Kenji Sato', `${baseURL}/images/nara-park.svg`));
    await expect(accountButton(page).locator('img.tabiji-avatar')).toHaveAttribute('src', /nara-park\.svg$/);
  });

  test('shows initials when the photo fails to load', async ({ page, baseURL }) => {
    allowConsoleErrors(page, /status of 404/);
    await signIn(page, await createUser('Mei Tanaka', `${baseURL}/images/missing-photo.png`));
    await expect(accountButton(page).locator('.tabiji-avatar')).toHaveText('MT');
    await expect(accountButton(page).locator('img')).toHaveCount(0);
  });

  test('renders a hostile display name as inert text', async ({ page }) => {
    const name = '<img src=x onerror=alert(1)>';
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await signIn(page, await createUser(name));
    await expect(accountButton(page)).toHaveAccessibleName(`Account menu for ${name}`);
    await expect(page.locator('.tabiji-header img')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('with the emulator unreachable the page is anonymous, with no uncaught error', async ({ page }) => {
    await signIn(page, await createUser('Taro Suzuki'));
    await expect(accountButton(page)).toBeVisible();
    allowConsoleErrors(page, /could not fetch the signed-in user/, /ERR_FAILED|ERR_CONNECTION_REFUSED|net::/);
    await page.route(`${authEmulatorURL}/**`, (route) => route.abort('connectionrefused'));
    await page.reload();
    await islandsReady(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
  });

  test('with the sign-in service stalled, a reload shows the last confirmed user within seconds, not a placeholder', async ({ page }) => {
    await signIn(page, await createUser('Aiko Mori'));
    await expect(accountButton(page)).toHaveAccessibleName('Account menu for Aiko Mori');
    await stallAuthEndpoints(page);
    await page.reload();
    await islandsReady(page);
    await expect(accountButton(page)).toHaveAccessibleName('Account menu for Aiko Mori', { timeout: 6_000 });
    await expect(page.locator('.tabiji-user[data-status="unknown"]')).toHaveCount(0);
  });

  test('with the sign-in service stalled and no user confirmed on this page before, a reload shows the sign-in link within seconds', async ({ page }) => {
    await signIn(page, await createUser('Ren Kato'));
    await expect(accountButton(page)).toBeVisible();
    // Firebase still holds the user in IndexedDB, but Tabiji has no confirmed user to show meanwhile.
    await page.evaluate(() => window.localStorage.removeItem('tabiji_page_user'));
    await stallAuthEndpoints(page);
    await page.reload();
    await islandsReady(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 6_000 });
  });

  test('Firebase stays out of the JavaScript loaded before the page load event, and the user appears without shift', async ({ page }) => {
    await signIn(page, await createUser('Yuki Ito'));
    await page.goto('/en/articles/1');
    await expect(accountButton(page)).toBeVisible();
    // Read in the page, against its own load event: Playwright's 'load' notification can arrive after a request
    // the page started right after load (the sign-in check may start at the first idle moment).
    const beforeLoad = await page.evaluate(() => {
      const loadStart = performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < loadStart)
        .map((entry) => entry.name);
    });
    expect(beforeLoad.length, 'sanity: the loader and islands bundle are seen').toBeGreaterThan(0);
    for (const url of beforeLoad) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain('identitytoolkit');
    }
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });
});

// A guard more than a fault: with no persisted user Firebase settles without the network, stalled or not.
test('an anonymous visitor with the sign-in service stalled sees the sign-in link within seconds', async ({ page }) => {
  await stallAuthEndpoints(page);
  await page.goto('/en/');
  await islandsReady(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 6_000 });
});
