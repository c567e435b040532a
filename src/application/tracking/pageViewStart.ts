import type { EventLogRecord } from '../../domain/eventRecord';
import { capRecord, validateRecord } from '../../domain/eventRecordSchema';
import { enqueue, parseQueue, QUEUE_KEY } from '../../domain/eventQueue';
import { backoffWaitMs } from '../../domain/eventBackoff';
import { nextPageSequence, PAGE_SEQUENCE_KEY } from '../../domain/visitState';
import { PAGE_VIEW_KEY, parsePageViewStart, type PageViewStart, type PageViewState } from '../../domain/pageViewStart';
import { hasPageVitals, webVitalsData } from '../../domain/webVitals';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { EventLogBeaconPort } from '../../ports/EventLogTransportPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';
import type { VitalsBufferPort } from '../../ports/VitalsBufferPort';
import { keepEarlyClicks, takeEarlyClicks } from './earlyClicks';
import { createSharedBackoff } from './sharedBackoff';
import { createVisitContext, type VisitContextDeps } from './visitContext';

export interface PageViewClaimDeps {
  readonly sessionStorage: StoragePort;
  readonly environment: Pick<BrowserEnvironmentPort, 'randomUuid'>;
  readonly navigation: Pick<NavigationPort, 'currentHref' | 'referrer'>;
}

/**
 * Claims the page view of a page (re)starting at `atMs`: a new event id and the visit's next page sequence, kept in
 * session storage with `state` (and `vitals`, the state of its web vitals). `isKept` is false when session storage
 * cannot keep it (blocked): then no other bundle can see the claim, and the islands' tracking records the page view
 * alone.
 */
export function claimPageView(
  deps: PageViewClaimDeps,
  atMs: number,
  state: PageViewState,
  vitals: PageViewState = 'adopted',
): { start: PageViewStart; isKept: boolean } {
  const pageSequence = nextPageSequence(deps.sessionStorage.get(PAGE_SEQUENCE_KEY));
  const start: PageViewStart = {
    eventId: deps.environment.randomUuid(),
    atMs,
    pageSequence,
    href: deps.navigation.currentHref(),
    referrer: deps.navigation.referrer(),
    state,
    vitals,
  };
  const isKept = deps.sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify(start));
  // An entry claim nobody else can see is withdrawn (see recordPageViewsFromStart): it takes no page number.
  if (isKept || state === 'adopted') deps.sessionStorage.set(PAGE_SEQUENCE_KEY, String(pageSequence));
  return { start, isKept };
}

/**
 * The islands' tracking takes over this page's page view: the claim made at or after `sinceMs` (this document's
 * start; an older one is an earlier page's), now marked adopted. `isRecorded` when the entry has already handed it
 * over (the page was hidden before tracking started). Null when the entry made no claim for this page.
 */
export function adoptPageView(sessionStorage: StoragePort, sinceMs: number): { start: PageViewStart; isRecorded: boolean } | null {
  const start = parsePageViewStart(sessionStorage.get(PAGE_VIEW_KEY));
  if (!start || start.atMs < sinceMs || start.state === 'adopted') return null;
  sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify({ ...start, state: 'adopted' }));
  return { start, isRecorded: start.state === 'handed-over' };
}

/**
 * The web-vitals meter takes over this page's vitals from the head script: `handed-over` when the head script has
 * already recorded them (the page was hidden before the meter started), else `adopted`. Only the claim made at or
 * after `sinceMs` (this document's activation) counts; without one, the vitals are the meter's.
 */
export function adoptPageVitals(sessionStorage: StoragePort, sinceMs: number): 'adopted' | 'handed-over' {
  const start = parsePageViewStart(sessionStorage.get(PAGE_VIEW_KEY));
  if (!start || start.atMs < sinceMs) return 'adopted';
  if (start.vitals === 'pending') sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify({ ...start, vitals: 'adopted' }));
  return start.vitals === 'handed-over' ? 'handed-over' : 'adopted';
}

export interface EntryPageViewDeps extends VisitContextDeps, PageViewClaimDeps {
  readonly environment: BrowserEnvironmentPort;
  readonly page: PageLifecyclePort;
  readonly navigation: NavigationPort;
  readonly clock: ClockPort;
  /** Local storage: the event log's durable queue, shared with the islands' event log and the site's other tabs. */
  readonly queueStorage: StoragePort;
  readonly beacon: EventLogBeaconPort;
  /** The page's vitals from the browser's buffers, for a page hidden or left before the islands' meter starts. */
  readonly vitalsBuffer: VitalsBufferPort;
}

/** The page as the head script knows it: its language, and its type (read from the host's JSON when needed). */
export interface ClaimedPage {
  readonly languageCode: string;
  /** The page context's page name, for the web_vitals record; read late, since the host's JSON comes last. */
  readonly pageType: () => string;
}

