import { waitFor } from '@testing-library/react';
import { FirebaseIdentityAdapter } from '../../../src/adapters/firebase/FirebaseIdentityAdapter';
import { parseFirebaseSettings } from '../../../src/adapters/firebase/firebaseSettings';
import { FIREBASE_VARIABLES } from '../../../src/adapters/firebase/firebaseVariables';

// The Firebase SDK is the vendor boundary: it is replaced here by a recording stand-in. The real SDK is
// exercised against the Auth emulator in the browser tests.
const sdk = {
  initializeApp: jest.fn((options: object) => ({ name: '[DEFAULT]', options, container: { addOrOverwriteComponent: jest.fn() } })),
  getApps: jest.fn(() => [] as object[]),
  initializeAuth: jest.fn((_app: object, _deps: object) => ({ kind: 'auth' })),
  connectAuthEmulator: jest.fn(),
  onAuthStateChanged: jest.fn(),
  signOut: jest.fn(async () => undefined),
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'local',
};
jest.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps }));
jest.mock('firebase/auth', () => sdk);

function fakeUser(getIdToken = jest.fn(async () => 'fresh-token')) {
  return {
    uid: 'uid-1',
    displayName: 'Ada',
    email: 'ada@example.com',
    phoneNumber: null,
    photoURL: 'https://photos.example/a.png',
    emailVerified: true,
    providerData: [{ providerId: 'password', uid: 'ada@example.com', displayName: 'Ada', email: 'ada@example.com', photoURL: null, phoneNumber: null }],
    getIdToken,
    getIdTokenResult: jest.fn(async () => ({
      token: 'fresh-token',
      claims: { user_id: 7 },
      signInProvider: 'password',
      issuedAtTime: 'Sun, 22 Nov 2026 00:00:00 GMT',
      expirationTime: 'Sun, 22 Nov 2026 01:00:00 GMT',
    })),
  };
}

/** Makes the provider's first state change report `user`. */
function providerReports(user: unknown) {
  sdk.onAuthStateChanged.mockImplementation((_auth, next: (u: unknown) => void) => {
    queueMicrotask(() => next(user));
    return jest.fn();
  });
}

const settings = parseFirebaseSettings({
  TABIJI_FIREBASE_API_KEY: 'key',
  TABIJI_FIREBASE_PROJECT_ID: 'demo-tabiji',
  TABIJI_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
}, FIREBASE_VARIABLES);

