import { NotSignedInError } from '../../domain/user';
import type { IdentityPort } from '../../ports/IdentityPort';
import type { SessionState } from './sessionState';
import type { SessionStore } from './sessionStore';

/** What visit tracking follows of the session: the user id its records carry (see followUserId). */
export type RecordedSession = Pick<SessionStore, 'getState' | 'subscribe' | 'load'>;

/** The session as visit tracking sees it before the islands' services exist, and through them once they do. */
export interface SessionRelay extends RecordedSession {
  /**
   * The page's session store and identity provider, from the islands' services when they start: followed from then
   * on.
   */
  connect(store: RecordedSession, identity?: Pick<IdentityPort, 'requestHeaders'>): void;
  /**
   * What a request to the site's API carries to say who is signed in (IdentityPort.requestHeaders), once the islands'
   * services connect; rejects with NotSignedInError when they connected no identity provider.
   */
  requestHeaders(): Promise<Readonly<Record<string, string>>>;
}

const UNKNOWN: SessionState = { status: 'unknown' };
const ANONYMOUS: SessionState = { status: 'anonymous' };

/**
 * The session for visit tracking, which starts without the islands' services (identity, session store, push: ADR
 * 040). Until they connect their store, the session is unknown (records carry user id 0). Asked to load, it answers
 * anonymous without loading anything when nobody can be signed in on this origin (`mayBeSignedIn`, told without an
 * SDK); otherwise it asks for the islands' services (`want`) and answers with their store's load. Listeners hear the
 * connection and every change of the connected store.
 */
export function createSessionRelay(source: { mayBeSignedIn(): Promise<boolean>; want(): void }): SessionRelay {
  let store: RecordedSession | undefined;
  let identity: Pick<IdentityPort, 'requestHeaders'> | undefined;
  let connected: (store: RecordedSession) => void = () => undefined;
  const whenConnected = new Promise<RecordedSession>((resolve) => {
    connected = resolve;
  });
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    getState: () => store?.getState() ?? UNKNOWN,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (store) return store.load();
      return source.mayBeSignedIn().then(
        (mayBe) => {
          if (!mayBe) return store ? store.load() : ANONYMOUS;
          source.want();
          return whenConnected.then((connectedStore) => connectedStore.load());
        },
        () => ANONYMOUS,
      );
    },
    requestHeaders() {
      return whenConnected.then(() => {
        if (!identity) throw new NotSignedInError();
        return identity.requestHeaders();
      });
    },
    connect(next, nextIdentity) {
      if (store) return;
      store = next;
      identity = nextIdentity;
      next.subscribe(changed);
      connected(next);
      changed();
    },
  };
}
