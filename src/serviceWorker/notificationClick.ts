import { isRecord } from '../domain/describeValue';
import { checkPushLink } from '../domain/pushLink';
import { pushMessageFrom } from '../domain/pushMessage';
import { PUSH_LINK_DATA_KEY } from '../domain/pushNotificationData';

/** Where Firebase Messaging keeps a message in the notifications it shows (`data.FCM_MSG`). */
const FIREBASE_MESSAGE_KEY = 'FCM_MSG';

/** The window clients of the service worker, as far as opening a link needs them. */
export interface WindowClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ url: string; focus(): Promise<unknown> }>>;
  openWindow(url: string): Promise<unknown>;
}

/** The link of a push notification shown by Firebase Messaging or by Tabiji; null when the notification is neither. */
export function pushLinkOfNotification(data: unknown): string | null {
  if (!isRecord(data)) return null;
  if (isRecord(data[FIREBASE_MESSAGE_KEY])) return pushMessageFrom(data[FIREBASE_MESSAGE_KEY]).link;
  const link = data[PUSH_LINK_DATA_KEY];
  return typeof link === 'string' ? link : null;
}

/**
 * Opens the exact push link, when the link rule allows it: focuses a window already showing that address, or
 * opens a new one. Anything else is refused and logged.
 */
export async function openPushLinkFromWorker(
  link: string,
  deps: { clients: WindowClientsLike; siteOrigin: string; linkAllowlist: readonly string[] },
): Promise<void> {
  if (link === '') return;
  const verdict = checkPushLink(link, deps.siteOrigin, deps.linkAllowlist);
  if (!verdict.isAllowed) {
    console.warn(`Tabiji: refused to open the push notification link ${JSON.stringify(link.slice(0, 200))}: ${verdict.reason}.`);
    return;
  }
  const windows = await deps.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === verdict.href);
  if (open) await open.focus();
  else await deps.clients.openWindow(verdict.href);
}
