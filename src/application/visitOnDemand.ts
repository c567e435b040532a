import { HOST_MARKUP } from '../domain/hostMarkup';
import type { ClockPort } from '../ports/ClockPort';
import type { PageLifecyclePort } from '../ports/PageLifecyclePort';

/** How long the visit's services wait for an idle main thread on a page whose visitor turned notifications on. */
const PUSH_IDLE_TIMEOUT_MS = 4000;

/** The visit's services (visit.ts), started when first wanted (ADR 042). */
export interface VisitOnDemand<V> {
  /** The running services; undefined until they run. */
  current(): V | undefined;
  /** Calls `listener` once they run: at once when they do. */
  whenStarted(listener: (visit: V) => void): void;
  /** Starts them (once; every caller gets the same start). */
  want(): Promise<V>;
}

/** The visit's services over `start`, which loads and starts them; nothing is fetched until `want`. */
export function visitOnDemand<V>(start: () => Promise<V>): VisitOnDemand<V> {
  let started: V | undefined;
  let starting: Promise<V> | undefined;
  const listeners: Array<(visit: V) => void> = [];
  return {
    current: () => started,
    whenStarted(listener) {
      if (started === undefined) listeners.push(listener);
      else listener(started);
    },
    want() {
      starting ??= start().then((visit) => {
        started = visit;
        for (const listener of listeners.splice(0)) {
          // One listener that throws (a feature's bug) never keeps the others from the services.
          try {
            listener(visit);
          } catch (error) {
            console.error('Tabiji: a feature could not follow the visit’s services.', error);
          }
        }
        return visit;
      });
      return starting;
    },
  };
}

/** What tells the entry that the visit's services are wanted before the visitor does anything. */
export interface VisitTriggerDeps {
  readonly page: Pick<PageLifecyclePort, 'onFirstInteraction' | 'onReturn' | 'afterLoad'>;
  readonly clock: Pick<ClockPort, 'whenIdle'>;
  readonly document: Document;
  /** Whether the claim program tracks this page (it arrived, storage works, it has the collector's address). */
  tracksThisPage(): boolean;
  /** Whether someone may be signed in, told without an SDK. */
  mayBeSignedIn(): Promise<boolean>;
  /** Whether the visitor turned notifications on here. */
  isPushGranted(): boolean;
  /** Runs `task` once, when a place photo of the page fails to load (at once when one has). */
  whenAPhotoFails(task: () => void): void;
}

/**
 * Arms what wants the visit's services (consent store, visit tracking's recorder, web vitals, photos; visit.ts) for a
 * visitor who has not interacted yet, so that one who does nothing fetches none of them (ADR
 * 042): the first interaction (a press, a key, a scroll), a return from the back/forward cache, after load a page the
 * claim program does not track or a visitor who may be signed in (their records carry their user id), a photo
 * placeholder the server left empty (at once) or a photo that fails, and at idle a visitor with notifications on
 * (the push controller refreshes the opt-in). Each of them in the visit then finds its own trigger already met. The
 * page's ads and affiliate links start on their own (adsChunk.ts, affiliateChunk.ts).
 */
export function wantVisitWhenNeeded(deps: VisitTriggerDeps, want: () => void): void {
  deps.page.onFirstInteraction(want);
  deps.page.onReturn(() => want());
  deps.page.afterLoad(() => {
    if (!deps.tracksThisPage()) return want();
    deps.mayBeSignedIn().then((mayBe) => mayBe && want(), () => undefined);
  });
  const placeholders = Array.from(deps.document.querySelectorAll(`[${HOST_MARKUP.photo}]`));
  if (placeholders.some((placeholder) => placeholder.firstElementChild === null)) want();
  else if (placeholders.length > 0) deps.whenAPhotoFails(want);
  // Asked at idle, not as the entry starts: the permission is a synchronous question to the browser process (about
  // 4 ms of the entry's start task per load at 4x CPU, profiled), and what it decides waits for idle anyway.
  deps.clock.whenIdle(() => {
    if (deps.isPushGranted()) want();
  }, PUSH_IDLE_TIMEOUT_MS);
}
