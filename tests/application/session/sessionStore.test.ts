import { createSessionStore, fetchSession } from '../../../src/application/session/sessionStore';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { assembledUser, FakeIdentityAdapter } from '../../fakes/FakeIdentityAdapter';

describe('fetchSession', () => {
  afterEach(() => jest.restoreAllMocks());

  it('marks a present user authenticated with the page fields and user_id from the token', async () => {
    const state = await fetchSession(new FakeIdentityAdapter(assembledUser()));
    expect(state).toEqual({
      status: 'signed-in',
      user: { isAuthenticated: true, name: 'Ada Lovelace', email: 'ada@example.com', photoURL: null, userMetadata: { user_id: 42 } },
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
});

describe('createSessionStore', () => {
  it('asks the provider only once the page is idle, and only once', async () => {
    const identity = new FakeIdentityAdapter(assembledUser());
    const clock = new FakeClockAdapter();
    const store = createSessionStore({ identity, clock, events: new EventTarget() });
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

  it.each(['pointerdown', 'keydown', 'touchstart', 'scroll'])('asks at once on the first %s', async (type) => {
    const identity = new FakeIdentityAdapter(null);
    const clock = new FakeClockAdapter();
    const events = new EventTarget();
    const store = createSessionStore({ identity, clock, events });
    events.dispatchEvent(new Event(type));
    expect(identity.currentUserCalls).toBe(1);
    expect(await store.load()).toEqual({ status: 'anonymous' });
    clock.advance(10_000);
    events.dispatchEvent(new Event(type));
    expect(identity.currentUserCalls).toBe(1);
  });
});
