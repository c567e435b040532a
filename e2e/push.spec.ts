import type { BrowserContext, Page, Request } from '@playwright/test';
import { firebaseProjectId } from '../playwright.config';
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
import { allowConsoleErrors, expect, islandsReady, test } from './fixtures';
import { clippedText } from './textFit';

// Web push in Chromium with the real Firebase Messaging SDK and Tabiji's real service worker. Google's services
// cannot be reached, so they are stood in for at the network boundary: the Installations and FCM registration
// APIs by routes answering in their recorded shapes, and PushManager.subscribe (which talks to Google's push
// service inside the browser) by a fake subscription. Notification construction is recorded at the browser
// boundary; Tabiji's own modules are never replaced.

const PROJECT = firebaseProjectId;
const FCM_TOKEN = 'stand-in-fcm-registration-token';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/stand-in-endpoint';
const optInButton = (page: Page) => page.getByRole('button', { name: 'Get travel updates' });
const pushStatus = (page: Page) => page.locator('[data-tabiji-island="footer"]').getByRole('status');

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'content-type, accept, x-goog-api-key, x-goog-firebase-installations-auth, x-firebase-client',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
};

/** Stands in for firebaseinstallations.googleapis.com and fcmregistrations.googleapis.com; records what reached them. */
async function standInForGoogle(context: BrowserContext): Promise<{ registrations: Request[]; installations: Request[] }> {
  const seen = { registrations: [] as Request[], installations: [] as Request[] };
  await context.route('https://firebaseinstallations.googleapis.com/**', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    seen.installations.push(request);
    const { fid } = (request.postDataJSON() ?? {}) as { fid?: string };
    // createInstallation's answer (@firebase/installations): the FID, a refresh token and an auth token.
    return route.fulfill({
      status: 200,
      headers: CORS,
      contentType: 'application/json',
      body: JSON.stringify({
        name: `projects/000000000000/installations/${fid}`,
        fid,
        refreshToken: 'stand-in-refresh-token',
        authToken: { token: 'stand-in-installations-auth-token', expiresIn: '604800s' },
      }),
    });
  });
  await context.route('https://fcmregistrations.googleapis.com/**', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    seen.registrations.push(request);
    // requestGetToken's answer (@firebase/messaging): the registration token.
    return route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', body: JSON.stringify({ token: FCM_TOKEN }) });
  });
  await context.addInitScript(
    ({ endpoint }) => {
      // Chromium's PushManager.subscribe would call Google's push service; a subscription of the same shape stands in.
      const key = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 31 + length) % 256).buffer;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: (name: string) => key(name === 'p256dh' ? 65 : 16),
        toJSON: () => ({ endpoint, keys: {} }),
        unsubscribe: async () => true,
      };
      let current: typeof subscription | null = null;
      PushManager.prototype.getSubscription = async () => current as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => (current = subscription) as unknown as PushSubscription;
    },
    { endpoint: ENDPOINT },
  );
  return seen;
}

interface RecordedNotification {
  title: string;
  options: { body?: string; icon?: string; vibrate?: number[] };
  shownMs: number;
  closedMs: number | null;
}

/** Records every `new Notification(...)` of the page: its arguments and when it was closed. */
async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Real = window.Notification;
    const recorded: Array<{ title: string; options: unknown; shownMs: number; closedMs: number | null; instance: Notification }> = [];
    Object.defineProperty(window, '__notifications', { value: recorded });
    window.Notification = new Proxy(Real, {
      construct(target, args: [string, NotificationOptions?]) {
        const instance = Reflect.construct(target, args) as Notification;
        const entry = { title: args[0], options: JSON.parse(JSON.stringify(args[1] ?? {})), shownMs: performance.now(), closedMs: null as number | null, instance };
        const close = instance.close.bind(instance);
        instance.close = () => {
          entry.closedMs ??= performance.now();
          close();
        };
        recorded.push(entry);
        return instance;
      },
    });
  });
}

