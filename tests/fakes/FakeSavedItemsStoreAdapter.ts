import type { SavedItem, SavedList } from '../../src/domain/savedItems';
import type { SavedItemsStorePort } from '../../src/ports/SavedItemsStorePort';

/**
 * The device's saved items in memory. With `refusesWrites` a write keeps nothing and says so (storage blocked or full);
 * with `isReadable` false a read gives an empty list and says the storage is unavailable;
 * `changeFromAnotherTab` replaces the list as another tab would and calls the `onChange` listeners.
 */
export class FakeSavedItemsStoreAdapter implements SavedItemsStorePort {
  refusesWrites = false;
  /** False: the device's storage could not be read (read gives an empty list). */
  isReadable = true;
  /** Every list written and kept, in order. */
  readonly writes: (readonly SavedItem[])[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    public items: readonly SavedItem[] = [],
    /** The user whose account's list the device holds, or null: the device's own. */
    public ownerId: string | null = null,
  ) {}

  read(): readonly SavedItem[] {
    return this.isReadable ? this.items : [];
  }

  write(items: readonly SavedItem[]): boolean {
    if (this.refusesWrites) return false;
    this.items = items;
    this.writes.push(items);
    return true;
  }

  owner(): string | null {
    return this.isReadable ? this.ownerId : null;
  }

  replace(list: SavedList): boolean {
    if (this.refusesWrites) return false;
    this.ownerId = list.owner;
    return this.write(list.items);
  }

  isAvailable(): boolean {
    return this.isReadable;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Another tab wrote `items`: the list changes and the listeners hear of it. */
  changeFromAnotherTab(items: readonly SavedItem[]): void {
    this.items = items;
    for (const listener of [...this.listeners]) listener();
  }

  /** How many listeners are waiting for changes. */
  listenerCount(): number {
    return this.listeners.size;
  }
}
