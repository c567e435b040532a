import type { PushAvailability } from '../domain/pushAvailability';
import type { DesktopNotification, PushMessage } from '../domain/pushMessage';

export type { PushAvailability } from '../domain/pushAvailability';
export type { PushMessage } from '../domain/pushMessage';

/** A notification on screen. */
export interface ShownNotification {
  /** Removes it; harmless when it is already gone. */
  close(): void;
}

/** Browser push notifications through a messaging service. Nothing vendor-side loads before `register`/`onForegroundMessage`. */
export interface PushPort {
  /** What the browser offers without loading the messaging SDK: APIs present, permission not denied. */
  availability(): PushAvailability;
  /** The notification permission as the browser holds it now ('denied' when there is no Notification API). */
  permission(): NotificationPermission;
  /** Asks the browser for permission (only ever after the visitor opted in); resolves with the outcome. */
  requestPermission(): Promise<NotificationPermission>;
  /** Registers Tabiji's service worker and fetches the messaging token; rejects with PushUnavailableError when the browser or worker cannot. */
  register(): Promise<string>;
  /** Calls the listener for each message received while the page is in the foreground; returns the unsubscribe. */
  onForegroundMessage(listener: (message: PushMessage) => void): () => void;
  /** Shows a desktop notification; `onClick` runs when the visitor clicks it. */
  showNotification(notification: DesktopNotification, onClick: () => void): ShownNotification;
}

/** Only whether the visitor allowed notifications here: what the consent store reads at the page's start. */
export type PushPermissionPort = Pick<PushPort, 'permission'>;
