import { NotSignedInError, pageUserFrom, type PageUser } from '../../domain/user';
import type { ClockPort } from '../../ports/ClockPort';
import type { IdentityPort } from '../../ports/IdentityPort';

/** What the page knows of the visitor: not yet asked, anonymous, or signed in. */
export type SessionState =
  | { readonly status: 'unknown' }
  | { readonly status: 'anonymous' }
  | { readonly status: 'signed-in'; readonly user: PageUser };

/** Asks the identity provider once; nobody signed in or any failure means anonymous (failures are logged). */
export async function fetchSession(identity: IdentityPort): Promise<SessionState> {
  try {
    return { status: 'signed-in', user: pageUserFrom(await identity.currentUser()) };
  } catch (error) {
    if (!(error instanceof NotSignedInError)) {
      // Code and message only: provider errors can carry the visitor's e-mail in their custom data.
      const { code, message } = error as { code?: string; message?: string };
      console.error(`Tabiji: could not fetch the signed-in user (${code ?? 'error'}: ${message ?? String(error)}); continuing as anonymous.`);
    }
    return { status: 'anonymous' };
  }
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Fetches the session now (idempotent); resolves with the outcome. */
  load(): Promise<SessionState>;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * One session for the whole page, shared by every island. The identity provider (and so its SDK) is asked only
 * when the page is idle or the visitor first interacts, whichever comes first.
 */
export function createSessionStore(deps: { identity: IdentityPort; clock: ClockPort; events: EventTarget }): SessionStore {
  let state: SessionState = { status: 'unknown' };
  let loading: Promise<SessionState> | undefined;
  const listeners = new Set<() => void>();

  const load = () => {
    loading ??= fetchSession(deps.identity).then((next) => {
      state = next;
      listeners.forEach((listener) => listener());
      return next;
    });
    return loading;
  };
  const cancelIdle = deps.clock.whenIdle(() => void load(), 4000);
  const onInteraction = () => {
    cancelIdle();
    INTERACTIONS.forEach((type) => deps.events.removeEventListener(type, onInteraction, true));
    void load();
  };
  INTERACTIONS.forEach((type) => deps.events.addEventListener(type, onInteraction, { capture: true, passive: true }));

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
  };
}
