import type { ConsentState } from '../../domain/consent';
import type { ClaimProgramPort } from '../../ports/ClaimProgramPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { ServiceResolver } from '../../ports/tokens';
import type { ConsentStore } from '../consent/consentStore';
import { APP_TOKENS } from '../tokens';
import type { VisitEvent } from '../tracking/startTracking';
import type { VisitTracking } from '../tracking/trackPageWhenWanted';
import type { VisitOnDemand } from '../visitOnDemand';

/** The visit's services as the page's ads reach them: they may not run yet, and may never (ADR 042). */
export type VisitForAds = VisitOnDemand<{ readonly services: ServiceResolver }>;

/**
 * The consent the page's ads obey: the visit's consent store once it runs (the one the cookie notice changes), and
 * until then the consent as the page started (`atStart`: the notice cookies and Global Privacy Control, read as the
 * store reads them). A visitor can change it only through the notice or Cookie settings, which start the visit's
 * services first; when they start, every subscriber is told once (the store may see what the cookies could not keep).
 */
export function consentBesideTheVisit(visit: VisitForAds, atStart: () => ConsentState): Pick<ConsentStore, 'getState' | 'subscribe'> {
  const store = () => visit.current()?.services.get(APP_TOKENS.ConsentStore);
  return {
    getState: () => store()?.getState() ?? atStart(),
    subscribe(listener) {
      let isSubscribed = true;
      let stop: (() => void) | undefined;
      visit.whenStarted(({ services }) => {
        if (!isSubscribed) return;
        stop = services.get(APP_TOKENS.ConsentStore).subscribe(listener);
        listener();
      });
      return () => {
        isSubscribed = false;
        stop?.();
      };
    },
  };
}

/**
 * Where the page's ads record their slots' funnel: visit tracking once the visit's services run, until then the
 * claim program, which keeps each event for the recorder or hands it over as the page is left (ADR 041). On a page
 * the claim program does not track, an event starts the visit's services and waits for them, as visit tracking
 * itself starts its recorder for one.
 */
export function recordsBesideTheVisit(
  visit: VisitForAds,
  deps: { claimProgram: Pick<ClaimProgramPort, 'tracksThisPage' | 'record'>; clock: Pick<ClockPort, 'now'> },
): Pick<VisitTracking, 'record' | 'handOver'> {
  const tracking = (services: ServiceResolver) => services.get(APP_TOKENS.VisitTracking);
  return {
    record(event: VisitEvent) {
      const timed = { ...event, atMs: event.atMs ?? deps.clock.now() };
      const running = visit.current();
      if (running) tracking(running.services).record(timed);
      else if (deps.claimProgram.tracksThisPage()) deps.claimProgram.record(timed);
      // Services that cannot start are reported once, by the entry that starts them.
      else visit.want().then(({ services }) => tracking(services).record(timed), () => undefined);
    },
    handOver() {
      const running = visit.current();
      if (running) tracking(running.services).handOver();
    },
  };
}
