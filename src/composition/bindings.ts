import type { ServiceResolver, Token } from '../ports/tokens';

/**
 * How one token's service is made from the others, once per page: the one table the page's composition is written
 * in. Two resolvers read it: Tabiji's own small one at start (pageResolver.ts, no container before the first island)
 * and the inversify container the islands resolve through (container.ts). An asynchronous binding (its code is a
 * chunk fetched when first asked for) is resolved with `getAsync` only; `get` refuses it, as inversify does.
 */
export type Binding =
  | { readonly token: Token<unknown>; readonly isAsync: false; readonly create: (services: ServiceResolver) => unknown }
  | { readonly token: Token<unknown>; readonly isAsync: true; readonly create: (services: ServiceResolver) => Promise<unknown> };

/** `token`'s service, made by `create` when first asked for. */
export function bind<T>(token: Token<T>, create: (services: ServiceResolver) => T): Binding {
  return { token, isAsync: false, create };
}

/** `token`'s service, made by `create` (which fetches its code) when first asked for with `getAsync`. */
export function bindAsync<T>(token: Token<T>, create: (services: ServiceResolver) => Promise<T>): Binding {
  return { token, isAsync: true, create };
}
