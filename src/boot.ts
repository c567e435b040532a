import { APP_TOKENS } from './application/tokens';
import { TOKENS } from './ports/tokens';
import { islandBindings } from './composition/islandBindings';
import { createPageResolver } from './composition/pageResolver';
import type { StartedPage, StartedVisit } from './visit';

/**
 * The islands' services (ADR 040), made when first wanted: by the first island's trigger, by visit tracking for a
 * visitor who may be signed in (their user id), or at idle for one who turned notifications on. Made over the
 * visit's running services (visit.ts), one instance of each per page: the identity provider, the session store
 * (connected to the relay visit tracking follows) and the push controller (which refreshes an earlier opt-in when
 * idle). No container and no React: those come with the islands' chunk.
 */
export function startIslandServices(visit: StartedVisit): StartedPage {
  const bindings = islandBindings(visit.settings, visit);
  const services = createPageResolver(bindings);
  visit.session.connect(services.get(APP_TOKENS.SessionStore), services.get(TOKENS.Identity));
  services.get(APP_TOKENS.PushController);
  return { services, bindings, pathCode: visit.pathCode, context: visit.context };
}
