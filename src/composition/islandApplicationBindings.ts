import { createPushController } from '../application/push/pushController';
import { createSessionStore } from '../application/session/sessionStore';
import { APP_TOKENS } from '../application/tokens';
import { TOKENS } from '../ports/tokens';
import { bind, type Binding } from './bindings';

/**
 * The services only the islands need, made when the first island (or the session, for someone who may be signed
 * in) is wanted: the session store over the identity provider, and the push controller.
 */
export const ISLAND_APPLICATION_BINDINGS: readonly Binding[] = [
  bind(APP_TOKENS.SessionStore, (services) =>
    createSessionStore({
      identity: services.get(TOKENS.Identity),
      clock: services.get(TOKENS.Clock),
      page: services.get(TOKENS.Page),
      storage: services.get(TOKENS.LocalStorage),
      navigation: services.get(TOKENS.Navigation),
      failures: services.get(APP_TOKENS.LoadFailures),
    }),
  ),
  bind(APP_TOKENS.PushController, (services) =>
    createPushController({
      push: services.get(TOKENS.Push),
      clock: services.get(TOKENS.Clock),
      navigation: services.get(TOKENS.Navigation),
      linkAllowlist: services.get(TOKENS.Config).push.linkAllowlist,
      consent: services.get(APP_TOKENS.ConsentStore),
    }),
  ),
];

/** Where the session store is made, tracking follows the store itself (the visit's layer follows a relay to it). */
export const RECORDED_SESSION_IS_THE_STORE: Binding = bind(APP_TOKENS.RecordedSession, (services) => services.get(APP_TOKENS.SessionStore));
