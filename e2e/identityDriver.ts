import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { authEmulatorURL } from '../playwright.config';
import { createUser as createEmulatorUser } from './authEmulatorUsers';
import { islandsReady } from './fixtures';

// The identity tests run against both identity adapters (issue 30): Firebase Authentication on the Auth emulator
// (project 'chromium'), and the demo host's own session cookie (project 'host-session', a build with
// TABIJI_IDENTITY=host-session). What differs — making a user, signing in, stalling the service — is here.

export interface IdentityUser {
  email: string;
  password: string;
  displayName: string;
  photoUrl?: string;
}

export const isHostSession = (testInfo: TestInfo): boolean => testInfo.project.name === 'host-session';

/** A user to sign in: made on the Auth emulator, or (host session) made by the host's sign-in itself. */
export async function createUser(testInfo: TestInfo, displayName: string, photoUrl?: string): Promise<IdentityUser> {
  if (!isHostSession(testInfo)) return { ...(await createEmulatorUser(displayName, photoUrl)), ...(photoUrl ? { photoUrl } : {}) };
  return { email: `traveller-${randomUUID()}@example.com`, password: '', displayName, ...(photoUrl ? { photoUrl } : {}) };
}

/** Signs `user` in on the demo's sign-in page, which goes to the top page once signed in. */
export async function signIn(page: Page, testInfo: TestInfo, user: IdentityUser): Promise<void> {
  if (isHostSession(testInfo) && user.photoUrl) {
    // The demo's form has no photo field: the host's sign-in endpoint takes one (its cookie lands in this context).
    await page.request.post('/api/session/signin', { form: { email: user.email, name: user.displayName, photoURL: user.photoUrl, next: '/en/' } });
    await page.goto('/en/');
  } else {
    await page.goto('/en/signin');
    if (isHostSession(testInfo)) {
      await page.getByLabel('Display name').fill(user.displayName);
      await page.getByLabel('E-mail address').fill(user.email);
    } else {
      await page.getByLabel('E-mail address').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
    }
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await page.waitForURL(/\/en\/$/);
  await islandsReady(page);
}

/** The sign-in service takes requests and never answers: Firebase's user lookup and token refresh, or the host's session endpoint. */
export async function stallIdentityService(page: Page, testInfo: TestInfo): Promise<void> {
  if (isHostSession(testInfo)) await page.route((url) => url.pathname === '/api/session', () => undefined);
  else await page.route((url) => url.origin === authEmulatorURL && /^\/(identitytoolkit|securetoken)\.googleapis\.com\//.test(url.pathname), () => undefined);
}

/** The sign-in service refuses connections. */
export async function refuseIdentityService(page: Page, testInfo: TestInfo): Promise<void> {
  if (isHostSession(testInfo)) await page.route((url) => url.pathname === '/api/session', (route) => route.abort('connectionrefused'));
  else await page.route(`${authEmulatorURL}/**`, (route) => route.abort('connectionrefused'));
}
