import { inject, injectable } from 'inversify';
import type { TabijiConfig } from '../../domain/config';
import { PushUnavailableError, type PushAvailability } from '../../domain/pushAvailability';
import type { DesktopNotification, PushMessage } from '../../domain/pushMessage';
import type { PushPort, ShownNotification } from '../../ports/PushPort';
import { TOKENS } from '../../ports/tokens';
import type { MessagingSession } from './firebaseMessagingSession';

/**
 * Firebase Cloud Messaging behind the push port. The messaging session (firebase/messaging, the service worker
 * registration) is imported on the first register() or onForegroundMessage(), never at page start; the token
 * is fetched with Tabiji's own service worker registration.
 */
@injectable()
export class FirebasePushAdapter implements PushPort {
  private session?: Promise<MessagingSession | null>;

  constructor(@inject(TOKENS.Config) private readonly config: TabijiConfig) {}

  availability(): PushAvailability {
    if (!('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) return 'unsupported';
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
    } catch (error) {
      // Chrome on Android allows notifications only from a service worker; the message is not shown there.
      console.warn(`Tabiji: this browser cannot show the push notification in the page (${(error as Error)?.message ?? String(error)}).`);
      return { close: () => {} };
    }
  }

  private loadSession(): Promise<MessagingSession | null> {
    this.session ??= import('./firebaseMessagingSession')
      .then(({ firebaseMessagingSession }) => firebaseMessagingSession.open(this.config))
      .catch((error: unknown) => {
        this.session = undefined;
        throw error;
      });
    return this.session;
  }
}
