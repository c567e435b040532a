// The part of the Firebase SDK the push adapter uses, imported only by the lazily loaded messaging session
// (firebaseMessagingSession.ts), so it loads only after the visitor opted in (or had already granted permission).
// A plain object, not re-exports: see firebaseAuthSdk.ts (parcel-bundler/parcel#9972).
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported, onMessage } from 'firebase/messaging';

export type { MessagePayload, Messaging } from 'firebase/messaging';

export const firebaseMessagingSdk = {
  getApps,
  initializeApp,
  getMessaging,
  getToken,
  isSupported,
  onMessage,
};
