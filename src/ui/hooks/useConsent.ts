import { useSyncExternalStore } from 'react';
import type { ConsentStore, NoticeState } from '../../application/consent/consentStore';
import { APP_TOKENS } from '../../application/tokens';
import type { ConsentState } from '../../domain/consent';
import { useService } from '../services';

/** The page's consent store, its state and whether the cookie notice shows; re-renders when either changes. */
export function useConsent(): { store: ConsentStore; state: ConsentState; notice: NoticeState } {
  const store = useService(APP_TOKENS.ConsentStore);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const notice = useSyncExternalStore(store.subscribe, store.getNotice, store.getNotice);
  return { store, state, notice };
}
