import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { APPLICATION_BINDINGS } from '../src/composition/applicationBindings';
import { bind } from '../src/composition/bindings';
import { containerOf, resolverFor } from '../src/container';
import { parseConfig } from '../src/domain/config';
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
import { CORE_VARIABLES } from '../src/domain/configVariables';

/**
 * One fake per port, and the page's application services from the real bindings (src/composition/
 * applicationBindings.ts, as in the browser) over those fakes; a test swaps any port or service through `overrides`.
 */
export function fakeServices(overrides: ReadonlyArray<readonly [Token<unknown>, unknown]> = []): ServiceResolver {
  const ports = new Map<symbol, unknown>([
    [TOKENS.Config, parseConfig({}, CORE_VARIABLES).config],
    [TOKENS.Clock, new FakeClockAdapter()],
    [TOKENS.Navigation, new FakeNavigationAdapter()],
    [TOKENS.Environment, new FakeEnvironmentAdapter()],
    [TOKENS.Page, new FakePageLifecycleAdapter()],
    [TOKENS.Cookies, new FakeCookieAdapter()],
    [TOKENS.SessionStorage, new FakeStorageAdapter()],
    [TOKENS.LocalStorage, new FakeStorageAdapter()],
    [TOKENS.Identity, new FakeIdentityAdapter()],
    [TOKENS.Push, new FakePushAdapter()],
  ]);
  const container = containerOf([
    ...[...ports].map(([token, value]) => bind(token, () => value)),
    // The permission as the push port (a test's override of it included) tells it, as the browser's two adapters do.
    bind(TOKENS.PushPermission, (services) => ({ permission: () => services.get(TOKENS.Push).permission() })),
    ...APPLICATION_BINDINGS,
  ]);
  for (const [token, value] of overrides) {
    if (container.isBound(token)) container.rebindSync(token).toConstantValue(value);
    else container.bind(token).toConstantValue(value);
  }
  return resolverFor(container);
}

/** Renders `ui` inside <ServicesProvider> with fakes bound to every port. */
export function renderWithServices(
  ui: ReactElement,
  overrides: ReadonlyArray<readonly [Token<unknown>, unknown]> = [],
): RenderResult & { services: ServiceResolver } {
  const services = fakeServices(overrides);
  return { ...render(<ServicesProvider services={services}>{ui}</ServicesProvider>), services };
}
