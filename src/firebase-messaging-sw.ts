// Tabiji's push service worker, built to dist/firebase-messaging-sw.js (a stable name) and served from the site
// root (TABIJI_PUSH_SERVICE_WORKER_URL). Every link it opens passes the same rule as in the page.
import { startWorkerMessaging } from './adapters/firebase/firebaseMessagingWorker';
import { pushMessageInFcmNotification } from './adapters/firebase/pushMessageFromFcm';
import { desktopNotificationFor, notificationOptionsWithCheckedImages, refusedIconWarning } from './domain/pushMessage';
import { PUSH_LINK_DATA_KEY } from './domain/pushNotificationData';
import { openPushLinkFromWorker, pushLinkOfNotification, type WindowClientsLike } from './serviceWorker/notificationClick';
import { workerSettings } from './serviceWorker/workerSettings' with { type: 'macro' };

/** The parts of the service worker global scope this worker uses (the project's TypeScript lib is DOM). */
interface NotificationClickEvent extends Event {
  readonly notification: { readonly data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: WindowClientsLike;
  readonly registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
// Parsed as the worker was built (a macro: serviceWorker/workerSettings.ts).
const { app, linkAllowlist } = workerSettings();

// Every notification this worker shows passes the image rule, whoever shows it: Firebase's worker code shows a
// background message that carries a notification part itself, with its icon, image and badge as sent. Its call is
// `self.registration.showNotification`, so the check sits there, before anything is fetched.
const showNotification = worker.registration.showNotification.bind(worker.registration);
worker.registration.showNotification = (title: string, options: NotificationOptions = {}) => {
  const checked = notificationOptionsWithCheckedImages(options as Record<string, unknown>, { siteOrigin: worker.location.origin, allowlist: linkAllowlist });
  checked.warnings.forEach((warning) => console.warn(warning));
  return showNotification(title, checked.options as NotificationOptions);
};

// Added before Firebase's own listener, so Tabiji's link rule decides; Firebase's (same host only) never runs.
worker.addEventListener('notificationclick', (event) => {
  const { data } = event.notification;
  // A notification Firebase showed keeps the whole message in its data; one Tabiji showed keeps only the link.
  const link = pushMessageInFcmNotification(data)?.link ?? pushLinkOfNotification(data);
  if (link === null) return;
  event.stopImmediatePropagation();
  event.notification.close();
  event.waitUntil(
    openPushLinkFromWorker(link, { clients: worker.clients, siteOrigin: worker.location.origin, linkAllowlist }),
  );
});

startWorkerMessaging(app, async (message) => {
  const origins = { siteOrigin: worker.location.origin, allowlist: linkAllowlist };
  const iconWarning = refusedIconWarning(message, origins);
  if (iconWarning) console.warn(iconWarning);
  const notification = desktopNotificationFor(message, 'Tabiji', origins);
  // `vibrate` is a Notifications API option that TypeScript's DOM typings no longer list.
  const options = { body: notification.body, vibrate: [...notification.vibrate], data: { [PUSH_LINK_DATA_KEY]: notification.link } } as NotificationOptions;
  if (notification.icon) options.icon = notification.icon;
  await worker.registration.showNotification(notification.title, options);
});
