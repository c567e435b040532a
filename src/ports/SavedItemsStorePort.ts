import type { SavedItem, SavedList } from '../domain/savedItems';

/**
 * The reader's saved items as this device keeps them (issue 46). Never throws: storage that cannot be read reads as
 * an empty list (`isAvailable` says so), and a write the device refuses (blocked, or full) changes nothing.
 */
export interface SavedItemsStorePort {
  /** The device's list, newest first; entries that are not items are left out. */
  read(): readonly SavedItem[];
  /** Keeps `items` as the whole list, of the same owner; false when the device would not keep it (the list stays as it was). */
  write(items: readonly SavedItem[]): boolean;
  /** The signed-in user whose account's list the device holds (read with the list), or null: the device's own. */
  owner(): string | null;
  /** Keeps `list` as the whole list with its owner; false when the device would not keep it. */
  replace(list: SavedList): boolean;
  /** Whether the device's storage could be read at the last read. */
  isAvailable(): boolean;
  /** Calls `listener` when another tab or window changes the list; returns its removal. */
  onChange(listener: () => void): () => void;
}
