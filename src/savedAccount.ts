import { accountOf, clearAccountList, syncWithAccount, type AccountSyncDeps, type SignedInState } from './application/saved/accountSync';
import type { RecordedSession } from './application/session/sessionRelay';
import type { SessionState } from './application/session/sessionState';
import type { SavedItem } from './domain/savedItems';
import type { AccountSavedItemsPort } from './ports/AccountSavedItemsPort';
import type { SavedItemsStorePort } from './ports/SavedItemsStorePort';

// The save chunk's account part (saveChunk.ts): when someone may be signed in, the device's list follows their
// account's (application/saved/accountSync.ts), and each change goes to the account first.

/** The signed-in reader's account, as the save chunk reaches it. */
export interface SavedAccount {
  readonly list: AccountSavedItemsPort;
  /** Whether someone's session is on the device, told without the identity provider. */
  mayBeSignedIn(): Promise<boolean>;
  /** The page's session (loads the islands' services: asked only when someone may be signed in). */
  session(): Promise<RecordedSession>;
}

/**
 * Follows who is signed in: resolves once the device's list may be shown (an account's list stays only while
 * someone's session is on the device: a shared device shows the next visitor nothing of the last one's), then syncs
 * with the account in the background, and again on each sign-in or sign-out; `changed` redraws after each.
 */
export async function followAccount(deps: AccountSyncDeps, account: SavedAccount, changed: () => void): Promise<void> {
  const mayBeSignedIn = await account.mayBeSignedIn().catch(() => true);
  if (!mayBeSignedIn) {
    if (deps.store.owner() !== null) await clearAccountList(deps);
    return;
  }
  void account.session().then(async (session) => {
    let last: SessionState = await session.load();
    let running = syncWithAccount(deps, { session: last, mayBeSignedIn }).then(changed);
    session.subscribe(() => {
      const next = session.getState();
      if (next.status === 'unknown' || accountOf(next) === accountOf(last)) return;
      const who: SignedInState = { session: next, mayBeSignedIn, hasSignedOut: accountOf(last) !== null && accountOf(next) === null };
      last = next;
      running = running.then(() => syncWithAccount(deps, who)).then(changed);
    });
  }).catch((error: unknown) => deps.report('Tabiji: the saved items could not follow the session.', error));
}

/** Whether a change goes to an account: the device holds one's list. */
export function isAccountList(store: SavedItemsStorePort): boolean {
  return store.owner() !== null;
}

/**
 * Saves `item` to the account the device's list is (or takes it off), then keeps the account's answer on the device:
 * `unreachable` when the account did not answer (nothing changed), `not-kept` when the device refused the list.
 */
export async function changeInAccount(store: SavedItemsStorePort, account: AccountSavedItemsPort, item: SavedItem, shouldSave: boolean): Promise<'done' | 'unreachable' | 'not-kept'> {
  const owner = store.owner();
  if (owner === null) return 'not-kept';
  let list: readonly SavedItem[];
  try {
    list = shouldSave ? await account.merge([item]) : await account.remove(item.key);
  } catch {
    return 'unreachable';
  }
  return store.replace({ items: list, owner }) ? 'done' : 'not-kept';
}
