import { APP_TOKENS } from '../application/tokens';
import type { ServiceResolver } from '../ports/tokens';
import { ISLAND_APPLICATION_BINDINGS, RECORDED_SESSION_IS_THE_STORE } from './islandApplicationBindings';
import { bind, bindAsync, type Binding } from './bindings';
import { islandPortBindings } from './islandPortBindings';
import type { Settings } from './settings';

/**
 * The islands' table, made when first wanted over the visit's running services (ADR 040): each of the visit's
 * tokens is the instance `visit` made (one per page), then the identity provider, the session store and the push
 * controller. Tracking's session here is the store itself (the visit's tracking reaches it through its relay).
 */
export function islandBindings(settings: Settings, visit: { readonly services: ServiceResolver; readonly bindings: readonly Binding[] }): Binding[] {
  const shared = visit.bindings
    .filter((binding) => binding.token !== APP_TOKENS.RecordedSession)
    .map((binding) => (binding.isAsync
      ? bindAsync(binding.token, () => visit.services.getAsync(binding.token))
      : bind(binding.token, () => visit.services.get(binding.token))));
  return [
    ...shared,
    ...islandPortBindings(settings),
    ...ISLAND_APPLICATION_BINDINGS,
    RECORDED_SESSION_IS_THE_STORE,
  ];
}
