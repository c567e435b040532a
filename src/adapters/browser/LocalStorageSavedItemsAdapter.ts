import { parseSavedList, savedListText, type SavedItem, type SavedList } from '../../domain/savedItems';
import type { SavedItemsStorePort } from '../../ports/SavedItemsStorePort';

/** The key of the list in local storage. */
export const SAVED_ITEMS_KEY = 'tabiji-saved';

/**
 * The saved items in local storage, as JSON, under one key: a write replaces the whole list at once, so a list is
 * never half written, and other tabs hear of it through the `storage` event. Unlike BrowserStorageAdapter, a refused
 * write is never kept in memory instead: an item the device did not keep must not look saved.
 */
export class LocalStorageSavedItemsAdapter implements SavedItemsStorePort {
  private isReadable = true;
  private hasWarned = false;
  private lastOwner: string | null = null;

  constructor(
    private readonly openStorage: () => Storage,
    private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  read(): readonly SavedItem[] {
    let text: string | null;
    try {
      text = this.openStorage().getItem(SAVED_ITEMS_KEY);
      this.isReadable = true;
    } catch {
      this.isReadable = false;
      return [];
    }
    const { items, owner, dropped } = parseSavedList(text);
    this.lastOwner = owner;
    // Said once a page: every read of the same list would say it again.
    if (dropped > 0 && !this.hasWarned) {
      this.hasWarned = true;
      this.warn(`Tabiji: ${dropped} saved ${dropped === 1 ? 'entry was' : 'entries were'} not readable and ${dropped === 1 ? 'is' : 'are'} left out.`);
    }
    return items;
  }

  write(items: readonly SavedItem[]): boolean {
    return this.replace({ items, owner: this.owner() });
  }

  owner(): string | null {
    this.read();
    return this.lastOwner;
  }

  replace(list: SavedList): boolean {
    try {
      this.openStorage().setItem(SAVED_ITEMS_KEY, savedListText(list));
      return true;
    } catch {
      return false;
    }
  }

  isAvailable(): boolean {
    return this.isReadable;
  }

  onChange(listener: () => void): () => void {
    const onStorage = (event: Event) => {
      const { key } = event as StorageEvent;
      // A null key is a cleared storage.
      if (key === SAVED_ITEMS_KEY || key === null) listener();
    };
    this.target.addEventListener('storage', onStorage);
    return () => this.target.removeEventListener('storage', onStorage);
  }
}
