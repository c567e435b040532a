import { createSessionRelay, type RecordedSession } from '../../../src/application/session/sessionRelay';
import type { SessionState } from '../../../src/application/session/sessionStore';
import type { PageUser } from '../../../src/domain/user';

/** Lets every pending promise chain finish (a macrotask runs only once the microtask queue is empty). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const ada: PageUser = { isAuthenticated: true, name: 'Ada Lovelace', email: 'ada@example.com', photoURL: null, userMetadata: { user_id: 42 } };

/** A session store as the islands' services make it: `answer` is what its load settles to. */
function storeAnswering(answer: SessionState): RecordedSession & { settle(next: SessionState): void; loads: number } {
  let state: SessionState = { status: 'unknown' };
  const listeners = new Set<() => void>();
  const store = {
    loads: 0,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      store.loads += 1;
      store.settle(answer);
      return Promise.resolve(state);
    },
    settle(next: SessionState) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
  return store;
}

describe('createSessionRelay (visit tracking’s session before the islands’ services, ADR 040)', () => {
  it('is unknown until the islands’ services connect their store, then reads it', () => {
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(true), want: jest.fn() });
    expect(relay.getState()).toEqual({ status: 'unknown' });
    const store = storeAnswering({ status: 'anonymous' });
    store.settle({ status: 'signed-in', user: ada, isConfirmed: true });
    relay.connect(store);
    expect(relay.getState()).toEqual({ status: 'signed-in', user: ada, isConfirmed: true });
  });

  it('gives the connected identity’s request headers once the islands’ services connect, and none without one', async () => {
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(true), want: jest.fn() });
    const headers = relay.requestHeaders();
    relay.connect(storeAnswering({ status: 'anonymous' }), { requestHeaders: async () => ({ authorization: 'Bearer t' }) });
    await expect(headers).resolves.toEqual({ authorization: 'Bearer t' });
    const bare = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(true), want: jest.fn() });
    bare.connect(storeAnswering({ status: 'anonymous' }));
    await expect(bare.requestHeaders()).rejects.toMatchObject({ code: 'auth/not-signin' });
  });

  it('answers anonymous without wanting the islands’ services when nobody can be signed in', async () => {
    const want = jest.fn();
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(false), want });
    await expect(relay.load()).resolves.toEqual({ status: 'anonymous' });
    expect(want).not.toHaveBeenCalled();
  });

  it('answers anonymous when whether someone may be signed in cannot be told', async () => {
    const want = jest.fn();
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.reject(new Error('storage blocked')), want });
    await expect(relay.load()).resolves.toEqual({ status: 'anonymous' });
    expect(want).not.toHaveBeenCalled();
  });

  it('wants the islands’ services for someone who may be signed in, and answers with their store’s load', async () => {
    const store = storeAnswering({ status: 'signed-in', user: ada, isConfirmed: true });
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(true), want: () => relay.connect(store) });
    const state = await relay.load();
    expect(state).toEqual({ status: 'signed-in', user: ada, isConfirmed: true });
    expect(store.loads).toBe(1);
  });

  it('waits for the connection when the islands’ services come later', async () => {
    const want = jest.fn();
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(true), want });
    let answer: SessionState | undefined;
    void relay.load().then((state) => (answer = state));
    await settle();
    expect(want).toHaveBeenCalledTimes(1);
    expect(answer).toBeUndefined();
    relay.connect(storeAnswering({ status: 'anonymous' }));
    await settle();
    expect(answer).toEqual({ status: 'anonymous' });
  });

  it('loads through the store once connected, even for a visitor nobody was signed in for at start', async () => {
    const want = jest.fn();
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(false), want });
    const store = storeAnswering({ status: 'signed-in', user: ada, isConfirmed: true });
    relay.connect(store);
    await expect(relay.load()).resolves.toEqual({ status: 'signed-in', user: ada, isConfirmed: true });
    expect(want).not.toHaveBeenCalled();
  });

  it('tells its listeners of the connection and of every change of the connected store, until they unsubscribe', () => {
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(true), want: jest.fn() });
    const heard: SessionState[] = [];
    const stop = relay.subscribe(() => heard.push(relay.getState()));
    const store = storeAnswering({ status: 'anonymous' });
    relay.connect(store);
    store.settle({ status: 'signed-in', user: ada, isConfirmed: true });
    stop();
    store.settle({ status: 'anonymous' });
    expect(heard).toEqual([{ status: 'unknown' }, { status: 'signed-in', user: ada, isConfirmed: true }]);
  });

  it('keeps the first store it is connected to', () => {
    const relay = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(true), want: jest.fn() });
    const first = storeAnswering({ status: 'anonymous' });
    const second = storeAnswering({ status: 'anonymous' });
    second.settle({ status: 'signed-in', user: ada, isConfirmed: true });
    relay.connect(first);
    relay.connect(second);
    expect(relay.getState()).toEqual({ status: 'unknown' });
  });
});
