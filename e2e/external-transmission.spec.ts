import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { parse } from 'dotenv';
import { authEmulatorURL, baseURL, geoURL } from '../playwright.config';
import { parseConfig } from '../src/domain/config';
import { disclosurePath, externalRecipients } from '../src/domain/externalTransmission';
import { DISCLOSURE_MESSAGES } from '../src/server/disclosure/allDisclosureMessages';
import { createUser } from './emulator';
import { expect, islandsReady, test } from './fixtures';
import { ALL_PATH_CODES, HTML_LANG, PAGE_TYPES, pathFor } from './pages';

/**
 * The registry the test stack's bundle and renderer were built with: demo/demo.env, with the service URLs
 * `npm run build:e2e` overrides (scripts/e2eStack.mjs) — the real domain module, never a hand-written list.
 */
const stackEnvironment = {
  ...parse(readFileSync('demo/demo.env')),
  TABIJI_FIREBASE_AUTH_EMULATOR_URL: authEmulatorURL,
  TABIJI_GEO_LOOKUP_URL: `${geoURL}/json`,
};
const registry = externalRecipients(parseConfig(stackEnvironment).config, new URL(baseURL).origin);
const registeredOrigins = new Set(registry.flatMap((entry) => entry.origins));

/** Every origin other than the page's own that `page` sends a request to, from now on. */
function recordThirdPartyOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL).origin) origins.add(url.origin);
  });
  return origins;
}

/** Lets everything that starts after load run: tracking, the location lookup, the ads (the page scrolled through). */
async function settle(page: Page): Promise<void> {
  await islandsReady(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle');
}

test.describe('external-transmission disclosure', () => {
  test('the registry of the test stack names the services its pages can contact', () => {
    expect(registry.map((entry) => entry.id)).toEqual(['google-ads', 'firebase-auth', 'firebase-messaging', 'ip-lookup', 'hotel-affiliate', 'flight-affiliate']);
    expect(registeredOrigins).toContain(geoURL);
    expect(registeredOrigins).toContain(authEmulatorURL);
  });

  for (const code of ALL_PATH_CODES) {
    test(`the page in ${code} lists every recipient, with its origins, and is axe-clean`, async ({ page }) => {
      await page.goto(disclosurePath(code));
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[code] ?? code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DISCLOSURE_MESSAGES[code].title);
      for (const entry of registry) {
        const section = page.locator(`[data-recipient="${entry.id}"]`);
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(DISCLOSURE_MESSAGES[code].services[entry.id]);
        for (const origin of entry.origins) await expect(section.getByText(origin, { exact: true })).toBeVisible();
      }
      await islandsReady(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  for (const source of ['service', 'fragments']) {
    test(`the page's body also comes from the ${source === 'service' ? 'render service' : 'prerendered fragments'}`, async ({ page }) => {
      await page.goto(`/ko/external-transmission?furniture=${source}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DISCLOSURE_MESSAGES.ko.title);
      for (const entry of registry) await expect(page.locator(`[data-recipient="${entry.id}"]`)).toBeVisible();
    });
  }

  test('the footer links to it, with JavaScript on', async ({ page }) => {
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await page.getByRole('link', { name: 'External transmission' }).click();
    await expect(page).toHaveURL(/\/en\/external-transmission$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DISCLOSURE_MESSAGES.en.title);
  });

  test('the footer links to it, with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/articles/1');
    await page.getByRole('link', { name: DISCLOSURE_MESSAGES.jp.title }).click();
    await expect(page).toHaveURL(/\/external-transmission$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DISCLOSURE_MESSAGES.jp.title);
    await expect(page.locator('[data-recipient="ip-lookup"]')).toBeVisible();
    await context.close();
  });

  for (const [pageType, pagePath] of Object.entries(PAGE_TYPES)) {
    test(`${pageType} page with consent accepted contacts only origins in the registry`, async ({ page, context }) => {
      await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted', url: baseURL }]);
      const contacted = recordThirdPartyOrigins(page);
      await page.goto(pathFor('en', pagePath));
      await settle(page);
      // The location lookup runs on every page: a page that contacted nothing would prove nothing.
      expect(contacted).toContain(geoURL);
      expect([...contacted].filter((origin) => !registeredOrigins.has(origin))).toEqual([]);
      // What the page promises: Firebase Authentication is not contacted for a visitor who never signed in.
      expect(contacted).not.toContain(authEmulatorURL);
    });
  }

  test('a signed-in visitor’s pages contact only origins in the registry', async ({ page, context }) => {
    await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted', url: baseURL }]);
    const user = await createUser('Sora Aoki');
    const contacted = recordThirdPartyOrigins(page);
    await page.goto('/en/signin');
    await page.getByLabel('E-mail address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/en\/$/);
    await settle(page);
    await page.goto(pathFor('en', PAGE_TYPES.article));
    await settle(page);
    expect(contacted).toContain(authEmulatorURL);
    expect([...contacted].filter((origin) => !registeredOrigins.has(origin))).toEqual([]);
  });
});
