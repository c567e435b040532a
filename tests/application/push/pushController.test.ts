import { PushUnavailableError } from '../../../src/domain/pushAvailability';
import type { PushMessage } from '../../../src/domain/pushMessage';
import { createConsentStore } from '../../../src/application/consent/consentStore';
import { createPushController } from '../../../src/application/push/pushController';
import { FakeCookieAdapter } from '../../fakes/FakeCookieAdapter';
import { FakeEnvironmentAdapter } from '../../fakes/FakeEnvironmentAdapter';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';
import { FakePushAdapter } from '../../fakes/FakePushAdapter';

const message = (overrides: Partial<PushMessage> = {}): PushMessage => ({
  title: 'Cherry blossoms in Kyoto',
  body: 'Peak bloom this week',
  icon: 'https://www.tabiji.example/icon.png',
  link: '/en/articles/3',
  ...overrides,
});

function setUp(push = new FakePushAdapter(), linkAllowlist: string[] = ['https://partner.example']) {
  const clock = new FakeClockAdapter();
  const navigation = new FakeNavigationAdapter('https://www.tabiji.example/en/articles/1');
  const consent = createConsentStore({ cookies: new FakeCookieAdapter(), environment: new FakeEnvironmentAdapter(), push });
  const controller = createPushController({ push, clock, navigation, linkAllowlist, consent });
  return { push, clock, navigation, controller, consent };
}

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('before the visitor opts in', () => {
  it('asks nothing of the browser and loads nothing, even once idle', () => {
    const { push, clock, controller } = setUp();
    clock.advance(60_000);
    expect(push.calls).toEqual([]);
    expect(controller.getState()).toBe('off');
  });

  it.each([
    ['unsupported', new FakePushAdapter('default', false)],
    ['blocked', new FakePushAdapter('denied')],
  ])('starts %s when the browser says so', (state, push) => {
    expect(setUp(push).controller.getState()).toBe(state);
  });

  it('on an iPhone or iPad browser outside a Home Screen app, says so and never asks the browser', async () => {
    const push = new FakePushAdapter();
    push.isHomeScreenOnly = true;
    const { clock, controller } = setUp(push);
    expect(controller.getState()).toBe('home-screen');
    await expect(controller.optIn()).resolves.toBe('home-screen');
    clock.advance(60_000);
    expect(push.calls).toEqual([]);
  });
});

describe('opting in', () => {
  it('asks permission, registers, listens, and is on', async () => {
    const { push, controller } = setUp();
    await expect(controller.optIn()).resolves.toBe('on');
    expect(push.calls).toEqual(['requestPermission', 'register', 'onForegroundMessage']);
  });

  it('is working while the prompt is open, and ignores a second press', async () => {
    const { push, controller } = setUp();
    push.holdPermissionPrompt();
    const first = controller.optIn();
    expect(controller.getState()).toBe('working');
    await expect(controller.optIn()).resolves.toBe('working');
    push.answerPrompt('granted');
    await expect(first).resolves.toBe('on');
    expect(push.calls.filter((call) => call === 'requestPermission')).toHaveLength(1);
  });

  it.each([
    ['denied', 'blocked'],
    ['default', 'off'],
  ] as const)('a %s answer leaves it %s without registering', async (answer, state) => {
    const { push, controller } = setUp();
    push.permissionAnswer = answer;
    await expect(controller.optIn()).resolves.toBe(state);
    expect(push.calls).toEqual(['requestPermission']);
  });

  it.each([
    ['unsupported', new PushUnavailableError('unsupported', 'isSupported() is false'), 'unsupported', 'warn'],
    ['no service worker', new PushUnavailableError('no-service-worker', '404'), 'failed', 'warn'],
    ['a network error', new Error('network down'), 'failed', 'error'],
  ] as const)('a register failure (%s) ends %s and is logged (console.%s), never thrown', async (_label, failure, state, level) => {
    const { push, controller } = setUp();
    push.registerFailure = failure;
    await expect(controller.optIn()).resolves.toBe(state);
    expect(level === 'warn' ? warn : error).toHaveBeenCalledTimes(1);
    expect(push.listenerCount()).toBe(0);
  });

  it('can be tried again after a failure', async () => {
    const { push, controller } = setUp();
    push.registerFailure = new Error('network down');
    await controller.optIn();
    push.registerFailure = null;
    await expect(controller.optIn()).resolves.toBe('on');
  });

  it('tells subscribers about each change', async () => {
    const { controller } = setUp();
    const seen: string[] = [];
    controller.subscribe(() => seen.push(controller.getState()));
    await controller.optIn();
    expect(seen).toEqual(['working', 'on']);
  });

  it('says it is on only once it listens: a message sent as the status shows is not lost', async () => {
    const { push, controller } = setUp();
    const listeningWhenOn: boolean[] = [];
    controller.subscribe(() => {
      if (controller.getState() === 'on') listeningWhenOn.push(push.calls.includes('onForegroundMessage'));
    });
    await controller.optIn();
    expect(listeningWhenOn).toEqual([true]);
  });
});

