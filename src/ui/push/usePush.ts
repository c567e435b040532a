import { useSyncExternalStore } from 'react';
import { TOKENS } from '../../ports/tokens';
import { useServices, type ServiceResolver } from '../services';
import { createPushController, type PushController, type PushOptInState } from './pushController';

// Islands are separate React roots sharing one resolver; the page's one push controller hangs off it.
const controllers = new WeakMap<object, PushController>();

/** The page's push controller for these services (created on first use; boot creates it at start). */
export function pushControllerFor(services: ServiceResolver): PushController {
  let controller = controllers.get(services);
  if (!controller) {
    controller = createPushController({
      push: services.get(TOKENS.Push),
      clock: services.get(TOKENS.Clock),
      navigation: services.get(TOKENS.Navigation),
      linkAllowlist: services.get(TOKENS.Config).push.linkAllowlist,
    });
    controllers.set(services, controller);
  }
  return controller;
}

/** The page's push controller and its state; re-renders when the state changes. */
export function usePush(): { controller: PushController; state: PushOptInState } {
  const controller = pushControllerFor(useServices());
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { controller, state };
}
