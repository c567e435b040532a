import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { parse } from 'dotenv';
import { authEmulatorURL, baseURL, geoURL } from '../playwright.config';
import { disclosureInput, vendorRecipients } from '../src/composition/serverServices';
import { parseSettings } from '../src/composition/variables';
import { disclosurePath, externalRecipients } from '../src/domain/externalTransmission';
import { DISCLOSURE_MESSAGES } from '../src/server/disclosure/allDisclosureMessages';
import type { DisclosedRecipientId } from '../src/server/disclosure/DisclosureMessages';
import { renderDisclosure } from '../src/server/disclosure/renderDisclosure';
import { SERVER_MESSAGES } from '../src/server/serverMessages';
import { createUser } from './emulator';
import { expect, islandsReady, test } from './fixtures';
import { ALL_PATH_CODES, HTML_LANG, PAGE_TYPES, pathFor } from './pages';

/**
 * The registry the test stack's bundle and renderer were built with: demo/demo.env, with the service URLs
 * `npm run build:e2e` overrides (scripts/e2eStack.mjs) — the real composition and domain modules, never a
 * hand-written list.
 */
const stackEnvironment: Record<string, string> = {
  ...parse(readFileSync('demo/demo.env')),
  TABIJI_FIREBASE_AUTH_EMULATOR_URL: authEmulatorURL,
  TABIJI_GEO_LOOKUP_URL: `${geoURL}/json`,
};
const stackSettings = parseSettings(stackEnvironment).settings;
const registry = externalRecipients(stackSettings.config, vendorRecipients(stackSettings), new URL(baseURL).origin);
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
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(DISCLOSURE_MESSAGES[code].services[entry.id as DisclosedRecipientId]);
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
    await page.getByRole('link', { name: 'Data sent to other companies' }).click();
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

  // Issue 27: the recipients by name (電気通信事業法第27条の12), as the stack's demo.env names them.
  const named = registry.filter((entry) => entry.recipientOrigin !== null);
  for (const [code, recipientAt] of [['jp', '{name}（{origin}）'], ['en', '{name} ({origin})']] as const) {
    test(`the page in ${code} names each configured recipient 「{name}（{origin}）」, and the operator`, async ({ page }) => {
      expect(named.map((entry) => entry.id)).toEqual(['ip-lookup', 'hotel-affiliate', 'flight-affiliate']);
      await page.goto(disclosurePath(code));
      for (const entry of named) {
        const shown = recipientAt.replace('{name}', entry.recipient ?? '(no name configured)').replace('{origin}', entry.recipientOrigin ?? '');
        await expect(page.locator(`[data-recipient="${entry.id}"]`).getByRole('definition').first()).toHaveText(shown);
      }
      await expect(page.locator('[data-recipient="ip-lookup"]').getByRole('definition').first()).toHaveText(
        recipientAt.replace('{name}', stackEnvironment.TABIJI_GEO_LOOKUP_RECIPIENT_NAME ?? '').replace('{origin}', geoURL),
      );
      await expect(page.locator('[data-recipient="google-ads"]').getByRole('definition').first()).toHaveText('Google LLC');
      await expect(page.getByText(stackEnvironment.TABIJI_OPERATOR_NAME ?? '(no operator configured)')).toBeVisible();
      await expect(page.getByText(DISCLOSURE_MESSAGES[code].operatorOf.replace('{origin}', ''))).toHaveCount(0);
    });
  }

  for (const [code, sentence] of [
    ['jp', '2026年11月23日現在の一覧です。'],
    ['th', 'รายการนี้เป็นข้อมูล ณ วันที่ 23 พฤศจิกายน 2569'],
    ['es', 'Lista actualizada a 23 de noviembre de 2026.'],
    ['en', 'This list is as of November 23, 2026.'],
  ] as const) {
    test(`the page in ${code} dates the list as its readers write dates`, async ({ page }) => {
      await page.goto(disclosurePath(code));
      await expect(page.locator('time[datetime="2026-11-23"]')).toHaveText(sentence);
    });
  }

  test('the page says how to change the choice: the footer’s Cookie settings, and Google’s ad settings', async ({ page }) => {
    await page.goto(disclosurePath('en'));
    const choice = page.getByRole('region', { name: DISCLOSURE_MESSAGES.en.changeTitle });
    await expect(choice).toContainText('“Cookie settings” at the foot of every page');
    await expect(choice.getByRole('link', { name: 'Google’s ad settings' })).toHaveAttribute('href', 'https://adssettings.google.com');
    await expect(choice.getByRole('link', { name: 'Google’s ad settings' })).not.toHaveAttribute('target', /./);
    await expect(page.locator('[data-recipient="google-ads"]')).toContainText('Until you press “Accept” (and after “Close”), Google is asked only for limited ads: not personalised, and with no cookies or other identifiers kept on your device.');
  });

  // The stack's collector is the site's own (/api/event-logs), so its pages list no event-log entry: this renders
  // the page for a collector on another origin, with the stack's other settings, and shows it in the browser.
  for (const code of ['en', 'jp'] as const) {
    test(`a collector on another origin: the ${code} entry says the user ID and IP address go after Accept`, async ({ page }) => {
      const collector = { ...stackEnvironment, TABIJI_EVENT_LOG_URL: 'https://collector.example/api/event-logs', TABIJI_EVENT_LOG_RECIPIENT_NAME: 'Example Collector KK' };
      await page.setContent(`<!doctype html><html lang="${HTML_LANG[code] ?? code}"><body>${renderDisclosure(code, disclosureInput(parseSettings(collector).settings))}</body></html>`);
      const entry = page.locator('[data-recipient="event-log"]');
      await expect(entry.getByRole('heading', { level: 2 })).toHaveText(DISCLOSURE_MESSAGES[code].services['event-log']);
      await expect(entry.getByRole('definition').first()).toHaveText(code === 'jp' ? 'Example Collector KK（https://collector.example）' : 'Example Collector KK (https://collector.example)');
      const accept = SERVER_MESSAGES[code].accept;
      const mentions = code === 'jp'
        ? [`「${accept}」を押した後：訪問 ID・クライアント ID、国・地域、IP アドレス、ログインしている方のユーザー ID`, 'ログインしている方のユーザー ID も送信します']
        : [`After “${accept}”: visit and client IDs, your country, your IP address and, if you are signed in, your user ID`, 'your IP address and, if you are signed in, your user ID.'];
      for (const mention of mentions) await expect(entry).toContainText(mention);
    });
  }

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
