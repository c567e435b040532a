import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { baseURL, geoURL } from '../playwright.config';
import { disclosurePath } from '../src/domain/externalTransmission';
import type { PathCode } from '../src/domain/languages';
import type { Messages } from '../src/ui/messages/Messages';
import cn from '../src/ui/messages/cn';
import easy from '../src/ui/messages/easy';
import en from '../src/ui/messages/en';
import es from '../src/ui/messages/es';
import id from '../src/ui/messages/id';
import jp from '../src/ui/messages/jp';
import ko from '../src/ui/messages/ko';
import th from '../src/ui/messages/th';
import tw from '../src/ui/messages/tw';
import vn from '../src/ui/messages/vn';
import { expect, islandsReady, test, visitorLocationKept } from './fixtures';

// One consent state, seen from outside: for each choice, what the page sends (ad requests and their privacy
// treatment, event-log records and their identifiers, the IP lookup, push) and what the notice says. Pages are
// tagged with a unique utm_content, which the event log keeps, to find their records at the demo collector.
test.describe.configure({ timeout: 60_000 });

const CATALOGS: Record<PathCode, Messages> = { jp, en, th, cn, tw, ko, id, vn, easy, es };
const TAB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BROWSER_ID = /^[0-9a-f]{16}$/;
const PUSH_HOSTS = /fcmregistrations\.googleapis\.com|firebaseinstallations\.googleapis\.com|fcm\.googleapis\.com/;

interface StoredRecord {
  action_type: string;
  source_url: string;
  link_url: string;
  visit_id: string;
  client_id: string;
  user_id: number | string;
  location_country: string;
  ip_source: string;
}

async function storedFor(request: APIRequestContext, run: string): Promise<StoredRecord[]> {
  const { records } = (await (await request.get('/api/event-logs')).json()) as { records: StoredRecord[] };
  return records.filter((record) => String(record.source_url ?? '').includes(run));
}

async function gptCallNames(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as { __gptCalls?: unknown[][] }).__gptCalls ?? []).map(([name]) => String(name)));
}

/**
 * What the ad server was asked, slot by slot, with the privacy treatments and the limited-ads setting in force (the
 * GPT stand-in's record).
 */
async function adRequests(page: Page): Promise<Array<{ slot: string; treatments: string[]; limitedAds: boolean }>> {
  const calls = await page.evaluate(() => (window as unknown as { __gptCalls?: unknown[][] }).__gptCalls ?? []);
  return calls.filter(([name]) => name === 'adRequest').map(([, slot, detail]) => {
    const { treatments, limitedAds } = detail as { treatments: string[]; limitedAds: boolean };
    return { slot: String(slot), treatments, limitedAds };
  });
}

function cookieNotice(page: Page, messages: Messages = en) {
  return page.getByRole('region', { name: messages.cookieNotice });
}

/** Counts the page's requests to the IP lookup and to Firebase Cloud Messaging. */
function watchRequests(context: BrowserContext): { lookups: string[]; push: string[] } {
  const seen = { lookups: [] as string[], push: [] as string[] };
  context.on('request', (request) => {
    if (request.url().startsWith(geoURL)) seen.lookups.push(request.url());
    if (PUSH_HOSTS.test(request.url())) seen.push.push(request.url());
  });
  return seen;
}

async function sendsGlobalPrivacyControl(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
}

const SCENARIOS = [
  { name: 'no choice', click: null, gpc: false, personalised: false, consented: false },
  { name: 'Close', click: 'Close', gpc: false, personalised: false, consented: false },
  { name: 'Accept', click: 'Accept', gpc: false, personalised: true, consented: true },
  { name: 'Accept under Global Privacy Control', click: 'Accept', gpc: true, personalised: false, consented: true },
] as const;

