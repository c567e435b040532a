import type { EventLogRecord } from '../../domain/eventRecord';
import { capRecord, validateRecord } from '../../domain/eventRecordSchema';
import { enqueue } from '../../domain/eventQueue';
import type { EarlyClick } from '../../domain/earlyClick';
import type { PageViewStart } from '../../domain/pageViewStart';
import { hasPageVitals, webVitalsData, type PageVitals } from '../../domain/webVitals';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { EventLogBeaconPort } from '../../ports/EventLogTransportPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';
import type { VitalsBufferPort } from '../../ports/VitalsBufferPort';
import { keepEarlyClicks, takeEarlyClicks, takeEarlyClicksBefore } from './earlyClicks';
import { PAGE_START_CLAIM, RESTORE_CLAIM } from '../../domain/visitLedger';
import { createDurableQueue } from './durableQueue';
import { claimPageView, currentClaim, handOverPending as takePending, pageAt, takeSetAside, type PageViewClaimDeps } from './pageViewLedger';
import { isClaimedSince, isTracked, setAsidePending } from './pageViewLedgerHead';
import { createVisitContext, type VisitContextDeps } from './visitContext';


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
    const sinceMs = deps.page.activatedAtMs();
    // The head script did not claim this page (its CSP refused it, plain http, storage full): its part is done here.
    // Asked of the text, unread: the claim set aside is numbered before this page's (see pageViewLedger).
    if (!isClaimedSince(deps.sessionStorage, sinceMs)) setAsidePending(deps.sessionStorage);
    // A claim whose page never handed it over (the tab was killed, or it was left before this program arrived):
    // queued now with the clicks made on that page, to go with this page's batches (its vitals are lost: the buffers
    // now hold this page's).
    const setAside = takeSetAside(deps.sessionStorage);
    if (setAside) keep(deps, recordsOf(deps, page, setAside, { clicks: takeEarlyClicksBefore(deps.sessionStorage, sinceMs), vitals: null }), { isLeaving: false });
    // Nobody else could see a claim not kept: tracking records the page view alone, as it starts.
    if (!currentClaim(deps.sessionStorage, sinceMs) && !claimPageView(deps.sessionStorage, pageAt(deps, sinceMs), PAGE_START_CLAIM).isKept) return;
    keepEarlyClicks(deps, () => isTracked(deps.sessionStorage));
    deps.page.onHidden(() => handOverPending(deps, page, { isLeaving: true }));
    deps.page.onLeave(() => handOverPending(deps, page, { isLeaving: true }));
    // Until load, beforeunload too: Chromium fires no pagehide for a page left while still loading with its main
    // thread busy (measured on the slow-4G phone: 1–3 of 40 2-second visits). Only until load, because Firefox keeps
    // a page with a beforeunload listener out of its back/forward cache (and caches no page left before load).
    // Should the visitor stay after all, the page view has gone early, with what was known; tracking adopts it so.
    const stopBeforeLeave = deps.page.onBeforeLeave(() => handOverPending(deps, page, { isLeaving: true }));
    deps.page.afterLoad(stopBeforeLeave);
    deps.page.onReturn((atMs) => void claimPageView(deps.sessionStorage, pageAt(deps, atMs), RESTORE_CLAIM));
  });
}

/**
 * Records what of this page's claim is still pending into the durable queue and by beacon, as the page is hidden or
 * left: the page view with the link clicks kept for it, and this page's web vitals as the browser's buffers hold
 * them (the meter was not there to record them).
 */
function handOverPending(deps: EntryPageViewDeps, page: ClaimedPage, { isLeaving }: { isLeaving: boolean }): void {
  // The vitals only when the buffers hold something (no first byte yet: the meter, if it comes, still may).
  let buffered: PageVitals | null = null;
  const pending = takePending(deps.sessionStorage, () => {
    buffered = deps.vitalsBuffer.vitalsSoFar();
    return hasPageVitals(buffered);
  });
  if (!pending) return;
  const clicks = pending.view ? takeEarlyClicks(deps.sessionStorage) : null;
  keep(deps, recordsOf(deps, page, pending.start, { clicks, vitals: pending.vitals ? buffered : null }), { isLeaving });
}

/** The records of a claim handed over: its page view with `clicks` (null: the page view is not this hand-over's), and `vitals`. */
function recordsOf(deps: EntryPageViewDeps, page: ClaimedPage, start: PageViewStart, { clicks, vitals }: { clicks: EarlyClick[] | null; vitals: PageVitals | null }): EventLogRecord[] {
  const visit = createVisitContext(deps, { languageCode: page.languageCode, startedAt: new Date(start.atMs) });
  const ofPage = { href: start.href, referrer: start.referrer, pageSequence: start.pageSequence };
  const toMake: Array<() => EventLogRecord> = [
    ...(clicks ? [() => visit.recordOf({ ...start, actionType: 'page_view' }, start.atMs)] : []),
    ...(clicks ?? []).map((click) => () => visit.recordOf({
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
  return made.flatMap((record) => {
    const check = validateRecord(capRecord(record));
    if ('record' in check) return [check.record];
    console.warn(`Tabiji: a record was dropped before queueing: ${check.reason}.`);
    return [];
  });
}

/** Puts `records` in the durable queue and, as the page is left, by beacon (unless the collector is backing off). */
function keep(deps: EntryPageViewDeps, records: EventLogRecord[], { isLeaving }: { isLeaving: boolean }): void {
  if (records.length === 0) return;
  const { mayBeacon } = createDurableQueue(deps.queueStorage, deps.clock).keepForLeaving((state) => enqueue(state, records));
  if (isLeaving && mayBeacon) deps.beacon.sendOnUnload(records, 0);
}
