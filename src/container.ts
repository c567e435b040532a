import { Container } from 'inversify';
import { BrowserClockAdapter } from './adapters/browser/BrowserClockAdapter';
import { BrowserEnvironmentAdapter } from './adapters/browser/BrowserEnvironmentAdapter';
import { BrowserNavigationAdapter } from './adapters/browser/BrowserNavigationAdapter';
import { BrowserStorageAdapter } from './adapters/browser/BrowserStorageAdapter';
import { JsCookieAdapter } from './adapters/browser/JsCookieAdapter';
import { WebLocksAdapter } from './adapters/browser/WebLocksAdapter';
import { FirebaseIdentityAdapter } from './adapters/firebase/FirebaseIdentityAdapter';
import { FirebasePushAdapter } from './adapters/firebase/FirebasePushAdapter';
import { AxiosEventLogTransportAdapter } from './adapters/http/AxiosEventLogTransportAdapter';
import { AxiosGeoLookupAdapter } from './adapters/http/AxiosGeoLookupAdapter';
import type { TabijiConfig } from './domain/config';
import { TOKENS, type Token } from './ports/tokens';
import type { ServiceResolver } from './ui/services';

/** The composition root: which adapter backs each port in the browser. Porting Tabiji means editing this list. */
export function createContainer(config: TabijiConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Clock).to(BrowserClockAdapter);
  container.bind(TOKENS.Navigation).to(BrowserNavigationAdapter);
  container.bind(TOKENS.Environment).to(BrowserEnvironmentAdapter);
  container.bind(TOKENS.Cookies).to(JsCookieAdapter);
  container.bind(TOKENS.SessionStorage).toConstantValue(new BrowserStorageAdapter(() => window.sessionStorage));
  container.bind(TOKENS.LocalStorage).toConstantValue(new BrowserStorageAdapter(() => window.localStorage));
  container.bind(TOKENS.Locks).to(WebLocksAdapter);
  container.bind(TOKENS.Identity).to(FirebaseIdentityAdapter);
  container.bind(TOKENS.Push).to(FirebasePushAdapter);
  container.bind(TOKENS.GeoLookup).to(AxiosGeoLookupAdapter);
  container.bind(TOKENS.EventLogTransport).to(AxiosEventLogTransportAdapter);
  // Resolved with getAsync: the GPT adapter's code is fetched only on pages that show ads, after load.
  container.bind(TOKENS.Ads).toDynamicValue(async (context) => {
    const { GptAdsAdapter } = await import('./adapters/gpt/GptAdsAdapter');
    return new GptAdsAdapter(context.get(TOKENS.Config));
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
