// The part of the Firebase SDK the identity adapter uses, in one module so it loads as one lazy chunk.
// initializeAuth (not getAuth) keeps the popup/redirect resolver and Google's iframe out of the page.
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
} from 'firebase/auth';

export type { Auth, User } from 'firebase/auth';

export const firebaseAuthSdk = {
  getApps,
  initializeApp,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
};
