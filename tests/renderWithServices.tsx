import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createConsentStore } from '../src/application/consent/consentStore';
import { createLoadFailures } from '../src/application/loadFailures';
import { createPushController } from '../src/application/push/pushController';
import { createSessionStore } from '../src/application/session/sessionStore';
import { APP_TOKENS } from '../src/application/tokens';
import { parseConfig, type TabijiConfig } from '../src/domain/config';
import { TOKENS, type Token } from '../src/ports/tokens';
import { ServicesProvider, type ServiceResolver } from '../src/ui/services';
import { FakeClockAdapter } from './fakes/FakeClockAdapter';
import { FakeCookieAdapter } from './fakes/FakeCookieAdapter';
import { FakeEnvironmentAdapter } from './fakes/FakeEnvironmentAdapter';
import { FakeIdentityAdapter } from './fakes/FakeIdentityAdapter';
import { FakeNavigationAdapter } from './fakes/FakeNavigationAdapter';
import { FakePageLifecycleAdapter } from './fakes/FakePageLifecycleAdapter';
import { FakePushAdapter } from './fakes/FakePushAdapter';
import { FakeStorageAdapter } from './fakes/FakeStorageAdapter';

/**
 * One fake per port, and the page's application services built over those fakes (on first use, once, like the
 * composition root's singletons); a test swaps any of them through `overrides`.
 */
export function fakeServices(overrides: ReadonlyArray<readonly [Token<unknown>, unknown]> = []): ServiceResolver {
  const bound = new Map<symbol, unknown>([
    [TOKENS.Config, parseConfig({}).config],
    [TOKENS.Clock, new FakeClockAdapter()],
    [TOKENS.Navigation, new FakeNavigationAdapter()],
    [TOKENS.Environment, new FakeEnvironmentAdapter()],
    [TOKENS.Page, new FakePageLifecycleAdapter()],
    [TOKENS.Cookies, new FakeCookieAdapter()],
    [TOKENS.SessionStorage, new FakeStorageAdapter()],
    [TOKENS.LocalStorage, new FakeStorageAdapter()],
    [TOKENS.Identity, new FakeIdentityAdapter()],
    [TOKENS.Push, new FakePushAdapter()],
    ...overrides,
  ]);
  const get = <T,>(token: Token<T>): T => {
    if (!bound.has(token)) {
      const build = APPLICATION_SERVICES.get(token);
      if (!build) throw new Error(`No fake is bound for ${token.description ?? 'a token'}`);
      bound.set(token, build(get));
    }
    return bound.get(token) as T;
  };
  return {
    get,
    async getAsync<T>(token: Token<T>): Promise<T> {
      return this.get(token);
    },
  };
}

type Get = <T>(token: Token<T>) => T;

const APPLICATION_SERVICES = new Map<symbol, (get: Get) => unknown>([
  [APP_TOKENS.ConsentStore, (get) => createConsentStore({ cookies: get(TOKENS.Cookies), environment: get(TOKENS.Environment), push: get(TOKENS.Push) })],
  [APP_TOKENS.LoadFailures, (get) => createLoadFailures({ page: get(TOKENS.Page), clock: get(TOKENS.Clock) })],
  [
    APP_TOKENS.SessionStore,
    (get) =>
      createSessionStore({
        identity: get(TOKENS.Identity),
        clock: get(TOKENS.Clock),
        events: document,
        storage: get(TOKENS.LocalStorage),
        failures: get(APP_TOKENS.LoadFailures),
      }),
  ],
  [
    APP_TOKENS.PushController,
    (get) =>
      createPushController({
        push: get(TOKENS.Push),
        clock: get(TOKENS.Clock),
        navigation: get(TOKENS.Navigation),
        linkAllowlist: get<TabijiConfig>(TOKENS.Config).push.linkAllowlist,
        consent: get(APP_TOKENS.ConsentStore),
      }),
  ],
]);

/** Renders `ui` inside <ServicesProvider> with fakes bound to every token. */
export function renderWithServices(
  ui: ReactElement,
  overrides: ReadonlyArray<readonly [Token<unknown>, unknown]> = [],
): RenderResult & { services: ServiceResolver } {
  const services = fakeServices(overrides);
  return { ...render(<ServicesProvider services={services}>{ui}</ServicesProvider>), services };
}
