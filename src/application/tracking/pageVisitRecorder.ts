import { createEventLog, type EventLog, type EventLogDeps } from './eventLog';
import { startTracking, type PageTracking, type TrackedPage, type TrackingDeps, type VisitEvent } from './startTracking';

/** What the page's visit recorder needs: the event log's ports and the tracking ones (the session store among them). */
export type PageVisitRecorderDeps = EventLogDeps & Omit<TrackingDeps, 'eventLog'>;

/**
 * The page's event log and the one service that fills it with records carrying the visit's fields: the page view
 * and clicks (startTracking), and what other sources measure (web vitals, ad slots) through `record`.
 */
export interface PageVisitRecorder {
  readonly eventLog: EventLog;
  /** Starts recording this page (see startTracking); returns a function that stops listening. */
  start(page: TrackedPage): () => void;
  /** Records an event of this page with the visit's fields; one made before `start` waits for it. */
  record(event: VisitEvent): void;
  /** Hands what is queued to the browser at once (the page is being left); a no-op before `start`. */
  handOver(): void;
}

/**
 * One recorder per page, in the lazily fetched tracking chunk (queue, records, visit ids): the composition root
 * binds it with an async factory, so this code is fetched only when tracking starts, after load.
 */
export function createPageVisitRecorder(deps: PageVisitRecorderDeps): PageVisitRecorder {
  const eventLog = createEventLog(deps);
  let tracking: PageTracking | undefined;
  const waiting: VisitEvent[] = [];
  return {
    eventLog,
    start(page) {
      tracking ??= startTracking({ ...deps, eventLog }, page);
      waiting.splice(0).forEach((event) => tracking?.record(event));
      return tracking.stop;
    },
    record(event) {
      if (tracking) tracking.record(event);
      else waiting.push({ ...event, atMs: event.atMs ?? deps.clock.now() });
    },
    handOver: () => tracking?.handOver(),
  };
}
