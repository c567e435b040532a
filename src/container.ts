import { Container } from 'inversify';
import { BrowserClockAdapter } from './adapters/browser/BrowserClockAdapter';
import { BrowserEnvironmentAdapter } from './adapters/browser/BrowserEnvironmentAdapter';
import { BrowserNavigationAdapter } from './adapters/browser/BrowserNavigationAdapter';
import { BrowserPageLifecycleAdapter } from './adapters/browser/BrowserPageLifecycleAdapter';
import { BrowserStorageAdapter } from './adapters/browser/BrowserStorageAdapter';
import { JsCookieAdapter } from './adapters/browser/JsCookieAdapter';
import { FirebaseIdentityAdapter } from './adapters/firebase/FirebaseIdentityAdapter';
import { FirebasePushAdapter } from './adapters/firebase/FirebasePushAdapter';
import { createConsentStore } from './application/consent/consentStore';
import { createLoadFailures } from './application/loadFailures';
import { createPushController } from './application/push/pushController';
import { createSessionStore } from './application/session/sessionStore';
import { APP_TOKENS } from './application/tokens';
import type { TabijiConfig } from './domain/config';
import { loadChunk } from './domain/loadChunk';
import type { WebVitalsMeter } from './application/telemetry/measureWebVitalsAfterLoad';
import type { PageVisitRecorder } from './application/tracking/pageVisitRecorder';
import type { AdsPort } from './ports/AdsPort';
import type { EventLogTransportPort } from './ports/EventLogTransportPort';
import type { GeoLookupPort } from './ports/GeoLookupPort';
import type { LockPort } from './ports/LockPort';
import { TOKENS, type ServiceResolver, type Token } from './ports/tokens';

/**
 * The composition root: which adapter backs each port in the browser, then the page-scoped application services
 * over those ports. Everything is a singleton: one per page. Porting Tabiji means editing this list.
 */
export function createContainer(config: TabijiConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  // Plain classes, built here: the entry script builds the same ones without the container (see main.tsx).
  container.bind(TOKENS.Clock).toConstantValue(new BrowserClockAdapter());
  container.bind(TOKENS.Navigation).toConstantValue(new BrowserNavigationAdapter());
  container.bind(TOKENS.Environment).toConstantValue(new BrowserEnvironmentAdapter());
  container.bind(TOKENS.Page).toConstantValue(new BrowserPageLifecycleAdapter());
  container.bind(TOKENS.Cookies).toDynamicValue((context) => new JsCookieAdapter(context.get(TOKENS.Navigation)));
  container.bind(TOKENS.SessionStorage).toConstantValue(new BrowserStorageAdapter(() => window.sessionStorage));
  container.bind(TOKENS.LocalStorage).toConstantValue(new BrowserStorageAdapter(() => window.localStorage));
  container.bind(TOKENS.Identity).to(FirebaseIdentityAdapter);
  container.bind(TOKENS.Push).to(FirebasePushAdapter);
  // Resolved with getAsync, by the visit recorder only: the event log's transport and lock are fetched with the
  // tracking code, after load, not with the islands' first bundle (one chunk for both).
  container.bind(TOKENS.EventLogTransport).toDynamicValue(async (context) => {
    const { AxiosEventLogTransportAdapter } = await loadChunk('event-log adapters', () => import('./eventLogAdapters'));
    return new AxiosEventLogTransportAdapter(context.get(TOKENS.Config));
  });
  container.bind(TOKENS.Locks).toDynamicValue(async (context) => {
    const { WebLocksAdapter } = await loadChunk('event-log adapters', () => import('./eventLogAdapters'));
    return new WebLocksAdapter(context.get(TOKENS.Page));
  });
  // Resolved with getAsync: the GPT adapter's code is fetched only on pages that show ads, after load.
  container.bind(TOKENS.Ads).toDynamicValue(async (context) => {
    const { GptAdsAdapter } = await loadChunk('ads adapter', () => import('./adapters/gpt/GptAdsAdapter'));
    return new GptAdsAdapter(context.get(TOKENS.Config));
  });
  // Resolved with getAsync: the IP lookup is fetched with the tracking code, right after load.
  container.bind(TOKENS.GeoLookup).toDynamicValue(async (context) => {
    const { FetchGeoLookupAdapter } = await loadChunk('location lookup', () => import('./adapters/http/FetchGeoLookupAdapter'));
    return new FetchGeoLookupAdapter(context.get(TOKENS.Config));
  });

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
      events: document,
      storage: context.get(TOKENS.LocalStorage),
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
      loadChunk('tracking', () => import('./application/tracking/pageVisitRecorder')),
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
      loadChunk('web vitals', () => import('./webVitalsChunk')),
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
  // Resolved with getAsync: the ad code and the GPT adapter are fetched together, after load, on pages with slots.
  container.bind(APP_TOKENS.PageAds).toDynamicValue(async (context) => {
    const [{ createPageAds }, ads, recorder] = await Promise.all([
      loadChunk('ads', () => import('./application/ads/runAds')),
      context.getAsync<AdsPort>(TOKENS.Ads),
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
  return container;
}

/** The container seen through the narrow resolver React needs. */
export function resolverFor(container: Container): ServiceResolver {
  return {
    get: <T,>(token: Token<T>): T => container.get<T>(token),
    getAsync: <T,>(token: Token<T>): Promise<T> => container.getAsync<T>(token),
  };
}
