import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { parseConfig } from '../src/domain/config';
import { TOKENS, type Token } from '../src/ports/tokens';
import { ServicesProvider, type ServiceResolver } from '../src/ui/services';
import { FakeClockAdapter } from './fakes/FakeClockAdapter';
import { FakeCookieAdapter } from './fakes/FakeCookieAdapter';
import { FakeEnvironmentAdapter } from './fakes/FakeEnvironmentAdapter';
import { FakeIdentityAdapter } from './fakes/FakeIdentityAdapter';
import { FakeNavigationAdapter } from './fakes/FakeNavigationAdapter';
import { FakePushAdapter } from './fakes/FakePushAdapter';
import { FakeStorageAdapter } from './fakes/FakeStorageAdapter';

/** One fake per port; a test swaps any of them through `overrides`. */
export function fakeServices(overrides: ReadonlyArray<readonly [Token<unknown>, unknown]> = []): ServiceResolver {
  const bound = new Map<symbol, unknown>([
    [TOKENS.Config, parseConfig({}).config],
    [TOKENS.Clock, new FakeClockAdapter()],
    [TOKENS.Navigation, new FakeNavigationAdapter()],
    [TOKENS.Environment, new FakeEnvironmentAdapter()],
    [TOKENS.Cookies, new FakeCookieAdapter()],
    [TOKENS.SessionStorage, new FakeStorageAdapter()],
    [TOKENS.LocalStorage, new FakeStorageAdapter()],
    [TOKENS.Identity, new FakeIdentityAdapter()],
    [TOKENS.Push, new FakePushAdapter()],
    ...overrides,
  ]);
  return {
    get<T>(token: Token<T>): T {
      if (!bound.has(token)) throw new Error(`No fake is bound for ${token.description ?? 'a token'}`);
      return bound.get(token) as T;
    },
    async getAsync<T>(token: Token<T>): Promise<T> {
      return this.get(token);
    },
  };
}

/** Renders `ui` inside <ServicesProvider> with fakes bound to every token. */
export function renderWithServices(
  ui: ReactElement,
  overrides: ReadonlyArray<readonly [Token<unknown>, unknown]> = [],
): RenderResult & { services: ServiceResolver } {
  const services = fakeServices(overrides);
  return { ...render(<ServicesProvider services={services}>{ui}</ServicesProvider>), services };
}
