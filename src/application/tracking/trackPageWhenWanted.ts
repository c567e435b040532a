import type { ClaimProgramPort } from '../../ports/ClaimProgramPort';
import type { ClockPort } from '../../ports/ClockPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { LoadFailures } from '../loadFailures';
import type { PageVisitRecorder } from './pageVisitRecorder';
import type { VisitEvent } from './startTracking';

/** The page's visit tracking as features see it: one way to record, whether or not the recorder runs yet. */
export interface VisitTracking {
  /**
   * Starts the page's recorder when it is wanted (see trackPageWhenWanted); `mayBeSignedIn` tells, without an SDK,
   * whether someone may be signed in (their records carry their user id, so the recorder starts after load).
   */
  startWhenWanted(page: { languageCode: string; lightMode?: boolean | null; mayBeSignedIn: () => Promise<boolean>; missedReturn?: boolean }): void;
  /** Records an event of this page: with the recorder once it runs, with the claim program until then. */
  record(event: VisitEvent): void;
  /** Hands over what is queued (the page is being left); the claim program hands over its own. */
  handOver(): void;
}

/**
 * Visit tracking that fetches the recorder (queue, records, delivery by fetch, the clicks after it starts, the user id)
 * only when wanted (ADR 041). A visit the claim program tracks needs no recorder while the visitor does nothing: the
 * claim program records the page view, its location and web vitals, and what features record. The recorder starts
 * at the visitor's first interaction (a press, a key, a scroll), at a return from the back/forward cache (`missedReturn`:
 * one that came before `startWhenWanted`), after load
 * when someone may be signed in, and after load on a page the claim program does not track (it did not arrive, or
 * storage is blocked). When it starts it adopts the claim and takes the events the claim program kept.
 */
export function createVisitTracking(
  deps: { page: PageLifecyclePort; failures: LoadFailures; clock: ClockPort; claimProgram: ClaimProgramPort },
  loadRecorder: () => Promise<PageVisitRecorder>,
): VisitTracking {
  let recorder: PageVisitRecorder | undefined;
  let starting: Promise<PageVisitRecorder | undefined> | undefined;
  let languageCode = '';
  let lightMode: boolean | null = null;
  let stopWaiting: Array<() => void> = [];
  const start = () => {
    stopWaiting.splice(0).forEach((stop) => stop());
    starting ??= deps.failures.watch(loadRecorder())
      .then((loaded) => {
        loaded.start({ languageCode, lightMode, startedAtMs: deps.page.activatedAtMs() });
        recorder = loaded;
        for (const event of deps.claimProgram.takeEvents()) loaded.record(event);
        return loaded;
      })
      .catch((error: unknown) => {
        deps.failures.report('Tabiji: visit tracking could not start.', error);
        return undefined;
      });
    return starting;
  };
  return {
    startWhenWanted(page) {
      languageCode = page.languageCode;
      lightMode = page.lightMode ?? null;
      deps.page.afterLoad(() => {
        if (starting) return;
        // A return from the back/forward cache that came before this was called (it started the visit's services).
        if (!deps.claimProgram.tracksThisPage() || page.missedReturn) return void start();
        stopWaiting = [deps.page.onFirstInteraction(() => void start()), deps.page.onReturn(() => void start())];
        page.mayBeSignedIn().then((mayBe) => mayBe && void start(), () => undefined);
      });
    },
    record(event) {
      const timed = { ...event, atMs: event.atMs ?? deps.clock.now() };
      if (recorder) recorder.record(timed);
      else if (deps.claimProgram.tracksThisPage()) deps.claimProgram.record(timed);
      else void start().then((started) => started?.record(timed));
    },
    handOver: () => recorder?.handOver(),
  };
}
