import { mergeSaved, withoutSaved, type SavedItem } from '../../src/domain/savedItems';
import { AccountSavedItemsError, type AccountFailure, type AccountSavedItemsPort } from '../../src/ports/AccountSavedItemsPort';

/**
 * An account's saved items in memory, merged as the main app API merges them (each key once, the earlier save kept).
 * With `failure` set, every call rejects that way and changes nothing; `calls` lists what was asked, in order.
 * Unlike the API, it knows one account only: who is signed in is the test's to arrange.
 */
export class FakeAccountSavedItemsAdapter implements AccountSavedItemsPort {
  failure: AccountFailure | null = null;
  readonly calls: Array<{ merge: readonly SavedItem[] } | { remove: string }> = [];

  constructor(public items: readonly SavedItem[] = []) {}

  async merge(items: readonly SavedItem[]): Promise<readonly SavedItem[]> {
    this.calls.push({ merge: items });
    this.fail();
    this.items = mergeSaved(items, this.items);
    return this.items;
  }

  async remove(key: string): Promise<readonly SavedItem[]> {
    this.calls.push({ remove: key });
    this.fail();
    this.items = withoutSaved(this.items, key);
    return this.items;
  }

  private fail(): void {
    if (this.failure) throw new AccountSavedItemsError(this.failure, `saved items: test failure (${this.failure})`);
  }
}
