// Tabiji's service worker, built to dist/firebase-messaging-sw.js (a stable name) and served from the site root
// (TABIJI_PUSH_SERVICE_WORKER_URL): web push, and offline reading of saved items (issue 46). Registered at the folder
// it is served from, once the visitor opts in to push or saves an item. Every link it opens passes the same rule as in
// the page.
import { handleFcmPush, type FcmPushScope, type PushDataLike } from './adapters/firebase/fcmPushInWorker';
import { pushMessageInFcmNotification } from './adapters/firebase/pushMessageFromFcm';
import { desktopNotificationFor, notificationOptionsWithCheckedImages, refusedIconWarning, type PushMessage } from './domain/pushMessage';
import { PUSH_LINK_DATA_KEY } from './domain/pushNotificationData';
import { openPushLinkFromWorker, pushLinkOfNotification, type WindowClientsLike } from './serviceWorker/notificationClick';
import { answersItself, answersOffline, deleteOtherVersions, networkOrSaved, OfflinePages, type CachesLike, type FetchEventLike } from './serviceWorker/offlineReading';
import { workerSettings } from './serviceWorker/workerSettings' with { type: 'macro' };

/** The parts of the service worker global scope this worker uses (the project's TypeScript lib is DOM). */
interface NotificationClickEvent extends Event {
  readonly notification: { readonly data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: PushDataLike | null;
}
interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly onLine: boolean };
  readonly clients: WindowClientsLike & FcmPushScope['clients'] & { claim(): Promise<void> };
  readonly caches: CachesLike;
  readonly registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    readonly navigationPreload?: { enable(): Promise<void> };
  };
  skipWaiting(): Promise<void>;
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike & Event) => void): void;
}

const worker = self as unknown as WorkerScope;
// Parsed as the worker was built (a macro: serviceWorker/workerSettings.ts).
const { linkAllowlist } = workerSettings();

// Every notification this worker shows passes the image rule: a background message that carries a notification
// part is shown with its icon, image and badge as sent (as Firebase's worker code would), so the check sits in
// `self.registration.showNotification`, before anything is fetched.
const showNotification = worker.registration.showNotification.bind(worker.registration);
worker.registration.showNotification = (title: string, options: NotificationOptions = {}) => {
  const checked = notificationOptionsWithCheckedImages(options as Record<string, unknown>, { siteOrigin: worker.location.origin, allowlist: linkAllowlist });
  checked.warnings.forEach((warning) => console.warn(warning));
  return showNotification(title, checked.options as NotificationOptions);
};

// Tabiji's link rule decides where a click goes, for the notifications shown from an FCM payload too.
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

// Offline reading. A new version takes over at once: it answers from the network first, as the last did, and each
// version keeps only its own copies. Pages open when it activates are controlled from then on, so an item saved on
// this page reads offline without a reload. The navigation preload fetches a page while the worker starts.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([
    worker.registration.navigationPreload?.enable().catch(() => undefined),
    deleteOtherVersions(worker.caches),
  ]).then(() => worker.clients.claim()));
});
const offlinePages = new OfflinePages();
worker.addEventListener('fetch', (event) => {
  if (!answersOffline(event.request, worker.location.origin)) return;
  if (!answersItself(event, { isOnline: worker.navigator.onLine, offlinePages })) return;
  event.respondWith(networkOrSaved(event, { caches: worker.caches, fetch: (request) => worker.fetch(request), offlinePages }));
});

// FCM's pushes, read without the Firebase Messaging SDK (adapters/firebase/fcmPushInWorker.ts): a data-only
// message shown with no page of the site visible is Tabiji's to show. The page's Firebase Messaging keeps the
// token fresh at each visit of an opted-in reader; `pushsubscriptionchange` is not handled (docs/web-push.md).
const showDataMessage = async (message: PushMessage): Promise<void> => {
  const origins = { siteOrigin: worker.location.origin, allowlist: linkAllowlist };
  const iconWarning = refusedIconWarning(message, origins);
  if (iconWarning) console.warn(iconWarning);
  const notification = desktopNotificationFor(message, 'Tabiji', origins);
  // `vibrate` is a Notifications API option that TypeScript's DOM typings no longer list.
  const options = { body: notification.body, vibrate: [...notification.vibrate], data: { [PUSH_LINK_DATA_KEY]: notification.link } } as NotificationOptions;
  if (notification.icon) options.icon = notification.icon;
  await worker.registration.showNotification(notification.title, options);
};
worker.addEventListener('push', (event) => {
  event.waitUntil(
    handleFcmPush(event.data, worker, showDataMessage).catch((error: unknown) => console.error(`Tabiji: a push message could not be shown (${(error as Error)?.message ?? String(error)}).`)),
  );
});
