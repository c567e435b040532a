import { hasPageVitals, type PageVitals } from '../../domain/webVitals';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { EventLogBeaconPort } from '../../ports/EventLogTransportPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';
import type { VitalsBufferPort } from '../../ports/VitalsBufferPort';
import { keepEarlyClicks, takeEarlyClicks, takeEarlyClicksBefore } from './earlyClicks';
import { PAGE_START_CLAIM, RESTORE_CLAIM } from '../../domain/visitLedger';
import { claimPageView, currentClaim, handOverPending as takePending, pageAt, storedClaim, takeSetAside, type PageViewClaimDeps } from './pageViewLedger';
import { isClaimedSince, isTracked, setAsidePending } from './pageViewLedgerHead';
import type { VisitContextDeps } from './visitContext';
import { beaconKept, keep, lookUpAtStart, recordsOf } from './pageStartRecords';
import type { EventLogRecord } from '../../domain/eventRecord';
import { NETWORK_DELAY_MS } from '../../domain/eventDelivery';
import type { ClaimProgramPort, HeldEvent } from '../../ports/ClaimProgramPort';
import type { ClaimProgramStart } from './claimProgramStart';
import type { GeoLookupPort, VisitorLocation } from '../../ports/GeoLookupPort';

export interface EntryPageViewDeps extends VisitContextDeps, PageViewClaimDeps {
  readonly sessionStorage: StoragePort;
  readonly environment: BrowserEnvironmentPort;
  readonly page: PageLifecyclePort;
  readonly navigation: NavigationPort;
  readonly clock: ClockPort;
  /** Local storage: the event log's durable queue, shared with the islands' event log and the site's other tabs. */
  readonly queueStorage: StoragePort;
  readonly beacon: EventLogBeaconPort;
  /** The page's vitals from the browser's buffers, for a page hidden or left before the islands' meter starts. */
  readonly vitalsBuffer: VitalsBufferPort;
  /** The IP lookup: the visit's location is looked up as the program starts (analytics granted, none known yet). */
  readonly geo: GeoLookupPort;
}

/** The page as the head script knows it: its language, and its type (read from the host's JSON when needed). */
export interface ClaimedPage {
  readonly languageCode: string;
  /** The page context's page name, for the web_vitals record; read late, since the host's JSON comes last. */
  readonly pageType: () => string;
  /** The page context's light mode (PageContext.lightMode), read late too: its page view carries it, and it has no web vitals. */
  readonly lightMode: () => boolean | null;
}

/**
 * Every visit counted, from the claim program (before React, the container and the islands), which tracks the visit
 * until the islands' recorder takes it over (ADR 041), and returns its part for the other bundles (ClaimProgramPort).
 * The page view is claimed as the page becomes the visitor's (at once, or at a prerendered page's activation) and
 * again each time it comes back from the back/forward cache. As it starts, the visit's location is looked up (analytics
 * granted, none known yet); NETWORK_DELAY_MS after load a page view still pending goes to the collector: put in the
 * durable queue and given to the browser by beacon, with the link clicks kept until then and the events features
 * recorded here. The page being hidden or left hands over what is still pending the same way, with the page's web
 * vitals from the browser's buffers (the meter was not there to record them). A recorder that starts adopts the
 * claim, records it only if nobody has, and takes the events kept here. Started as the page is hidden or left
 * (`isLeaving`: the program runs after the first paint, claimProgramStart.ts), it hands over at once.
 */
