import { checkPushLink } from '../../domain/pushLink';
import { desktopNotificationFor, refusedIconWarning, type PushMessage, type PushOrigins } from '../../domain/pushMessage';
import type { ClockPort } from '../../ports/ClockPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PushPort } from '../../ports/PushPort';

/** What showing push messages on the page needs. */
export interface PushNotificationDeps {
  readonly push: PushPort;
  readonly clock: ClockPort;
  readonly navigation: NavigationPort;
  /** Origins besides the site's own that push links may open (TABIJI_PUSH_LINK_ALLOWLIST). */
  readonly linkAllowlist: readonly string[];
}

/** Title shown when a message has none. */
const FALLBACK_TITLE = 'Tabiji';

/**
 * Shows a foreground message as a desktop notification (title, body, icon if the link rule allows it, vibration) that closes itself after
 * its timeout; a click closes it and opens its link in a new tab, if the link rules allow it.
 */
export function showForegroundMessage(deps: PushNotificationDeps, message: PushMessage): void {
  const origins: PushOrigins = { siteOrigin: new URL(deps.navigation.currentHref()).origin, allowlist: deps.linkAllowlist };
  const iconWarning = refusedIconWarning(message, origins);
  if (iconWarning) console.warn(iconWarning);
  const notification = desktopNotificationFor(message, FALLBACK_TITLE, origins);
  let cancelTimeout = () => {};
  const shown = deps.push.showNotification(notification, () => {
    cancelTimeout();
    shown.close();
    openPushLink(deps, message.link);
  });
  cancelTimeout = deps.clock.setTimeout(() => shown.close(), notification.timeoutMs);
}

/** Opens a push link in a new tab when it is an http(s) address of the site or the allow-list; refuses (and logs) anything else. */
export function openPushLink(deps: Pick<PushNotificationDeps, 'navigation' | 'linkAllowlist'>, link: string): void {
  if (link === '') return;
  const siteOrigin = new URL(deps.navigation.currentHref()).origin;
  const verdict = checkPushLink(link, siteOrigin, deps.linkAllowlist);
  if (verdict.isAllowed) {
    deps.navigation.openInNewTab(verdict.href);
    return;
  }
  console.warn(`Tabiji: refused to open the push notification link ${JSON.stringify(link.slice(0, 200))}: ${verdict.reason}.`);
}
