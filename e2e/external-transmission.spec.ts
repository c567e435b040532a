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
    expect(registry.map((entry) => entry.id)).toEqual([
      'google-ads', 'firebase-auth', 'firebase-messaging', 'push-apple', 'push-mozilla', 'push-microsoft', 'google-maps', 'ip-lookup', 'hotel-affiliate', 'flight-affiliate',
    ]);
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
    ['jp', '2026年11月29日現在の一覧です。'],
    ['th', 'รายการนี้เป็นข้อมูล ณ วันที่ 29 พฤศจิกายน 2569'],
    ['es', 'Lista actualizada al 29 de noviembre de 2026.'],
    ['en', 'This list is correct as of 29 November 2026.'],
    ['vn', 'Danh sách này được cập nhật đến ngày 29 tháng 11 năm 2026.'],
  ] as const) {
    test(`the page in ${code} dates the list as its readers write dates`, async ({ page }) => {
      await page.goto(disclosurePath(code));
      await expect(page.locator('time[datetime="2026-11-29"]')).toHaveText(sentence);
    });
  }

  // Issue 44: Google's page is My Ad Center now, named as Google names it in each language.
  for (const [code, name] of [
    ['jp', 'マイ アド センター'], ['easy', 'マイ アド センター'], ['en', 'My Ad Center'], ['th', 'ศูนย์โฆษณาของฉัน'], ['cn', '我的广告中心'],
    ['tw', '我的廣告中心'], ['ko', '내 광고 센터'], ['es', 'Mi Centro de anuncios'], ['id', 'Pusat Iklan Saya'], ['vn', 'Trung tâm quảng cáo của tôi'],
  ] as const) {
    test(`the page in ${code} says how to change the choice: the footer’s button, and Google’s ${name}`, async ({ page }) => {
      await page.goto(disclosurePath(code));
      const choice = page.getByRole('region', { name: DISCLOSURE_MESSAGES[code].changeTitle });
      await expect(choice).toContainText(SERVER_MESSAGES[code].cookieSettings);
      const link = choice.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', 'https://myadcenter.google.com/');
      await expect(link).not.toHaveAttribute('target', /./);
    });
  }

  // Issue 44: what Google gets before Accept is said once, the same way in the list and in the consent line.
  test('the Google ads entry says one thing about Google’s cookies, in the list and in the consent line', async ({ page }) => {
    await page.goto(disclosurePath('en'));
    const entry = page.locator('[data-recipient="google-ads"]');
    await expect(entry.getByRole('listitem').filter({ hasText: 'cookies' })).toHaveText(
      'The identifiers in Google’s cookies, used for ads only after “Accept”; before that, only cookies used to detect fraud, if any',
    );
    await expect(entry).toContainText(
      'Until you press “Accept” (and after “Close”), Google is asked only for limited ads: the request carries the page address, the ad spaces, details of your browser and your IP address, and Google uses no cookie or other identifier on your device to choose or count these ads. It may use cookies only to detect fraud.',
    );
    await expect(entry).not.toContainText('no cookies or other identifiers kept on your device');
  });

  // The longest addresses (Microsoft's privacy statement, the origins) wrap on a phone instead of widening the page.
  for (const code of ['en', 'es', 'vn'] as const) {
    test(`the page in ${code} fits a 390-px phone: no address widens it`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(disclosurePath(code));
      await expect(page.locator('[data-recipient="push-microsoft"]')).toBeVisible();
      const overflowing = await page.locator('.tabiji-disclosure a, .tabiji-disclosure code').evaluateAll((elements) => {
        const article = document.querySelector('.tabiji-disclosure')!.getBoundingClientRect();
        return elements.filter((element) => element.getBoundingClientRect().right > article.right + 0.5).map((element) => element.textContent);
      });
      expect(overflowing).toEqual([]);
    });
  }

  // Issue 44: the browser chooses the push service; each operator is named with its own addresses.
  for (const code of ['en', 'jp'] as const) {
    test(`the page in ${code} names each push service’s operator with its addresses`, async ({ page }) => {
      await page.goto(disclosurePath(code));
      const google = page.locator('[data-recipient="firebase-messaging"]');
      await expect(google.getByRole('definition').first()).toHaveText('Google LLC (Firebase)');
      await expect(google.getByText('https://fcm.googleapis.com', { exact: true })).toBeVisible();
      await expect(google.getByText('https://web.push.apple.com', { exact: true })).toHaveCount(0);
      for (const [id, operator, origin] of [
        ['push-apple', 'Apple Inc.', 'https://web.push.apple.com'],
        ['push-mozilla', 'Mozilla Corporation', 'https://updates.push.services.mozilla.com'],
        ['push-microsoft', 'Microsoft Corporation', 'https://*.notify.windows.com'],
      ] as const) {
        const entry = page.locator(`[data-recipient="${id}"]`);
        await expect(entry.getByRole('heading', { level: 2 })).toHaveText(DISCLOSURE_MESSAGES[code].services[id]);
        await expect(entry.getByRole('definition').first()).toHaveText(operator);
        await expect(entry.getByText(origin, { exact: true })).toBeVisible();
      }
    });
  }

  // The stack's collector is the site's own (/api/event-logs), so its pages list no event-log entry: this renders
  // the page for a collector on another origin, with the stack's other settings, and shows it in the browser.
  for (const code of ['en', 'jp'] as const) {
    test(`a collector on another origin: the ${code} entry says what records carry, and that only Accept records the IP address`, async ({ page }) => {
      const collector = { ...stackEnvironment, TABIJI_EVENT_LOG_URL: 'https://collector.example/api/event-logs', TABIJI_EVENT_LOG_RECIPIENT_NAME: 'Example Collector KK' };
      await page.setContent(`<!doctype html><html lang="${HTML_LANG[code] ?? code}"><body>${renderDisclosure(code, disclosureInput(parseSettings(collector).settings))}</body></html>`);
      const entry = page.locator('[data-recipient="event-log"]');
      await expect(entry.getByRole('heading', { level: 2 })).toHaveText(DISCLOSURE_MESSAGES[code].services['event-log']);
      await expect(entry.getByRole('definition').first()).toHaveText(code === 'jp' ? 'Example Collector KK（https://collector.example）' : 'Example Collector KK (https://collector.example)');
      const accept = SERVER_MESSAGES[code].accept;
      const items = code === 'jp'
        ? [`「${accept}」を押した後：訪問 ID・クライアント ID、国・地域、ログインしている方のユーザー ID`, `IP アドレス（どの送信にも含まれます。記録するのは「${accept}」を押した後だけです）`,
          'ページの表示や操作への反応の速さと、レイアウトのずれの大きさ', '広告枠ごとに、広告が入ったかどうかと、画面に表示されたかどうか']
        : [`After “${accept}”: visit and client IDs, your country and, if you are signed in, your user ID`, `Your IP address, which every request carries but which is recorded only after “${accept}”`,
          'How quickly the page loaded and responded, and how much its layout moved', 'Whether each ad space was filled and came into view'];
      for (const item of items) await expect(entry.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
      // The IP address is named once in the list: carried by every request, recorded only after Accept.
      await expect(entry.getByRole('listitem').filter({ hasText: 'IP' })).toHaveCount(1);
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
