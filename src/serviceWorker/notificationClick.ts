import { isRecord } from '../domain/describeValue';
import { checkPushLink } from '../domain/pushLink';
import { PUSH_LINK_DATA_KEY } from '../domain/pushNotificationData';

/** The window clients of the service worker, as far as opening a link needs them. */
export interface WindowClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ url: string; focus(): Promise<unknown> }>>;
  openWindow(url: string): Promise<unknown>;
}

/** The link Tabiji kept in the data of a notification it showed (`data.tabijiLink`); null when the notification is not Tabiji's. */
export function pushLinkOfNotification(data: unknown): string | null {
  if (!isRecord(data)) return null;
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
