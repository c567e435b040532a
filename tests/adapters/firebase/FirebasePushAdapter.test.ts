import { FirebasePushAdapter } from '../../../src/adapters/firebase/FirebasePushAdapter';
import { parseFirebaseSettings } from '../../../src/adapters/firebase/firebaseSettings';
import { PushUnavailableError } from '../../../src/domain/pushAvailability';
import { FIREBASE_VARIABLES } from '../../../src/adapters/firebase/firebaseVariables';

// The Firebase SDK and the browser's service worker and Notification APIs are the vendor boundary: they are
// replaced here by recording stand-ins. The real SDK runs in Chromium in the browser tests (e2e/push.spec.ts).
const messaging = { kind: 'messaging' };
const sdk = {
  initializeApp: jest.fn((options: object) => ({ name: '[DEFAULT]', options })),
  getApps: jest.fn(() => [] as object[]),
  getMessaging: jest.fn((_app: object) => messaging),
  getToken: jest.fn(async (_messaging: object, _options: object) => 'secret-token'),
  isSupported: jest.fn(async () => true),
  onMessage: jest.fn((_messaging: object, _next: (payload: unknown) => void) => jest.fn()),
};
jest.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }));
jest.mock('firebase/messaging', () => sdk);

const settings = parseFirebaseSettings({
  TABIJI_FIREBASE_API_KEY: 'key',
  TABIJI_FIREBASE_PROJECT_ID: 'demo-tabiji',
  TABIJI_FIREBASE_MESSAGING_SENDER_ID: '123',
  TABIJI_FIREBASE_APP_ID: '1:123:web:abc',
  TABIJI_PUSH_VAPID_KEY: 'BVapid',
}, FIREBASE_VARIABLES);

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static readonly created: FakeNotification[] = [];
  static requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
  onclick: ((event: { preventDefault(): void }) => void) | null = null;
  close = jest.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions & { vibrate?: number[] },
  ) {
    FakeNotification.created.push(this);
  }
}

const registration = { active: { state: 'activated' }, scope: 'http://localhost/' };
const register = jest.fn(async (_url: string, _options: object): Promise<unknown> => registration);
/** No registration under any scope by default; a test of the former push-only scope gives one. */
const getRegistration = jest.fn(async (_scope: string): Promise<unknown> => undefined);

beforeEach(() => {
  jest.clearAllMocks();
  getRegistration.mockImplementation(async () => undefined);
  FakeNotification.created.length = 0;
  Object.assign(window, { Notification: FakeNotification, PushManager: class {} });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, getRegistration } });
});

