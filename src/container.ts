import { Container, type ResolutionContext } from 'inversify';
import type { Binding } from './composition/bindings';
import type { ServiceResolver, Token } from './ports/tokens';


/** A container that makes each service of `bindings` once (a singleton per page), from the others it resolves. */
export function containerOf(bindings: readonly Binding[]): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const { token, create } of bindings) container.bind(token).toDynamicValue((context) => create(resolverOfContext(context)));
  return container;
}

/**
 * The islands' container, created with the first island (ADR 038): every token of `bindings` is the instance the
 * start path's resolver (`running`) made or will make, so the page has one consent store, one recorder, one of
 * each, whichever asked first. Tests bind fakes into a container of their own (tests/renderWithServices.tsx).
 */
export function islandsContainer(running: ServiceResolver, bindings: readonly Binding[]): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const binding of bindings) {
    const { token } = binding;
    if (binding.isAsync) container.bind(token).toDynamicValue(() => running.getAsync(token));
    else container.bind(token).toDynamicValue(() => running.get(token));
  }
  return container;
}

/** The container seen through the narrow resolver React needs. */
export function resolverFor(container: Container): ServiceResolver {
  return {
    get: <T,>(token: Token<T>): T => container.get<T>(token),
    getAsync: <T,>(token: Token<T>): Promise<T> => container.getAsync<T>(token),
  };
}

function resolverOfContext(context: ResolutionContext): ServiceResolver {
  return {
    get: <T,>(token: Token<T>): T => context.get<T>(token),
    getAsync: <T,>(token: Token<T>): Promise<T> => context.getAsync<T>(token),
  };
}
