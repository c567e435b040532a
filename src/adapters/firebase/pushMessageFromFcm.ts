// FCM's wire shape, read in one place for the page (foreground messages) and the service worker (background
// messages, clicks on notifications Firebase showed). Plain functions: no SDK import, so the worker stays small.
import { isRecord } from '../../domain/describeValue';
import type { PushMessage } from '../../domain/pushMessage';

/** Where Firebase Messaging keeps the message in a notification it showed itself (`notification.data.FCM_MSG`). */
export const FIREBASE_MESSAGE_KEY = 'FCM_MSG';

/**
 * The message in an FCM payload of any shape: `notification.{title, body, icon, click_action}`, `fcmOptions.link`
 * (or `fcm_options.link`, the HTTP v1 spelling), with `data.*` as the fallback for data-only messages. The link
 * option wins over click_action. Anything missing, blank or not text becomes ''; text is trimmed, not checked.
 */
export function pushMessageFromFcm(payload: unknown): PushMessage {
  const root = isRecord(payload) ? payload : {};
  const notification = isRecord(root['notification']) ? root['notification'] : {};
  const data = isRecord(root['data']) ? root['data'] : {};
  const options = isRecord(root['fcmOptions']) ? root['fcmOptions'] : isRecord(root['fcm_options']) ? root['fcm_options'] : {};
  return {
    title: firstText(notification['title'], data['title']),
    body: firstText(notification['body'], data['body']),
    icon: firstText(notification['icon'], data['icon']),
    link: firstText(options['link'], notification['click_action'], data['link'], data['click_action']),
  };
}

/** The message in the data of a notification Firebase Messaging showed, or null when it showed none there. */
export function pushMessageInFcmNotification(notificationData: unknown): PushMessage | null {
  if (!isRecord(notificationData) || !isRecord(notificationData[FIREBASE_MESSAGE_KEY])) return null;
  return pushMessageFromFcm(notificationData[FIREBASE_MESSAGE_KEY]);
}

function firstText(...values: unknown[]): string {
  const found = values.find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof found === 'string' ? found.trim() : '';
}
