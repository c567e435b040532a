import type { ClaimProgramPort, HeldEvent } from '../../ports/ClaimProgramPort';
import type { PageLifecyclePort, Unsubscribe } from '../../ports/PageLifecyclePort';

/** How the claim program is started: as the page is hidden or left (hand over at once), or not. */
export interface ClaimProgramStart {
  /** The page is being hidden or left: what the program claims goes at once (its own listeners came too late). */
  readonly isLeaving: boolean;
}

/**
 * The claim program, started after the page's first paint: its script may arrive (from the cache, or on a fast
 * network) while the page is still parsed, and its run — reading storage, adopting the claim, queueing an earlier
 * page's — then delayed the first frame (8–18 ms of main thread before the first contentful paint on `/th/`, traced;
 * Lighthouse's first-paint estimate counted it in some runs and not others). The head script has claimed the page
 * view by then; nothing of the program's is needed before the visitor sees the page.
 *
 * It starts earlier when it is needed earlier, and at most once: at the visitor's first interaction (it keeps the
 * link clicks from then on; a click with no press before it, as assistive technology sends, starts it before the
 * click reaches the program's own listener, which then keeps that click too), when the page is hidden or left before
 * it painted (and hands the claim over at once), and when another bundle calls the port returned here (the recorder
 * asking whether it tracks this page).
 */
export function startClaimProgramAfterFirstPaint(
  page: Pick<PageLifecyclePort, 'afterFirstPaint' | 'onFirstInteraction' | 'onFirstClick' | 'onHidden' | 'onLeave' | 'onBeforeLeave'>,
  start: (how: ClaimProgramStart) => ClaimProgramPort,
): ClaimProgramPort {
  let program: ClaimProgramPort | undefined;
  const triggers: Unsubscribe[] = [];
  const started = (how: ClaimProgramStart): ClaimProgramPort => {
    if (!program) {
      triggers.splice(0).forEach((stop) => stop());
      program = start(how);
    }
    return program;
  };
  const now = () => started({ isLeaving: false });
  const leaving = () => void started({ isLeaving: true });
  // Until it starts, beforeunload too, as the program listens until load (Chromium fires no pagehide for a page left
  // while loading with a busy main thread); the program's start removes this listener, so Firefox's back/forward
  // cache is not refused after load.
  triggers.push(page.onHidden(leaving), page.onLeave(leaving), page.onBeforeLeave(leaving));
  triggers.push(page.onFirstInteraction(() => void now()), page.onFirstClick(() => void now()));
  page.afterFirstPaint(() => void now());
  return {
    tracksThisPage: () => now().tracksThisPage(),
    record: (event: HeldEvent) => now().record(event),
    takeEvents: () => now().takeEvents(),
    takeLocationLookup: () => now().takeLocationLookup(),
  };
}
