import { PAGE_VIEW_KEY, UNSENT_PAGE_VIEW_KEY } from '../../domain/pageViewStart';
import { PAGE_START_CLAIM } from '../../domain/visitLedger';
import type { StoragePort } from '../../ports/StoragePort';
import type { PageAt } from './pageViewLedger';

// The ledger's part for the head script (src/pageViewHead.ts), which must stay about a kilobyte: it reads the stored
// claim as text, never parses it, and never counts. The rest of the ledger, and the numbering of the claim made here,
// are pageViewLedger.ts's.

/** What the head script's storage has. */
type HeadStore = Pick<StoragePort, 'get' | 'set'>;

/**
 * The head script's claim of its page's view, pending and without a page sequence (the head has no room to count:
 * the first to read the claim numbers it, see readClaim). Storage that refuses it throws, or keeps the earlier text:
 * the claim program finds no claim of this page then, and claims itself.
 */
export function claimAtStart(sessionStorage: HeadStore, page: PageAt): void {
  sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify({ ...page, ...PAGE_START_CLAIM }));
}

/**
 * At a page's start, before it claims its own page view: a claim whose page view is still pending belongs to a page
 * that never handed it over (its tab was killed, or it was left before the claim program arrived). Its text is set
 * aside as stored, unread (this runs in the head script, which has no room for the parser): `takeSetAside` checks
 * it. The latest such claim wins the one place.
 */
export function setAsidePending(sessionStorage: HeadStore): void {
  const text = sessionStorage.get(PAGE_VIEW_KEY);
  if (text?.includes('"state":"pending"')) sessionStorage.set(UNSENT_PAGE_VIEW_KEY, text);
}

/**
 * Whether this page's view is claimed already: the stored claim was made at or after `sinceMs` (this page's start).
 * For the head script, read without the parser: the claim program, an async script, may run first when it comes
 * from the cache, and claim itself.
 */
export function isClaimedSince(sessionStorage: HeadStore, sinceMs: number): boolean {
  return Number(/"atMs":(\d+)/.exec(sessionStorage.get(PAGE_VIEW_KEY) ?? '')?.[1] ?? 0) >= sinceMs;
}

/**
 * Whether the islands' tracking has this tab's latest claim (early clicks are then theirs). Read from the stored
 * text without parsing it, for the head script; tampered text only decides where a click is kept.
 */
export const isTracked = (sessionStorage: HeadStore): boolean => sessionStorage.get(PAGE_VIEW_KEY)?.includes('"state":"adopted"') === true;
