import { useSyncExternalStore } from 'react';
import type { SessionState } from '../../application/session/sessionStore';
import { APP_TOKENS } from '../../application/tokens';
import { useService } from '../services';

/** The visitor's session state, from the page's one session store; re-renders when it changes. */
export function useSession(): SessionState {
  const store = useService(APP_TOKENS.SessionStore);
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
