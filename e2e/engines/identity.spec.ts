import { createUser } from '../authEmulatorUsers';
import { eventually, expect, islandsReady, test } from './fixtures';

// Sign-in against the Firebase Auth emulator, the header's account menu and Sign out, in each engine (issue 29).

test('signing in on the sign-in page: the header names the user; the account menu signs out', async ({ tab, baseURL }) => {
  const user = await createUser('Hana Mori');
  await tab.goto(`${baseURL}/en/signin`);
  // The form is enabled once the Firebase SDK is ready.
  await eventually(tab, false, () => document.querySelector<HTMLButtonElement>('#signin-submit')!.disabled);
  await tab.type('#email', user.email);
  await tab.type('#password', user.password);
  await tab.press('Enter');
  await expect.poll(() => tab.url(), { timeout: 15_000 }).toBe(`${baseURL}/en/`);
  await islandsReady(tab);
  const account = () => document.querySelector('.tabiji-account__button')?.getAttribute('aria-label') ?? null;
  await eventually(tab, 'Account menu for Hana Mori', account);

  // Another page of the site knows the user too, without their doing anything: the header's island loads at once
  // for someone who may be signed in (ADR 037), while the slider bar's waits for an interaction.
  await tab.goto(`${baseURL}/en/articles/1`);
  await eventually(tab, 'Account menu for Hana Mori', account);
  expect(await tab.evaluate(() => document.querySelector('[data-tabiji-island="slider-nav"]')!.hasAttribute('data-tabiji-ready'))).toBe(false);
  await islandsReady(tab);

  await tab.click('.tabiji-account__button');
  await eventually(tab, 'true', () => document.querySelector('.tabiji-account__button')!.getAttribute('aria-expanded'));
  // The menu takes the focus (APG menu button): Enter on its item signs out; the page reloads as anonymous.
  await eventually(tab, 'Sign out', () => document.activeElement?.textContent?.trim() ?? '');
  await tab.press('Enter');
  await eventually(tab, { account: null, signIn: true }, () => ({
    account: document.querySelector('.tabiji-account__button')?.getAttribute('aria-label') ?? null,
    signIn: document.querySelector('.tabiji-user__signin') !== null,
  }));
});
