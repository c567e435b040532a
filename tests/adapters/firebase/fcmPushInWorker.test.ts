import { handleFcmPush, type FcmPushScope } from '../../../src/adapters/firebase/fcmPushInWorker';

// The worker's scope as a recording fake: its windows, and the notifications its registration is asked to show.
// It does not model the browser's own rules (permission, a shown notification's lifetime); Chromium's push tests
// deliver real pushes to the real worker.
function scopeWith(windows: Array<{ url: string; visibilityState: string }>) {
  const posted: Array<{ url: string; message: unknown }> = [];
  const shown: Array<{ title: string; options: NotificationOptions | undefined }> = [];
  const scope: FcmPushScope = {
    clients: {
      matchAll: jest.fn(async () => windows.map((window) => ({ ...window, postMessage: (message: unknown) => posted.push({ url: window.url, message }) }))),
    },
    registration: {
      showNotification: async (title, options) => void shown.push({ title, options }),
    },
  };
  return { scope, posted, shown };
}
const push = (payload: unknown) => ({ json: () => payload });
const onData = () => jest.fn(async (_message: unknown) => undefined);

describe('handleFcmPush (FCM in the worker, without the SDK)', () => {
  it('a visible page of the site gets the message in the shape Firebase’s page code reads; nothing is shown by the worker', async () => {
    const { scope, posted, shown } = scopeWith([
      { url: 'https://tabiji.example/en/', visibilityState: 'visible' },
      { url: 'https://tabiji.example/en/articles/1', visibilityState: 'hidden' },
    ]);
    const data = onData();
    await handleFcmPush(push({ from: '1', fcmMessageId: 'm-1', notification: { title: 'T' } }), scope, data);
    expect(scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    const message = { from: '1', fcmMessageId: 'm-1', notification: { title: 'T' }, isFirebaseMessaging: true, messageType: 'push-received' };
    expect(posted).toEqual([
      { url: 'https://tabiji.example/en/', message },
      { url: 'https://tabiji.example/en/articles/1', message },
    ]);
    expect(shown).toEqual([]);
    expect(data).not.toHaveBeenCalled();
  });

  it('no visible page (an extension’s background page does not count): a notification part is shown as sent, the payload kept under FCM_MSG', async () => {
    const { scope, posted, shown } = scopeWith([{ url: 'chrome-extension://abc/background.html', visibilityState: 'visible' }]);
    const data = onData();
    const payload = { from: '1', notification: { title: 'Shown', body: 'B', icon: '/i.png' }, fcmOptions: { link: '/en/articles/2' } };
    await handleFcmPush(push(payload), scope, data);
    expect(posted).toEqual([]);
    expect(shown).toEqual([{ title: 'Shown', options: { title: 'Shown', body: 'B', icon: '/i.png', data: { FCM_MSG: payload } } }]);
    expect(data).not.toHaveBeenCalled();
  });

  it('a notification part without a title is shown with an empty one', async () => {
    const { scope, shown } = scopeWith([]);
    await handleFcmPush(push({ notification: { body: 'B', title: 42 } }), scope, onData());
    expect(shown.map(({ title }) => title)).toEqual(['']);
  });

  it('a data-only message goes to Tabiji in its own shape (the link option wins)', async () => {
    const { scope, shown } = scopeWith([{ url: 'https://tabiji.example/en/', visibilityState: 'hidden' }]);
    const data = onData();
    await handleFcmPush(push({ data: { title: 'T', body: 'B', icon: '/i.png', link: '/en/articles/1' }, fcmOptions: { link: '/en/' } }), scope, data);
    expect(data).toHaveBeenCalledWith({ title: 'T', body: 'B', icon: '/i.png', link: '/en/' });
    expect(shown).toEqual([]);
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', { json: () => { throw new SyntaxError('Unexpected token'); } }],
    ['JSON that is not an object', push(['a'])],
    ['JSON null', push(null)],
  ])('%s: not FCM’s, left alone', async (_name, data) => {
    const { scope, posted, shown } = scopeWith([{ url: 'https://tabiji.example/en/', visibilityState: 'visible' }]);
    const onDataMessage = onData();
    await handleFcmPush(data, scope, onDataMessage);
    expect(posted).toEqual([]);
    expect(shown).toEqual([]);
    expect(onDataMessage).not.toHaveBeenCalled();
    expect(scope.clients.matchAll).not.toHaveBeenCalled();
  });

  it('a failing show rejects, for the worker to log', async () => {
    const { scope } = scopeWith([]);
    const failing: FcmPushScope = { ...scope, registration: { showNotification: async () => { throw new TypeError('No notification permission'); } } };
    await expect(handleFcmPush(push({ notification: { title: 'T' } }), failing, onData())).rejects.toThrow('No notification permission');
  });
});
