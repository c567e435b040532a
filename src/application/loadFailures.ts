import type { ClockPort } from '../ports/ClockPort';
import type { PageLifecyclePort, Unsubscribe } from '../ports/PageLifecyclePort';

/**
 * How long after beforeunload a failed load may still be the navigation's doing. Firefox aborts the page's
 * in-flight imports as the navigation starts; pagehide comes only with the next page's response (2.0 s later for a
 * 2-s next page, measured). Past it, with the page still shown, the navigation was cancelled (a download, a 204).
 */
export const LEAVE_GRACE_MS = 5000;

/**
 * How long any failure waits for a pagehide before it counts as an error. WebKit aborts the page's imports as the
 * next page commits, some 15–30 ms before pagehide (measured), and for a navigation that began before the page
 * started loading its chunks there was no beforeunload to see: every failure is held this long.
 */
export const LEAVE_HOLD_MS = 1000;

/** Failures of work that loads code, told apart from loads the browser aborts because the visitor is leaving. */
export interface LoadFailures {
  /** Watches `work` (a chunk load, or work waiting for one) while it is in flight; returns `work` itself. */
  watch<T>(work: Promise<T>): Promise<T>;
  /**
   * Logs a failure with console.error(message, ...details) unless the page is being left. It waits for a pagehide:
   * LEAVE_HOLD_MS, or to the end of LEAVE_GRACE_MS after a beforeunload seen while work was watched. A pagehide by
   * then (or before the failure) makes it a console.info line; the page still shown, an error.
   */
  report(message: string, ...details: unknown[]): void;
}

/**
 * The page's load failures. beforeunload is listened to only while watched work is in flight: a beforeunload
 * listener keeps the page out of Firefox's back/forward cache (see PageLifecyclePort.onBeforeLeave).
 */
export function createLoadFailures(deps: { page: PageLifecyclePort; clock: Pick<ClockPort, 'now' | 'setTimeout'> }): LoadFailures {
  let inFlight = 0;
  let stopBeforeLeave: Unsubscribe | undefined;
  let leavingSinceMs = Number.NEGATIVE_INFINITY;
  let isLeft = false;
  // Counted, not only flagged: a report held across a stay in the back/forward cache still knows the page was left.
  let leaves = 0;
  deps.page.onLeave(() => {
    isLeft = true;
    leaves += 1;
  });
  deps.page.onReturn(() => {
    isLeft = false;
    leavingSinceMs = Number.NEGATIVE_INFINITY;
  });
  return {
    watch(work) {
      inFlight += 1;
      stopBeforeLeave ??= deps.page.onBeforeLeave(() => (leavingSinceMs = deps.clock.now()));
      const done = () => {
        if (--inFlight > 0) return;
        stopBeforeLeave?.();
        stopBeforeLeave = undefined;
      };
      work.then(done, done);
      return work;
    },
    report(message, ...details) {
      const leavesBefore = leaves;
      const log = () => (isLeft || leaves > leavesBefore ? console.info(message, '(The page was being left.)') : console.error(message, ...details));
      const waitMs = Math.max(LEAVE_HOLD_MS, leavingSinceMs + LEAVE_GRACE_MS - deps.clock.now());
      if (isLeft) log();
      else deps.clock.setTimeout(log, waitMs);
    },
  };
}