/**
 * Every visit counted, from the entry script (before React, the container and the islands): the page view is
 * claimed as the page becomes the visitor's (at once, or at a prerendered page's activation) and again each time
 * it comes back from the back/forward cache. The islands' tracking adopts the claim and records it with what it
 * learns later (the location); a claim still pending when the page is hidden or left is recorded here, with the
 * visit's fields known then (no location unless the visit had already looked it up, user id 0), put in the durable
 * queue and given to the browser by beacon, with the link clicks kept until then (tracking takes those it finds).
 */
export function recordPageViewsFromStart(deps: EntryPageViewDeps, page: ClaimedPage): void {
  deps.page.whenActivated(() => {
    // A claim still pending belongs to a page whose pagehide never came (the tab was killed): queued, it goes with
    // this page's batches (its vitals are lost: the buffers now hold this page's).
    handOverPending(deps, page, { isLeaving: false });
    if (!claimPageView(deps, deps.page.activatedAtMs(), 'pending', 'pending').isKept) {
      // Nobody else could see this claim: tracking records the page view alone, as it starts.
      deps.sessionStorage.remove(PAGE_VIEW_KEY);
      return;
    }
    const isTracked = () => parsePageViewStart(deps.sessionStorage.get(PAGE_VIEW_KEY))?.state === 'adopted';
    keepEarlyClicks(deps, isTracked);
    deps.page.onHidden(() => handOverPending(deps, page, { isLeaving: true }));
    deps.page.onLeave(() => handOverPending(deps, page, { isLeaving: true }));
    // Until load, beforeunload too: Chromium fires no pagehide for a page left while still loading with its main
    // thread busy (measured on the slow-4G phone: 1–3 of 40 2-second visits). Only until load, because Firefox keeps
    // a page with a beforeunload listener out of its back/forward cache (and caches no page left before load).
    // Should the visitor stay after all, the page view has gone early, with what was known; tracking adopts it so.
    const stopBeforeLeave = deps.page.onBeforeLeave(() => handOverPending(deps, page, { isLeaving: true }));
    deps.page.afterLoad(stopBeforeLeave);
    deps.page.onReturn((atMs) => void claimPageView(deps, atMs, 'pending'));
  });
}

/**
 * Records what of the claim is still pending into the durable queue and, as this page is hidden or left
 * (`isLeaving`), by beacon: the page view with the link clicks kept for it, and this page's web vitals as the
 * browser's buffers hold them (the meter was not there to record them).
 */
function handOverPending(deps: EntryPageViewDeps, page: ClaimedPage, { isLeaving }: { isLeaving: boolean }): void {
  const start = parsePageViewStart(deps.sessionStorage.get(PAGE_VIEW_KEY));
  if (!start) return;
  const isViewPending = start.state === 'pending';
  const buffered = isLeaving && start.vitals === 'pending' ? deps.vitalsBuffer.vitalsSoFar() : null;
  // Nothing worth a record yet (no first byte): the meter, if it comes, still may.
  const vitals = buffered && hasPageVitals(buffered) ? buffered : null;
  if (!isViewPending && !vitals) return;
  deps.sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify({
    ...start,
    ...(isViewPending ? { state: 'handed-over' } : {}),
    ...(vitals ? { vitals: 'handed-over' } : {}),
  }));
  const visit = createVisitContext(deps, { languageCode: page.languageCode, startedAt: new Date(start.atMs) });
  const ofPage = { href: start.href, referrer: start.referrer, pageSequence: start.pageSequence };
  const toMake: Array<() => EventLogRecord> = [
    ...(isViewPending ? [() => visit.recordOf({ ...start, actionType: 'page_view' }, start.atMs)] : []),
    ...(isViewPending ? takeEarlyClicks(deps.sessionStorage) : []).map((click) => () => visit.recordOf({
      actionType: click.isAffiliate ? 'affiliate_click' : 'link_click',
      href: click.pageHref,
      referrer: click.referrer,
      pageSequence: start.pageSequence,
      linkUrl: click.linkUrl,
    }, click.atMs)),
    ...(vitals
      ? [() => visit.recordOf({ ...ofPage, actionType: 'web_vitals', data: webVitalsData(vitals, { pageType: page.pageType(), withAttribution: false }) }, deps.clock.now())]
      : []),
  ];
  // Each record on its own: one that cannot be made (stored state no record can carry) costs only itself.
  const made = toMake.flatMap((make) => {
    try {
      return [make()];
    } catch (error) {
      console.warn('Tabiji: a record could not be made at the page start; it is dropped.', error);
      return [];
    }
  });
  const records = made.flatMap((record) => {
    const check = validateRecord(capRecord(record));
    if ('record' in check) return [check.record];
    console.warn(`Tabiji: a record was dropped before queueing: ${check.reason}.`);
    return [];
  });
  if (records.length === 0) return;
  const isStored = deps.queueStorage.set(QUEUE_KEY, JSON.stringify(enqueue(parseQueue(deps.queueStorage.get(QUEUE_KEY)), records)));
  // As the event log does at unload: while the collector is failing, stored records wait for the next page.
  const isBackingOff = backoffWaitMs(createSharedBackoff(deps.queueStorage, deps.clock).read(), deps.clock.now()) > 0;
  if (isLeaving && !(isStored && isBackingOff)) deps.beacon.sendOnUnload(records, 0);
}
