import type { SavedItem } from '../domain/savedItems';

/** Why the account's list could not be read or changed: nobody signed in (any more), or no answer that could be used. */
export type AccountFailure = 'signed-out' | 'unreachable';

/** A call to the account's list that did not succeed; `reason` says which way. Its message never holds a token. */
export class AccountSavedItemsError extends Error {
  constructor(
    readonly reason: AccountFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AccountSavedItemsError';
  }
}

/**
 * The signed-in reader's saved items as their account keeps them (issue 46; the main app API, TABIJI_APP_API_URL),
 * for whoever the identity provider has signed in. Each call gives back the account's whole list after it, newest
 * first, so the device can hold the same. Rejects with AccountSavedItemsError.
 */
export interface AccountSavedItemsPort {
  /**
   * Adds `items` to the account's list, each key once (an item it has keeps its earlier save), and gives the list
   * back. Merging nothing reads the list. Safe to repeat: a merge sent twice changes nothing the second time.
   */
  merge(items: readonly SavedItem[]): Promise<readonly SavedItem[]>;
  /** Takes the item saved under `key` off the account's list (none there: nothing changes), and gives the list back. */
  remove(key: string): Promise<readonly SavedItem[]>;
}
