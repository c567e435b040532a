import { useSyncExternalStore } from 'react';
import { TOKENS } from '../../ports/tokens';
import { useServices, type ServiceResolver } from '../services';
import { createSessionStore, type SessionState, type SessionStore } from './sessionStore';

// Islands are separate React roots that share one resolver; the page's one session store hangs off it.
const stores = new WeakMap<object, SessionStore>();

/** The page's session store for these services (created on first use, shared by every island and tracking). */
export function sessionStoreFor(services: ServiceResolver): SessionStore {
  let store = stores.get(services);
  if (!store) {
    store = createSessionStore({ identity: services.get(TOKENS.Identity), clock: services.get(TOKENS.Clock), events: document });
    stores.set(services, store);
  }
  return store;
}

/** The page's session store, from the services of the island. */
export function useSessionStore(): SessionStore {
  return sessionStoreFor(useServices());
}

/** The visitor's session state; re-renders when it changes. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
