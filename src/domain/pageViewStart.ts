import { isRecord } from './describeValue';
import { isEpochMs, MAX_PAGE_SEQUENCE } from './eventRecordSchema';

/**
 * Session-storage key of the tab's latest page view as the entry script claimed it when the page started (or came
 * back from the back/forward cache). It is how the entry and the islands' tracking, two bundles, hand the page view
 * to each other: whoever records it says so here, so it is recorded once.
 */
export const PAGE_VIEW_KEY = 'tabiji_page_view';
/** Session-storage key of a claim the page start found still pending, set aside for the claim program to queue. */
export const UNSENT_PAGE_VIEW_KEY = 'tabiji_unsent_page_view';

/**
 * Who has the page view now: `pending` (claimed, not yet recorded: the entry hands it over if the page is hidden
 * or left first), `handed-over` (the entry queued it and gave it to the browser) or `adopted` (the islands'
 * tracking records it, with the fields it learns later).
 */
export type PageViewState = 'pending' | 'handed-over' | 'adopted';

/** A page view claimed at the page's start: the fields fixed then, whoever records it. */
export interface PageViewStart {
  readonly eventId: string;
  /** When the visitor's page view began (epoch ms): navigation start, activation, or the restore. */
  readonly atMs: number;
  readonly pageSequence: number;
  readonly href: string;
  readonly referrer: string;
  readonly state: PageViewState;
  /**
   * Who has the page view's web vitals: `pending` (the head script records them from the browser's buffers if the
   * page is hidden or left before the islands' meter starts), `handed-over` (it did) or `adopted` (the meter
   * measures them). A restored page's, or a claim the islands made themselves, are the meter's from the start.
   */
  readonly vitals: PageViewState;
}

const STATES: readonly PageViewState[] = ['pending', 'handed-over', 'adopted'];

/**
 * The stored page view start; null when absent or malformed (tampered storage reads as no claim). The head script
 * stores its claim without a page sequence (it has no room to count): `unnumberedAs` gives such a claim, made at
 * `atMs`, its number (the visit's next, see pageViewLedger), or none; without a number it reads as no claim.
 */
export function parsePageViewStart(text: string | null, unnumberedAs?: (atMs: number) => number | undefined): PageViewStart | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { eventId, atMs, href, referrer, state } = value;
  const pageSequence = value.pageSequence === undefined && unnumberedAs && isEpochMs(atMs) ? unnumberedAs(atMs) : value.pageSequence;
  // A claim stored by an earlier build has no vitals state: nobody hands its vitals over but the meter.
  const vitals = value.vitals ?? 'adopted';
  const isValid =
    typeof eventId === 'string' && eventId !== '' &&
    isEpochMs(atMs) &&
    typeof pageSequence === 'number' && Number.isSafeInteger(pageSequence) && pageSequence >= 1 && pageSequence <= MAX_PAGE_SEQUENCE &&
    typeof href === 'string' && typeof referrer === 'string' &&
    STATES.includes(state as PageViewState) && STATES.includes(vitals as PageViewState);
  return isValid ? { eventId, atMs, pageSequence, href, referrer, state: state as PageViewState, vitals: vitals as PageViewState } : null;
}
