import { PAGE_VIEW_KEY, parsePageViewStart, type PageViewStart } from '../../domain/pageViewStart';
import { nextPageSequence, PAGE_SEQUENCE_KEY } from '../../domain/visitState';
import { ledgerStep, NEW_CLAIM, withPart, type LedgerPart } from '../../domain/visitLedger';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { StoragePort } from '../../ports/StoragePort';

// The visit's ledger in session storage: the only module that writes the claim (PAGE_VIEW_KEY) and the visit's page
// count (PAGE_SEQUENCE_KEY). Every change is a step of the domain's table (domain/visitLedger.ts).

export interface PageViewClaimDeps {
  readonly sessionStorage: StoragePort;
  readonly environment: Pick<BrowserEnvironmentPort, 'randomUuid'>;
  readonly navigation: Pick<NavigationPort, 'currentHref' | 'referrer'>;
}

/** The stored claim, when it is this page's: made at or after `sinceMs` (this document's start or restore). */
export function currentClaim(sessionStorage: StoragePort, sinceMs: number): PageViewStart | null {
  const claim = parsePageViewStart(sessionStorage.get(PAGE_VIEW_KEY));
  return claim && claim.atMs >= sinceMs ? claim : null;
}

/** The stored claim, whoever's (a pending one may be an earlier page's whose pagehide never came). */
export const storedClaim = (sessionStorage: StoragePort): PageViewStart | null => parsePageViewStart(sessionStorage.get(PAGE_VIEW_KEY));

/**
 * Claims the page view of a page (re)starting at `atMs`, as `kind` starts a claim (NEW_CLAIM): a new event id and the
 * visit's next page sequence. `isKept` is false when session storage cannot keep it (blocked): no other bundle can see
 * it then, and a page-start claim is withdrawn (it takes no page number; the islands record the page view alone).
 */
export function claimPageView(deps: PageViewClaimDeps, atMs: number, kind: keyof typeof NEW_CLAIM): { start: PageViewStart; isKept: boolean } {
  const pageSequence = nextPageSequence(deps.sessionStorage.get(PAGE_SEQUENCE_KEY));
  const start: PageViewStart = {
    eventId: deps.environment.randomUuid(),
    atMs,
    pageSequence,
    href: deps.navigation.currentHref(),
    referrer: deps.navigation.referrer(),
    ...NEW_CLAIM[kind],
  };
  const isKept = deps.sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify(start));
  if (isKept || kind === 'islands') deps.sessionStorage.set(PAGE_SEQUENCE_KEY, String(pageSequence));
  else deps.sessionStorage.remove(PAGE_VIEW_KEY);
  return { start, isKept };
}

/** Takes a step on the stored claim; writes it only when the state changes. */
function step(sessionStorage: StoragePort, claim: PageViewStart, part: LedgerPart, action: 'hand-over' | 'adopt') {
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
export function adoptPageView(sessionStorage: StoragePort, sinceMs: number): { start: PageViewStart; isRecorded: boolean } | null {
  const claim = currentClaim(sessionStorage, sinceMs);
  const taken = claim && step(sessionStorage, claim, 'view', 'adopt');
  return claim && taken ? { start: claim, isRecorded: !taken.isActorRecording } : null;
}

/** The web-vitals meter takes this page's vitals: true when it records them (false: the page start already did). */
export function adoptPageVitals(sessionStorage: StoragePort, sinceMs: number): boolean {
  const claim = currentClaim(sessionStorage, sinceMs);
  return claim ? step(sessionStorage, claim, 'vitals', 'adopt')?.isActorRecording !== false : true;
}

/**
 * The page start hands over what of the stored claim is still pending: the page view, and the vitals when
 * `hasVitals` says the browser's buffers hold some (asked only when the vitals are the page start's to record).
 * Returns the claim and what the caller records now; null when nothing.
 */
export function handOverPending(sessionStorage: StoragePort, hasVitals: () => boolean): { start: PageViewStart; view: boolean; vitals: boolean } | null {
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

/** Whether the islands' tracking has this tab's latest claim (early clicks are then theirs). */
export const isTracked = (sessionStorage: StoragePort): boolean => storedClaim(sessionStorage)?.state === 'adopted';
