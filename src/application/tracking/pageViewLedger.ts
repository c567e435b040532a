import { PAGE_VIEW_KEY, parsePageViewStart, UNSENT_PAGE_VIEW_KEY, type PageViewStart } from '../../domain/pageViewStart';
import { nextPageSequence, PAGE_SEQUENCE_KEY } from '../../domain/visitState';
import { ISLANDS_CLAIM, ledgerStep, withPart, type LedgerPart, type NewClaim } from '../../domain/visitLedger';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { StoragePort } from '../../ports/StoragePort';

/** What the ledger needs of session storage (the head script's storage has no more). */
type SessionStore = Pick<StoragePort, 'get' | 'set' | 'remove'>;

// The visit's ledger in session storage: with its head script's part (pageViewLedgerHead.ts), the only module that
// writes the claim (PAGE_VIEW_KEY) and a claim set aside (UNSENT_PAGE_VIEW_KEY), and the only one that writes the
// visit's page count (PAGE_SEQUENCE_KEY). Every change of a claim's state is a step of the domain's table
// (domain/visitLedger.ts).

export interface PageViewClaimDeps {
  readonly sessionStorage: SessionStore;
  readonly environment: Pick<BrowserEnvironmentPort, 'randomUuid'>;
  readonly navigation: Pick<NavigationPort, 'currentHref' | 'referrer'>;
}

/**
 * The claim stored under `key`. The head script's has no page sequence (it has no room to count): the first to read
 * it numbers it with the visit's next page and stores it so. A claim set aside is read (and numbered) before this
 * page's, so the visit's pages keep their order. An unnumbered claim made before `sinceMs` is an earlier page's,
 * read where its copy was set aside (the claim program, running before the head script, sets it aside and leaves the
 * stored text): it is not numbered here, so it is numbered once.
 */
function readClaim(sessionStorage: SessionStore, key: string, sinceMs = 0): PageViewStart | null {
  let isUnnumbered = false;
  const claim = parsePageViewStart(sessionStorage.get(key), (atMs) => {
    if (atMs < sinceMs) return undefined;
    isUnnumbered = true;
    return nextPageSequence(sessionStorage.get(PAGE_SEQUENCE_KEY));
  });
  if (claim && isUnnumbered && sessionStorage.set(key, JSON.stringify(claim))) countPage(sessionStorage, claim);
  return claim;
}

/** The stored claim, when it is this page's: made at or after `sinceMs` (this document's start or restore). */
export function currentClaim(sessionStorage: SessionStore, sinceMs: number): PageViewStart | null {
  const claim = readClaim(sessionStorage, PAGE_VIEW_KEY, sinceMs);
  return claim && claim.atMs >= sinceMs ? claim : null;
}

/** The stored claim, whoever's (a pending one may be an earlier page's whose pagehide never came). */
export const storedClaim = (sessionStorage: SessionStore): PageViewStart | null => readClaim(sessionStorage, PAGE_VIEW_KEY);

/** A page view as it is claimed: its event id, when it began (epoch ms), its address and referrer. */
export type PageAt = Pick<PageViewStart, 'eventId' | 'atMs' | 'href' | 'referrer'>;

/** This page (re)starting at `atMs`, with a new event id. */
export const pageAt = (deps: PageViewClaimDeps, atMs: number): PageAt =>
  ({ eventId: deps.environment.randomUuid(), atMs, href: deps.navigation.currentHref(), referrer: deps.navigation.referrer() });

/**
 * Claims the page view of `page`, with `states` (PAGE_START_CLAIM, RESTORE_CLAIM or ISLANDS_CLAIM) and the visit's
 * next page sequence. `isKept` is false when session storage cannot keep it (blocked): no other bundle can see it
 * then, and the claim is withdrawn, taking no page number (the islands record the page view alone, and count it with
 * countPage).
 */
export function claimPageView(sessionStorage: SessionStore, page: PageAt, states: NewClaim): { start: PageViewStart; isKept: boolean } {
  const start: PageViewStart = { ...page, pageSequence: nextPageSequence(sessionStorage.get(PAGE_SEQUENCE_KEY)), ...states };
  const isKept = sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify(start));
  if (isKept) countPage(sessionStorage, start);
  else sessionStorage.remove(PAGE_VIEW_KEY);
  return { start, isKept };
}

