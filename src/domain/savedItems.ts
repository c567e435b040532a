import { isRecord } from './describeValue';
import { isKnownPathCode, type PathCode } from './pathCodes';

// Saved items (issue 46): the articles and places a reader keeps for the trip. Pure rules over plain data: what an
// item is, how a stored list is read back (whatever the storage held), and how an item is added or removed without
// doubling or losing one.

/** What a reader can save: an article (a page of the site) or a place (a spot card). */
export type SavedKind = 'article' | 'place';

/** One saved item, as the device keeps it. */
export interface SavedItem {
  readonly kind: SavedKind;
  /** Unique in the list: an article's path (`/en/articles/1`), or `place:` and the place's id. */
  readonly key: string;
  /** The article's title or the place's name, as the page showed it (text). */
  readonly title: string;
  /** Where it opens: a path on this site (the article, or the page that shows the place's card, with its anchor). */
  readonly path: string;
  /** The language it was saved in (the page's path code). */
  readonly language: PathCode;
  /** When it was saved, in ms since the epoch. */
  readonly savedAtMs: number;
}

export const SAVED_LIMITS = {
  /** Most items a save leaves on the list: the oldest go first when a save would pass it. */
  maxItems: 100,
  /**
   * Most items a list holds: a merge of the device's list with an account's keeps them all (two full lists), and a
   * stored list past it is cut to its newest.
   */
  maxMerged: 200,
  /** Longest title kept, in UTF-16 units (a longer one is cut). */
  maxTitleLength: 200,
  /** Longest path or key kept (a longer one is not an item). */
  maxPathLength: 512,
} as const;

const KINDS: readonly string[] = ['article', 'place'] satisfies readonly SavedKind[];

/** Whether `path` is a path on this site: one leading slash, no scheme or host, no control characters. */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\p{Cc}\s]/u.test(path) && path.length <= SAVED_LIMITS.maxPathLength;
}

/** The key an article is saved under: its path without query or anchor. */
export function articleKey(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}

/** The key a place is saved under. */
export function placeKey(placeId: string): string {
  return `place:${placeId}`;
}

/** `title` trimmed, with runs of white space as one space, cut to the limit (never inside a surrogate pair). */
export function savedTitle(title: string): string {
  const plain = title.replace(/\s+/g, ' ').trim();
  if (plain.length <= SAVED_LIMITS.maxTitleLength) return plain;
  const cut = plain.slice(0, SAVED_LIMITS.maxTitleLength);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** One stored entry as an item, or null when it is not one (a field missing, of the wrong type, or not this site's). */
export function parseSavedItem(raw: unknown): SavedItem | null {
  if (!isRecord(raw)) return null;
  const { kind, key, title, path, language, savedAtMs } = raw;
  if (typeof kind !== 'string' || !KINDS.includes(kind)) return null;
  if (typeof key !== 'string' || key.length === 0 || key.length > SAVED_LIMITS.maxPathLength) return null;
  if (kind === 'article' ? !isSitePath(key) : !key.startsWith('place:') || key.length === 'place:'.length) return null;
  if (typeof title !== 'string' || savedTitle(title).length === 0) return null;
  if (typeof path !== 'string' || !isSitePath(path)) return null;
  if (typeof language !== 'string' || !isKnownPathCode(language)) return null;
  if (typeof savedAtMs !== 'number' || !Number.isFinite(savedAtMs) || savedAtMs < 0) return null;
  return { kind: kind as SavedKind, key, title: savedTitle(title), path, language, savedAtMs };
}

/** The stored list: its items, and the account it mirrors (null: the device's own, nobody signed in). */
export interface SavedList {
  readonly items: readonly SavedItem[];
  /** The signed-in user whose account's list this is (their page user id), or null. */
  readonly owner: string | null;
}

/**
 * The stored list as items, newest first: entries that are not items are left out (and counted in `dropped`), a key
 * listed twice keeps its first; text that is neither a JSON list nor `{ owner, items }` reads as empty, with `dropped` 1.
 */
export function parseSavedList(text: string | null): SavedList & { readonly dropped: number } {
  if (text === null) return { items: [], owner: null, dropped: 0 };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { items: [], owner: null, dropped: 1 };
  }
  // A list of its own (written before accounts, or while nobody is signed in), or an account's.
  const owner = isRecord(raw) && typeof raw.owner === 'string' && raw.owner !== '' ? raw.owner : null;
  const entries: unknown = isRecord(raw) ? raw.items : raw;
  if (!Array.isArray(entries) || (isRecord(raw) && owner === null)) return { items: [], owner: null, dropped: 1 };
  const items = uniqueItems(entries);
  return { items: newestFirst(items).slice(0, SAVED_LIMITS.maxMerged), owner, dropped: entries.length - items.length };
}

/** The text a list is stored as: a bare JSON list when it is the device's own, `{ owner, items }` for an account's. */
export function savedListText(list: SavedList): string {
  return JSON.stringify(list.owner === null ? list.items : { owner: list.owner, items: list.items });
}

/** The items of `entries`, each key once (its first), entries that are not items left out. */
export function uniqueItems(entries: readonly unknown[]): SavedItem[] {
  const seen = new Set<string>();
  const items: SavedItem[] = [];
  for (const entry of entries) {
    const item = parseSavedItem(entry);
    if (!item || seen.has(item.key)) continue;
    seen.add(item.key);
    items.push(item);
  }
  return items;
}

/**
 * The device's list and an account's as one, newest first: every key once, none lost (up to `maxMerged`). An item
 * on both keeps the earlier save (the first time the reader chose it).
 */
export function mergeSaved(device: readonly SavedItem[], account: readonly SavedItem[]): readonly SavedItem[] {
  const byKey = new Map<string, SavedItem>();
  for (const item of [...account, ...device]) {
    const known = byKey.get(item.key);
    if (!known || item.savedAtMs < known.savedAtMs) byKey.set(item.key, item);
  }
  return newestFirst([...byKey.values()]).slice(0, SAVED_LIMITS.maxMerged);
}

function newestFirst(items: readonly SavedItem[]): SavedItem[] {
  return [...items].sort((a, b) => b.savedAtMs - a.savedAtMs);
}

/**
 * `items` with `item` first (an item saved before under its key is replaced, not doubled), at most `maxItems` (a
 * merged list longer than that is cut to it by the next save, its oldest first).
 */
export function withSaved(items: readonly SavedItem[], item: SavedItem): readonly SavedItem[] {
  return [item, ...items.filter((each) => each.key !== item.key)].slice(0, SAVED_LIMITS.maxItems);
}

/** `items` without the one saved under `key`. */
export function withoutSaved(items: readonly SavedItem[], key: string): readonly SavedItem[] {
  return items.filter((each) => each.key !== key);
}

/** Whether an item is saved under `key`. */
export function isSaved(items: readonly SavedItem[], key: string): boolean {
  return items.some((each) => each.key === key);
}

/** Where a language's saved-items page is: the host serves it (docs/integrating.md, "Saved items"). */
export function savedItemsPath(pathCode: PathCode): string {
  return `/${pathCode}/saved`;
}
