import { createConsentStore } from '../../../src/application/consent/consentStore';
import { CONSENT_COOKIE, NOTICE_CLOSED_COOKIE } from '../../../src/domain/notices';
import { FakeCookieAdapter } from '../../fakes/FakeCookieAdapter';
import { FakeEnvironmentAdapter } from '../../fakes/FakeEnvironmentAdapter';
import { FakePushAdapter } from '../../fakes/FakePushAdapter';

function setUp(options: { cookies?: Record<string, string>; hasGpc?: boolean; permission?: NotificationPermission } = {}) {
  const cookies = new FakeCookieAdapter();
  Object.entries(options.cookies ?? {}).forEach(([name, value]) => cookies.set(name, value));
  const environment = new FakeEnvironmentAdapter();
  environment.hasGpc = options.hasGpc ?? false;
  const push = new FakePushAdapter();
  if (options.permission) push.currentPermission = options.permission;
  const store = createConsentStore({ cookies, environment, push });
  const changes: string[] = [];
  store.subscribe(() => changes.push(`${store.getState().choice}/${store.getNotice()}`));
  return { store, cookies, environment, changes };
}

describe('createConsentStore', () => {
  it.each([
    [{}, 'unset', 'asking'],
    [{ [CONSENT_COOKIE.name]: 'accepted' }, 'accepted', 'hidden'],
    [{ [NOTICE_CLOSED_COOKIE.name]: '1' }, 'closed', 'hidden'],
    [{ [CONSENT_COOKIE.name]: 'accepted; admin=1' }, 'unset', 'asking'],
  ])('starts from the notice cookies %o: %s, notice %s', (cookies, choice, notice) => {
    const { store } = setUp({ cookies });
    expect(store.getState().choice).toBe(choice);
    expect(store.getNotice()).toBe(notice);
  });

  it('Accept keeps acceptance for 365 days, drops the closing cookie and grants at once', () => {
    const { store, cookies, changes } = setUp({ cookies: { [NOTICE_CLOSED_COOKIE.name]: '1' } });
    store.choose('accepted');
    expect(cookies.jar.get(CONSENT_COOKIE.name)).toEqual({ value: 'accepted', days: 365 });
    expect(cookies.jar.has(NOTICE_CLOSED_COOKIE.name)).toBe(false);
    expect(store.getState().purposes.analytics_storage).toBe('granted');
    expect(changes).toEqual(['accepted/hidden']);
  });

  it('Close sets the session closing cookie, removes acceptance and denies at once', () => {
    const { store, cookies } = setUp({ cookies: { [CONSENT_COOKIE.name]: 'accepted' } });
    store.choose('closed');
    expect(cookies.jar.get(NOTICE_CLOSED_COOKIE.name)).toEqual({ value: '1' });
    expect(cookies.jar.has(CONSENT_COOKIE.name)).toBe(false);
    expect(store.getState().purposes).toMatchObject({ analytics_storage: 'denied', ad_personalization: 'denied' });
  });

  it('reopens the notice without changing the consent, and keeps the state object until the consent changes', () => {
    const { store, changes } = setUp({ cookies: { [CONSENT_COOKIE.name]: 'accepted' } });
    const before = store.getState();
    store.reopen();
    expect(store.getNotice()).toBe('reopened');
    expect(store.getState()).toBe(before);
    store.choose('accepted');
    expect(store.getState()).toBe(before);
    expect(changes).toEqual(['accepted/reopened', 'accepted/hidden']);
  });

  it('reads Global Privacy Control once, at the start', () => {
    const { store, environment } = setUp({ hasGpc: true });
    environment.hasGpc = false;
    store.choose('accepted');
    expect(store.getState()).toMatchObject({ globalPrivacyControl: true, purposes: { ad_personalization: 'denied', analytics_storage: 'granted' } });
  });

  it('still applies the choice to the page when the browser refuses cookies', () => {
    const { store, cookies } = setUp();
    cookies.isBlocked = true;
    store.choose('accepted');
    expect(store.getState().choice).toBe('accepted');
    expect(store.getNotice()).toBe('hidden');
  });

  it('treats a browser API that throws as no signal', () => {
    const environment = new FakeEnvironmentAdapter();
    environment.hasGlobalPrivacyControl = () => {
      throw new Error('blocked');
    };
    const push = new FakePushAdapter();
    push.permission = () => {
      throw new Error('blocked');
    };
    const store = createConsentStore({ cookies: new FakeCookieAdapter(), environment, push });
    expect(store.getState()).toMatchObject({ choice: 'unset', globalPrivacyControl: false, purposes: { push: 'denied' } });
  });

  it('grants push from an earlier opt-in, or when the visitor opts in now', () => {
    expect(setUp({ permission: 'granted' }).store.getState().purposes.push).toBe('granted');
    const { store, changes } = setUp();
    store.grantPush();
    expect(store.getState().purposes.push).toBe('granted');
    expect(changes).toEqual(['unset/asking']);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const { store } = setUp();
    const listener = jest.fn();
    store.subscribe(listener)();
    store.choose('closed');
    expect(listener).not.toHaveBeenCalled();
  });
});
