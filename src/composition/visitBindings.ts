import { VISIT_APPLICATION_BINDINGS } from './visitApplicationBindings';
import type { RecordedSession } from '../application/session/sessionRelay';
import { APP_TOKENS } from '../application/tokens';
import type { ClockPort } from '../ports/ClockPort';
import type { PageLifecyclePort } from '../ports/PageLifecyclePort';
import { bind, type Binding } from './bindings';
import { visitPortBindings } from './portBindings';
import type { Settings } from './settings';

/** The adapters the entry script built before any table was loaded: the page's services share them. */
export interface StartedAdapters {
  readonly page: PageLifecyclePort;
  readonly clock: ClockPort;
}

/**
 * The table of the services every visit runs, made at the page's start without the islands' (ADR 040): tracking
 * follows `session`, the relay the islands' services connect their session store to.
 */
export function visitBindings(settings: Settings, started: StartedAdapters, session: RecordedSession): Binding[] {
  return [...visitPortBindings(settings, started), ...VISIT_APPLICATION_BINDINGS, bind(APP_TOKENS.RecordedSession, () => session)];
}
