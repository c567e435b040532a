import { createConsentStore } from '../application/consent/consentStore';
import { createLoadFailures } from '../application/loadFailures';
import { createPushController } from '../application/push/pushController';
import { createSessionStore } from '../application/session/sessionStore';
import type { WebVitalsMeter } from '../application/telemetry/measureWebVitalsWhenWanted';
import { APP_TOKENS } from '../application/tokens';
import { loadChunk } from '../domain/loadChunk';
import { TOKENS } from '../ports/tokens';
import { bind, bindAsync, type Binding } from './bindings';

/**
 * The page-scoped application services, over whatever backs the ports: the browser's adapters (portBindings.ts),
 * or a test's fakes (tests/renderWithServices.tsx binds the same services over fakes). Each made once per page, by
 * the start path's resolver or the islands' container (bindings.ts).
 */
export const APPLICATION_BINDINGS: readonly Binding[] = [
  bind(APP_TOKENS.LoadFailures, (services) =>
    createLoadFailures({ page: services.get(TOKENS.Page), clock: services.get(TOKENS.Clock) }),
  ),
  bind(APP_TOKENS.ConsentStore, (services) =>
    createConsentStore({ cookies: services.get(TOKENS.Cookies), environment: services.get(TOKENS.Environment), push: services.get(TOKENS.Push) }),
  ),
  bind(APP_TOKENS.SessionStore, (services) =>
    createSessionStore({
      identity: services.get(TOKENS.Identity),
      clock: services.get(TOKENS.Clock),
      page: services.get(TOKENS.Page),
      storage: services.get(TOKENS.LocalStorage),
      navigation: services.get(TOKENS.Navigation),
      failures: services.get(APP_TOKENS.LoadFailures),
    }),
  ),
  bind(APP_TOKENS.PushController, (services) =>
    createPushController({
      push: services.get(TOKENS.Push),
      clock: services.get(TOKENS.Clock),
      navigation: services.get(TOKENS.Navigation),
      linkAllowlist: services.get(TOKENS.Config).push.linkAllowlist,
      consent: services.get(APP_TOKENS.ConsentStore),
    }),
  ),
  // Resolved with getAsync: the event log and tracking code is fetched when tracking starts, right after load. Every chunk
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
      session: services.get(APP_TOKENS.SessionStore),
      consent: services.get(APP_TOKENS.ConsentStore),
      page: services.get(TOKENS.Page),
    });
  }),
  // Resolved with getAsync: the web-vitals adapter and recording code (one chunk), at the first interaction or
  // restore (measureWebVitalsWhenWanted); the adapter then fetches the library build it needs.
  bindAsync(APP_TOKENS.WebVitalsMeter, async (services) => {
    const [{ BrowserVitalsBufferAdapter, WebVitalsAdapter, recordWebVitals }, recorder] = await Promise.all([
      loadChunk('web vitals', () => import('../webVitalsChunk')),
      services.getAsync(APP_TOKENS.PageVisitRecorder),
    ]);
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
  // Resolved with getAsync: the ad code and the ads adapter are fetched together, after load, on pages with slots.
  bindAsync(APP_TOKENS.PageAds, async (services) => {
    const [{ createPageAds }, ads, recorder] = await Promise.all([
      loadChunk('ads', () => import('../application/ads/runAds')),
      // The page's ad networks (one today; a second is one more port in this list): the first serves the slots
      // that name none.
      services.getAsync(TOKENS.Ads).then((network) => [network]),
      // The slots' funnel goes to the event log; ads are shown even when tracking could not start.
      services.getAsync(APP_TOKENS.PageVisitRecorder).catch(() => null),
    ]);
    return createPageAds({
      recorder,
      ads,
      config: services.get(TOKENS.Config),
      consent: services.get(APP_TOKENS.ConsentStore),
      environment: services.get(TOKENS.Environment),
      document,
      page: services.get(TOKENS.Page),
    });
  }),
];
