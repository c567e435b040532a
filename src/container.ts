import { Container } from 'inversify';
import { bindApplication } from './composition/applicationBindings';
import { bindBrowserPorts } from './composition/portBindings';
import type { Settings } from './composition/settings';
import type { ServiceResolver, Token } from './ports/tokens';

/**
 * The composition root: the browser's adapters behind the ports (composition/portBindings.ts), then the page-scoped
 * application services over them (composition/applicationBindings.ts). Everything is a singleton: one per page.
 * Porting Tabiji means editing the port bindings.
 */
export function createContainer(settings: Settings): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindBrowserPorts(container, settings);
  bindApplication(container);
  return container;
}

/** The container seen through the narrow resolver React needs. */
export function resolverFor(container: Container): ServiceResolver {
  return {
    get: <T,>(token: Token<T>): T => container.get<T>(token),
    getAsync: <T,>(token: Token<T>): Promise<T> => container.getAsync<T>(token),
  };
}