describe('the consent store', () => {
  it('holds push denied until the visitor opts in, then granted', async () => {
    const { controller, consent } = setUp();
    expect(consent.getState().purposes.push).toBe('denied');
    await controller.optIn();
    expect(consent.getState().purposes.push).toBe('granted');
  });

  it('stays denied when the browser refuses permission', async () => {
    const push = new FakePushAdapter();
    push.permissionAnswer = 'denied';
    const { controller, consent } = setUp(push);
    await controller.optIn();
    expect(consent.getState().purposes.push).toBe('denied');
  });
});

describe('permission granted on an earlier visit', () => {
  it('is on, and at idle fetches the token again (result unused) and listens', async () => {
    const { push, clock, controller } = setUp(new FakePushAdapter('granted'));
    expect(controller.getState()).toBe('on');
    expect(push.calls).toEqual([]);
    clock.advance(4000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(push.calls).toEqual(['register', 'onForegroundMessage']);
    expect(push.calls).not.toContain('requestPermission');
  });

  it('logs a failed refresh as unable to retrieve the refreshed token, without the token, and still listens', async () => {
    const push = new FakePushAdapter('granted');
    push.registerFailure = Object.assign(new Error('token-update-failed'), { code: 'messaging/token-update-failed' });
    const { clock } = setUp(push);
    clock.advance(4000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Unable to retrieve refreshed token'));
    expect(String(error.mock.calls[0]?.[0])).not.toContain(push.token);
    expect(push.listenerCount()).toBe(1);
  });

  it('turns to unsupported when the messaging SDK says the browser cannot', async () => {
    const push = new FakePushAdapter('granted');
    push.registerFailure = new PushUnavailableError('unsupported', 'isSupported() is false');
    const { clock, controller } = setUp(push);
    clock.advance(4000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controller.getState()).toBe('unsupported');
  });
});

describe('a foreground message', () => {
  async function optedIn(linkAllowlist?: string[]) {
    const context = setUp(new FakePushAdapter(), linkAllowlist);
    await context.controller.optIn();
    return context;
  }

  it('shows a desktop notification with title, body, icon and the vibration pattern', async () => {
    const { push } = await optedIn();
    push.deliver(message());
    expect(push.shown).toHaveLength(1);
    expect(push.shown[0]?.notification).toEqual({
      title: 'Cherry blossoms in Kyoto',
      body: 'Peak bloom this week',
      icon: 'https://www.tabiji.example/icon.png',
      vibrate: [200, 100, 200],
      timeoutMs: 4000,
      link: '/en/articles/3',
    });
  });

  it('closes the notification after 4000 ms, not before', async () => {
    const { push, clock } = await optedIn();
    push.deliver(message());
    clock.advance(3999);
    expect(push.shown[0]?.isClosed).toBe(false);
    clock.advance(1);
    expect(push.shown[0]?.isClosed).toBe(true);
  });

  it('opens the link in a new tab on click, closing the notification and its timer', async () => {
    const { push, clock, navigation } = await optedIn();
    push.deliver(message());
    push.shown[0]?.click();
    expect(navigation.openedInNewTab).toEqual(['https://www.tabiji.example/en/articles/3']);
    expect(navigation.assigned).toEqual([]);
    expect(push.shown[0]?.isClosed).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('opens an allow-listed link', async () => {
    const { push, navigation } = await optedIn();
    push.deliver(message({ link: 'https://partner.example/deal' }));
    push.shown[0]?.click();
    expect(navigation.openedInNewTab).toEqual(['https://partner.example/deal']);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'java\nscript:alert(1)', '//evil.example/', 'https://evil.example/', 'https://u:p@www.tabiji.example/'])(
    'refuses and logs the hostile link %j',
    async (link) => {
      const { push, navigation } = await optedIn();
      push.deliver(message({ link }));
      push.shown[0]?.click();
      expect(navigation.openedInNewTab).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Tabiji: refused to open the push notification link/));
    },
  );

  it.each(['https://tracker.example/pixel.png', 'javascript:alert(1)', 'file:///etc/passwd'])(
    'shows the message without the hostile icon %j, and logs why',
    async (icon) => {
      const { push } = await optedIn();
      push.deliver(message({ icon }));
      expect(push.shown[0]?.notification).toMatchObject({ title: 'Cherry blossoms in Kyoto', icon: '' });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Tabiji: left the push notification icon .* out: /));
    },
  );

  it('opens nothing for a message without a link', async () => {
    const { push, navigation } = await optedIn();
    push.deliver(message({ link: '' }));
    push.shown[0]?.click();
    expect(navigation.openedInNewTab).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is shown once however often the visitor opts in', async () => {
    const { push, controller } = await optedIn();
    await controller.optIn();
    push.deliver(message());
    expect(push.shown).toHaveLength(1);
  });
});
