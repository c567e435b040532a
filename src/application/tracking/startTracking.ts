import { pageViewData } from '../../domain/lightMode';
import type { RecordData } from '../../domain/eventRecordData';
import { NETWORK_DELAY_MS } from '../../domain/eventDelivery';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { CookiePort } from '../../ports/CookiePort';
import type { GeoLookupPort } from '../../ports/GeoLookupPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';
import type { ConsentStore } from '../consent/consentStore';
import type { RecordedSession } from '../session/sessionRelay';
import { takeEarlyClicks } from './earlyClicks';
import type { EventLog } from './eventLog';
import { adoptOrClaimPageView } from './pageViewLedger';
import { createVisitContext, followUserId, type VisitFields } from './visitContext';
import { followVisitLocation } from './visitLocation';

/** The user id joins the event log this long after the page loaded (spec §4). */
export const USER_ID_DELAY_MS = 5000;

/** The first send waits this long (see eventDelivery.ts). */
export { NETWORK_DELAY_MS };

/**
 * The page view waits at most this long for the location lookup (which starts with tracking, right after load),
 * then is recorded without it; the late answer is still kept for the visit's next pages.
 */
export const LOCATION_WAIT_MS = 3000;

export interface TrackingDeps {
  readonly eventLog: EventLog;
  readonly geo: GeoLookupPort;
  readonly sessionStorage: StoragePort;
  readonly cookies: CookiePort;
  readonly environment: BrowserEnvironmentPort;
  readonly navigation: NavigationPort;
  readonly clock: ClockPort;
  /** The session the records' user id follows (the page's store, or the relay to it: ADR 040). */
  readonly session: RecordedSession;
  readonly consent: Pick<ConsentStore, 'getState' | 'subscribe'>;
  /** Link clicks, and the page being hidden or left. */
  readonly page: PageLifecyclePort;
}

export interface TrackedPage {
  readonly languageCode: string;
  /** When this page view began (epoch ms, PageLifecyclePort.activatedAtMs): a claim older than that is an earlier page's. */
  readonly startedAtMs: number;
  /** The page's light mode (PageContext.lightMode): its page view carries `light_mode` unless the host offers none. */
  readonly lightMode?: boolean | null;
}

/** One event of the page to record with the visit's fields (a click, a measurement); `atMs` defaults to now. */
export interface VisitEvent {
  readonly actionType: string;
  readonly linkUrl?: string;
  readonly data?: RecordData;
  readonly atMs?: number;
}

/** The page's running tracking: `record` adds an event with the visit's fields, `handOver` sends what is queued by beacon. */
export interface PageTracking {
  record(event: VisitEvent): void;
  /** Hands the queue to the browser (page being left); measurement sources call it after their last record. */
  handOver(): void;
  stop(): void;
}

/**
 * Visit tracking for one page, started right after the page has loaded. It adopts the page view the entry script
 * claimed at the page's start (see pageViewStart; one it has already handed over is not recorded twice, and without
 * a claim tracking claims its own), records the link clicks kept before it started, then every link click, and a
 * new page view each time the page comes back from the back/forward cache. The records' visit fields follow the
 * consent at the moment each is made (see visitContext); with analytics granted, the location is looked up once per
 * visit and the page view waits up to LOCATION_WAIT_MS for it, and the user id joins USER_ID_DELAY_MS after load.
 * Returns the running tracking (see PageTracking).
 */
export function startTracking(deps: TrackingDeps, page: TrackedPage): PageTracking {
  const { eventLog, clock } = deps;
  let current = adoptOrClaimPageView(deps, page.startedAtMs);
  const visit = createVisitContext(deps, { languageCode: page.languageCode, startedAt: new Date(current.start.atMs) });

  const record = (fields: Pick<VisitFields, 'actionType' | 'linkUrl' | 'data' | 'eventId'> & Partial<Pick<VisitFields, 'href' | 'referrer'>>, atMs: number) => {
    const { href, referrer, pageSequence } = current.start;
    eventLog.record(visit.recordOf({ href, referrer, pageSequence, ...fields }, atMs));
  };

  // Recorded once per page view: with the location as soon as it is known, else when the wait is over or the page
  // is hidden or left.
  let isPageViewRecorded = current.isRecorded;
  const recordPageView = () => {
    if (isPageViewRecorded) return;
    isPageViewRecorded = true;
    record({ actionType: 'page_view', eventId: current.start.eventId, ...pageViewData(page.lightMode ?? null) }, current.start.atMs);
  };
  let isStopped = false;
  const location = followVisitLocation(deps, visit, () => {
    if (!isStopped) recordPageView();
  });
  const mustWaitForLocation = !isPageViewRecorded && location.mustWait();
  if (mustWaitForLocation) location.lookUp();
  else recordPageView();
  const cancelLocationWait = mustWaitForLocation ? clock.setTimeout(recordPageView, LOCATION_WAIT_MS) : () => undefined;
  const stopFollowingUserId = followUserId(deps, visit, USER_ID_DELAY_MS);
  const cancelFirstFlush = clock.setTimeout(() => void eventLog.flush(), NETWORK_DELAY_MS);

  for (const click of takeEarlyClicks(deps.sessionStorage)) {
    // Each on its own: one click the stored state makes unrecordable costs that click, never the page's tracking.
    try {
      record({ actionType: click.isAffiliate ? 'affiliate_click' : 'link_click', linkUrl: click.linkUrl, href: click.pageHref, referrer: click.referrer }, click.atMs);
    } catch (error) {
      console.warn('Tabiji: an early link click could not be recorded; it is dropped.', error);
    }
  }
  // Affiliate links (marked by the host) are told apart so partner clicks can be counted; the URL is the completed one.
  const stopRecordingClicks = deps.page.onLinkClick(({ href: linkUrl, isAffiliate }) =>
    record({ actionType: isAffiliate ? 'affiliate_click' : 'link_click', linkUrl }, clock.now()),
  );
  const handOver = () => {
    recordPageView();
    eventLog.flushOnUnload();
  };
  const stopHandingOverWhenHidden = deps.page.onHidden(handOver);
  // Left: the event log holds its queue (no lock, no send) so the page can enter the back/forward cache.
  const stopHandingOverWhenLeft = deps.page.onLeave(() => {
    handOver();
    eventLog.hold();
  });
  // Restored from it: the event log goes on, and the restore is one more page view, claimed by the entry script in
  // its own pageshow listener (taken in a later task, whichever bundle's listener runs first).
  let cancelAdoption: () => void = () => undefined;
  const stopCountingReturns = deps.page.onReturn((atMs) => {
    eventLog.resume();
    cancelAdoption = clock.setTimeout(() => {
      current = adoptOrClaimPageView(deps, atMs);
      isPageViewRecorded = current.isRecorded;
      recordPageView();
    }, 0);
  });
  const stops = [location.stop, stopFollowingUserId, cancelLocationWait, cancelFirstFlush, () => cancelAdoption(), stopRecordingClicks, stopHandingOverWhenHidden, stopHandingOverWhenLeft, stopCountingReturns];
  const stop = () => {
    isStopped = true;
    stops.forEach((each) => each());
  };
  return {
    record: ({ actionType, linkUrl, data, atMs }) => record({ actionType, ...(linkUrl === undefined ? {} : { linkUrl }), ...(data === undefined ? {} : { data }) }, atMs ?? clock.now()),
    handOver: () => eventLog.flushOnUnload(),
    stop,
  };
}
