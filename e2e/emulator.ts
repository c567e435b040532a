import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { authEmulatorURL } from '../playwright.config';
import { expect, islandsReady } from './fixtures';

// The Firebase Auth emulator's REST API (the identitytoolkit shape), for making test users.
const EMULATOR = authEmulatorURL;
const API_KEY = 'demo-api-key';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

async function call(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Creates an e-mail/password user with a display name (and photo URL, when given). */
export async function createUser(displayName: string, photoUrl?: string): Promise<TestUser> {
  const email = `traveller-${randomUUID()}@example.com`;
  const password = 'correct-horse-42';
  const created = await call('accounts:signUp', { email, password, displayName, returnSecureToken: true });
  const idToken = String(created['idToken']);
  if (photoUrl) await call('accounts:update', { idToken, photoUrl, returnSecureToken: true });
  return { email, password, displayName, idToken };
}

/** Signs `user` in on the demo's sign-in page, which goes to the top page once signed in. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/en/signin');
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/en\/$/);
  await islandsReady(page);
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
