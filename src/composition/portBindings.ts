import type { Container } from 'inversify';
import { BrowserClockAdapter } from '../adapters/browser/BrowserClockAdapter';
import { BrowserEnvironmentAdapter } from '../adapters/browser/BrowserEnvironmentAdapter';
import { BrowserNavigationAdapter } from '../adapters/browser/BrowserNavigationAdapter';
import { BrowserPageLifecycleAdapter } from '../adapters/browser/BrowserPageLifecycleAdapter';
import { BrowserStorageAdapter } from '../adapters/browser/BrowserStorageAdapter';
import { JsCookieAdapter } from '../adapters/browser/JsCookieAdapter';
import type { FirebaseIdentityAdapter } from '../adapters/firebase/FirebaseIdentityAdapter';
import { FirebasePushAdapter } from '../adapters/firebase/FirebasePushAdapter';
import type { HostSessionIdentityAdapter } from '../adapters/host/HostSessionIdentityAdapter';
import { loadChunk } from '../domain/loadChunk';
import type { IdentityPort } from '../ports/IdentityPort';
import { TOKENS } from '../ports/tokens';
import type { Settings } from './settings';

type HostSessionModule = { HostSessionIdentityAdapter: typeof HostSessionIdentityAdapter };
type FirebaseIdentityModule = { FirebaseIdentityAdapter: typeof FirebaseIdentityAdapter };

/**
 * The identity adapter the build was made with (TABIJI_IDENTITY). Parcel inlines the variable and removes the branch
 * not taken before it collects the imports, so the adapter not chosen is not in the bundle at all: a host-session
 * build carries no Firebase code (React's own production/development split works the same way, hence `require`).
 * scripts/build.mjs always sets the variable; unbuilt (unit tests), `settings.identity` decides.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- an import would keep both adapters in every bundle */
export function identityAdapter(settings: Settings): IdentityPort {
  if (process.env.TABIJI_IDENTITY === 'host-session') {
    return new (require('../adapters/host/HostSessionIdentityAdapter') as HostSessionModule).HostSessionIdentityAdapter(settings.hostSession);
  }
  if (process.env.TABIJI_IDENTITY === 'firebase') {
    return new (require('../adapters/firebase/FirebaseIdentityAdapter') as FirebaseIdentityModule).FirebaseIdentityAdapter(settings.firebase);
  }
  return settings.identity === 'host-session'
    ? new (require('../adapters/host/HostSessionIdentityAdapter') as HostSessionModule).HostSessionIdentityAdapter(settings.hostSession)
    : new (require('../adapters/firebase/FirebaseIdentityAdapter') as FirebaseIdentityModule).FirebaseIdentityAdapter(settings.firebase);
}
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Which adapter backs each port in the browser: the one list to edit when porting Tabiji to another host. Adapters
 * are built here from their own settings (no decorator metadata: Parcel emits none). Those fetched after load are
 * bound to dynamic values, resolved with getAsync, so their code is a chunk of its own.
 */
export function bindBrowserPorts(container: Container, settings: Settings): void {
  container.bind(TOKENS.Config).toConstantValue(settings.config);
  // Plain classes, built here: the entry script builds the same ones without the container (see main.tsx).
  container.bind(TOKENS.Clock).toConstantValue(new BrowserClockAdapter());
  container.bind(TOKENS.Navigation).toConstantValue(new BrowserNavigationAdapter());
  container.bind(TOKENS.Environment).toConstantValue(new BrowserEnvironmentAdapter());
  container.bind(TOKENS.Page).toConstantValue(new BrowserPageLifecycleAdapter());
  container.bind(TOKENS.Cookies).toDynamicValue((context) => new JsCookieAdapter(context.get(TOKENS.Navigation)));
  container.bind(TOKENS.SessionStorage).toConstantValue(new BrowserStorageAdapter(() => window.sessionStorage));
  container.bind(TOKENS.LocalStorage).toConstantValue(new BrowserStorageAdapter(() => window.localStorage));
  container.bind(TOKENS.Identity).toDynamicValue(() => identityAdapter(settings));
  container.bind(TOKENS.Push).toDynamicValue(() => new FirebasePushAdapter(settings.firebase));
  // The event log's transport and lock are fetched with the tracking code, after load, not with the islands' first
  // bundle (one chunk for both).
  container.bind(TOKENS.EventLogTransport).toDynamicValue(async () => {
    const { AxiosEventLogTransportAdapter } = await loadChunk('event-log adapters', () => import('../eventLogAdapters'));
    return new AxiosEventLogTransportAdapter(settings.config);
  });
  container.bind(TOKENS.Locks).toDynamicValue(async (context) => {
    const { WebLocksAdapter } = await loadChunk('event-log adapters', () => import('../eventLogAdapters'));
    return new WebLocksAdapter(context.get(TOKENS.Page));
  });
  // The ads adapter's code is fetched only on pages that show ads, after load.
  container.bind(TOKENS.Ads).toDynamicValue(async () => {
    const { GptAdsAdapter } = await loadChunk('ads adapter', () => import('../adapters/gpt/GptAdsAdapter'));
    return new GptAdsAdapter(settings.gpt);
  });
  // The photo service's URL building is fetched with the photos' chunk, only by pages with photo placeholders.
  container.bind(TOKENS.Photos).toDynamicValue(async () => {
    const { UrlTemplatePhotoAdapter } = await loadChunk('photo service', () => import('../adapters/photo/UrlTemplatePhotoAdapter'));
    return new UrlTemplatePhotoAdapter(settings.photo);
  });
  // The IP lookup is fetched with the tracking code, right after load.
  container.bind(TOKENS.GeoLookup).toDynamicValue(async () => {
    const { FetchGeoLookupAdapter } = await loadChunk('location lookup', () => import('../adapters/http/FetchGeoLookupAdapter'));
    return new FetchGeoLookupAdapter(settings.config);
  });
}