describe('FirebaseIdentityAdapter', () => {
  beforeEach(() => jest.clearAllMocks());

  describe('sessionOnDevice: the session Firebase keeps in localStorage, read without loading it', () => {
    const KEY = 'firebase:authUser:key:[DEFAULT]';
    afterEach(() => window.localStorage.clear());

    it('is the user and the sign-in that began the session, for this app only', () => {
      const identity = new FirebaseIdentityAdapter(settings);
      expect(identity.sessionOnDevice()).toBeUndefined();
      window.localStorage.setItem('firebase:authUser:another-key:[DEFAULT]', JSON.stringify({ uid: 'uid-9', lastLoginAt: '1764000000000' }));
      expect(identity.sessionOnDevice()).toBeUndefined();
      window.localStorage.setItem(KEY, JSON.stringify({ uid: 'uid-1', lastLoginAt: '1764000000000', stsTokenManager: { accessToken: 'secret' } }));
      expect(identity.sessionOnDevice()).toBe('uid-1:1764000000000');
      // The same user signing in again begins another session.
      window.localStorage.setItem(KEY, JSON.stringify({ uid: 'uid-1', lastLoginAt: '1764000099999' }));
      expect(identity.sessionOnDevice()).toBe('uid-1:1764000099999');
      expect(sdk.initializeApp).not.toHaveBeenCalled();
    });

    it.each([
      ['malformed', '{uid'],
      ['without a user id', JSON.stringify({ lastLoginAt: '1764000000000' })],
      ['without a sign-in time', JSON.stringify({ uid: 'uid-1' })],
      ['not an object', '"uid-1"'],
    ])('is undefined when the stored user is %s', (_name, text) => {
      window.localStorage.setItem(KEY, text);
      expect(new FirebaseIdentityAdapter(settings).sessionOnDevice()).toBeUndefined();
    });

    it('is undefined when localStorage is blocked', () => {
      const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
      expect(new FirebaseIdentityAdapter(settings).sessionOnDevice()).toBeUndefined();
      getItem.mockRestore();
    });
  });

  it('loads nothing of Firebase until it is first asked', () => {
    new FirebaseIdentityAdapter(settings);
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });

  it('gives the page user, with user_id from the token claim, after a force-refreshed token', async () => {
    const user = fakeUser();
    providerReports(user);
    const pageUser = await new FirebaseIdentityAdapter(settings).currentUser();
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(pageUser).toEqual({
      isAuthenticated: true,
      name: 'Ada',
      email: 'ada@example.com',
      photoURL: 'https://photos.example/a.png',
      userMetadata: { user_id: 7 },
    });
  });

  it('assembles the user from the provider (spec §3), inside the adapter', async () => {
    const user = fakeUser();
    // Imported here, not at the top: the module loads the (mocked) SDK, whose stand-in is defined above.
    const { firebaseIdentitySession } = await import('../../../src/adapters/firebase/firebaseAuthSdk');
    const assembled = await firebaseIdentitySession.open(settings, { readsIndexedDb: false }).assembledUser(user as never, 'fresh-token');
    expect(assembled).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phoneNumber: null,
      photoURL: 'https://photos.example/a.png',
      emailVerified: true,
      providerData: [{ providerId: 'password', uid: 'ada@example.com', displayName: 'Ada', email: 'ada@example.com', photoURL: null }],
      firebaseId: 'uid-1',
      signInProvider: 'password',
      token: 'fresh-token',
      tokenData: { claims: { user_id: 7 }, issuedAtTime: 'Sun, 22 Nov 2026 00:00:00 GMT', expirationTime: 'Sun, 22 Nov 2026 01:00:00 GMT' },
    });
  });

  it('initialises auth without the popup/redirect resolver, against the emulator, reading IndexedDB too when it cannot tell', async () => {
    // No indexedDB.databases() here: a user may be kept in IndexedDB, so Firebase looks there after localStorage.
    providerReports(null);
    await new FirebaseIdentityAdapter(settings).currentUser().catch(() => undefined);
    expect(sdk.initializeApp).toHaveBeenCalledWith({ apiKey: 'key', projectId: 'demo-tabiji' });
    const [, deps] = sdk.initializeAuth.mock.calls[0]!;
    expect(deps).toEqual({ persistence: ['local', 'indexedDB'] });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith({ kind: 'auth' }, 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it('rejects with auth/not-signin when nobody is signed in', async () => {
    providerReports(null);
    await expect(new FirebaseIdentityAdapter(settings).currentUser()).rejects.toMatchObject({
      code: 'auth/not-signin',
      message: 'No user is signed in.',
    });
  });

  it('names the signed-in user to the site’s API by a freshly refreshed identity token, and nobody when nobody is signed in', async () => {
    const user = fakeUser();
    providerReports(user);
    expect(await new FirebaseIdentityAdapter(settings).requestHeaders()).toEqual({ authorization: 'Bearer fresh-token' });
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    providerReports(null);
    await expect(new FirebaseIdentityAdapter(settings).requestHeaders()).rejects.toMatchObject({ code: 'auth/not-signin' });
  });

  it('listens to the provider once, however many callers ask', async () => {
    providerReports(fakeUser());
    const identity = new FirebaseIdentityAdapter(settings);
    await Promise.all([identity.currentUser(), identity.currentUser(), identity.idToken()]);
    expect(sdk.onAuthStateChanged).toHaveBeenCalledTimes(1);
  });

  it('shares one token refresh among concurrent reads, and refreshes again afterwards', async () => {
    let finish: (token: string) => void = () => undefined;
    const getIdToken = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    providerReports(fakeUser(getIdToken));
    const identity = new FirebaseIdentityAdapter(settings);
    const reads = Array.from({ length: 10 }, () => identity.idToken());
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish('t1');
    expect(await Promise.all(reads)).toEqual(Array(10).fill('t1'));
    expect(getIdToken).toHaveBeenCalledTimes(1);
    const next = identity.idToken();
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish('t2');
    expect(await next).toBe('t2');
    expect(getIdToken).toHaveBeenCalledTimes(2);
  });

  describe('a change after the first answer (another tab, or a page seen while this one was in the back/forward cache)', () => {
    /** Lets the test report later state changes through the one listener the adapter keeps. */
    function providerChanges(first: unknown): (user: unknown) => void {
      let report: (user: unknown) => void = () => undefined;
      sdk.onAuthStateChanged.mockImplementation((_auth, next: (u: unknown) => void) => {
        report = next;
        queueMicrotask(() => next(first));
        return jest.fn();
      });
      return (user) => report(user);
    }

    it('keeps listening, tells the listeners of a sign-out and answers with it', async () => {
      const report = providerChanges(fakeUser());
      const identity = new FirebaseIdentityAdapter(settings);
      const changes = jest.fn();
      identity.onUserChange(changes);
      await identity.currentUser();
      report(null);
      expect(changes).toHaveBeenCalledTimes(1);
      await expect(identity.currentUser()).rejects.toMatchObject({ code: 'auth/not-signin' });
      expect(sdk.onAuthStateChanged).toHaveBeenCalledTimes(1);
    });

    it('tells of a sign-in and of another user, not of the same user reported again', async () => {
      const report = providerChanges(null);
      const identity = new FirebaseIdentityAdapter(settings);
      const changes = jest.fn();
      identity.onUserChange(changes);
      await identity.currentUser().catch(() => undefined);
      report(null);
      expect(changes).not.toHaveBeenCalled();
      report(fakeUser());
      expect(changes).toHaveBeenCalledTimes(1);
      expect((await identity.currentUser()).name).toBe('Ada');
      report({ ...fakeUser(), uid: 'uid-1' });
      expect(changes).toHaveBeenCalledTimes(1);
      report({ ...fakeUser(), uid: 'uid-2' });
      expect(changes).toHaveBeenCalledTimes(2);
    });

    it('loads nothing of Firebase for a listener alone, and stops telling one that unsubscribed', async () => {
      const report = providerChanges(fakeUser());
      const identity = new FirebaseIdentityAdapter(settings);
      const changes = jest.fn();
      const stop = identity.onUserChange(changes);
      expect(sdk.initializeApp).not.toHaveBeenCalled();
      await identity.currentUser();
      stop();
      report(null);
      expect(changes).not.toHaveBeenCalled();
    });
  });

  describe('a visitor nobody ever signed in on this origin', () => {
    const databases = jest.fn(async (): Promise<IDBDatabaseInfo[]> => []);
    beforeEach(() => {
      (globalThis as { indexedDB?: unknown }).indexedDB = { databases };
      databases.mockResolvedValue([]);
      window.localStorage.clear();
    });
    afterEach(() => {
      delete (globalThis as { indexedDB?: unknown }).indexedDB;
      window.localStorage.clear();
    });

    it('is not signed in, and Firebase is never loaded (no IndexedDB database, no localStorage key)', async () => {
      const identity = new FirebaseIdentityAdapter(settings);
      await expect(identity.currentUser()).rejects.toMatchObject({ code: 'auth/not-signin' });
      expect(sdk.initializeApp).not.toHaveBeenCalled();
    });

    it('asks Firebase once its IndexedDB database exists, or its localStorage key', async () => {
      providerReports(fakeUser());
      databases.mockResolvedValue([{ name: 'firebaseLocalStorageDb', version: 1 }]);
      expect((await new FirebaseIdentityAdapter(settings).currentUser()).name).toBe('Ada');
      databases.mockResolvedValue([]);
      window.localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
      expect((await new FirebaseIdentityAdapter(settings).currentUser()).name).toBe('Ada');
    });

    it('keeps the user in localStorage, reading IndexedDB only while a user may be kept there alone', async () => {
      // IndexedDB's transactions, in flight when the page enters the back/forward cache, get it evicted.
      providerReports(fakeUser());
      databases.mockResolvedValue([{ name: 'firebaseLocalStorageDb', version: 1 }]);
      await new FirebaseIdentityAdapter(settings).currentUser();
      expect(sdk.initializeAuth.mock.calls[0]![1]).toEqual({ persistence: ['local', 'indexedDB'] });
      window.localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
      await new FirebaseIdentityAdapter(settings).currentUser();
      expect(sdk.initializeAuth.mock.calls[1]![1]).toEqual({ persistence: ['local'] });
    });

    it('asks Firebase when the databases cannot be listed', async () => {
      providerReports(null);
      databases.mockRejectedValue(new Error('blocked'));
      await expect(new FirebaseIdentityAdapter(settings).currentUser()).rejects.toMatchObject({ code: 'auth/not-signin' });
      expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    });

    it('looks again after a restore from the back/forward cache, and tells the listeners', async () => {
      const identity = new FirebaseIdentityAdapter(settings);
      const changes = jest.fn();
      identity.onUserChange(changes);
      await expect(identity.currentUser()).rejects.toMatchObject({ code: 'auth/not-signin' });
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
      expect(changes).not.toHaveBeenCalled();
      // Signed in on another page while this one was in the cache.
      providerReports(fakeUser());
      databases.mockResolvedValue([{ name: 'firebaseLocalStorageDb', version: 1 }]);
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
      expect((await identity.currentUser()).name).toBe('Ada');
    });

    it('looks again when the tab comes back into view, and tells the listeners only once Firebase has a user stored', async () => {
      const identity = new FirebaseIdentityAdapter(settings);
      const changes = jest.fn();
      identity.onUserChange(changes);
      await expect(identity.currentUser()).rejects.toMatchObject({ code: 'auth/not-signin' });
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(databases).toHaveBeenCalledTimes(2));
      expect(changes).not.toHaveBeenCalled();
      // Signed in in another tab meanwhile.
      providerReports(fakeUser());
      window.localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
      expect((await identity.currentUser()).name).toBe('Ada');
      expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    });
  });

  it('passes provider errors on from signOut', async () => {
    sdk.signOut.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }));
    await expect(new FirebaseIdentityAdapter(settings).signOut()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
  });

  it('says clearly when Firebase is not configured', async () => {
    await expect(new FirebaseIdentityAdapter(parseFirebaseSettings({}, FIREBASE_VARIABLES)).currentUser()).rejects.toThrow(/TABIJI_FIREBASE_API_KEY/);
  });
});
