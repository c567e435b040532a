import { checkPushLink } from './pushLink';

/**
 * A push message as Tabiji uses it (spec §3): notification fields and the link to open on click, each '' when
 * the message has none. The push adapter reads it out of the messaging service's payload; its addresses are not yet
 * checked (desktopNotificationFor and the push link rule do that).
 */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly icon: string;
  /** The address to open on click, as received (the message's link option, else its click action). */
  readonly link: string;
}

/** What a desktop notification shows, and how it behaves (spec §4, §9). */
export interface DesktopNotification {
  readonly title: string;
  readonly body: string;
  /** The message's icon as an absolute address, when it passes the link rule; '' when it has none or it does not. */
  readonly icon: string;
  readonly vibrate: readonly number[];
  /** Closed after this many milliseconds (foreground notifications only). */
  readonly timeoutMs: number;
  /** The message's link, as received ('' for none); opened on click only if the link rule allows it. */
  readonly link: string;
}

/** Foreground push notification timeout (spec §9). */
export const PUSH_NOTIFICATION_TIMEOUT_MS = 4000;
/** Vibration pattern of push notifications: vibrate, pause, vibrate (milliseconds). */
export const PUSH_VIBRATION_PATTERN: readonly number[] = [200, 100, 200];

/** Where a notification's addresses may point: the site's origin and the push link allow-list. */
export interface PushOrigins {
  readonly siteOrigin: string;
  readonly allowlist: readonly string[];
}

/**
 * The desktop notification for a message: its title (or `fallbackTitle`), body, icon and link, vibration and timeout.
 * The icon is fetched by the browser as the notification shows, without a click: it passes the same rule as links
 * (http(s), the site's origin or the allow-list), so a payload cannot make every recipient's browser call an
 * arbitrary host, or ask for a `javascript:` or `file:` address.
 */
export function desktopNotificationFor(message: PushMessage, fallbackTitle: string, origins: PushOrigins): DesktopNotification {
  const icon = message.icon === '' ? null : checkPushLink(message.icon, origins.siteOrigin, origins.allowlist);
  return {
    title: message.title || fallbackTitle,
    body: message.body,
    icon: icon?.isAllowed ? icon.href : '',
    vibrate: PUSH_VIBRATION_PATTERN,
    timeoutMs: PUSH_NOTIFICATION_TIMEOUT_MS,
    link: message.link,
  };
}

/** The warning to log when a message's icon is left out of its notification, or null when it is kept (or there is none). */
export function refusedIconWarning(message: PushMessage, origins: PushOrigins): string | null {
  if (message.icon === '') return null;
  const verdict = checkPushLink(message.icon, origins.siteOrigin, origins.allowlist);
  return verdict.isAllowed ? null : `Tabiji: left the push notification icon ${JSON.stringify(message.icon.slice(0, 200))} out: ${verdict.reason}.`;
}

/** The options of a notification that make the browser fetch an image as it shows: each passes the link rule. */
const NOTIFICATION_IMAGES = ['icon', 'image', 'badge'] as const;

/** Notification options as any code may pass them (a messaging service's worker code passes its payload's own). */
export type AnyNotificationOptions = Readonly<Record<string, unknown>>;

/**
 * A notification's options with every image it would fetch (icon, image, badge, each action's icon) checked as
 * desktopNotificationFor checks the icon: an allowed one made absolute, a refused or malformed one left out, with a
 * warning saying why. For notifications shown by code other than Tabiji's (a messaging service's worker code may
 * show a message as sent).
 */
export function notificationOptionsWithCheckedImages(options: AnyNotificationOptions, origins: PushOrigins): { options: Record<string, unknown>; warnings: string[] } {
  const warnings: string[] = [];
  const checked = (address: unknown, what: string): string | undefined => {
    if (address === undefined || address === null || address === '') return undefined;
    const text = typeof address === 'string' ? address : '';
    const verdict = text ? checkPushLink(text, origins.siteOrigin, origins.allowlist) : { isAllowed: false as const, reason: 'it is not an address' };
    if (verdict.isAllowed) return verdict.href;
    warnings.push(`Tabiji: left the push notification ${what} ${JSON.stringify(text.slice(0, 200))} out: ${verdict.reason}.`);
    return undefined;
  };
  const result: Record<string, unknown> = { ...options };
  for (const name of NOTIFICATION_IMAGES) {
    const href = checked(options[name], name);
    if (href === undefined) delete result[name];
    else result[name] = href;
  }
  if (Array.isArray(options.actions)) {
    result.actions = options.actions.map((action: unknown) => {
      if (typeof action !== 'object' || action === null) return action;
      const { icon, ...rest } = action as Record<string, unknown>;
      const href = checked(icon, 'action icon');
      return href === undefined ? rest : { ...rest, icon: href };
    });
  }
  return { options: result, warnings };
}