/** Counts `start`'s page in the visit: the next claim takes the number after it. */
export function countPage(sessionStorage: SessionStore, start: PageViewStart): void {
  sessionStorage.set(PAGE_SEQUENCE_KEY, String(start.pageSequence));
}

/** Takes a step on the stored claim; writes it only when the state changes. */
function step(sessionStorage: SessionStore, claim: PageViewStart, part: LedgerPart, action: 'hand-over' | 'adopt') {
  const taken = ledgerStep(claim, part, action);
  if (taken && taken.next !== (part === 'view' ? claim.state : claim.vitals)) {
    sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify(withPart(claim, part, taken.next)));
  }
  return taken;
}

/**
 * The islands' tracking takes this page's page view (claimed at or after `sinceMs`). `isRecorded` when the page
 * start has already handed it over. Null when there is no claim of this page to adopt: tracking claims its own.
 */
export function adoptPageView(sessionStorage: SessionStore, sinceMs: number): { start: PageViewStart; isRecorded: boolean } | null {
  const claim = currentClaim(sessionStorage, sinceMs);
  const taken = claim && step(sessionStorage, claim, 'view', 'adopt');
  return claim && taken ? { start: claim, isRecorded: !taken.isActorRecording } : null;
}

/**
 * The islands' tracking takes this page's claim (adoptPageView) or, finding none to adopt, claims its own
 * (ISLANDS_CLAIM), which counts in the visit even where storage cannot keep it.
 */
export function adoptOrClaimPageView(deps: PageViewClaimDeps, sinceMs: number): { start: PageViewStart; isRecorded: boolean } {
  const adopted = adoptPageView(deps.sessionStorage, sinceMs);
  if (adopted) return adopted;
  const { start, isKept } = claimPageView(deps.sessionStorage, pageAt(deps, sinceMs), ISLANDS_CLAIM);
  if (!isKept) countPage(deps.sessionStorage, start);
  return { start, isRecorded: false };
}

/** The web-vitals meter takes this page's vitals: true when it records them (false: the page start already did). */
export function adoptPageVitals(sessionStorage: SessionStore, sinceMs: number): boolean {
  const claim = currentClaim(sessionStorage, sinceMs);
  return claim ? step(sessionStorage, claim, 'vitals', 'adopt')?.isActorRecording !== false : true;
}

/**
 * The page start hands over what of the stored claim is still pending: the page view, and the vitals when
 * `hasVitals` says the browser's buffers hold some (asked only when the vitals are the page start's to record).
 * Returns the claim and what the caller records now; null when nothing.
 */
export function handOverPending(sessionStorage: SessionStore, hasVitals: () => boolean): { start: PageViewStart; view: boolean; vitals: boolean } | null {
  const claim = storedClaim(sessionStorage);
  if (!claim) return null;
  const viewStep = ledgerStep(claim, 'view', 'hand-over');
  const vitalsStep = ledgerStep(claim, 'vitals', 'hand-over');
  const view = viewStep?.isActorRecording === true;
  const vitals = vitalsStep?.isActorRecording === true && hasVitals();
  if (!view && !vitals) return null;
  let next = claim;
  if (view && viewStep) next = withPart(next, 'view', viewStep.next);
  if (vitals && vitalsStep) next = withPart(next, 'vitals', vitalsStep.next);
  sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify(next));
  return { start: claim, view, vitals };
}

/** The claim set aside at this page's start, if any, now handed over (recorded by the caller, page view only). */
export function takeSetAside(sessionStorage: SessionStore): PageViewStart | null {
  const claim = readClaim(sessionStorage, UNSENT_PAGE_VIEW_KEY);
  sessionStorage.remove(UNSENT_PAGE_VIEW_KEY);
  return claim && ledgerStep(claim, 'view', 'hand-over')?.isActorRecording ? withPart(claim, 'view', 'handed-over') : null;
}
