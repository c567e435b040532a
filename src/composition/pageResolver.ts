import type { ServiceResolver, Token } from '../ports/tokens';
import type { Binding } from './bindings';

/**
 * The page's services from its binding table, without a container: each made once, when first asked for, from the
 * others (ADR 038). What the start path resolves before any island (tracking, web vitals, consent, ads, photos); the
 * islands' container, created later, hands each token back to the instance made here, so there is one per page.
 * An asynchronous service that failed stays failed for the page (its code did not load): asked again, it gives the
 * same error, as the container would.
 */
export function createPageResolver(bindings: readonly Binding[]): ServiceResolver {
  const byToken = new Map<symbol, Binding>(bindings.map((binding) => [binding.token, binding]));
  const made = new Map<symbol, unknown>();
  const bindingOf = (token: Token<unknown>): Binding => {
    const binding = byToken.get(token);
    if (!binding) throw new Error(`Tabiji: nothing is bound to ${String(token)}.`);
    return binding;
  };
  const resolver: ServiceResolver = {
    get<T>(token: Token<T>): T {
      const binding = bindingOf(token);
      if (binding.isAsync) throw new Error(`Tabiji: ${String(token)} is fetched when first needed; resolve it with getAsync.`);
      if (!made.has(token)) made.set(token, binding.create(resolver));
      return made.get(token) as T;
    },
    getAsync<T>(token: Token<T>): Promise<T> {
      try {
        const binding = bindingOf(token);
        if (!binding.isAsync) return Promise.resolve(resolver.get(token));
        if (!made.has(token)) made.set(token, binding.create(resolver));
        return made.get(token) as Promise<T>;
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
  return resolver;
}
