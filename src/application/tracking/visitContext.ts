import { isGranted, type ConsentState } from '../../domain/consent';
import { buildEventRecord, type EventLogRecord } from '../../domain/eventRecord';
import type { RecordData } from '../../domain/eventRecordData';
import type { CachedLocation } from '../../domain/visitState';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { CookiePort } from '../../ports/CookiePort';
import type { StoragePort } from '../../ports/StoragePort';
import type { ClockPort } from '../../ports/ClockPort';
import type { RecordedSession } from '../session/sessionRelay';
import { recordedUserId } from '../session/sessionState';
import { cachedLocation, forgetLocation } from './visitLocation';
import { visitIdentifiers } from './visitIdentifiers';

export interface VisitContextDeps {
  readonly environment: BrowserEnvironmentPort;
  /** Read only: the claim program has a cookie reader, not js-cookie. */
  readonly cookies: Pick<CookiePort, 'get'>;
  readonly sessionStorage: StoragePort;
  readonly consent: { getState(): ConsentState };
}

/** What one record says of its event; the visit context adds who, where and with which browser. */
export interface VisitFields {
  readonly actionType: string;
  readonly href: string;
  readonly referrer: string;
  readonly pageSequence: number;
  /** The page view's id is claimed at the page's start; other records get a new one. */
  readonly eventId?: string;
  readonly linkUrl?: string;
  readonly data?: RecordData;
}

/** The visit's fields of every record: ids, user and location, by the consent at the moment a record is made. */
export interface VisitContext {
  isConsented(): boolean;
  /** The record of `fields` at `atMs` (epoch ms) with the visit's fields as they are now. */
  recordOf(fields: VisitFields, atMs: number): EventLogRecord;
  /** The signed-in user's id (0: nobody), carried from now on while analytics is granted. */
  setUserId(userId: number | string): void;
  /** The location looked up (or read from the visit's cache), carried from now on while analytics is granted. */
  setLocation(location: CachedLocation): void;
  /** Consent withdrawn: the location is forgotten, here and in the visit's cache. */
  forgetLocation(): void;
  /** Whether records carry a location yet (the page view waits a little for one). */
  hasLocation(): boolean;
}

/**
 * The visit context of one page, started at `startedAt` (the client id's date, when there is no `_ga`): with
 * analytics granted ("Accept"), the visit and client ids that recognise the browser, the user id and the location
 * (the visit's cached one to begin with); otherwise the tab's random visit id as both ids, user id 0 and no location.
 */
export function createVisitContext(deps: VisitContextDeps, page: { languageCode: string; startedAt: Date }): VisitContext {
  const { environment } = deps;
  const isConsented = () => isGranted(deps.consent.getState(), 'analytics_storage');
  const identifiers = visitIdentifiers(deps, page.startedAt);
  let userId: number | string = 0;
  let location = isConsented() ? cachedLocation(deps.sessionStorage) : null;
  return {
    isConsented,
    recordOf(fields, atMs) {
      const isGrantedNow = isConsented();
      return buildEventRecord({
        eventId: fields.eventId ?? environment.randomUuid(),
        actionType: fields.actionType,
        href: fields.href,
        referrer: fields.referrer,
        ...(fields.linkUrl === undefined ? {} : { linkUrl: fields.linkUrl }),
        ...(fields.data === undefined ? {} : { data: fields.data }),
        userAgent: environment.userAgent(),
        browserLanguage: environment.language(),
        languageCode: page.languageCode,
        ...identifiers(isGrantedNow),
        pageSequence: fields.pageSequence,
        userId: isGrantedNow ? userId : 0,
        location: isGrantedNow ? location : null,
      }, atMs);
    },
    setUserId(id) {
      userId = id;
    },
    setLocation(found) {
      location = found;
    },
    forgetLocation() {
      location = null;
      forgetLocation(deps.sessionStorage);
    },
    hasLocation: () => location !== null,
  };
}

/**
 * From `delayMs` on, the visit's records carry the confirmed user's id and follow the session's changes (a late
 * answer, a sign-out, a sign-in elsewhere); a user only cached while the provider is slow is never taken for the
 * visitor. Returns the stop.
 */
export function followUserId(deps: { session: RecordedSession; clock: ClockPort }, visit: Pick<VisitContext, 'setUserId'>, delayMs: number): () => void {
  let isStopped = false;
  let stopFollowingSession = () => {};
  const cancel = deps.clock.setTimeout(() => {
    if (isStopped) return;
    const follow = () => visit.setUserId(recordedUserId(deps.session.getState()));
    stopFollowingSession = deps.session.subscribe(follow);
    void deps.session.load().then(follow);
  }, delayMs);
  return () => {
    isStopped = true;
    cancel();
    stopFollowingSession();
  };
}
