import { EARLY_CLICKS_KEY, earlyClickLine, earlyClicksText, MAX_EARLY_CLICKS, parseEarlyClicks, type EarlyClick } from '../../domain/earlyClick';
import { eventUrl } from '../../domain/eventUrl';
import type { ClockPort } from '../../ports/ClockPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PageLifecyclePort, Unsubscribe } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';

/**
 * Keeps the link clicks made while `isTracked()` is false (the islands' tracking has not taken the page over), in
 * session storage at once, so a click that leaves the page is recorded on the next one. Runs in the entry script.
 * The addresses are kept as the event log keeps them (eventUrl: no tokens, codes or e-mail addresses), never raw.
 */
export function keepEarlyClicks(
  deps: { page: PageLifecyclePort; sessionStorage: StoragePort; navigation: NavigationPort; clock: ClockPort },
  isTracked: () => boolean,
): Unsubscribe {
  return deps.page.onLinkClick(({ href, isAffiliate }) => {
    if (isTracked()) return;
    const pageHref = deps.navigation.currentHref();
    const click: EarlyClick = {
      pageHref: eventUrl(pageHref),
      referrer: eventUrl(deps.navigation.referrer(), pageHref),
      linkUrl: eventUrl(href, pageHref),
      isAffiliate,
      atMs: deps.clock.now(),
    };
    // Read and written whole, so the list stays bounded however many lines the head script appended before.
    deps.sessionStorage.set(EARLY_CLICKS_KEY, earlyClicksText([...parseEarlyClicks(deps.sessionStorage.get(EARLY_CLICKS_KEY)), click].slice(-MAX_EARLY_CLICKS)));
  });
}

/**
 * Adds one click to those kept: a line appended, nothing read or parsed (this runs in the head script, on a click
 * that may be leaving the page). Whoever takes them checks them and keeps the latest MAX_EARLY_CLICKS (parseEarlyClicks).
 */
export function keepEarlyClick(sessionStorage: Pick<StoragePort, 'get' | 'set'>, click: EarlyClick): void {
  sessionStorage.set(EARLY_CLICKS_KEY, (sessionStorage.get(EARLY_CLICKS_KEY) ?? '') + earlyClickLine(click));
}

/** Every click kept so far, this page's and earlier pages' (then forgets them): tracking records them first. */
export function takeEarlyClicks(sessionStorage: StoragePort): EarlyClick[] {
  const kept = parseEarlyClicks(sessionStorage.get(EARLY_CLICKS_KEY));
  sessionStorage.remove(EARLY_CLICKS_KEY);
  return kept;
}

/** The clicks kept from before `beforeMs` (earlier pages'), now forgotten; this page's stay kept. */
export function takeEarlyClicksBefore(sessionStorage: StoragePort, beforeMs: number): EarlyClick[] {
  const kept = parseEarlyClicks(sessionStorage.get(EARLY_CLICKS_KEY));
  const earlier = kept.filter((click) => click.atMs < beforeMs);
  if (earlier.length > 0) sessionStorage.set(EARLY_CLICKS_KEY, earlyClicksText(kept.filter((click) => click.atMs >= beforeMs)));
  return earlier;
}
