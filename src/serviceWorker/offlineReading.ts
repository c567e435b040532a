import { isCurrentCache, OFFLINE_CACHE_PREFIX, OFFLINE_TIMING } from '../domain/offlineCopy';
import { KNOWN_PATH_CODES, pathCodeFromPath } from '../domain/pathCodes';
import { savedItemsPath } from '../domain/savedItems';

// The service worker's offline reading (issue 46): every same-origin GET goes to the network first (a page navigation
// through the navigation preload, so the worker adds no round trip); only when the network fails does the worker
// answer from the copies of saved items. A page saved answers as saved; any other page, the language's saved-items
// page (or, when none in that language is kept, one kept in another), which then says the page asked for is not
// saved. Nothing is cached here: the page keeps the copies
// (CacheStorageOfflineCopyAdapter), so what the worker answers is only what the reader saved.

/** The parts of the Cache API the worker reads. */
export interface CachesLike {
  keys(): Promise<string[]>;
  open(name: string): Promise<{ match(request: Request | string, options?: { ignoreSearch?: boolean }): Promise<Response | undefined> }>;
  delete(name: string): Promise<boolean>;
}

/** The first copy of `request` in Tabiji's caches of this version (never the host's own caches). */
async function matchSaved(caches: CachesLike, request: Request | string, options: { ignoreSearch?: boolean } = {}): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isCurrentCache)) {
    const found = await (await caches.open(name)).match(request, options);
    if (found) return found;
  }
  return undefined;
}

/** A fetch event, as far as the worker answers it. */
export interface FetchEventLike {
  readonly request: Request;
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

/** A saved-items page kept with any item (they are kept in the shared cache, under `/{language}/saved`). */
async function anySavedItemsPage(caches: CachesLike): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isCurrentCache)) {
    const cache = await caches.open(name);
    for (const code of KNOWN_PATH_CODES) {
      const found = await cache.match(savedItemsPath(code));
      if (found) return found;
    }
  }
  return undefined;
}

/** `response` again, with a Server-Timing entry saying it came from a copy (`saved`) or stood in for a page (`unsaved`). */
async function markedOffline(response: Response, how: 'saved' | 'unsaved'): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.append('Server-Timing', `${OFFLINE_TIMING};desc="${how}"`);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** The network's answer to `event`, or, when the network fails, the saved copy or the saved-items page. */
export async function networkOrSaved(event: FetchEventLike, deps: { caches: CachesLike; fetch: (request: Request) => Promise<Response> }): Promise<Response> {
  const { request } = event;
  const isPage = request.mode === 'navigate';
  try {
    const preloaded = isPage ? await event.preloadResponse : undefined;
    return preloaded ?? (await deps.fetch(request));
  } catch (error) {
    // A page is its path (the campaign tags of the link that led to it are not the page); a resource, its address.
    const saved = await matchSaved(deps.caches, request, { ignoreSearch: isPage });
    if (saved) return isPage ? markedOffline(saved, 'saved') : saved;
    if (isPage) {
      // The saved-items page in the page's language; in another one saved with an item when that one is not kept.
      const list = (await matchSaved(deps.caches, savedItemsPath(pathCodeFromPath(new URL(request.url).pathname)))) ?? (await anySavedItemsPage(deps.caches));
      if (list) return markedOffline(list, 'unsaved');
    }
    throw error;
  }
}

/** Whether the worker answers `request`: a GET of its own origin (posts, other sites and the worker's own updates go by). */
export function answersOffline(request: Request, origin: string): boolean {
  return request.method === 'GET' && new URL(request.url).origin === origin;
}

/** At activation: the copies of another version go (what they hold may no longer fit this one); the host's caches stay. */
export async function deleteOtherVersions(caches: CachesLike): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && !isCurrentCache(name)).map((name) => caches.delete(name)));
}
