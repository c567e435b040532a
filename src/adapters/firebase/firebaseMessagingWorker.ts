// Firebase Messaging inside Tabiji's service worker (firebase/messaging/sw). Imported only by the worker entry,
// never by the page.
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import type { PushMessage } from '../../domain/pushMessage';
import type { FirebaseAppSettings } from './firebaseSettings';
import { firebaseAppFor } from './firebaseApp';
import { pushMessageFromFcm } from './pushMessageFromFcm';

/**
 * Starts Firebase Messaging in the worker: it forwards messages to visible pages (the foreground path), shows
 * background messages that carry a notification itself and keeps the token fresh on pushsubscriptionchange.
 * Data-only background messages go to `onDataMessage`. Synchronous on purpose: a worker's event listeners must
 * be added while its script first runs. Call it after the worker's own `notificationclick` listener is added,
 * so that listener runs first. (The page registers the worker only where isSupported() is true.)
 */
export function startWorkerMessaging(firebase: FirebaseAppSettings, onDataMessage: (message: PushMessage) => Promise<void>): void {
  const messaging = getMessaging(firebaseAppFor({ getApps, initializeApp }, firebase));
  onBackgroundMessage(messaging, async (payload) => {
    if (payload.notification) return;
    await onDataMessage(pushMessageFromFcm(payload));
  });
}
