import { createConsentStore } from '../application/consent/consentStore';
import { createLoadFailures } from '../application/loadFailures';
import type { WebVitalsMeter } from '../application/telemetry/measureWebVitalsWhenWanted';
import { APP_TOKENS } from '../application/tokens';
import { createVisitTracking } from '../application/tracking/trackPageWhenWanted';
import { loadChunk } from '../domain/loadChunk';
import { TOKENS } from '../ports/tokens';
import { bind, bindAsync, type Binding } from './bindings';

/**
 * The page-scoped application services of a visit, whether or not an island is ever wanted (ADR 040): the consent,
 * visit tracking and web vitals (the page's ads compose on their own: adsChunk.ts, ADR 042). Their session is
 * APP_TOKENS.RecordedSession: the session store where the islands' services are made with them, the relay to it
 * where tracking starts before them (visitBindings.ts).
 */
export const VISIT_APPLICATION_BINDINGS: readonly Binding[] = [
  bind(APP_TOKENS.LoadFailures, (services) =>
    createLoadFailures({ page: services.get(TOKENS.Page), clock: services.get(TOKENS.Clock) }),
  ),
  bind(APP_TOKENS.ConsentStore, (services) =>
    createConsentStore({ cookies: services.get(TOKENS.Cookies), environment: services.get(TOKENS.Environment), push: services.get(TOKENS.PushPermission) }),
  ),
  // What features record through; it fetches the recorder when it is wanted (ADR 041).
  bind(APP_TOKENS.VisitTracking, (services) => createVisitTracking({
    page: services.get(TOKENS.Page),
    failures: services.get(APP_TOKENS.LoadFailures),
    clock: services.get(TOKENS.Clock),
    claimProgram: services.get(TOKENS.ClaimProgram),
  }, () => services.getAsync(APP_TOKENS.PageVisitRecorder))),
  // Resolved with getAsync: the event log and tracking code is fetched when visit tracking wants it. Every chunk
  // load gives up after 15 s (loadChunk), so a stalled request fails its feature and the page goes on.
  bindAsync(APP_TOKENS.PageVisitRecorder, async (services) => {
    const [{ createPageVisitRecorder }, transport, locks, geo] = await Promise.all([
      loadChunk('tracking', () => import('../application/tracking/pageVisitRecorder')),
      services.getAsync(TOKENS.EventLogTransport),
      services.getAsync(TOKENS.Locks),
      services.getAsync(TOKENS.GeoLookup),
    ]);
    return createPageVisitRecorder({
      transport,
      storage: services.get(TOKENS.LocalStorage),
      locks,
      random: Math.random,
      geo,
      sessionStorage: services.get(TOKENS.SessionStorage),
      cookies: services.get(TOKENS.Cookies),
      environment: services.get(TOKENS.Environment),
      navigation: services.get(TOKENS.Navigation),
      clock: services.get(TOKENS.Clock),
      session: services.get(APP_TOKENS.RecordedSession),
      consent: services.get(APP_TOKENS.ConsentStore),
      page: services.get(TOKENS.Page),
    });
  }),
  // Resolved with getAsync: the web-vitals adapter and recording code (one chunk), at the first interaction or
  // restore (measureWebVitalsWhenWanted); the adapter then fetches the library build it needs.
  bindAsync(APP_TOKENS.WebVitalsMeter, async (services) => {
    const { BrowserVitalsBufferAdapter, WebVitalsAdapter, recordWebVitals } = await loadChunk('web vitals', () => import('../webVitalsChunk'));
    // Recorded through visit tracking: with the claim program until the recorder runs (ADR 041).
    const recorder = services.get(APP_TOKENS.VisitTracking);
    const meter: WebVitalsMeter = {
      start: (page) => recordWebVitals({
        vitals: new WebVitalsAdapter(),
        buffer: new BrowserVitalsBufferAdapter(),
        sessionStorage: services.get(TOKENS.SessionStorage),
        recorder,
        page: services.get(TOKENS.Page),
      }, page),
    };
    return meter;
  }),
];
