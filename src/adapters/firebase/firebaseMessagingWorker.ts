// Firebase Messaging inside Tabiji's service worker (firebase/messaging/sw). Imported only by the worker entry,
// never by the page.
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import type { TabijiConfig } from '../../domain/config';
import { pushMessageFrom, type PushMessage } from '../../domain/pushMessage';
import { firebaseAppFor } from './firebaseApp';

/**
 * Starts Firebase Messaging in the worker: it forwards messages to visible pages (the foreground path), shows
 * background messages that carry a notification itself and keeps the token fresh on pushsubscriptionchange.
 * Data-only background messages go to `onDataMessage`. Synchronous on purpose: a worker's event listeners must
 * be added while its script first runs. Call it after the worker's own `notificationclick` listener is added,
 * so that listener runs first. (The page registers the worker only where isSupported() is true.)
 */
export function startWorkerMessaging(firebase: TabijiConfig['firebase'], onDataMessage: (message: PushMessage) => Promise<void>): void {
  const messaging = getMessaging(firebaseAppFor({ getApps, initializeApp }, firebase));
  onBackgroundMessage(messaging, async (payload) => {
    if (payload.notification) return;
    await onDataMessage(pushMessageFrom(payload));
  });
}