export function recordPageViewsFromStart(deps: EntryPageViewDeps, page: ClaimedPage, { isLeaving = false }: Partial<ClaimProgramStart> = {}): ClaimProgramPort {
  const held: HeldEvent[] = [];
  let isTracking = false;
  // Hidden or left: what features record from then on goes at once (the hand-over has passed).
  let isAway = false;
  let lookup: Promise<VisitorLocation> | undefined;
  // An earlier page's records queued at this page's start: they go with this page's first hand-over, unless the
  // recorder has taken the page over (its event log delivers the queue).
  let earlier: EventLogRecord[] = [];
  const handOver = (options: { withVitals: boolean }) => {
    handOverPending(deps, page, held.splice(0), options);
    if (!isTracked(deps.sessionStorage)) beaconKept(deps, earlier);
    earlier = [];
  };
  deps.page.whenActivated(() => {
    const sinceMs = deps.page.activatedAtMs();
    // The head script did not claim this page (its CSP refused it, plain http, storage full): its part is done here.
    // Asked of the text, unread: the claim set aside is numbered before this page's (see pageViewLedger).
    if (!isClaimedSince(deps.sessionStorage, sinceMs)) setAsidePending(deps.sessionStorage);
    // A claim whose page never handed it over (the tab was killed, or it was left before this program arrived):
    // queued now with the clicks made on that page, to go with this page's first hand-over or batches (its vitals are
    // lost: the buffers now hold this page's).
    const setAside = takeSetAside(deps.sessionStorage);
    if (setAside) {
      earlier = recordsOf(deps, page, setAside, { clicks: takeEarlyClicksBefore(deps.sessionStorage, sinceMs), vitals: null, events: [] });
      keep(deps, earlier, { byBeacon: false });
    }
    // Nobody else could see a claim not kept: the recorder records the page view alone, starting after load.
    if (!currentClaim(deps.sessionStorage, sinceMs) && !claimPageView(deps.sessionStorage, pageAt(deps, sinceMs), PAGE_START_CLAIM).isKept) return;
    isTracking = true;
    // The visit's location, looked up as the program starts (spec §7: at page start), with analytics granted and none
    // known yet: after load was too late for a short visit on a slow phone (0 of 20 2-second visits carried it).
    // Not for a page already being left: its page view goes now, with what is known.
    if (!isLeaving) lookup = lookUpAtStart(deps);
    keepEarlyClicks(deps, () => isTracked(deps.sessionStorage));
    const away = () => {
      isAway = true;
      handOver({ withVitals: true });
    };
    deps.page.onHidden(away);
    deps.page.onLeave(away);
    deps.page.onVisible(() => void (isAway = false));
    // Until load, beforeunload too: Chromium fires no pagehide for a page left while still loading with its main
    // thread busy (measured on the slow-4G phone: 1–3 of 40 2-second visits). Only until load, because Firefox keeps
    // a page with a beforeunload listener out of its back/forward cache (and caches no page left before load).
    // Should the visitor stay after all, the page view has gone early, with what was known; tracking adopts it so.
    const stopBeforeLeave = deps.page.onBeforeLeave(() => handOver({ withVitals: true }));
    deps.page.afterLoad(() => {
      stopBeforeLeave();
      deps.clock.setTimeout(() => handOver({ withVitals: false }), NETWORK_DELAY_MS);
    });
    deps.page.onReturn((atMs) => {
      isAway = false;
      void claimPageView(deps.sessionStorage, pageAt(deps, atMs), RESTORE_CLAIM);
    });
    // Started by the page being hidden or left (claimProgramStart.ts): the listeners above came too late for that.
    if (isLeaving) away();
  });
  return {
    tracksThisPage: () => isTracking,
    record(event) {
      held.push(event);
      if (isAway) handOver({ withVitals: false });
    },
    takeEvents: () => held.splice(0),
    takeLocationLookup() {
      const taken = lookup;
      lookup = undefined;
      return taken;
    },
  };
}

/**
 * Records what of this page's claim is still pending into the durable queue and by beacon: the page view with the
 * link clicks kept for it, the `events` features recorded here, and (`withVitals`, the page being hidden or left)
 * this page's web vitals as the browser's buffers hold them.
 */
function handOverPending(deps: EntryPageViewDeps, page: ClaimedPage, events: HeldEvent[], { withVitals }: { withVitals: boolean }): void {
  // The vitals only when the buffers hold something (no first byte yet: the meter, if it comes, still may).
  let buffered: PageVitals | null = null;
  const pending = takePending(deps.sessionStorage, () => {
    if (!withVitals) return false;
    buffered = deps.vitalsBuffer.vitalsSoFar();
    return hasPageVitals(buffered);
  });
  const start = pending?.start ?? (events.length > 0 ? storedClaim(deps.sessionStorage) : null);
  if (!start) return;
  const clicks = pending?.view ? takeEarlyClicks(deps.sessionStorage) : null;
  keep(deps, recordsOf(deps, page, start, { clicks, vitals: pending?.vitals ? buffered : null, events }), { byBeacon: true });
}
