import type { PushPermissionPort } from '../../ports/PushPort';

/**
 * The browser's notification permission, for the consent store (the push purpose is granted while it is): read
 * without the push service's adapter (FirebasePushAdapter), which comes with the islands' services (ADR 040).
 */
export class BrowserPushPermissionAdapter implements PushPermissionPort {
  permission(): NotificationPermission {
    return 'Notification' in window ? Notification.permission : 'denied';
  }
}
