import type { PathCode } from '../../domain/languages';
import { TOKENS } from '../../ports/tokens';
import type { ServiceResolver } from '../services';
import { sessionStoreFor } from '../session/useSession';
import { createEventLog } from './eventLog';
import { startTracking } from './startTracking';

/** Wires the event log and visit tracking to the page's services and starts them. */
export function runTracking(services: ServiceResolver, pathCode: PathCode): void {
  const eventLog = createEventLog({
    transport: services.get(TOKENS.EventLogTransport),
    storage: services.get(TOKENS.LocalStorage),
    clock: services.get(TOKENS.Clock),
    locks: services.get(TOKENS.Locks),
    random: Math.random,
  });
  startTracking(
    {
      eventLog,
      geo: services.get(TOKENS.GeoLookup),
      sessionStorage: services.get(TOKENS.SessionStorage),
      cookies: services.get(TOKENS.Cookies),
      environment: services.get(TOKENS.Environment),
      navigation: services.get(TOKENS.Navigation),
      clock: services.get(TOKENS.Clock),
      session: sessionStoreFor(services),
      events: document,
    },
    { languageCode: pathCode, startedAtMs: Math.round(performance.timeOrigin) },
  );
}
