import { startWorkerMessaging } from '../../../src/adapters/firebase/firebaseMessagingWorker';
import { parseFirebaseSettings } from '../../../src/adapters/firebase/firebaseSettings';
import { FIREBASE_VARIABLES } from '../../../src/adapters/firebase/firebaseVariables';

// firebase/messaging/sw is the vendor boundary: a recording stand-in here; the real one runs in the browser tests.
const messaging = { kind: 'worker-messaging' };
const sdk = {
  getApps: jest.fn(() => [] as object[]),
  initializeApp: jest.fn((options: object) => ({ name: '[DEFAULT]', options })),
  getMessaging: jest.fn((_app: object) => messaging),
  onBackgroundMessage: jest.fn((_messaging: object, _next: (payload: Record<string, unknown>) => Promise<void>) => jest.fn()),
};
// The worker module imports these statically, before `sdk` exists: the stand-ins look it up when called.
jest.mock('firebase/app', () => ({ getApps: () => sdk.getApps(), initializeApp: (options: object) => sdk.initializeApp(options) }));
jest.mock('firebase/messaging/sw', () => ({
  getMessaging: (app: object) => sdk.getMessaging(app),
  onBackgroundMessage: (on: object, next: (payload: Record<string, unknown>) => Promise<void>) => sdk.onBackgroundMessage(on, next),
}));

const FIREBASE = parseFirebaseSettings({
  TABIJI_FIREBASE_API_KEY: 'key',
  TABIJI_FIREBASE_PROJECT_ID: 'demo-tabiji',
  TABIJI_FIREBASE_MESSAGING_SENDER_ID: '123',
  TABIJI_FIREBASE_APP_ID: '1:123:web:abc',
}, FIREBASE_VARIABLES).app;

function start() {
  const onDataMessage = jest.fn(async (_message: unknown) => undefined);
  startWorkerMessaging(FIREBASE, onDataMessage);
  const next = sdk.onBackgroundMessage.mock.calls[0]?.[1];
  if (!next) throw new Error('no background message listener');
  return { onDataMessage, next };
}

beforeEach(() => jest.clearAllMocks());

describe('startWorkerMessaging', () => {
  it('hands data-only messages over in Tabiji’s shape', async () => {
    const { onDataMessage, next } = start();
    expect(sdk.getMessaging).toHaveBeenCalledWith(expect.objectContaining({ name: '[DEFAULT]' }));
    await next({ data: { title: 'T', body: 'B', icon: '/i.png', link: '/en/articles/1' }, fcmOptions: { link: '/en/' } });
    expect(onDataMessage).toHaveBeenCalledWith({ title: 'T', body: 'B', icon: '/i.png', link: '/en/' });
  });

  it('leaves messages that carry a notification to Firebase, which shows them itself', async () => {
    const { onDataMessage, next } = start();
    await next({ notification: { title: 'T' }, data: { link: '/en/' } });
    expect(onDataMessage).not.toHaveBeenCalled();
  });
});