test.describe('what goes out for each choice', () => {
  for (const scenario of SCENARIOS) {
    test(`${scenario.name}: ads ${scenario.personalised ? 'personalised' : 'non-personalised'}${scenario.consented ? '' : ' and limited'}, ${scenario.consented ? 'browser ids and the IP lookup' : 'only the tab id, no IP lookup'}, no push`, async ({ page, context, request }) => {
      const run = randomUUID();
      if (scenario.gpc) await sendsGlobalPrivacyControl(context);
      const seen = watchRequests(context);
      await page.goto(`/en/?utm_content=${run}`);
      await islandsReady(page);
      await expect(cookieNotice(page)).toBeVisible();
      await expect(cookieNotice(page).getByText(en.cookieGpcNote)).toHaveCount(scenario.gpc ? 1 : 0);
      // After Accept the location is looked up (once per visit); the next page reads the answer from the visit.
      if (scenario.click) await cookieNotice(page).getByRole('button', { name: scenario.click, exact: true }).click();
      await expect(cookieNotice(page)).toHaveCount(scenario.click ? 0 : 1);
      if (scenario.consented) await visitorLocationKept(page);

      // The next page starts from the stored choice.
      await page.goto(`/en/articles/1?utm_content=${run}`);
      await islandsReady(page);
      await expect(cookieNotice(page)).toHaveCount(scenario.click ? 0 : 1);
      await expect.poll(async () => (await adRequests(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
      const expectedTreatments = scenario.personalised ? [] : ['disablePersonalization'];
      // ad_storage: without Accept, limited ads (no cookies or local identifiers); Accept lifts it, GPC or not.
      for (const adRequest of await adRequests(page)) expect(adRequest).toMatchObject({ treatments: expectedTreatments, limitedAds: !scenario.consented });
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      await page.close({ runBeforeUnload: true });

      await expect.poll(async () => (await storedFor(request, run)).filter((r) => r.action_type === 'page_view').length, { timeout: 20_000 }).toBe(2);
      const views = (await storedFor(request, run)).filter((r) => r.action_type === 'page_view');
      const article = views.find((r) => r.source_url.includes('/articles/1'))!;
      if (scenario.consented) {
        expect(article.visit_id).toMatch(BROWSER_ID);
        expect(article.client_id).not.toMatch(TAB_ID);
        expect(article).toMatchObject({ location_country: 'JP', ip_source: '127.0.0.1' });
      } else {
        // One random id for the tab's whole visit, nothing that recognises the browser, no location.
        for (const view of views) {
          expect(view.visit_id).toMatch(TAB_ID);
          expect(view).toMatchObject({ client_id: views[0]!.visit_id, visit_id: views[0]!.visit_id, user_id: 0, location_country: '', ip_source: '' });
        }
        expect(seen.lookups).toEqual([]);
      }
      expect(seen.push, 'push services are contacted only after the visitor opts in').toEqual([]);
    });
  }
});

test.describe('changing the choice takes effect without a reload', () => {
  test('Accept: the lazily loaded ad goes out personalised, the lookup starts and the next click carries the ids; Close from the footer drops them', async ({ page, context, request }) => {
    const run = randomUUID();
    const seen = watchRequests(context);
    // A short window: the article's lowest slot is far enough down that GPT's lazy loading holds it until a scroll.
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto(`/en/articles/1?utm_content=${run}`);
    await islandsReady(page);
    await expect.poll(async () => (await gptCallNames(page)).includes('display'), { timeout: 15_000 }).toBe(true);
    const before = await adRequests(page);
    expect(before.map((r) => r.slot)).not.toContain('div-gpt-ad-article-bottom');
    for (const adRequest of before) expect(adRequest).toMatchObject({ treatments: ['disablePersonalization'], limitedAds: true });

    await cookieNotice(page).getByRole('button', { name: 'Accept', exact: true }).click();
    await expect.poll(() => seen.lookups.length, { timeout: 10_000 }).toBe(1);
    await page.locator('#div-gpt-ad-article-bottom').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await adRequests(page)).map((r) => r.slot), { timeout: 10_000 }).toContain('div-gpt-ad-article-bottom');
    expect((await adRequests(page)).find((r) => r.slot === 'div-gpt-ad-article-bottom')).toMatchObject({ treatments: [], limitedAds: false });

    // A click record right after Accept carries the browser ids and the location.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    const homeLink = page.getByRole('link', { name: en.home });
    await homeLink.click();

    const settings = page.getByRole('button', { name: en.cookieSettings });
    await settings.scrollIntoViewIfNeeded();
    await settings.click();
    await expect(cookieNotice(page)).toBeFocused();
    await expect(cookieNotice(page).getByText('Your current choice: Accept.')).toBeVisible();
    await cookieNotice(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(settings).toBeFocused();
    await homeLink.click();
    await page.close({ runBeforeUnload: true });

    await expect.poll(async () => (await storedFor(request, run)).filter((r) => r.action_type === 'link_click').length, { timeout: 20_000 }).toBe(2);
    const records = await storedFor(request, run);
    const [acceptedClick, closedClick] = records.filter((r) => r.action_type === 'link_click');
    const view = records.find((r) => r.action_type === 'page_view')!;
    expect(view.visit_id).toMatch(TAB_ID);
    expect(acceptedClick!.visit_id).toMatch(BROWSER_ID);
    expect(acceptedClick).toMatchObject({ location_country: 'JP', ip_source: '127.0.0.1' });
    expect(closedClick).toMatchObject({ visit_id: view.visit_id, client_id: view.visit_id, location_country: '', ip_source: '' });
    const cookies = await context.cookies(baseURL);
    expect(cookies.find((cookie) => cookie.name === 'tabiji_cookie_consent')).toBeUndefined();
    expect(cookies.find((cookie) => cookie.name === 'tabiji_cookie_notice_closed')).toMatchObject({ value: '1', expires: -1 });
  });
});

test.describe('the notice in every language', () => {
  for (const [code, messages] of Object.entries(CATALOGS) as Array<[PathCode, Messages]>) {
    test(`${code}: says what each button does, with the buttons' own labels, and links to the disclosure page`, async ({ page }) => {
      await page.goto(`/${code}/`);
      await islandsReady(page);
      const notice = cookieNotice(page, messages);
      await expect(notice).toBeVisible();
      await expect(notice.getByText(messages.cookieText)).toBeVisible();
      // The first layer is short; its Details button opens the second, which says all.
      await expect(notice.getByText(messages.cookieAcceptMeans)).toBeHidden();
      await notice.getByRole('button', { name: messages.cookieMore }).click();
      await expect(notice.getByText(messages.cookieUntilChoice)).toBeVisible();
      await expect(notice.getByText(messages.cookieAcceptMeans)).toBeVisible();
      await expect(notice.getByText(messages.cookieCloseMeans)).toBeVisible();
      // Each line starts with the label of the button it explains.
      expect(messages.cookieAcceptMeans.startsWith(messages.accept)).toBe(true);
      expect(messages.cookieCloseMeans.startsWith(messages.close)).toBe(true);
      await expect(notice.getByRole('button', { name: messages.accept, exact: true })).toBeVisible();
      await expect(notice.getByRole('button', { name: messages.close, exact: true })).toBeVisible();
      const details = notice.getByRole('link', { name: messages.cookieDetails });
      await expect(details).toHaveAttribute('href', disclosurePath(code));
      await expect(page.getByRole('contentinfo').getByRole('button', { name: messages.cookieSettings })).toBeVisible();
      await details.click();
      await expect(page.getByRole('heading', { level: 1, name: messages.externalTransmission })).toBeVisible();
    });
  }
});
