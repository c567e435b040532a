import { parseRememberedUser, rememberedUserText } from '../../domain/rememberedUser';
import { NotSignedInError, PAGE_USER_KEY } from '../../domain/user';
import type { ClockPort } from '../../ports/ClockPort';
import type { IdentityPort } from '../../ports/IdentityPort';
import type { NavigationPort } from '../../ports/NavigationPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import type { StoragePort } from '../../ports/StoragePort';
import type { LoadFailures } from '../loadFailures';
import type { SessionState } from './sessionState';

// The session's state and the user id records carry of it: a module of their own, so visit tracking reads them
// without this store's code (ADR 040).
export { recordedUserId, type SessionState } from './sessionState';

/** Nothing watched, every failure an error at once: for a store with no page to leave. */
const LOG_AT_ONCE: LoadFailures = { watch: (work) => work, report: (message) => console.error(message) };

/**
 * Asks the identity provider once; nobody signed in or any failure means anonymous (failures are logged, except
 * the provider's code download aborted by the visitor leaving: see LoadFailures).
 */
export async function fetchSession(identity: IdentityPort, failures: LoadFailures = LOG_AT_ONCE): Promise<SessionState> {
  try {
    return { status: 'signed-in', user: await failures.watch(identity.currentUser()), isConfirmed: true };
  } catch (error) {
    if (!(error instanceof NotSignedInError)) {
      // Code and message only: provider errors can carry the visitor's e-mail in their custom data.
      const { code, message } = error as { code?: string; message?: string };
      failures.report(`Tabiji: could not fetch the signed-in user (${code ?? 'error'}: ${message ?? String(error)}); continuing as anonymous.`);
    }
    return { status: 'anonymous' };
  }
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Fetches the session now (idempotent); resolves with the outcome, or with the fallback once the wait is over. */
  load(): Promise<SessionState>;
  /**
   * Signs the visitor out (spec §4): the cached user is forgotten first (on a shared device the next visitor must
   * never be shown as them, even while the provider is slow), then the provider signs out, the page is anonymous
   * and reloads. Resolves false, with the failure logged (code and message only), when the provider could not sign
   * out: the page then stays as it was, minus the cache.
   */
  signOut(): Promise<boolean>;
}

/**
 * How long the page waits for the identity provider before it shows the last user it confirmed in the provider's
 * session on this device (or signed out).
 * Firebase answers late when its endpoints stall: it reloads the user and refreshes the token first, each with a
 * 30 s timeout, so the menu would show its placeholder for a minute.
 */
export const SESSION_WAIT_MS = 4000;
export { PAGE_USER_KEY } from '../../domain/user';

/**
 * One session for the whole page, shared by every island. The identity provider (and so its SDK) is asked only
 * when the page is idle or the visitor first interacts, whichever comes first. An answer that takes longer than
 * SESSION_WAIT_MS is replaced meanwhile by the page user the provider's session on this device confirmed (or
 * anonymous); the late answer still wins. Once loaded, the session follows the provider's later changes of user.
 */
export function createSessionStore(deps: {
  identity: IdentityPort;
  clock: ClockPort;
  /** The visitor's first interaction (any kind) starts the load, if the page has not been idle before. */
  page: Pick<PageLifecyclePort, 'onFirstInteraction'>;
  storage: StoragePort;
  /** Reloads the page after a sign-out. */
  navigation: NavigationPort;
  /** Without it, every failure is logged at once. */
  failures?: LoadFailures;
}): SessionStore {
  let state: SessionState = { status: 'unknown' };
  let loading: Promise<SessionState> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
    return next;
  };

  // Only the latest question may settle: a change reported while an earlier answer is under way wins over it.
  let asked = 0;
  const ask = (): Promise<SessionState | undefined> => {
    const question = ++asked;
    return fetchSession(deps.identity, deps.failures).then((next) => {
      if (question !== asked) return undefined;
      // Kept only where a session on this device can vouch for it later; any other is forgotten (a shared device).
      const session = next.status === 'signed-in' ? deps.identity.sessionOnDevice() : undefined;
      if (next.status === 'signed-in' && session) deps.storage.set(PAGE_USER_KEY, rememberedUserText(next.user, session));
      else deps.storage.remove(PAGE_USER_KEY);
      return settle(next);
    });
  };

  const load = () => {
    loading ??= new Promise<SessionState>((resolve) => {
      const cancelWait = deps.clock.setTimeout(() => {
        // Only a user this device's session confirmed: never the previous visitor's, whose session has ended.
        const cached = parseRememberedUser(deps.storage.get(PAGE_USER_KEY), deps.identity.sessionOnDevice());
        console.warn(`Tabiji: the sign-in service has not answered within ${SESSION_WAIT_MS} ms; ` +
          `showing ${cached ? 'the last confirmed user' : 'the visitor as signed out'} until it does.`);
        resolve(settle(cached ? { status: 'signed-in', user: cached, isConfirmed: false } : { status: 'anonymous' }));
      }, SESSION_WAIT_MS);
      void ask().then((next) => {
        cancelWait();
        resolve(next ?? state);
      });
    });
    return loading;
  };
  // A sign-in or sign-out elsewhere (another tab, or another page while this one was in the back/forward cache)
  // is asked about again; before the first load there is nothing to correct, the load will ask.
  deps.identity.onUserChange(() => {
    if (loading) void ask();
  });
  let stopWaitingForInteraction: () => void = () => undefined;
  const cancelIdle = deps.clock.whenIdle(() => {
    stopWaitingForInteraction();
    void load();
  }, 4000);
  stopWaitingForInteraction = deps.page.onFirstInteraction(() => {
    cancelIdle();
    void load();
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    async signOut() {
      deps.storage.remove(PAGE_USER_KEY);
      try {
        await deps.identity.signOut();
      } catch (error) {
        // Code and message only: provider errors can carry the visitor's e-mail in their custom data.
        const { code, message } = error as { code?: string; message?: string };
        console.error(`Tabiji: signing out failed (${code ?? 'error'}: ${message ?? String(error)}).`);
        return false;
      }
      // Any answer still under way is older than the sign-out.
      asked += 1;
      settle({ status: 'anonymous' });
      deps.navigation.reload();
      return true;
    },
  };
}
