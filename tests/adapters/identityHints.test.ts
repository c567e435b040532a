import { hostSessionMayHaveUser } from '../../src/adapters/host/hostSessionJson';
import { firebaseMayHaveUser } from '../../src/adapters/firebase/firebaseUserHint';

describe('firebaseMayHaveUser', () => {
  afterEach(() => window.localStorage.clear());

  it('is true when Firebase keeps a user in local storage', async () => {
    window.localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{}');
    await expect(firebaseMayHaveUser()).resolves.toBe(true);
  });

  it('is true where IndexedDB cannot be listed (it may hold a user)', async () => {
    // jsdom has no indexedDB: the answer cannot be had without Firebase, so someone may be signed in.
    await expect(firebaseMayHaveUser()).resolves.toBe(true);
  });

  it('is false when neither local storage nor IndexedDB has Firebase’s user', async () => {
    const databases = jest.fn(async () => [{ name: 'some-other-db', version: 1 }]);
    Object.defineProperty(globalThis, 'indexedDB', { value: { databases }, configurable: true });
    try {
      await expect(firebaseMayHaveUser()).resolves.toBe(false);
      databases.mockResolvedValue([{ name: 'firebaseLocalStorageDb', version: 1 }]);
      await expect(firebaseMayHaveUser()).resolves.toBe(true);
    } finally {
      Reflect.deleteProperty(globalThis, 'indexedDB');
    }
  });
});

describe('hostSessionMayHaveUser', () => {
  const withSession = (json: string) => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `<script type="application/json" id="tabiji-session">${json}</script>`;
    return doc;
  };

  it('is false only when the page’s session JSON says nobody is signed in', async () => {
    await expect(hostSessionMayHaveUser(withSession('{"user":null,"csrfToken":"t"}'))).resolves.toBe(false);
    await expect(hostSessionMayHaveUser(withSession('{"user":{"id":7},"csrfToken":"t"}'))).resolves.toBe(true);
  });

  it('is true without session JSON, or with a malformed one (the session endpoint will tell)', async () => {
    await expect(hostSessionMayHaveUser(document.implementation.createHTMLDocument('page'))).resolves.toBe(true);
    await expect(hostSessionMayHaveUser(withSession('{"user":'))).resolves.toBe(true);
    await expect(hostSessionMayHaveUser(withSession('{"user":{"id":7}}'))).resolves.toBe(true);
  });
});
