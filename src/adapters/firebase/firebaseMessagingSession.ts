// Everything push needs once the visitor has opted in, loaded as one lazy chunk: Firebase Messaging, the
// service worker registration and the payload mapping. Exported as a plain object (parcel-bundler/parcel#9972).
import type { FirebaseSettings } from './firebaseSettings';
import { PushUnavailableError } from '../../domain/pushAvailability';
import type { PushMessage } from '../../domain/pushMessage';
import { firebaseAppFor } from './firebaseApp';
import { firebaseMessagingSdk as sdk } from './firebaseMessagingSdk';
import { pushMessageFromFcm } from './pushMessageFromFcm';
import { formerPushScope, pushServiceWorkerScope } from './pushServiceWorkerScope';

/** How long the service worker may take to become active before push is given up (as Firebase's own wait). */
const ACTIVATION_TIMEOUT_MS = 10_000;

/** Firebase Messaging on this page, in Tabiji's terms. */
export interface MessagingSession {
  /** Registers Tabiji's service worker and fetches the token with that registration. */
  register(): Promise<string>;
  /** Calls the listener for each foreground message; returns the unsubscribe. */
  onMessage(listener: (message: PushMessage) => void): () => void;
}

/** The session, or null when Firebase Messaging is not supported in this browser (isSupported() false). */
async function open(settings: FirebaseSettings): Promise<MessagingSession | null> {
  // getMessaging() on an unsupported browser rejects in the background; ask first.
  if (!(await sdk.isSupported())) return null;
  const messaging = sdk.getMessaging(firebaseAppFor(sdk, settings.app));
  let registration: Promise<ServiceWorkerRegistration> | undefined;
  const serviceWorker = () => {
    registration ??= registerActive(settings.messaging.serviceWorkerUrl).catch((error: unknown) => {
      registration = undefined;
      throw new PushUnavailableError('no-service-worker', (error as Error)?.message ?? String(error));
    });
    return registration;
  };
  return {
    async register() {
      const serviceWorkerRegistration = await serviceWorker();
      return sdk.getToken(messaging, { vapidKey: settings.messaging.vapidKey, serviceWorkerRegistration });
    },
    onMessage: (listener) => sdk.onMessage(messaging, (payload) => listener(pushMessageFromFcm(payload))),
  };
}

/** Registers the worker at its scope (the one offline reading uses too), forgets a former push-only one, and waits until it is active. */
async function registerActive(serviceWorkerUrl: string): Promise<ServiceWorkerRegistration> {
  const scope = pushServiceWorkerScope(serviceWorkerUrl, window.location.href);
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl, { scope });
  const former = await navigator.serviceWorker.getRegistration(formerPushScope(serviceWorkerUrl, window.location.href)).catch(() => undefined);
  if (former && former.scope !== registration.scope) await former.unregister().catch(() => false);
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

export const firebaseMessagingSession = { open };
