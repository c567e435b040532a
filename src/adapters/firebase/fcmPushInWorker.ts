// A push from FCM, handled in Tabiji's service worker as Firebase Messaging's own worker code handles it
// (@firebase/messaging, sw: onPush), without loading that SDK: the worker starts before every page it controls
// answers, and evaluating the SDK there cost each of those pages its first paint (ADR 048). Plain functions over
// the worker's scope, so tests drive them with fakes and the real thing runs in Chromium's push tests.
import { isRecord } from '../../domain/describeValue';
import type { PushMessage } from '../../domain/pushMessage';
import { FIREBASE_MESSAGE_KEY, pushMessageFromFcm } from './pushMessageFromFcm';

/** A window the worker can reach, as far as a push needs it. */
interface PushClient {
  readonly url: string;
  readonly visibilityState: string;
  postMessage(message: unknown): void;
}

/** The parts of the worker's scope a push uses. */
export interface FcmPushScope {
  readonly clients: { matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<ReadonlyArray<PushClient>> };
  readonly registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
}

/** What a push event carries, as far as reading it needs. */
export interface PushDataLike {
  json(): unknown;
}

/**
 * Handles one push as Firebase's worker does, so the page's Firebase Messaging (onMessage) and Tabiji's click rule
 * see the same messages:
 * - a page of the site is visible: the message goes to the site's windows, marked as Firebase's page code expects
 *   (`isFirebaseMessaging`, `messageType: 'push-received'`), and the page shows it;
 * - none is: a message with a notification part is shown as sent, its whole payload kept in the data under
 *   `FCM_MSG`; a data-only message goes to `onDataMessage` in Tabiji's shape.
 * A push that is not a JSON object is not FCM's and is left alone. Resolves when it is handled.
 */
export async function handleFcmPush(data: PushDataLike | null, scope: FcmPushScope, onDataMessage: (message: PushMessage) => Promise<void>): Promise<void> {
  const payload = fcmPayload(data);
  if (payload === null) return;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // Extensions' background pages count as visible; they are not the site's.
  const visible = windows.filter((client) => client.visibilityState === 'visible' && !client.url.startsWith('chrome-extension://'));
  if (visible.length > 0) {
    const message = { ...payload, isFirebaseMessaging: true, messageType: 'push-received' };
    windows.forEach((client) => client.postMessage(message));
    return;
  }
  const notification = payload['notification'];
  if (isRecord(notification)) {
    const title = typeof notification['title'] === 'string' ? notification['title'] : '';
    await scope.registration.showNotification(title, { ...notification, data: { [FIREBASE_MESSAGE_KEY]: payload } } as NotificationOptions);
    return;
  }
  await onDataMessage(pushMessageFromFcm(payload));
}

function fcmPayload(data: PushDataLike | null): Record<string, unknown> | null {
  if (data === null) return null;
  try {
    const payload = data.json();
    return isRecord(payload) ? payload : null;
  } catch {
    return null;
  }
}
