import type { Token } from '../ports/tokens';
import type { ConsentStore } from './consent/consentStore';
import type { LoadFailures } from './loadFailures';
import type { PushController } from './push/pushController';
import type { RecordedSession } from './session/sessionRelay';
import type { SessionStore } from './session/sessionStore';
import type { WebVitalsMeter } from './telemetry/measureWebVitalsWhenWanted';
import type { PageVisitRecorder } from './tracking/pageVisitRecorder';
import type { VisitTracking } from './tracking/trackPageWhenWanted';

/** The page-scoped application services, one of each per page, bound in the composition root. */
export const APP_TOKENS = {
  SessionStore: Symbol.for('SessionStore') as Token<SessionStore>,
  /**
   * The session visit tracking follows: the session store itself where the islands' services are made with the
   * rest, the relay to it where tracking starts before them (composition/visitBindings.ts, ADR 040).
   */
  RecordedSession: Symbol.for('RecordedSession') as Token<RecordedSession>,
  /** The one consent state every feature obeys; read from the notice cookies and GPC when first resolved. */
  ConsentStore: Symbol.for('ConsentStore') as Token<ConsentStore>,
  PushController: Symbol.for('PushController') as Token<PushController>,
  /** Reports failed chunk loads, but not the downloads the browser aborts because the visitor is leaving. */
  LoadFailures: Symbol.for('LoadFailures') as Token<LoadFailures>,
  /** Resolve with getAsync: the event log and tracking code, a chunk fetched when visit tracking wants it. */
  PageVisitRecorder: Symbol.for('PageVisitRecorder') as Token<PageVisitRecorder>,
  /** The page's visit tracking: what features record through, before and after the recorder starts (ADR 041). */
  VisitTracking: Symbol.for('VisitTracking') as Token<VisitTracking>,
  /** Resolve with getAsync: the web-vitals code is a chunk fetched right after load. */
  WebVitalsMeter: Symbol.for('WebVitalsMeter') as Token<WebVitalsMeter>,
} as const;
