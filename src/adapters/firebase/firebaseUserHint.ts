/** Where Firebase keeps a signed-in user on this origin: localStorage keys, or (earlier versions) its IndexedDB database. */
const FIREBASE_USER_DATABASE = 'firebaseLocalStorageDb';
export const FIREBASE_USER_KEY_PREFIX = 'firebase:authUser:';

/** Where Firebase may keep a signed-in user on this origin, as far as can be told without opening anything. */
export interface StoredUser {
  inLocalStorage: boolean;
  /** Only where localStorage has none: a user kept there by an earlier version or the host's sign-in page. */
  inIndexedDb: boolean;
}

/**
 * Where Firebase may have a signed-in user stored on this origin. A visitor nobody ever signed in on this origin
 * has neither Firebase's localStorage key nor its IndexedDB database: for them the SDK is never loaded, so the page
 * spends no bytes or main thread on it. Looking costs no transaction: `indexedDB.databases()` lists names. Where
 * the answer cannot be had (no `databases()`, storage blocked), Firebase is asked, IndexedDB included.
 */
export async function storedUser(): Promise<StoredUser> {
  try {
    if (Object.keys(window.localStorage).some((key) => key.startsWith(FIREBASE_USER_KEY_PREFIX))) {
      return { inLocalStorage: true, inIndexedDb: false };
    }
  } catch {
    // Blocked localStorage: the IndexedDB list still tells.
  }
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') {
      return { inLocalStorage: false, inIndexedDb: true };
    }
    const databases = await indexedDB.databases();
    return { inLocalStorage: false, inIndexedDb: databases.some((database) => database.name === FIREBASE_USER_DATABASE) };
  } catch {
    return { inLocalStorage: false, inIndexedDb: true };
  }
}

/** Whether Firebase may have a signed-in user on this origin, told without loading it (false: nobody can be). */
export async function firebaseMayHaveUser(): Promise<boolean> {
  const stored = await storedUser();
  return stored.inLocalStorage || stored.inIndexedDb;
}
