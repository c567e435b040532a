import type { FirebaseSettings } from './firebaseSettings';
import { loadChunk } from '../../domain/loadChunk';
import { PushUnavailableError, type PushAvailability } from '../../domain/pushAvailability';
import { PUSH_LINK_DATA_KEY } from '../../domain/pushNotificationData';
import { pushSupportFor } from '../../domain/pushSupport';
import type { DesktopNotification, PushMessage } from '../../domain/pushMessage';
import type { PushPort, ShownNotification } from '../../ports/PushPort';
import type { MessagingSession } from './firebaseMessagingSession';
import { pushServiceWorkerScope } from './pushServiceWorkerScope';

/**
 * Firebase Cloud Messaging behind the push port. The messaging session (firebase/messaging, the service worker
 * registration) is imported on the first register() or onForegroundMessage(), never at page start; the token
 * is fetched with Tabiji's own service worker registration.
 */
export class FirebasePushAdapter implements PushPort {
  private session?: Promise<MessagingSession | null>;

  constructor(private readonly settings: FirebaseSettings) {}

  availability(): PushAvailability {
    const support = pushSupportFor({
      userAgent: navigator.userAgent ?? '',
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      isStandalone: isStandalone(),
      hasPushApis: 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator,
      hasManifest: document.querySelector('link[rel~="manifest" i][href]') !== null,
    });
    if (support !== 'available') return support;
    return Notification.permission === 'denied' ? 'denied' : 'available';
  }

  permission(): NotificationPermission {
    return 'Notification' in window ? Notification.permission : 'denied';
  }

  requestPermission(): Promise<NotificationPermission> {
    return Notification.requestPermission();
  }

  async register(): Promise<string> {
    const session = await this.loadSession();
    if (!session) throw new PushUnavailableError('unsupported', 'Firebase Messaging is not supported in this browser');
    return session.register();
  }

  onForegroundMessage(listener: (message: PushMessage) => void): () => void {
    let isStopped = false;
    let unsubscribe = () => {};
    this.loadSession().then(
      (session) => {
        if (session && !isStopped) unsubscribe = session.onMessage(listener);
      },
      (error: unknown) => console.error(`Tabiji: push messages cannot be received (${(error as Error)?.message ?? String(error)}).`),
    );
    return () => {
      isStopped = true;
      unsubscribe();
    };
  }

  showNotification(notification: DesktopNotification, onClick: () => void): ShownNotification {
    // `vibrate` is a Notifications API option that TypeScript's DOM typings no longer list.
    const options = { body: notification.body, vibrate: [...notification.vibrate] } as NotificationOptions;
    if (notification.icon) options.icon = notification.icon;
    try {
      const shown = new Notification(notification.title, options);
      shown.onclick = (event) => {
        event.preventDefault();
        onClick();
      };
      return { close: () => shown.close() };
    } catch {
      // Chrome on Android has no Notification constructor: show it through Tabiji's service worker, whose
      // notificationclick listener opens the link under the same rule.
      return this.showThroughServiceWorker(notification, options);
    }
  }

  private showThroughServiceWorker(notification: DesktopNotification, options: NotificationOptions): ShownNotification {
    const tag = `tabiji-push-${Date.now()}`;
    const scope = pushServiceWorkerScope(this.settings.messaging.serviceWorkerUrl, window.location.href);
    const shown = navigator.serviceWorker
      .getRegistration(scope)
      .then(async (registration) => {
        if (!registration) throw new Error('Tabiji’s service worker is not registered');
        await registration.showNotification(notification.title, { ...options, tag, data: { [PUSH_LINK_DATA_KEY]: notification.link } });
        return registration;
      })
      .catch((error: unknown) => {
        console.warn(`Tabiji: the push notification could not be shown (${(error as Error)?.message ?? String(error)}).`);
        return undefined;
      });
    return {
      close: () => {
        void shown.then(async (registration) => (await registration?.getNotifications({ tag }))?.forEach((open) => open.close()));
      },
    };
  }

  private loadSession(): Promise<MessagingSession | null> {
    this.session ??= loadChunk('push', () => import('./firebaseMessagingSession'))
      .then(({ firebaseMessagingSession }) => firebaseMessagingSession.open(this.settings))
      .catch((error: unknown) => {
        this.session = undefined;
        throw error;
      });
    return this.session;
  }
}

/** A Home Screen web app: Safari on iOS says so in navigator.standalone, every other browser by display mode. */
function isStandalone(): boolean {
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}
