import { pageViewData } from '../../domain/lightMode';
import type { EventLogRecord } from '../../domain/eventRecord';
import { capRecord, validateRecord } from '../../domain/eventRecordSchema';
import { enqueue } from '../../domain/eventQueue';
import type { EarlyClick } from '../../domain/earlyClick';
import { isGranted } from '../../domain/consent';
import type { PageViewStart } from '../../domain/pageViewStart';
import { webVitalsData, type PageVitals } from '../../domain/webVitals';
import type { HeldEvent } from '../../ports/ClaimProgramPort';
import type { VisitorLocation } from '../../ports/GeoLookupPort';
import { createDurableQueue } from './durableQueue';
import type { ClaimedPage, EntryPageViewDeps } from './pageViewStart';
import { createVisitContext } from './visitContext';
import { cachedLocation, forgetLocation, lookUpLocation } from './visitLocation';

// The claim program's records (see pageViewStart): what it hands over, and the location its records carry.

/** The visit's location, looked up once per visit with analytics granted (and forgotten if they are withdrawn meanwhile). */
export function lookUpAtStart(deps: EntryPageViewDeps): Promise<VisitorLocation> | undefined {
  const isConsented = () => isGranted(deps.consent.getState(), 'analytics_storage');
  if (!isConsented() || cachedLocation(deps.sessionStorage)) return undefined;
  return lookUpLocation(deps).then((found) => {
    if (!isConsented()) forgetLocation(deps.sessionStorage);
    return found;
  });
}

/**
 * The records of a claim handed over: its page view with `clicks` (null: the page view is not this hand-over's),
 * `vitals`, and the `events` features recorded.
 */
export function recordsOf(deps: EntryPageViewDeps, page: ClaimedPage, start: PageViewStart, { clicks, vitals, events }: { clicks: EarlyClick[] | null; vitals: PageVitals | null; events: HeldEvent[] }): EventLogRecord[] {
  const visit = createVisitContext(deps, { languageCode: page.languageCode, startedAt: new Date(start.atMs) });
  const ofPage = { href: start.href, referrer: start.referrer, pageSequence: start.pageSequence };
  const toMake: Array<() => EventLogRecord> = [
    ...(clicks ? [() => visit.recordOf({ ...start, actionType: 'page_view', ...pageViewData(page.lightMode()) }, start.atMs)] : []),
    ...(clicks ?? []).map((click) => () => visit.recordOf({
      actionType: click.isAffiliate ? 'affiliate_click' : 'link_click',
      href: click.pageHref,
      referrer: click.referrer,
      pageSequence: start.pageSequence,
      linkUrl: click.linkUrl,
    }, click.atMs)),
    // Light mode: no telemetry beyond the page view.
    ...(vitals && page.lightMode() !== true
      ? [() => visit.recordOf({ ...ofPage, actionType: 'web_vitals', data: webVitalsData(vitals, { pageType: page.pageType(), withAttribution: false }) }, deps.clock.now())]
      : []),
    ...events.map(({ actionType, linkUrl, data, atMs }) => () => visit.recordOf({
      ...ofPage,
      actionType,
      ...(linkUrl === undefined ? {} : { linkUrl }),
      ...(data === undefined ? {} : { data }),
    }, atMs)),
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

/**
 * Puts `records` in the durable queue and (`byBeacon`) gives them to the browser by beacon, unless the collector is
 * backing off. The queue keeps them too, until an event log delivers it (the collector de-duplicates by event id).
 */
export function keep(deps: EntryPageViewDeps, records: EventLogRecord[], { byBeacon }: { byBeacon: boolean }): void {
  if (records.length === 0) return;
  const { mayBeacon } = createDurableQueue(deps.queueStorage, deps.clock).keepForLeaving((state) => enqueue(state, records));
  if (byBeacon && mayBeacon) deps.beacon.sendOnUnload(records, 0);
}

/** Gives records the durable queue already holds to the browser by beacon, unless the collector is backing off. */
export function beaconKept(deps: EntryPageViewDeps, records: EventLogRecord[]): void {
  if (records.length === 0) return;
  if (createDurableQueue(deps.queueStorage, deps.clock).mayBeaconStored()) deps.beacon.sendOnUnload(records, 0);
}
