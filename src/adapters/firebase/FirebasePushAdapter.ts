import { inject, injectable } from 'inversify';
import type { TabijiConfig } from '../../domain/config';
import { PushUnavailableError, type PushAvailability } from '../../domain/pushAvailability';
import { pushMessageFrom, type DesktopNotification, type PushMessage } from '../../domain/pushMessage';
import type { PushPort, ShownNotification } from '../../ports/PushPort';
import { TOKENS } from '../../ports/tokens';
import { firebaseAppFor } from './firebaseApp';
import type { firebaseMessagingSdk, Messaging } from './firebaseMessagingSdk';

type Sdk = typeof firebaseMessagingSdk;
type Session = { sdk: Sdk; messaging: Messaging } | null;

/** How long the service worker may take to become active before push is given up (as Firebase's own wait). */
const ACTIVATION_TIMEOUT_MS = 10_000;

/**
 * Firebase Cloud Messaging behind the push port. firebase/messaging is imported only on the first register() or
 * onForegroundMessage(), never at page start; the token is fetched with Tabiji's own service worker registration,
 * under its own scope so it never replaces a service worker of the host site.
 */
@injectable()
export class FirebasePushAdapter implements PushPort {
  private session?: Promise<Session>;
  private registration?: Promise<ServiceWorkerRegistration>;

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
    const serviceWorkerRegistration = await this.serviceWorker();
    return session.sdk.getToken(session.messaging, { vapidKey: this.config.push.vapidKey, serviceWorkerRegistration });
  }

  onForegroundMessage(listener: (message: PushMessage) => void): () => void {
    let isStopped = false;
    let unsubscribe = () => {};
    this.loadSession().then(
      (session) => {
        if (!session || isStopped) return;
        unsubscribe = session.sdk.onMessage(session.messaging, (payload) => listener(pushMessageFrom(payload)));
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

  private loadSession(): Promise<Session> {
    this.session ??= import('./firebaseMessagingSdk')
      .then(async ({ firebaseMessagingSdk: sdk }) => {
        // getMessaging() on an unsupported browser rejects in the background; ask first.
        if (!(await sdk.isSupported())) return null;
        return { sdk, messaging: sdk.getMessaging(firebaseAppFor(sdk, this.config.firebase)) };
      })
      .catch((error: unknown) => {
        this.session = undefined;
        throw error;
      });
    return this.session;
  }

  private serviceWorker(): Promise<ServiceWorkerRegistration> {
    this.registration ??= registerActive(this.config.push.serviceWorkerUrl).catch((error: unknown) => {
      this.registration = undefined;
      throw new PushUnavailableError('no-service-worker', (error as Error)?.message ?? String(error));
    });
    return this.registration;
  }
}

/** Registers the worker under the push scope next to it and waits until it is active. */
async function registerActive(serviceWorkerUrl: string): Promise<ServiceWorkerRegistration> {
  const scope = new URL('firebase-cloud-messaging-push-scope', new URL(serviceWorkerUrl, window.location.href)).href;
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl, { scope });
  if (registration.active) return registration;
  const incoming = registration.installing ?? registration.waiting;
  if (!incoming) throw new Error('the service worker registered but none is installing');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service worker was not active after ${ACTIVATION_TIMEOUT_MS} ms`)), ACTIVATION_TIMEOUT_MS);
    const onChange = () => {
      if (incoming.state === 'activated') {
        clearTimeout(timer);
        incoming.removeEventListener('statechange', onChange);
        resolve();
      } else if (incoming.state === 'redundant') {
        clearTimeout(timer);
        reject(new Error('the service worker failed to install'));
      }
    };
    incoming.addEventListener('statechange', onChange);
  });
  return registration;
}
