import { createEventLog, type EventLog, type EventLogDeps } from './eventLog';
import { startTracking, type TrackingDeps } from './startTracking';

/** What the page's visit recorder needs: the event log's ports and the tracking ones (the session store among them). */
export type PageVisitRecorderDeps = EventLogDeps & Omit<TrackingDeps, 'eventLog'>;

/** The page's event log and the recorder that fills it with the visit's page view and clicks. */
export interface PageVisitRecorder {
  readonly eventLog: EventLog;
  /** Starts recording this page (see startTracking); returns a function that stops listening. */
  start(page: { languageCode: string; startedAtMs: number }): () => void;
}

/**
 * One recorder per page, in the lazily fetched tracking chunk (queue, records, visit ids): the composition root
 * binds it with an async factory, so this code is fetched only when tracking starts, after load.
 */
export function createPageVisitRecorder(deps: PageVisitRecorderDeps): PageVisitRecorder {
  const eventLog = createEventLog(deps);
  return { eventLog, start: (page) => startTracking({ ...deps, eventLog }, page) };
}
