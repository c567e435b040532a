import type { ClockPort } from '../ports/ClockPort';
import type { PageLifecyclePort } from '../ports/PageLifecyclePort';
import { APPLICATION_BINDINGS } from './applicationBindings';
import type { Binding } from './bindings';
import { browserPortBindings } from './portBindings';
import type { Settings } from './settings';

/**
 * The browser's binding table: its adapters behind the ports (portBindings.ts), then the page-scoped application
 * services over them (applicationBindings.ts). `started`: the adapters the entry script built before it.
 */
export function browserBindings(settings: Settings, started: { page: PageLifecyclePort; clock: ClockPort }): Binding[] {
  return [...browserPortBindings(settings, started), ...APPLICATION_BINDINGS];
}
