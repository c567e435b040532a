import { BrowserEnvironmentAdapter } from '../adapters/browser/BrowserEnvironmentAdapter';
import { BrowserNavigationAdapter } from '../adapters/browser/BrowserNavigationAdapter';
import { BrowserStorageAdapter } from '../adapters/browser/BrowserStorageAdapter';
import { JsCookieAdapter } from '../adapters/browser/JsCookieAdapter';
import { BrowserPushPermissionAdapter } from '../adapters/browser/BrowserPushPermissionAdapter';
import { claimProgramOnPage } from '../adapters/browser/claimProgram';
import { loadChunk } from '../domain/loadChunk';
import type { ClockPort } from '../ports/ClockPort';
import type { PageLifecyclePort } from '../ports/PageLifecyclePort';
import { TOKENS } from '../ports/tokens';
import { loadAdsPort } from './adsPort';
import { bind, bindAsync, type Binding } from './bindings';
import type { Settings } from './settings';

/**
 * Which adapter backs each port in the browser (with islandPortBindings.ts, the identity provider's: the two lists to
 * edit when porting Tabiji to another host), for the services every visit runs (ADR 040). Adapters
 * are built here from their own settings (no decorator metadata: Parcel emits none). Those fetched when first needed
 * are asynchronous bindings, so their code is a chunk of its own. `started` are the adapters the entry script built
 * before this table was loaded (its page adapter has been counting the visitor's interactions since): the page's
 * services share them.
 */
export function visitPortBindings(settings: Settings, started: { page: PageLifecyclePort; clock: ClockPort }): Binding[] {
  return [
    bind(TOKENS.Config, () => settings.config),
    bind(TOKENS.Clock, () => started.clock),
    bind(TOKENS.Navigation, () => new BrowserNavigationAdapter()),
    bind(TOKENS.Environment, () => new BrowserEnvironmentAdapter()),
    bind(TOKENS.Page, () => started.page),
    bind(TOKENS.Cookies, (services) => new JsCookieAdapter(services.get(TOKENS.Navigation))),
    bind(TOKENS.SessionStorage, () => new BrowserStorageAdapter(() => window.sessionStorage)),
    bind(TOKENS.LocalStorage, () => new BrowserStorageAdapter(() => window.localStorage)),
    bind(TOKENS.PushPermission, () => new BrowserPushPermissionAdapter()),
    bind(TOKENS.ClaimProgram, () => claimProgramOnPage),
    // The event log's transport and lock are fetched with the tracking code, after load (one chunk for both).
    bindAsync(TOKENS.EventLogTransport, async () => {
      const { FetchEventLogTransportAdapter, collectorProtocol } = await loadChunk('event-log adapters', () => import('../eventLogAdapters'));
      return new FetchEventLogTransportAdapter(settings.config, collectorProtocol(settings.eventLogProtocol, settings.collector));
    }),
    bindAsync(TOKENS.Locks, async (services) => {
      const { WebLocksAdapter } = await loadChunk('event-log adapters', () => import('../eventLogAdapters'));
      return new WebLocksAdapter(services.get(TOKENS.Page));
    }),
    // The ads adapter's code is fetched only on pages that show ads, when their slots' trigger fires.
    bindAsync(TOKENS.Ads, () => loadAdsPort(settings.gpt)),
    // The photo service's URL building is fetched with the photos' chunk, only by pages with photo placeholders.
    bindAsync(TOKENS.Photos, async () => {
      const { UrlTemplatePhotoAdapter } = await loadChunk('photo service', () => import('../adapters/photo/UrlTemplatePhotoAdapter'));
      return new UrlTemplatePhotoAdapter(settings.photo);
    }),
    // The IP lookup is fetched with the tracking code. The page's first lookup is the claim program's, made as it starts
    // (ADR 041): the recorder's page view waits for that one rather than asking the service again.
    bindAsync(TOKENS.GeoLookup, async (services) => {
      const { FetchGeoLookupAdapter } = await loadChunk('location lookup', () => import('../adapters/http/FetchGeoLookupAdapter'));
      const claimProgram = services.get(TOKENS.ClaimProgram);
      return new FetchGeoLookupAdapter(settings.config, () => claimProgram.takeLocationLookup());
    }),
  ];
}
