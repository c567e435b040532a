import { CONSENT_COOKIE, DUE_NOTICE_CLASSES, NOTICE_CLOSED_COOKIE, PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION } from '../../domain/notices';

/**
 * Marks `<html>` with the class of each notice that is due (DUE_NOTICE_CLASSES), read as the consent store and the
 * notices' island read them: the notice cookies (exact values; acceptance or closing is a choice) and the pandemic
 * notice's session key. What cannot be read (cookies or storage blocked) marks nothing: the island decides then.
 * Run by the head's notice script before the body is parsed, and again by the entry (a host whose CSP blocks the
 * inline script still shows the notices, later); marking twice changes nothing.
 */
export function markDueNotices(): void {
  const classes = document.documentElement.classList;
  try {
    const choice = new RegExp(`(^|; )(${CONSENT_COOKIE.name}=${CONSENT_COOKIE.value}|${NOTICE_CLOSED_COOKIE.name}=${NOTICE_CLOSED_COOKIE.value})(;|$)`);
    if (!choice.test(document.cookie)) classes.add(DUE_NOTICE_CLASSES.consent);
  } catch {
    // Cookies blocked (a sandboxed frame).
  }
  try {
    if (sessionStorage.getItem(PANDEMIC_NOTICE_KEY) !== PANDEMIC_NOTICE_VERSION) classes.add(DUE_NOTICE_CLASSES.pandemic);
  } catch {
    // Storage blocked.
  }
}
