import { buildEventRecord, type EventRecordInput } from '../../domain/eventRecord';
import type { RecordData } from '../../domain/eventRecordData';
import { isGranted } from '../../domain/consent';
import type { EarlyClick } from '../../domain/earlyClick';
import {
  checkedLocation,
  nextPageSequence,
  PAGE_SEQUENCE_KEY,
  parseCachedLocation,
  VISITOR_LOCATION_KEY,
} from '../../domain/visitState';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { CookiePort } from '../../ports/CookiePort';
import type { GeoLookupPort } from '../../ports/GeoLookupPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';
import type { ConsentStore } from '../consent/consentStore';
import type { SessionStore } from '../session/sessionStore';
import type { EventLog } from './eventLog';
import { visitIdentifiers } from './visitIdentifiers';

/** The user id joins the event log this long after the page loaded (spec §4). */
export const USER_ID_DELAY_MS = 5000;

/**
 * The first send waits this long, so the transport's axios is parsed after the page has settled rather than during
 * its busy start (it was the page's one long task). A page left sooner hands its records over by beacon.
 */
export const NETWORK_DELAY_MS = 5000;

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
  readonly session: SessionStore;
  readonly consent: Pick<ConsentStore, 'getState' | 'subscribe'>;
  /** Link clicks, and the page being hidden or left. */
  readonly page: PageLifecyclePort;
}

