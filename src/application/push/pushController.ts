import { isGranted } from '../../domain/consent';
import { loadChunk } from '../../domain/loadChunk';
import { PushUnavailableError } from '../../domain/pushAvailability';
import type { ConsentStore } from '../consent/consentStore';
import type { PushNotificationDeps } from './pushNotifications';

/**
 * What the opt-in control shows: the offer, work in progress, the outcome, or why push is not possible.
 * 'home-screen': this iPhone or iPad browser gets push only once the site is opened from the Home Screen.
 */
export type PushOptInState = 'off' | 'working' | 'on' | 'blocked' | 'home-screen' | 'unsupported' | 'failed';

export interface PushController {
  getState(): PushOptInState;
  subscribe(listener: () => void): () => void;
  /** The visitor asked for notifications: asks the browser, then registers; resolves with the new state. */
  optIn(): Promise<PushOptInState>;
}

/**
 * One push controller per page. Nothing is asked of the browser and no messaging code loads until the visitor
 * opts in (which grants the consent's push purpose), unless push was granted on an earlier visit: then, once the page is idle, the foreground
 * listener is attached and the token fetched again (the result is not used).
 */
export function createPushController(deps: PushNotificationDeps & { readonly consent: Pick<ConsentStore, 'getState' | 'grantPush'> }): PushController {
  const listeners = new Set<() => void>();
  let state = initialState(deps);
  let listening: Promise<void> | undefined;

  const set = (next: PushOptInState): PushOptInState => {
    state = next;
    listeners.forEach((listener) => listener());
    return next;
  };
  // The notification and link rules load with the first listener, not with the page.
  const listen = () => {
    listening ??= loadChunk('push notifications', () => import('./pushNotifications')).then(
      ({ showForegroundMessage }) => void deps.push.onForegroundMessage((message) => showForegroundMessage(deps, message)),
      (error: unknown) => {
        listening = undefined;
        throw error;
      },
    );
    return listening;
  };
  const unavailable = (error: PushUnavailableError): PushOptInState => {
    console.warn(`Tabiji: push notifications are not available here (${error.reason}).`);
    return set(error.reason === 'unsupported' ? 'unsupported' : 'failed');
  };

  // The push purpose is the visitor's own opt-in: the messaging service is contacted only while it is granted.
  if (state === 'on' && isGranted(deps.consent.getState(), 'push')) {
    // Messages reach the page through the worker whether or not the token refresh succeeds: listen either way.
    deps.clock.whenIdle(() => {
      deps.push.register().catch((error: unknown) => {
        if (error instanceof PushUnavailableError) unavailable(error);
        else console.error(`Tabiji: Unable to retrieve refreshed token (${describeError(error)}).`);
      });
      listen().catch((error: unknown) => console.error(`Tabiji: push messages cannot be shown (${describeError(error)}).`));
    }, 4000);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async optIn() {
      if (state !== 'off' && state !== 'failed') return state;
      set('working');
      try {
        const permission = await deps.push.requestPermission();
        if (permission === 'denied') return set('blocked');
        if (permission !== 'granted') return set('off');
        deps.consent.grantPush();
        await deps.push.register();
        await listen();
        return set('on');
      } catch (error) {
        if (error instanceof PushUnavailableError) return unavailable(error);
        console.error(`Tabiji: push notifications could not be turned on (${describeError(error)}).`);
        return set('failed');
      }
    },
  };
}

function initialState({ push }: PushNotificationDeps): PushOptInState {
  const availability = push.availability();
  if (availability === 'unsupported' || availability === 'home-screen') return availability;
  if (availability === 'denied') return 'blocked';
  return push.permission() === 'granted' ? 'on' : 'off';
}

/** Code and message only: an error object can carry request details that have no place in the console. */
function describeError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return `${typeof code === 'string' ? code : 'error'}: ${typeof message === 'string' ? message : String(error)}`;
}
