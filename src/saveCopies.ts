import { articleKey, type SavedItem } from './domain/savedItems';
import type { SavePage } from './saveChunk';

// The save chunk's offline copies (saveChunk.ts): deleted with their items, made for items saved on another device,
// downloaded again when the connection comes back. Failures are reported, never said: the list is what the reader
// sees, and it is right without them.

/** How many items saved on another device get a copy here at a sign-in: the newest (roaming data is dear). */
export const ACCOUNT_COPIES = 10;

/** The copies' work over the page's adapters. */
export function copiesOf(page: Pick<SavePage, 'copies' | 'copyOf' | 'report'>) {
  /** Deletes a copy; `isLast`: nothing is left saved, so the shared scripts and styles go too. */
  const dropCopy = (key: string, isLast: boolean) => page.copies.drop(key, isLast).catch((error: unknown) => page.report('Tabiji: the copy of a saved item could not be deleted.', error));
  return {
    dropCopy,
    /** Deletes the copies of `keys`; with `isLast`, the shared scripts and styles with the last. */
    async dropCopies(keys: readonly string[], isLast: boolean): Promise<void> {
      for (const [index, key] of keys.entries()) await dropCopy(key, isLast && index === keys.length - 1);
    },
    /** Copies of items saved on another device, the newest few, one at a time: their pages (photos this device has not seen are not fetched). */
    copyNew(items: readonly SavedItem[]): void {
      void items.slice(0, ACCOUNT_COPIES).reduce((previous, item) => previous
        .then(async () => void (await page.copies.keep({ ...(await page.copyOf(item)), photos: [] })))
        .catch((error: unknown) => page.report('Tabiji: a copy of an item saved on another device could not be kept.', error)), Promise.resolve());
    },
    /** Downloads each saved page again in the background, one at a time, its photos kept. */
    refreshAll(items: readonly SavedItem[]): void {
      void items.reduce((previous, item) => previous.then(() => page.copies.refresh({ key: item.key, page: articleKey(item.path) })
        .then(() => undefined, (error: unknown) => page.report('Tabiji: a saved page could not be refreshed.', error))), Promise.resolve());
    },
  };
}