function notifications(page: Page): Promise<RecordedNotification[]> {
  return page.evaluate(() =>
    (window as unknown as { __notifications: RecordedNotification[] }).__notifications.map(({ title, options, shownMs, closedMs }) => ({ title, options, shownMs, closedMs })),
  );
}

/** Clicks the n-th recorded notification, as the operating system would. */
async function clickNotification(page: Page, index: number): Promise<void> {
  await page.evaluate((at) => {
    const entry = (window as unknown as { __notifications: Array<{ instance: Notification }> }).__notifications[at];
    entry?.instance.dispatchEvent(new Event('click', { cancelable: true }));
  }, index);
}

/** Hands a message to the page the way Firebase's service worker does: a `message` event on navigator.serviceWorker. */
async function deliverForeground(page: Page, notification: Record<string, string>, link?: string): Promise<void> {
  await page.evaluate(
    ({ notification, link }) => {
      const data = {
        isFirebaseMessaging: true,
        messageType: 'push-received',
        from: '000000000000',
        fcmMessageId: `message-${Date.now()}`,
        notification,
        ...(link === undefined ? {} : { fcmOptions: { link } }),
      };
      navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data }));
    },
    { notification, link },
  );
}

/** Opens an article, and the visitor opts in and allows notifications. */
async function optIn(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/en/articles/1');
  await islandsReady(page);
  await context.grantPermissions(['notifications']);
  await optInButton(page).click();
  await expect(pushStatus(page)).toHaveText('Travel updates are on', { timeout: 15_000 });
}

