import type { Binding } from './bindings';
import { ISLAND_APPLICATION_BINDINGS, RECORDED_SESSION_IS_THE_STORE } from './islandApplicationBindings';
import { VISIT_APPLICATION_BINDINGS } from './visitApplicationBindings';

export { ISLAND_APPLICATION_BINDINGS } from './islandApplicationBindings';
export { VISIT_APPLICATION_BINDINGS } from './visitApplicationBindings';

/**
 * The page-scoped application services, over whatever backs the ports: the browser's adapters (portBindings.ts),
 * or a test's fakes (tests/renderWithServices.tsx binds the same services over fakes). Made together, tracking
 * follows the session store itself.
 */
export const APPLICATION_BINDINGS: readonly Binding[] = [
  ...VISIT_APPLICATION_BINDINGS,
  ...ISLAND_APPLICATION_BINDINGS,
  RECORDED_SESSION_IS_THE_STORE,
];
