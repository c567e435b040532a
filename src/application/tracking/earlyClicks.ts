import { EARLY_CLICKS_KEY, MAX_EARLY_CLICKS, parseEarlyClicks, type EarlyClick } from '../../domain/earlyClick';
import type { ClockPort } from '../../ports/ClockPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';

export interface EarlyClicks {
  /** Stops listening and hands over every click kept so far, this page's and earlier pages' (then forgets them). */
  take(): EarlyClick[];
}

/**
 * Keeps the link clicks made before tracking has started (its code arrives after load), in session storage at once,
 * so a click that leaves the page is recorded on the next one. Runs in the islands' first bundle: tiny on purpose.
 */
export function keepEarlyClicks(deps: { page: PageLifecyclePort; sessionStorage: StoragePort; navigation: NavigationPort; clock: ClockPort }): EarlyClicks {
  const stopListening = deps.page.onLinkClick(({ href, isAffiliate }) => {
    const click: EarlyClick = {
      pageHref: deps.navigation.currentHref(),
      referrer: deps.navigation.referrer(),
      linkUrl: href,
      isAffiliate,
      atMs: deps.clock.now(),
    };
    const kept = [...parseEarlyClicks(deps.sessionStorage.get(EARLY_CLICKS_KEY)), click].slice(-MAX_EARLY_CLICKS);
    deps.sessionStorage.set(EARLY_CLICKS_KEY, JSON.stringify(kept));
  });
  return {
    take() {
      stopListening();
      const kept = parseEarlyClicks(deps.sessionStorage.get(EARLY_CLICKS_KEY));
      deps.sessionStorage.remove(EARLY_CLICKS_KEY);
      return kept;
    },
  };
}