test.describe('web push', () => {
  test('no Firebase messaging code, service worker or registration before the visitor opts in', async ({ page, context }) => {
    const seen = await standInForGoogle(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await expect(optInButton(page)).toBeVisible();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(5_000);
    expect(scripts.filter((url) => /firebaseMessaging/.test(url))).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
    expect(seen.installations).toHaveLength(0);
    expect(seen.registrations).toHaveLength(0);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
  });

  test('opting in registers Tabiji’s service worker and fetches the token through it', async ({ page, context, baseURL }) => {
    const seen = await standInForGoogle(context);
    await context.grantPermissions(['notifications']);
    await page.goto('/en/articles/1');
    await islandsReady(page);
    // Permission already granted: the control says so and the token is fetched again at idle, unasked.
    await expect(pushStatus(page)).toHaveText('Travel updates are on');
    await expect.poll(() => seen.registrations.length, { timeout: 15_000 }).toBe(1);

    const body = seen.registrations[0]?.postDataJSON() as { web: { endpoint: string; applicationPubKey: string; origin: string } };
    expect(body.web.endpoint).toBe(ENDPOINT);
    expect(body.web.applicationPubKey).toMatch(/^BDemoVapidKey/);
    expect(seen.registrations[0]?.url()).toBe(`https://fcmregistrations.googleapis.com/v1/projects/${PROJECT}/registrations`);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return { script: registration?.active?.scriptURL ?? '', scope: registration?.scope ?? '' };
    });
    expect(worker.script).toMatch(/\/firebase-messaging-sw\.js$/);
    // One worker for push and offline reading (issue 46), at the folder it is served from: the site root.
    expect(worker.scope).toBe(`${baseURL}/`);
  });

  test('the opt-in flow: the visitor presses the control, the browser allows, push is on', async ({ page, context, baseURL }) => {
    const seen = await standInForGoogle(context);
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await expect(pushStatus(page)).toHaveText('');
    // The visitor allows notifications in the browser's prompt (Playwright answers prompts through permissions).
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await optInButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(pushStatus(page)).toHaveText('Travel updates are on', { timeout: 15_000 });
    await expect(pushStatus(page)).toBeFocused();
    await expect(optInButton(page)).toHaveCount(0);
    expect(seen.registrations).toHaveLength(1);
  });

  test('a foreground message shows a notification that closes after 4 s; a click opens its link in a new tab', async ({ page, context, baseURL }) => {
    await standInForGoogle(context);
    await recordNotifications(context);
    // The status says "on" once the page listens for foreground messages (pushController's optIn).
    await optIn(page, context);

    await deliverForeground(
      page,
      { title: 'Cherry blossoms in Kyoto', body: 'Peak bloom this week', icon: '/favicon.svg' },
      '/en/articles/3',
    );
    await expect.poll(() => notifications(page)).toHaveLength(1);
    const [shown] = await notifications(page);
    expect(shown?.title).toBe('Cherry blossoms in Kyoto');
    expect(shown?.options).toMatchObject({ body: 'Peak bloom this week', icon: `${baseURL}/favicon.svg`, vibrate: [200, 100, 200] });

    const opened = context.waitForEvent('page');
    await clickNotification(page, 0);
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(`${baseURL}/en/articles/3`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(await tab.evaluate(() => document.referrer)).toBe('');
    expect((await notifications(page))[0]?.closedMs).not.toBeNull();

    // An icon on another host would have every recipient's browser call it as the notification shows: left out.
    await deliverForeground(page, { title: 'Left alone', body: 'Closes by itself', icon: 'https://tracker.example/pixel.png' }, '/en/');
    await expect.poll(() => notifications(page)).toHaveLength(2);
    await expect.poll(async () => (await notifications(page))[1]?.closedMs ?? null, { timeout: 8_000 }).not.toBeNull();
    const [, second] = await notifications(page);
    expect(second?.options.icon).toBeUndefined();
    expect((second?.closedMs ?? 0) - (second?.shownMs ?? 0)).toBeGreaterThanOrEqual(3_900);
    expect((second?.closedMs ?? 0) - (second?.shownMs ?? 0)).toBeLessThan(5_500);
  });

  test('a real push to the service worker reaches the visible page, or is shown by the worker when no page is visible', async ({ page, context, baseURL }) => {
    await standInForGoogle(context);
    await recordNotifications(context);
    await optIn(page, context);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /firebaseMessaging/.test(entry.name)));
    // Chromium delivers the push event to the worker itself (DevTools protocol), as it would a message from FCM.
    const cdp = await context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((entry) => entry.scopeURL === `${baseURL}/`)).toBe(true);
    const registrationId = registrations.find((entry) => entry.scopeURL === `${baseURL}/`)?.registrationId ?? '';
    const push = (message: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL ?? '', registrationId, data: JSON.stringify({ from: '000000000000', ...message }) });

    await push({ fcmMessageId: 'm-1', notification: { title: 'Through the worker', body: 'Foreground', icon: '/favicon.svg' }, fcmOptions: { link: '/en/articles/5' } });
    await expect.poll(() => notifications(page)).toHaveLength(1);
    expect((await notifications(page))[0]).toMatchObject({ title: 'Through the worker', options: { body: 'Foreground', icon: `${baseURL}/favicon.svg` } });

    // No visible page of the site: the worker shows the messages itself.
    await page.goto('about:blank');
    // Firebase's worker code shows a message with a notification part itself; its images pass Tabiji's rule first.
    await push({
      fcmMessageId: 'm-2',
      notification: { title: 'In the background', body: 'Shown by Firebase', icon: 'https://tracker.example/pixel.png', image: 'https://tracker.example/big.png', badge: 'file:///etc/passwd' },
      fcmOptions: { link: '/en/articles/6' },
    });
    await push({ fcmMessageId: 'm-5', notification: { title: 'Firebase, with its icon', body: 'Shown by Firebase', icon: '/favicon.svg' } });
    await push({ fcmMessageId: 'm-3', data: { title: 'Data only', body: 'Shown by Tabiji', link: '/en/articles/7', icon: 'https://tracker.example/pixel.png' } });
    await push({ fcmMessageId: 'm-4', data: { title: 'With its icon', body: 'Shown by Tabiji', icon: '/favicon.svg' } });
    const viewer = await context.newPage();
    await viewer.goto('/en/?no-islands');
    const shown = await viewer.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const list = (await registration?.getNotifications()) ?? [];
      return list.map((notification) => ({
        title: notification.title,
        body: notification.body,
        vibrate: Array.from((notification as Notification & { vibrate?: number[] }).vibrate ?? []),
        data: notification.data as unknown,
        icon: notification.icon,
        image: (notification as Notification & { image?: string }).image ?? '',
        badge: notification.badge,
      }));
    });
    expect(shown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'In the background', body: 'Shown by Firebase', icon: '', image: '', badge: '' }),
        expect.objectContaining({ title: 'Firebase, with its icon', icon: `${baseURL}/favicon.svg` }),
        // The worker keeps the icon on the site's origin and leaves out the one on another host.
        { title: 'Data only', body: 'Shown by Tabiji', vibrate: [200, 100, 200], data: { tabijiLink: '/en/articles/7' }, icon: '', image: '', badge: '' },
        expect.objectContaining({ title: 'With its icon', icon: `${baseURL}/favicon.svg` }),
      ]),
    );
  });

  test('where the page cannot construct notifications (Chrome on Android) the worker shows it, and it closes after 4 s', async ({ page, context }) => {
    await standInForGoogle(context);
    await context.addInitScript(() => {
      // As on Chrome for Android: the Notification constructor exists but throws.
      window.Notification = new Proxy(window.Notification, {
        construct() {
          throw new TypeError("Failed to construct 'Notification': Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.");
        },
      });
      // What the page asks the worker's registration to show, and each notification the browser lists and the
      // page closes, recorded at the browser boundary (a shown notification lives for seconds; polling the
      // browser's list alone could miss one that a slow machine shows late).
      const record = { shown: [] as Array<{ title: string; askedMs: number; shownMs: number | null }>, closed: [] as unknown[] };
      Object.defineProperty(window, '__workerNotifications', { value: record });
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = async function (this: ServiceWorkerRegistration, title: string, options?: NotificationOptions) {
        const entry = { title, askedMs: performance.now(), shownMs: null as number | null };
        record.shown.push(entry);
        await show.call(this, title, options);
        entry.shownMs = performance.now();
      };
      const close = Notification.prototype.close;
      Notification.prototype.close = function (this: Notification) {
        const { title, body, data } = this;
        const vibrate = Array.from((this as Notification & { vibrate?: number[] }).vibrate ?? []);
        record.closed.push({ title, body, vibrate, data: data as unknown, closedMs: performance.now() });
        close.call(this);
      };
    });
    await optIn(page, context);
    await deliverForeground(page, { title: 'On a phone', body: 'Through the worker' }, '/en/articles/4');
    type WorkerRecord = { shown: Array<{ title: string; askedMs: number; shownMs: number | null }>; closed: Array<Record<string, unknown> & { closedMs: number }> };
    const recorded = () => page.evaluate(() => (window as unknown as { __workerNotifications: WorkerRecord }).__workerNotifications);
    const listedByWorker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return ((await registration?.getNotifications()) ?? []).map((notification) => notification.title);
      });
    // The notification the browser listed under the worker's registration, as the page closed it.
    await expect
      .poll(async () => (await recorded()).closed.map(({ closedMs: _closedMs, ...notification }) => notification), { timeout: 10_000 })
      .toEqual([{ title: 'On a phone', body: 'Through the worker', vibrate: [200, 100, 200], data: { tabijiLink: '/en/articles/4' } }]);
    const { shown, closed } = await recorded();
    expect(shown.map(({ title }) => title)).toEqual(['On a phone']);
    expect(shown[0]?.shownMs).not.toBeNull();
    // Closed 4 s after it was asked for (or at once, had the browser taken longer than that to show it).
    const closedAfter = (closed[0]?.closedMs ?? 0) - (shown[0]?.askedMs ?? 0);
    expect(closedAfter).toBeGreaterThanOrEqual(3_900);
    expect(closedAfter).toBeLessThan(Math.max(5_500, (shown[0]?.shownMs ?? 0) - (shown[0]?.askedMs ?? 0) + 1_500));
    await expect.poll(listedByWorker).toEqual([]);
  });

  test('a hostile link is refused and logged, and its text never becomes markup', async ({ page, context }) => {
    await standInForGoogle(context);
    await recordNotifications(context);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    // The status says "on" once the page listens for foreground messages (pushController's optIn).
    await optIn(page, context);

    const hostile = ['javascript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/', 'https://user:pass@127.0.0.1/'];
    let newPages = 0;
    context.on('page', () => (newPages += 1));
    for (const [index, link] of hostile.entries()) {
      await deliverForeground(page, { title: '<img src=x onerror=alert(1)>', body: '<b>bold</b>' }, link);
      await expect.poll(() => notifications(page)).toHaveLength(index + 1);
      await clickNotification(page, index);
    }
    await page.waitForTimeout(1_000);
    expect(newPages).toBe(0);
    expect(dialogs).toBe(0);
    expect(warnings.filter((text) => text.startsWith('Tabiji: refused to open the push notification link'))).toHaveLength(hostile.length);
    expect((await notifications(page))[0]?.title).toBe('<img src=x onerror=alert(1)>');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a denied permission shows the explanation in the page language, with no uncaught error', async ({ page, context, baseURL }) => {
    const seen = await standInForGoogle(context);
    await page.goto('/jp/articles/1');
    await islandsReady(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: baseURL });
    await page.getByRole('button', { name: '旅行の最新情報を受け取る' }).click();
    await expect(pushStatus(page)).toHaveText('ブラウザの設定で通知がブロックされています');
    await expect(page.getByRole('button', { name: '旅行の最新情報を受け取る' })).toHaveCount(0);

    await page.reload();
    await islandsReady(page);
    await expect(pushStatus(page)).toHaveText('ブラウザの設定で通知がブロックされています');
    expect(seen.registrations).toHaveLength(0);
  });

  test('a missing service worker leaves the page working and says so', async ({ page, context }) => {
    await standInForGoogle(context);
    await context.grantPermissions(['notifications']);
    allowConsoleErrors(page, /404|bad HTTP response code/i);
    await context.route('**/firebase-messaging-sw.js', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    await page.goto('/en/');
    await islandsReady(page);
    await expect(pushStatus(page)).toHaveText('Travel updates could not be turned on. Please try again later.', { timeout: 15_000 });
    await expect(optInButton(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

// iPhone and iPad: iOS and iPadOS 16.4+ give web push only to sites added to the Home Screen. What Chromium cannot be
// told by a user agent alone is stood in for at the browser boundary: Safari in a tab has neither the Push API nor
// the Notifications API (deleted here), an iPad asking for desktop sites is a Mac user agent with touch points, and
// a Home Screen app says so in navigator.standalone.
const IPHONE_SAFARI_17_4 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_SAFARI_16_3 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI_17_4_DESKTOP_SITE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

interface AppleBrowser {
  readonly hasPushApis: boolean;
  readonly touchPoints: number;
  readonly isHomeScreenApp: boolean;
}

async function browseAs(context: BrowserContext, browser: AppleBrowser): Promise<void> {
  await context.addInitScript((apple: AppleBrowser) => {
    if (!apple.hasPushApis) {
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    }
    Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { configurable: true, get: () => apple.touchPoints });
    if (apple.isHomeScreenApp) Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
  }, browser);
}

const CATALOGS: Record<PathCode, Messages> = { jp, en, th, cn, tw, ko, id, vn, easy, es };
const IN_A_TAB: AppleBrowser = { hasPushApis: false, touchPoints: 5, isHomeScreenApp: false };

/** The footer's push control in `state`: its status line says why, there is no opt-in button and no service worker. */
async function expectNoOffer(page: Page, messages: Messages, state: 'home-screen' | 'unsupported'): Promise<void> {
  await expect(pushStatus(page)).toHaveText(state === 'home-screen' ? messages.notificationsHomeScreen : messages.notificationsUnsupported);
  await expect(page.locator('.tabiji-push')).toHaveAttribute('data-state', state);
  await expect(page.locator('[data-tabiji-island="footer"]').getByRole('button', { name: messages.notificationsOptIn })).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
}

test.describe('web push on iPhone and iPad', () => {
  test.describe('Safari 17.4 on iPhone, in a tab', () => {
    // The narrowest iPhones that run iOS 16.4 or later (SE 2nd and 3rd generation) are 375 px wide.
    test.use({ userAgent: IPHONE_SAFARI_17_4, viewport: { width: 375, height: 667 } });

    for (const [code, messages] of Object.entries(CATALOGS)) {
      test(`${code}: the footer says how to add Tabiji to the Home Screen, fits the screen, and offers no button`, async ({ page, context }) => {
        const google: string[] = [];
        context.on('request', (request) => {
          if (/googleapis\.com/.test(request.url())) google.push(request.url());
        });
        await browseAs(context, IN_A_TAB);
        await page.goto(`/${code}/articles/1`);
        await islandsReady(page);
        await expectNoOffer(page, messages, 'home-screen');
        await page.locator('.tabiji-push').scrollIntoViewIfNeeded();
        expect(await clippedText(page)).toEqual([]);
        expect(google).toEqual([]);
      });
    }
  });

  test.describe('Safari 17.4 on an iPad asking for desktop sites (a Mac user agent with touch points), in a tab', () => {
    test.use({ userAgent: IPAD_SAFARI_17_4_DESKTOP_SITE });

    test('the footer says how to add Tabiji to the Home Screen', async ({ page, context }) => {
      await browseAs(context, IN_A_TAB);
      await page.goto('/th/');
      await islandsReady(page);
      await expectNoOffer(page, th, 'home-screen');
    });
  });

  test.describe('Safari 16.3 on iPhone, which has no web push even from the Home Screen', () => {
    test.use({ userAgent: IPHONE_SAFARI_16_3 });

    test('the footer says the browser cannot show notifications', async ({ page, context }) => {
      await browseAs(context, IN_A_TAB);
      await page.goto('/jp/articles/1');
      await islandsReady(page);
      await expectNoOffer(page, jp, 'unsupported');
    });
  });

  test.describe('Safari 17.4 on iPhone, opened from the Home Screen', () => {
    test.use({ userAgent: IPHONE_SAFARI_17_4 });

    test('without the Push API: not supported (adding it again would change nothing)', async ({ page, context }) => {
      await browseAs(context, { ...IN_A_TAB, isHomeScreenApp: true });
      await page.goto('/en/');
      await islandsReady(page);
      await expectNoOffer(page, en, 'unsupported');
    });
  });

  test.describe('Safari 17.4 on iPhone, opened from the Home Screen with the Push API', () => {
    test.use({ userAgent: IPHONE_SAFARI_17_4 });

    test('offers push as on any other browser, and the opt-in works', async ({ page, context, baseURL }) => {
      const seen = await standInForGoogle(context);
      await browseAs(context, { hasPushApis: true, touchPoints: 5, isHomeScreenApp: true });
      await page.goto('/en/');
      await islandsReady(page);
      expect(await page.evaluate(() => (navigator as Navigator & { standalone?: boolean }).standalone)).toBe(true);
      await expect(pushStatus(page)).toHaveText('');
      await context.grantPermissions(['notifications'], { origin: baseURL });
      await optInButton(page).click();
      await expect(pushStatus(page)).toHaveText('Travel updates are on', { timeout: 15_000 });
      expect(seen.registrations).toHaveLength(1);
    });
  });
});
