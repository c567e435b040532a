import type { PageViewStart, PageViewState } from './pageViewStart';

/**
 * The visit's ledger: who records a page view, and who records its web vitals, as one transition table. The page
 * start (the head script and the claim program) and the islands (visit tracking, the web-vitals meter) are separate
 * bundles that meet only in session storage; every change of a claim's state is a step of this table, so a page view
 * and its vitals are each recorded exactly once whoever gets there first.
 *
 * The two parts of a claim move alike:
 * - `pending`: claimed at the page start (or at a restore), nobody has recorded it yet;
 * - `handed-over`: the page start recorded it (the page was hidden or left before the islands took it);
 * - `adopted`: the islands record it (with what they learn later).
 */
export type LedgerPart = 'view' | 'vitals';

/** What happens to a claim: the page start hands over what is pending, or the islands adopt it. */
export type LedgerAction = 'hand-over' | 'adopt';

/**
 * One step: the next state, and whether the actor records the part now. `null`: the claim is not the actor's to
 * adopt (another bundle of this page already did), so the actor claims anew.
 */
export interface LedgerStep {
  readonly next: PageViewState;
  /** The actor records this part itself, now (hand-over) or with what it learns later (adopt). */
  readonly isActorRecording: boolean;
}

type Table = Readonly<Record<LedgerPart, Readonly<Record<PageViewState, Readonly<Record<LedgerAction, LedgerStep | null>>>>>>;

const stays = (state: PageViewState): LedgerStep => ({ next: state, isActorRecording: false });

/** The whole ledger. Read a row as: this part, in this state, on this action, becomes … */
export const LEDGER: Table = {
  view: {
    pending: {
      'hand-over': { next: 'handed-over', isActorRecording: true },
      adopt: { next: 'adopted', isActorRecording: true },
    },
    // Tracking starting after the hand-over takes the claim for its later records, and records no second page view.
    'handed-over': { 'hand-over': /* @__PURE__ */ stays('handed-over'), adopt: /* @__PURE__ */ stays('adopted') },
    // Already tracking's: nothing to hand over, and a second adoption is no claim of this page (tracking claims anew).
    adopted: { 'hand-over': /* @__PURE__ */ stays('adopted'), adopt: null },
  },
  vitals: {
    pending: {
      'hand-over': { next: 'handed-over', isActorRecording: true },
      adopt: { next: 'adopted', isActorRecording: true },
    },
    'handed-over': { 'hand-over': /* @__PURE__ */ stays('handed-over'), adopt: /* @__PURE__ */ stays('handed-over') },
    // The meter's from the start (a restore, or a claim the islands made): it records them.
    adopted: { 'hand-over': /* @__PURE__ */ stays('adopted'), adopt: { next: 'adopted', isActorRecording: true } },
  },
};

/** The step `action` makes on `part` of `claim`; null when the claim is not the actor's to adopt. */
export function ledgerStep(claim: PageViewStart, part: LedgerPart, action: LedgerAction): LedgerStep | null {
  return LEDGER[part][part === 'view' ? claim.state : claim.vitals][action];
}

/** `claim` with `part` moved to `state`. */
export function withPart(claim: PageViewStart, part: LedgerPart, state: PageViewState): PageViewStart {
  return part === 'view' ? { ...claim, state } : { ...claim, vitals: state };
}

/**
 * How a new claim starts: at the page's start both parts are pending (the page start may have to record them); at a
 * restore from the back/forward cache the vitals are the meter's from the start (the buffers hold the first load's);
 * a claim the islands make themselves (none was found) is theirs entirely. Three constants, not one table, so the
 * head script carries only the one it uses.
 */
export type NewClaim = Pick<PageViewStart, 'state' | 'vitals'>;
export const PAGE_START_CLAIM: NewClaim = { state: 'pending', vitals: 'pending' };
export const RESTORE_CLAIM: NewClaim = { state: 'pending', vitals: 'adopted' };
export const ISLANDS_CLAIM: NewClaim = { state: 'adopted', vitals: 'adopted' };
