import { APPLICATION_BINDINGS } from './applicationBindings';
import type { Binding } from './bindings';
import { islandPortBindings } from './islandPortBindings';
import { visitPortBindings } from './portBindings';
import type { Settings } from './settings';
import type { StartedAdapters } from './visitBindings';

/**
 * The browser's whole binding table, made together: its adapters behind the ports (portBindings.ts,
 * islandPortBindings.ts), then the page-scoped application services over them (applicationBindings.ts), tracking
 * following the session store. The page itself makes it in two layers (visitBindings.ts, islandBindings.ts).
 */
export function browserBindings(settings: Settings, started: StartedAdapters): Binding[] {
  return [...visitPortBindings(settings, started), ...islandPortBindings(settings), ...APPLICATION_BINDINGS];
}