export interface TrackedPage {
  readonly languageCode: string;
  readonly startedAtMs: number;
  /** Link clicks made before tracking started, on this page or on one left before its tracking started. */
  readonly earlyClicks?: readonly EarlyClick[];
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
 * Visit tracking for one page, started right after the page has loaded: a page view (timed at `startedAtMs`, the
 * page's start) and a record for every link click. What a record carries follows the consent at the moment it is
 * made. With analytics granted ("Accept"): the visit and client ids that recognise the browser, the user id (set
 * 5 s after load) and the visitor location, looked up once per visit (the page view waits up to LOCATION_WAIT_MS
 * for it). Otherwise: only the tab's random visit id (as both ids), user id 0, no location and no lookup.
 * Returns the running tracking (see PageTracking).
 */
export function startTracking(deps: TrackingDeps, page: TrackedPage): PageTracking {
  const { eventLog, environment, navigation, clock } = deps;
  const startedAt = new Date(clock.now());
  const pageSequence = nextPageSequence(deps.sessionStorage.get(PAGE_SEQUENCE_KEY));
  deps.sessionStorage.set(PAGE_SEQUENCE_KEY, String(pageSequence));
  const href = navigation.currentHref();
  const isAnalyticsGranted = () => isGranted(deps.consent.getState(), 'analytics_storage');
  let userId: number | string = 0;
  let location = isAnalyticsGranted() ? parseCachedLocation(deps.sessionStorage.get(VISITOR_LOCATION_KEY)) : null;
  const identifiers = visitIdentifiers(deps, startedAt);

  const record = (fields: Pick<EventRecordInput, 'actionType' | 'linkUrl' | 'data'> & Partial<Pick<EventRecordInput, 'href' | 'referrer'>>, nowMs = clock.now()) => {
    const isConsented = isAnalyticsGranted();
    const input: EventRecordInput = {
      eventId: environment.randomUuid(),
      href,
      referrer: navigation.referrer(),
      ...fields,
      userAgent: environment.userAgent(),
      browserLanguage: environment.language(),
      languageCode: page.languageCode,
      ...identifiers(isConsented),
      pageSequence,
      userId: isConsented ? userId : 0,
      location: isConsented ? location : null,
    };
    eventLog.record(buildEventRecord(input, nowMs));
  };

  // Recorded once: with the location as soon as it is known, else when the wait is over or the page is left.
  let isPageViewRecorded = false;
  const recordPageView = () => {
    if (isPageViewRecorded) return;
    isPageViewRecorded = true;
    record({ actionType: 'page_view' }, page.startedAtMs);
  };
  let isStopped = false;
  let lookup: Promise<void> | undefined;
  const lookUpOnce = () => {
    lookup ??= lookUpLocation(deps).then((found) => {
      // A withdrawal while the lookup was under way keeps its answer out of the records and the cache.
      if (isAnalyticsGranted()) location = found;
      else deps.sessionStorage.remove(VISITOR_LOCATION_KEY);
      if (!isStopped) recordPageView();
    });
  };
  const mustWaitForLocation = location === null && isAnalyticsGranted();
  if (mustWaitForLocation) lookUpOnce();
  else recordPageView();
  const cancelLocationWait = mustWaitForLocation ? clock.setTimeout(recordPageView, LOCATION_WAIT_MS) : () => undefined;
  // A change of consent applies to every later record: the lookup starts on Accept, the location is forgotten on Close.
  const stopFollowingConsent = deps.consent.subscribe(() => {
    if (isStopped) return;
    if (isAnalyticsGranted()) {
      location ??= parseCachedLocation(deps.sessionStorage.get(VISITOR_LOCATION_KEY));
      if (location === null) lookUpOnce();
    } else {
      location = null;
      lookup = undefined;
      deps.sessionStorage.remove(VISITOR_LOCATION_KEY);
    }
  });
  const cancelUserId = clock.setTimeout(() => {
    void deps.session.load().then((state) => {
      userId = state.status === 'signed-in' ? state.user.userMetadata.user_id : 0;
    });
  }, USER_ID_DELAY_MS);
  const cancelFirstFlush = clock.setTimeout(() => void eventLog.flush(), NETWORK_DELAY_MS);

  for (const click of page.earlyClicks ?? []) {
    record({ actionType: click.isAffiliate ? 'affiliate_click' : 'link_click', linkUrl: click.linkUrl, href: click.pageHref, referrer: click.referrer }, click.atMs);
  }
  // Affiliate links (marked by the host) are told apart so partner clicks can be counted; the URL is the completed one.
  const stopRecordingClicks = deps.page.onLinkClick(({ href: linkUrl, isAffiliate }) =>
    record({ actionType: isAffiliate ? 'affiliate_click' : 'link_click', linkUrl }),
  );
  const handOver = () => {
    recordPageView();
    eventLog.flushOnUnload();
  };
  const stopHandingOverWhenHidden = deps.page.onHidden(handOver);
  // Left: the event log holds its queue (no lock, no send) so the page can enter the back/forward cache; restored
  // from it, it goes on.
  const stopHandingOverWhenLeft = deps.page.onLeave(() => {
    handOver();
    eventLog.hold();
  });
  const stopResumingOnReturn = deps.page.onReturn(() => eventLog.resume());
  const stop = () => {
    isStopped = true;
    stopFollowingConsent();
    cancelUserId();
    cancelLocationWait();
    cancelFirstFlush();
    stopRecordingClicks();
    stopHandingOverWhenHidden();
    stopHandingOverWhenLeft();
    stopResumingOnReturn();
  };
  return {
    record: ({ actionType, linkUrl, data, atMs }) => record({ actionType, ...(linkUrl === undefined ? {} : { linkUrl }), ...(data === undefined ? {} : { data }) }, atMs ?? clock.now()),
    handOver: () => eventLog.flushOnUnload(),
    stop,
  };
}

/** One lookup per visit: the answer (or its failure, as empty fields) is kept in session storage. */
async function lookUpLocation(deps: Pick<TrackingDeps, 'geo' | 'sessionStorage'>): Promise<{ country: string; ip: string }> {
  let found = { country: '', ip: '' };
  try {
    found = checkedLocation(await deps.geo.lookup());
  } catch (error) {
    console.warn(`Tabiji: the visitor location lookup failed (${(error as Error).message}); records go without it.`);
  }
  deps.sessionStorage.set(VISITOR_LOCATION_KEY, JSON.stringify(found));
  return found;
}
