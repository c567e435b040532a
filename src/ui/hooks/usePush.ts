import { useSyncExternalStore } from 'react';
import type { PushController, PushOptInState } from '../../application/push/pushController';
import { APP_TOKENS } from '../../application/tokens';
import { useService } from '../services';

/** The page's push controller and its state; re-renders when the state changes. */
export function usePush(): { controller: PushController; state: PushOptInState } {
  const controller = useService(APP_TOKENS.PushController);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { controller, state };
}
