// Firebase Authentication for the identity adapter, in one module so it loads as one lazy chunk: the SDK and the code
// that needs it (opening the session, following the provider's answers, mapping its user), none of it in the islands'
// bundle. initializeAuth (not getAuth) keeps the popup/redirect resolver and Google's iframe out of the page.
// A plain object, not re-exports: Parcel's scope hoisting lost re-exported names of this module across the
// dynamic import (parcel-bundler/parcel#9972), which only the production build in a browser shows.
import { getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
  type User,
} from 'firebase/auth';
import type { PageUser } from '../../domain/user';
import { pageUserFrom, type AssembledUser } from './assembledUser';
import { firebaseAppFor, withoutHeartbeat } from './firebaseApp';
import type { FirebaseSettings } from './firebaseSettings';

export type { User } from 'firebase/auth';

/** Firebase Authentication on this page, in Tabiji's terms. */
export interface IdentitySession {
  /**
   * Resolves with the provider's first answer (the signed-in user or null) and calls `onChange` with each later
   * answer naming another user or none; rejects when the provider fails before answering.
   */
  followUser(onChange: (user: User | null) => void): Promise<User | null>;
  signOut(): Promise<void>;
  /** The user as assembled from Firebase (spec §3), with `token` (refreshed by the caller) and the token's details. */
  assembledUser(user: User, token: string): Promise<AssembledUser>;
  /** The page's user, from the assembled one. */
  pageUser(user: User, token: string): Promise<PageUser>;
}

/**
 * Opens the session with the page's one Firebase app, connected to the Auth emulator when one is configured. The user
 * is kept in localStorage, not IndexedDB: Firebase's IndexedDB store is written at start and read every 800 ms, and a
 * transaction in flight when the page enters the back/forward cache blocks the next page's Firebase, so Chromium
 * evicts the frozen page (`IgnoreEventAndEvict`). With `readsIndexedDb` (a user may be kept there, by an earlier
 * version or a host sign-in page on Firebase's default), Firebase looks there too and moves the user to localStorage.
 */
function open({ app, authEmulatorUrl }: FirebaseSettings, { readsIndexedDb }: { readsIndexedDb: boolean }): IdentitySession {
  const auth = initializeAuth(withoutHeartbeat(firebaseAppFor({ getApps, initializeApp }, app)), {
    persistence: readsIndexedDb ? [browserLocalPersistence, indexedDBLocalPersistence] : [browserLocalPersistence],
  });
  if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  const session: IdentitySession = {
    followUser: (onChange) =>
      new Promise((resolve, reject) => {
        let isAnswered = false;
        let knownUid: string | null = null;
        onAuthStateChanged(
          auth,
          (user) => {
            const uid = user?.uid ?? null;
            if (!isAnswered) {
              isAnswered = true;
              knownUid = uid;
              resolve(user);
            } else if (uid !== knownUid) {
              knownUid = uid;
              onChange(user);
            }
          },
          (error) => {
            if (!isAnswered) reject(error);
          },
        );
      }),
    signOut: () => signOut(auth),
    assembledUser: async (user, token) => {
      const result = await user.getIdTokenResult();
      return {
        name: user.displayName,
        email: user.email,
        phoneNumber: user.phoneNumber,
        photoURL: user.photoURL,
        emailVerified: user.emailVerified,
        providerData: user.providerData.map((info) => ({
          providerId: info.providerId,
          uid: info.uid,
          displayName: info.displayName,
          email: info.email,
          photoURL: info.photoURL,
        })),
        firebaseId: user.uid,
        signInProvider: result.signInProvider,
        token,
        tokenData: { claims: result.claims, issuedAtTime: result.issuedAtTime, expirationTime: result.expirationTime },
      };
    },
    pageUser: async (user, token) => pageUserFrom(await session.assembledUser(user, token)),
  };
  return session;
}

export const firebaseIdentitySession = { open };