describe('FirebasePushAdapter', () => {
  it('loads no messaging code until asked to register or listen', () => {
    const adapter = new FirebasePushAdapter(settings);
    expect(adapter.availability()).toBe('available');
    expect(adapter.permission()).toBe('default');
    expect(sdk.isSupported).not.toHaveBeenCalled();
    expect(sdk.getMessaging).not.toHaveBeenCalled();
  });

  it('fetches the token with its own service worker registration, at the folder it is served from (as offline reading)', async () => {
    const token = await new FirebasePushAdapter(settings).register();
    expect(token).toBe('secret-token');
    expect(register).toHaveBeenCalledWith('/firebase-messaging-sw.js', { scope: 'http://localhost/' });
    expect(sdk.getToken).toHaveBeenCalledWith(messaging, { vapidKey: 'BVapid', serviceWorkerRegistration: registration });
    expect(sdk.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ messagingSenderId: '123', appId: '1:123:web:abc' }));
  });

  it('unregisters the worker a former release registered under the push-only scope, and keeps its own', async () => {
    const former = { scope: 'http://localhost/firebase-cloud-messaging-push-scope', unregister: jest.fn(async () => true) };
    getRegistration.mockImplementation(async (scope: string) => (scope.endsWith('/firebase-cloud-messaging-push-scope') ? former : registration));
    await new FirebasePushAdapter(settings).register();
    expect(getRegistration).toHaveBeenCalledWith('http://localhost/firebase-cloud-messaging-push-scope');
    expect(former.unregister).toHaveBeenCalledTimes(1);
  });

  it('leaves the registration alone when the former scope resolves to its own (no former worker)', async () => {
    const own = { ...registration, unregister: jest.fn(async () => true) };
    register.mockImplementationOnce(async () => own);
    getRegistration.mockImplementation(async () => own);
    await new FirebasePushAdapter(settings).register();
    expect(own.unregister).not.toHaveBeenCalled();
  });

  it('reuses the default Firebase app the identity adapter created', async () => {
    const existing = { name: '[DEFAULT]' };
    sdk.getApps.mockReturnValueOnce([existing]);
    await new FirebasePushAdapter(settings).register();
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.getMessaging).toHaveBeenCalledWith(existing);
  });

  it('reports an unsupported browser without creating the messaging instance', async () => {
    sdk.isSupported.mockResolvedValueOnce(false);
    const failure = await new FirebasePushAdapter(settings).register().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PushUnavailableError);
    expect((failure as PushUnavailableError).reason).toBe('unsupported');
    expect(sdk.getMessaging).not.toHaveBeenCalled();
  });

  it('reports a missing service worker, and tries again next time', async () => {
    register.mockRejectedValueOnce(new TypeError('Failed to register a ServiceWorker: 404'));
    const adapter = new FirebasePushAdapter(settings);
    const failure = await adapter.register().catch((error: unknown) => error);
    expect((failure as PushUnavailableError).reason).toBe('no-service-worker');
    await expect(adapter.register()).resolves.toBe('secret-token');
  });

  it.each([
    ['no Notification API', () => Reflect.deleteProperty(window, 'Notification'), 'unsupported'],
    ['no PushManager', () => Reflect.deleteProperty(window, 'PushManager'), 'unsupported'],
    ['permission denied', () => (FakeNotification.permission = 'denied'), 'denied'],
  ])('is not available with %s', (_label, arrange, expected) => {
    arrange();
    expect(new FirebasePushAdapter(settings).availability()).toBe(expected);
    FakeNotification.permission = 'default';
  });

  describe('on an iPhone or iPad browser without the Push API', () => {
    const IPHONE_SAFARI =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1';
    const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Safari/605.1.15';
    const ownNavigatorKeys = ['userAgent', 'maxTouchPoints', 'standalone'];
    const browse = (fields: { userAgent: string; maxTouchPoints?: number; standalone?: boolean; displayMode?: string }) => {
      Reflect.deleteProperty(window, 'PushManager');
      Object.defineProperty(navigator, 'userAgent', { configurable: true, value: fields.userAgent });
      Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: fields.maxTouchPoints ?? 5 });
      if (fields.standalone !== undefined) Object.defineProperty(navigator, 'standalone', { configurable: true, value: fields.standalone });
      window.matchMedia = jest.fn((query: string) => ({ matches: query === `(display-mode: ${fields.displayMode ?? 'browser'})` }) as MediaQueryList);
    };
    beforeEach(() => {
      document.head.innerHTML = '<link rel="manifest" href="/en/manifest.webmanifest">';
    });
    afterEach(() => {
      ownNavigatorKeys.forEach((key) => Reflect.deleteProperty(navigator, key));
      Reflect.deleteProperty(window, 'matchMedia');
      document.head.innerHTML = '';
    });

    it.each([
      ['iPhone Safari in a tab', { userAgent: IPHONE_SAFARI }, 'home-screen'],
      ['iPad Safari asking for desktop sites (Mac user agent, five touch points)', { userAgent: MAC_SAFARI, maxTouchPoints: 5 }, 'home-screen'],
      ['Safari on a Mac (no touch points)', { userAgent: MAC_SAFARI, maxTouchPoints: 0 }, 'unsupported'],
      ['an iPhone Home Screen app (navigator.standalone)', { userAgent: IPHONE_SAFARI, standalone: true }, 'unsupported'],
      ['an iPad Home Screen app (display-mode standalone)', { userAgent: MAC_SAFARI, displayMode: 'standalone' }, 'unsupported'],
    ])('%s', (_label, fields, expected) => {
      browse(fields);
      expect(new FirebasePushAdapter(settings).availability()).toBe(expected);
    });

    it('offers push as usual in a Home Screen app that has the Push API', () => {
      browse({ userAgent: IPHONE_SAFARI, standalone: true });
      Object.assign(window, { PushManager: class {} });
      expect(new FirebasePushAdapter(settings).availability()).toBe('available');
    });

    it('says nothing of the Home Screen on a page that links no manifest', () => {
      browse({ userAgent: IPHONE_SAFARI });
      document.head.innerHTML = '';
      expect(new FirebasePushAdapter(settings).availability()).toBe('unsupported');
    });
  });

  it('hands foreground messages over in Tabiji’s shape, and stops on unsubscribe', async () => {
    const adapter = new FirebasePushAdapter(settings);
    const received: unknown[] = [];
    const unsubscribe = adapter.onForegroundMessage((message) => received.push(message));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const next = sdk.onMessage.mock.calls[0]?.[1];
    next?.({ notification: { title: 'T', body: 'B', icon: '/i.png' }, fcmOptions: { link: '/en/' } });
    expect(received).toEqual([{ title: 'T', body: 'B', icon: '/i.png', link: '/en/' }]);
    unsubscribe();
    expect(sdk.onMessage.mock.results[0]?.value).toHaveBeenCalled();
  });

  it('shows a desktop notification with the fields and the vibration pattern; a click reaches the callback', () => {
    const onClick = jest.fn();
    const shown = new FirebasePushAdapter(settings).showNotification(
      { title: 'T', body: 'B', icon: '/i.png', vibrate: [200, 100, 200], timeoutMs: 4000, link: '/en/' },
      onClick,
    );
    const [notification] = FakeNotification.created;
    expect(notification?.title).toBe('T');
    expect(notification?.options).toEqual({ body: 'B', icon: '/i.png', vibrate: [200, 100, 200] });
    const preventDefault = jest.fn();
    notification?.onclick?.({ preventDefault });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(preventDefault).toHaveBeenCalled();
    shown.close();
    expect(notification?.close).toHaveBeenCalled();
  });

  it('without a Notification constructor (Chrome on Android) shows it through its service worker, link kept for the click', async () => {
    Object.assign(window, {
      Notification: Object.assign(
        function IllegalConstructor() {
          throw new TypeError("Failed to construct 'Notification': Illegal constructor.");
        },
        { permission: 'granted' },
      ),
    });
    const open = { close: jest.fn() };
    const worker = { showNotification: jest.fn(async () => undefined), getNotifications: jest.fn(async () => [open]) };
    getRegistration.mockImplementation(async () => worker);

    const shown = new FirebasePushAdapter(settings).showNotification(
      { title: 'T', body: 'B', icon: '', vibrate: [200, 100, 200], timeoutMs: 4000, link: '/en/articles/3' },
      jest.fn(),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getRegistration).toHaveBeenCalledWith('http://localhost/');
    expect(worker.showNotification).toHaveBeenCalledWith('T', {
      body: 'B',
      vibrate: [200, 100, 200],
      tag: expect.stringMatching(/^tabiji-push-/),
      data: { tabijiLink: '/en/articles/3' },
    });
    shown.close();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open.close).toHaveBeenCalled();
  });
});
