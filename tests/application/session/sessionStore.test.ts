import { createLoadFailures } from '../../../src/application/loadFailures';
import { createSessionStore, fetchSession, PAGE_USER_KEY, recordedUserId, SESSION_WAIT_MS } from '../../../src/application/session/sessionStore';
import type { PageUser } from '../../../src/domain/user';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';
import { FakeIdentityAdapter, signedInUser } from '../../fakes/FakeIdentityAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';
import { FakeStorageAdapter } from '../../fakes/FakeStorageAdapter';

/** Lets every pending promise chain finish (a macrotask runs only once the microtask queue is empty). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchSession', () => {
  afterEach(() => jest.restoreAllMocks());

  it('marks a present user authenticated with the page fields and the user id the provider gives', async () => {
    const state = await fetchSession(new FakeIdentityAdapter(signedInUser()));
    expect(state).toEqual({
      status: 'signed-in',
      user: { isAuthenticated: true, name: 'Ada Lovelace', email: 'ada@example.com', photoURL: null, userMetadata: { user_id: 42 } },
      isConfirmed: true,
    });
  });

  it('is anonymous, quietly, when nobody is signed in', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchSession(new FakeIdentityAdapter(null))).toEqual({ status: 'anonymous' });
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failure to fetch the user (code and message only) and treats the visitor as anonymous', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('Network down'), { code: 'auth/network-request-failed', customData: { email: 'ada@example.com' } });
    expect(await fetchSession(new FakeIdentityAdapter(null, failure))).toEqual({ status: 'anonymous' });
    expect(error).toHaveBeenCalledTimes(1);
    const logged = String(error.mock.calls[0]?.[0]);
    expect(logged).toContain('auth/network-request-failed');
    expect(logged).not.toContain('ada@example.com');
    expect(error.mock.calls[0]).toHaveLength(1);
  });

  it('is anonymous with no error when the provider’s code download is aborted by the visitor leaving (Firefox)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const page = new FakePageLifecycleAdapter();
    const identity = new FakeIdentityAdapter(null, new TypeError('error loading dynamically imported module'));
    identity.isHolding = true;
    const fetching = fetchSession(identity, createLoadFailures({ page, clock: new FakeClockAdapter() }));
    page.startLeaving();
    identity.answer();
    page.leave();
    expect(await fetching).toEqual({ status: 'anonymous' });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('createSessionStore', () => {
  it('asks the provider only once the page is idle, and only once', async () => {
    const identity = new FakeIdentityAdapter(signedInUser());
    const clock = new FakeClockAdapter();
    const store = createSessionStore({ identity, clock, page: new FakePageLifecycleAdapter(), storage: new FakeStorageAdapter(), navigation: new FakeNavigationAdapter() });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    expect(store.getState()).toEqual({ status: 'unknown' });
    expect(identity.currentUserCalls).toBe(0);
    clock.advance(3999);
    expect(identity.currentUserCalls).toBe(0);
    clock.advance(1);
    await store.load();
    await store.load();
    expect(identity.currentUserCalls).toBe(1);
    expect(seen).toEqual(['signed-in']);
  });

  it.each(['press', 'key', 'scroll'] as const)('asks at once on the first interaction (%s), and only once', async (kind) => {
    const identity = new FakeIdentityAdapter(null);
    const clock = new FakeClockAdapter();
    const page = new FakePageLifecycleAdapter();
    const store = createSessionStore({ identity, clock, page, storage: new FakeStorageAdapter(), navigation: new FakeNavigationAdapter() });
    page.interact(kind);
    expect(identity.currentUserCalls).toBe(1);
    expect(await store.load()).toEqual({ status: 'anonymous' });
    clock.advance(10_000);
    page.interact(kind);
    expect(identity.currentUserCalls).toBe(1);
  });

  it('once idle, it asks and stops waiting for an interaction', () => {
    const identity = new FakeIdentityAdapter(null);
    const clock = new FakeClockAdapter();
    const page = new FakePageLifecycleAdapter();
    createSessionStore({ identity, clock, page, storage: new FakeStorageAdapter(), navigation: new FakeNavigationAdapter() });
    clock.advance(4000);
    expect(identity.currentUserCalls).toBe(1);
    page.interact('press');
    expect(identity.currentUserCalls).toBe(1);
  });

  describe('when the identity provider does not answer (stalled endpoints)', () => {
    afterEach(() => jest.restoreAllMocks());

    function stalledSession(storage = new FakeStorageAdapter()) {
      const identity = new FakeIdentityAdapter(null);
      identity.isHolding = true;
      const clock = new FakeClockAdapter();
      const store = createSessionStore({ identity, clock, page: new FakePageLifecycleAdapter(), storage, navigation: new FakeNavigationAdapter() });
      const seen: string[] = [];
      store.subscribe(() => seen.push(store.getState().status));
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      return { identity, clock, store, seen, warn, storage };
    }

    it('settles as signed out once the wait is over, with one warning, and takes the late answer when it comes', async () => {
      const { identity, clock, store, seen, warn } = stalledSession();
      const loaded = store.load();
      clock.advance(SESSION_WAIT_MS - 1);
      await settle();
      expect(store.getState()).toEqual({ status: 'unknown' });
      clock.advance(1);
      expect(await loaded).toEqual({ status: 'anonymous' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/has not answered within 4000 ms; showing the visitor as signed out/);

      identity.user = signedInUser();
      identity.answer();
      await settle();
      expect(store.getState()).toMatchObject({ status: 'signed-in', user: { name: 'Ada Lovelace' } });
      expect(seen).toEqual(['anonymous', 'signed-in']);
      expect(identity.currentUserCalls).toBe(1);
    });

    it('settles as the last user the provider confirmed on this browser, without logging who it is', async () => {
      const storage = new FakeStorageAdapter();
      const confirmed = new FakeIdentityAdapter(signedInUser());
      const earlier = createSessionStore({ identity: confirmed, clock: new FakeClockAdapter(), page: new FakePageLifecycleAdapter(), storage, navigation: new FakeNavigationAdapter() });
      const confirmedState = await earlier.load();

      const { identity, clock, store, warn } = stalledSession(storage);
      const loaded = store.load();
      clock.advance(SESSION_WAIT_MS);
      // Shown, but not confirmed on this page: records never carry this user's id.
      expect(await loaded).toEqual({ ...confirmedState, isConfirmed: false });
      expect(recordedUserId(store.getState())).toBe(0);
      expect(recordedUserId(confirmedState)).not.toBe(0);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/showing the last confirmed user/);
      expect(JSON.stringify(warn.mock.calls)).not.toMatch(/ada@example\.com|Ada|token-1/);

      // The late answer is the truth: nobody is signed in any more, and the cached user is forgotten.
      identity.answer();
      await settle();
      expect(store.getState()).toEqual({ status: 'anonymous' });
      expect(storage.get(PAGE_USER_KEY)).toBeNull();
    });

    // A shared device (issue 43): the previous visitor's session ended some way other than Tabiji's sign-out (the
    // browser closed, the host's own logout, another sign-in), so nothing confirmed by it may be shown.
    describe('on a shared device, never the previous visitor', () => {
      async function rememberedBy(session: string | undefined) {
        const storage = new FakeStorageAdapter();
        const previous = new FakeIdentityAdapter(signedInUser({ name: 'Alice Previous', email: 'alice@example.com' }));
        previous.session = session;
        await createSessionStore({ identity: previous, clock: new FakeClockAdapter(), page: new FakePageLifecycleAdapter(), storage, navigation: new FakeNavigationAdapter() }).load();
        return storage;
      }

      it.each([
        ['her session ended (no session on the device now)', undefined],
        ['someone else signed in since', 'device-session-2'],
      ])('shows the visitor as signed out when %s', async (_name, sessionNow) => {
        const { clock, store, identity, warn } = stalledSession(await rememberedBy('device-session-1'));
        identity.session = sessionNow;
        const loaded = store.load();
        clock.advance(SESSION_WAIT_MS);
        expect(await loaded).toEqual({ status: 'anonymous' });
        expect(String(warn.mock.calls[0]?.[0])).toMatch(/showing the visitor as signed out/);
      });

      it('keeps no user where the provider has no session the page can read (the host\'s session)', async () => {
        const storage = await rememberedBy(undefined);
        expect(storage.get(PAGE_USER_KEY)).toBeNull();
        const { clock, store, identity } = stalledSession(storage);
        identity.session = undefined;
        const loaded = store.load();
        clock.advance(SESSION_WAIT_MS);
        expect(await loaded).toEqual({ status: 'anonymous' });
      });

      it('forgets a user kept before sessions were tied, at the next answer', async () => {
        const storage = new FakeStorageAdapter();
        storage.set(PAGE_USER_KEY, JSON.stringify(signedInUser({ name: 'Alice Previous' })));
        const { clock, store, identity } = stalledSession(storage);
        const loaded = store.load();
        clock.advance(SESSION_WAIT_MS);
        expect(await loaded).toEqual({ status: 'anonymous' });
        identity.answer();
        await settle();
        expect(storage.get(PAGE_USER_KEY)).toBeNull();
      });
    });

    it('does not warn or change anything when the provider answers within the wait', async () => {
      const { identity, clock, store, seen, warn } = stalledSession();
      identity.user = signedInUser();
      const loaded = store.load();
      clock.advance(SESSION_WAIT_MS - 1);
      identity.answer();
      expect(await loaded).toMatchObject({ status: 'signed-in' });
      clock.advance(10_000);
      expect(seen).toEqual(['signed-in']);
      expect(warn).not.toHaveBeenCalled();
      expect(clock.pending()).toBe(0);
    });
  });

  describe('a change of user reported by the provider later (another tab; another page while this one was in the back/forward cache)', () => {
    function loadedSession(user: PageUser | null = signedInUser()) {
      const identity = new FakeIdentityAdapter(user);
      const storage = new FakeStorageAdapter();
      const store = createSessionStore({ identity, clock: new FakeClockAdapter(), page: new FakePageLifecycleAdapter(), storage, navigation: new FakeNavigationAdapter() });
      const seen: string[] = [];
      store.subscribe(() => seen.push(store.getState().status));
      return { identity, storage, store, seen };
    }

    it('asks again and shows the visitor signed out, forgetting the cached user', async () => {
      const { identity, storage, store, seen } = loadedSession();
      await store.load();
      identity.changeUser(null);
      await settle();
      expect(store.getState()).toEqual({ status: 'anonymous' });
      expect(storage.get(PAGE_USER_KEY)).toBeNull();
      expect(seen).toEqual(['signed-in', 'anonymous']);
      expect(identity.currentUserCalls).toBe(2);
    });

    it('shows a user signed in elsewhere, and caches them', async () => {
      const { identity, storage, store } = loadedSession(null);
      await store.load();
      identity.changeUser(signedInUser({ name: 'Grace Hopper' }));
      await settle();
      expect(store.getState()).toMatchObject({ status: 'signed-in', user: { name: 'Grace Hopper' } });
      expect(storage.get(PAGE_USER_KEY)).toContain('Grace Hopper');
    });

    it('does not ask before the session was first loaded (the load will)', async () => {
      const { identity, store } = loadedSession();
      identity.changeUser(null);
      await settle();
      expect(identity.currentUserCalls).toBe(0);
      expect(store.getState()).toEqual({ status: 'unknown' });
    });

    it('lets the latest answer win when an earlier one comes back after it', async () => {
      const { identity, store } = loadedSession();
      await store.load();
      identity.isHolding = true;
      identity.changeUser(null);
      identity.user = signedInUser({ name: 'Grace Hopper' });
      identity.isHolding = false;
      identity.changeUser(signedInUser({ name: 'Grace Hopper' }));
      await settle();
      identity.user = null;
      identity.answer();
      await settle();
      expect(store.getState()).toMatchObject({ status: 'signed-in', user: { name: 'Grace Hopper' } });
    });
  });

  describe('signing out', () => {
    it('forgets the cached user first, then signs out with the provider; the page is anonymous and reloads', async () => {
      const storage = new FakeStorageAdapter();
      const identity = new FakeIdentityAdapter(signedInUser());
      const navigation = new FakeNavigationAdapter();
      const store = createSessionStore({ identity, clock: new FakeClockAdapter(), page: new FakePageLifecycleAdapter(), storage, navigation });
      await store.load();
      expect(storage.get(PAGE_USER_KEY)).not.toBeNull();
      expect(await store.signOut()).toBe(true);
      expect(identity.signOuts).toBe(1);
      expect(storage.get(PAGE_USER_KEY)).toBeNull();
      expect(store.getState()).toEqual({ status: 'anonymous' });
      expect(navigation.reloads).toBe(1);
    });

    it('forgets the cached user even when the provider cannot sign out (a shared device never shows them again)', async () => {
      const storage = new FakeStorageAdapter();
      const identity = new FakeIdentityAdapter(signedInUser());
      const store = createSessionStore({ identity, clock: new FakeClockAdapter(), page: new FakePageLifecycleAdapter(), storage, navigation: new FakeNavigationAdapter() });
      await store.load();
      identity.signOutFailure = Object.assign(new Error('offline'), { code: 'auth/network-request-failed', customData: { email: 'ada@example.com' } });
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await store.signOut()).toBe(false);
      expect(error).toHaveBeenCalledWith('Tabiji: signing out failed (auth/network-request-failed: offline).');
      expect(JSON.stringify(error.mock.calls)).not.toContain('ada@example.com');
      expect(store.getState()).toMatchObject({ status: 'signed-in' });
      expect(storage.get(PAGE_USER_KEY)).toBeNull();
      // The next page, with the provider stalled: signed out, not the previous visitor.
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const stalled = new FakeIdentityAdapter(null);
      stalled.isHolding = true;
      const clock = new FakeClockAdapter();
      const next = createSessionStore({ identity: stalled, clock, page: new FakePageLifecycleAdapter(), storage, navigation: new FakeNavigationAdapter() });
      const loaded = next.load();
      clock.advance(SESSION_WAIT_MS);
      expect(await loaded).toEqual({ status: 'anonymous' });
      jest.restoreAllMocks();
    });
  });
});
