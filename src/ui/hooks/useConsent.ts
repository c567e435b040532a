import { useSyncExternalStore } from 'react';
import type { ConsentStore, NoticeState } from '../../application/consent/consentStore';
import { APP_TOKENS } from '../../application/tokens';
import type { ConsentState } from '../../domain/consent';
import { useServiceWhen } from '../services';
import { useIsClient } from './useIsClient';

/** Before the island runs in the browser: the notice is the server's HTML, shown or not by the head's consent script. */
export type NoticeView = NoticeState | 'server-html';

const subscribeToNothing = () => () => undefined;
const serverHtml = (): NoticeView => 'server-html';
const noState = (): ConsentState | null => null;

/**
 * The page's consent store, its state and whether the cookie notice shows, re-rendering when either changes; on the
 * server and while hydrating its HTML there is no store yet (the server cannot know the visitor's choice) and the
 * notice is 'server-html'.
 */
export function useConsent(): { store: ConsentStore | null; state: ConsentState | null; notice: NoticeView } {
  const store = useServiceWhen(APP_TOKENS.ConsentStore, useIsClient());
  const subscribe = store?.subscribe ?? subscribeToNothing;
  const state = useSyncExternalStore<ConsentState | null>(subscribe, store ? store.getState : noState, noState);
  const notice = useSyncExternalStore<NoticeView>(subscribe, store ? store.getNotice : serverHtml, serverHtml);
  return { store, state, notice };
}
