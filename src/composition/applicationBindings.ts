import type { Container } from 'inversify';
import { createConsentStore } from '../application/consent/consentStore';
import { createLoadFailures } from '../application/loadFailures';
import { createPushController } from '../application/push/pushController';
import { createSessionStore } from '../application/session/sessionStore';
import type { WebVitalsMeter } from '../application/telemetry/measureWebVitalsAfterLoad';
import type { PageVisitRecorder } from '../application/tracking/pageVisitRecorder';
import { APP_TOKENS } from '../application/tokens';
import type { TabijiConfig } from '../domain/config';
import { loadChunk } from '../domain/loadChunk';
import type { AdsPort } from '../ports/AdsPort';
import type { EventLogTransportPort } from '../ports/EventLogTransportPort';
import type { GeoLookupPort } from '../ports/GeoLookupPort';
import type { LockPort } from '../ports/LockPort';
import { TOKENS } from '../ports/tokens';

/**
 * The page-scoped application services, over whatever backs the ports: the browser's adapters (portBindings.ts),
 * or a test's fakes (tests/renderWithServices.tsx binds the same services over fakes). Singletons: one per page.
 */
export function bindApplication(container: Container): void {
  container.bind(APP_TOKENS.LoadFailures).toDynamicValue((context) =>
    createLoadFailures({ page: context.get(TOKENS.Page), clock: context.get(TOKENS.Clock) }),
  );
  container.bind(APP_TOKENS.ConsentStore).toDynamicValue((context) =>
    createConsentStore({ cookies: context.get(TOKENS.Cookies), environment: context.get(TOKENS.Environment), push: context.get(TOKENS.Push) }),
  );
  container.bind(APP_TOKENS.SessionStore).toDynamicValue((context) =>
    createSessionStore({
      identity: context.get(TOKENS.Identity),
      clock: context.get(TOKENS.Clock),
      page: context.get(TOKENS.Page),
      storage: context.get(TOKENS.LocalStorage),
      navigation: context.get(TOKENS.Navigation),
      failures: context.get(APP_TOKENS.LoadFailures),
    }),
  );
  container.bind(APP_TOKENS.PushController).toDynamicValue((context) =>
    createPushController({
      push: context.get(TOKENS.Push),
      clock: context.get(TOKENS.Clock),
      navigation: context.get(TOKENS.Navigation),
      linkAllowlist: context.get<TabijiConfig>(TOKENS.Config).push.linkAllowlist,
      consent: context.get(APP_TOKENS.ConsentStore),
    }),
  );
  // Resolved with getAsync: the event log and tracking code is fetched when tracking starts, right after load. Every chunk
  // load gives up after 15 s (loadChunk), so a stalled request fails its feature and the page goes on.
  container.bind(APP_TOKENS.PageVisitRecorder).toDynamicValue(async (context) => {
    const [{ createPageVisitRecorder }, transport, locks, geo] = await Promise.all([
      loadChunk('tracking', () => import('../application/tracking/pageVisitRecorder')),
      context.getAsync<EventLogTransportPort>(TOKENS.EventLogTransport),
      context.getAsync<LockPort>(TOKENS.Locks),
      context.getAsync<GeoLookupPort>(TOKENS.GeoLookup),
    ]);
    return createPageVisitRecorder({
      transport,
      storage: context.get(TOKENS.LocalStorage),
      locks,
      random: Math.random,
      geo,
      sessionStorage: context.get(TOKENS.SessionStorage),
      cookies: context.get(TOKENS.Cookies),
      environment: context.get(TOKENS.Environment),
      navigation: context.get(TOKENS.Navigation),
      clock: context.get(TOKENS.Clock),
      session: context.get(APP_TOKENS.SessionStore),
      consent: context.get(APP_TOKENS.ConsentStore),
      page: context.get(TOKENS.Page),
    });
  });
  // Resolved with getAsync: the web-vitals adapter and recording code (one chunk), right after load; the
  // adapter then fetches the library build it needs.
  container.bind(APP_TOKENS.WebVitalsMeter).toDynamicValue(async (context) => {
    const [{ BrowserVitalsBufferAdapter, WebVitalsAdapter, recordWebVitals }, recorder] = await Promise.all([
      loadChunk('web vitals', () => import('../webVitalsChunk')),
      context.getAsync<PageVisitRecorder>(APP_TOKENS.PageVisitRecorder),
    ]);
    const meter: WebVitalsMeter = {
      start: (page) => recordWebVitals({
        vitals: new WebVitalsAdapter(),
        buffer: new BrowserVitalsBufferAdapter(),
        sessionStorage: context.get(TOKENS.SessionStorage),
        recorder,
        page: context.get(TOKENS.Page),
      }, page),
    };
    return meter;
  });
  // Resolved with getAsync: the ad code and the ads adapter are fetched together, after load, on pages with slots.
  container.bind(APP_TOKENS.PageAds).toDynamicValue(async (context) => {
    const [{ createPageAds }, ads, recorder] = await Promise.all([
      loadChunk('ads', () => import('../application/ads/runAds')),
      // Every bound network, in binding order: the first serves the slots that name none.
      context.getAllAsync<AdsPort>(TOKENS.Ads),
      // The slots' funnel goes to the event log; ads are shown even when tracking could not start.
      context.getAsync<PageVisitRecorder>(APP_TOKENS.PageVisitRecorder).catch(() => null),
    ]);
    return createPageAds({
      recorder,
      ads,
      config: context.get(TOKENS.Config),
      consent: context.get(APP_TOKENS.ConsentStore),
      environment: context.get(TOKENS.Environment),
      document,
      page: context.get(TOKENS.Page),
    });
  });
}
