import { isSaved, type SavedItem } from '../../domain/savedItems';
import type { AccountSavedItemsPort } from '../../ports/AccountSavedItemsPort';
import type { SavedItemsStorePort } from '../../ports/SavedItemsStorePort';
import type { SessionState } from '../session/sessionState';

// The device's saved items and the signed-in reader's account (issue 46). A device list is either the device's own
// (nobody signed in) or a copy of one account's list (its `owner`). On sign-in, the device's own items are merged
// into the account (none lost or doubled) and the device holds the account's list; another user's list is never
// merged into this one; once nobody can be signed in, an account's list and its copies leave the device (a shared
// device shows the next visitor nothing of the last one's).

/** What the sync changes: the device's list, the account's, and the copies kept for reading offline. */
export interface AccountSyncDeps {
  readonly store: SavedItemsStorePort;
  readonly account: AccountSavedItemsPort;
  /** Deletes the offline copies of the items saved under `keys`; `isLast`: nothing is left saved (shared files go too). */
  readonly dropCopies: (keys: readonly string[], isLast: boolean) => Promise<void>;
  /** Starts keeping copies of items saved on another device, in the background. */
  readonly copyNew: (items: readonly SavedItem[]) => void;
  readonly report: (message: string, error?: unknown) => void;
}

/** Who is signed in, as far as the page knows. */
export interface SignedInState {
  readonly session: SessionState;
  /** False when nobody's session is on the device (told without the provider): nobody can be signed in. */
  readonly mayBeSignedIn: boolean;
  /** True when the reader was signed in on this page and is not any more (signed out here or in another tab). */
  readonly hasSignedOut?: boolean;
}

/** What a sync did: merged the device's own items in, read the account's list, took a list off, nothing, or could not reach the account. */
export type AccountSyncOutcome = 'merged' | 'read' | 'cleared' | 'unchanged' | 'unreachable';

/** The account a confirmed signed-in session is (its page user id), or null. */
export function accountOf(session: SessionState): string | null {
  return session.status === 'signed-in' && session.isConfirmed ? String(session.user.userMetadata.user_id) : null;
}

/** Whether the device's list must leave it now: it is an account's, and nobody can be signed in or they signed out. */
export function mustClear(owner: string | null, who: SignedInState): boolean {
  if (owner === null) return false;
  const account = accountOf(who.session);
  if (account !== null) return account !== owner;
  return !who.mayBeSignedIn || who.hasSignedOut === true;
}

/**
 * An account's list on a device whose provider answered nobody, though a session may be there (the host's cookie
 * cannot be read; or the provider failed): the account's API says whether anyone is signed in. Signed out: the list
 * goes. No answer (offline): it stays, for reading offline.
 */
async function checkStillSignedIn(deps: AccountSyncDeps): Promise<AccountSyncOutcome> {
  try {
    await deps.account.merge([]);
    return 'unchanged';
  } catch (error) {
    if ((error as { reason?: unknown } | null)?.reason !== 'signed-out') return 'unreachable';
    await clearAccountList(deps);
    return 'cleared';
  }
}

/** Takes an account's list off the device, with its copies. */
export async function clearAccountList(deps: AccountSyncDeps): Promise<void> {
  const keys = deps.store.read().map((item) => item.key);
  if (!deps.store.replace({ items: [], owner: null })) {
    deps.report('Tabiji: an account’s saved items could not be taken off this device (its storage refused the write).');
    return;
  }
  await deps.dropCopies(keys, true);
}

/**
 * Brings the device's list in line with `who`: an account's list that must go goes (mustClear); a confirmed user
 * gets their account's list on the device, with the device's own items merged in first when the device held its own.
 * An account that cannot be reached changes nothing on the device (the next page tries again).
 */
export async function syncWithAccount(deps: AccountSyncDeps, who: SignedInState): Promise<AccountSyncOutcome> {
  const { store, account } = deps;
  const cleared = mustClear(store.owner(), who);
  if (cleared) await clearAccountList(deps);
  const me = accountOf(who.session);
  if (me === null) {
    if (cleared) return 'cleared';
    return store.owner() !== null && who.session.status === 'anonymous' ? checkStillSignedIn(deps) : 'unchanged';
  }
  const owner = store.owner();
  const before = store.read();
  // The device's own items join the account; an account's list already on the device is the account's to say.
  let sent = owner === null ? before : [];
  try {
    let list = await account.merge(sent);
    // Another tab may have saved to the device's own list meanwhile: those items join too, before the list is replaced.
    for (let round = 0; round < 2 && store.owner() === null; round += 1) {
      const late = store.read().filter((item) => !isSaved(list, item.key) && !isSaved(sent, item.key));
      if (late.length === 0) break;
      sent = late;
      list = await account.merge(late);
    }
    if (!store.replace({ items: list, owner: me })) {
      deps.report('Tabiji: the account’s saved items could not be kept on this device (its storage refused the write).');
      return 'unreachable';
    }
    // Taken off on another device: its copy goes. Saved on another device: a copy is made to read offline.
    const gone = before.filter((item) => !isSaved(list, item.key)).map((item) => item.key);
    if (gone.length > 0) await deps.dropCopies(gone, list.length === 0);
    const added = list.filter((item) => !isSaved(before, item.key));
    if (added.length > 0) deps.copyNew(added);
    return owner === null && before.length > 0 ? 'merged' : 'read';
  } catch (error) {
    deps.report('Tabiji: the account’s saved items could not be read; the device’s list stays as it is.', error);
    return 'unreachable';
  }
}
