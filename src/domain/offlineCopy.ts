// Offline reading (issue 46): the names the page and the service worker share for the copies of saved items, and
// which of a saved page's resources its copy keeps. Pure: no Cache API here.

/**
 * The copies' version. A worker of another version deletes every Tabiji cache not of its own at activation: raise it
 * when what a copy holds changes shape (and say so in docs/operations.md, "Offline reading").
 */
export const OFFLINE_CACHE_VERSION = 1;

/** The caches' common prefix: what a worker may delete, nothing of the host's. */
export const OFFLINE_CACHE_PREFIX = 'tabiji-offline-';

/** The cache of the scripts, styles and saved-items pages every copy shares (content-hashed, or one per language). */
export const ASSETS_CACHE = `${OFFLINE_CACHE_PREFIX}v${OFFLINE_CACHE_VERSION}-assets`;

/** The cache of one saved item: its page and the photos it showed. */
export function itemCacheName(key: string): string {
  return `${OFFLINE_CACHE_PREFIX}v${OFFLINE_CACHE_VERSION}-item:${key}`;
}

/** Whether `name` is a cache of this version (a worker keeps these and deletes the other Tabiji ones). */
export function isCurrentCache(name: string): boolean {
  return name.startsWith(`${OFFLINE_CACHE_PREFIX}v${OFFLINE_CACHE_VERSION}-`);
}

/** The Server-Timing name a page served from a copy carries, so the page can tell it was opened offline. */
export const OFFLINE_TIMING = 'tabiji-offline';

/** How many resources one copy keeps at most (a page with more keeps the first ones: its photos come first). */
export const MAX_COPY_RESOURCES = 60;

/** What a copy of a saved page keeps: the page, its scripts and styles, the photos as this device showed them. */
export interface OfflineCopy {
  /** The saved item's key (its cache). */
  readonly key: string;
  /** The page's path: what the copy answers offline. */
  readonly page: string;
  /** The language's saved-items page, answered offline for a page not saved. */
  readonly listPage: string;
  /** Same-origin scripts and styles (shared between copies). */
  readonly assets: readonly string[];
  /** The photos, at the sizes this device loaded (the item's own). */
  readonly photos: readonly string[];
}

/**
 * The same-origin http(s) addresses of `urls` as paths with their query (no anchor), each once, in order: what a copy
 * may fetch and keep. Another origin's (ads, maps, fonts of a CDN) are not kept: they are not the site's to copy.
 */
export function sameOriginPaths(urls: readonly string[], origin: string): readonly string[] {
  const paths: string[] = [];
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) continue;
    const path = `${url.pathname}${url.search}`;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

