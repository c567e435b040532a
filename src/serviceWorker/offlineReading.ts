import { isCurrentCache, OFFLINE_CACHE_PREFIX, OFFLINE_TIMING } from '../domain/offlineCopy';
import { KNOWN_PATH_CODES, pathCodeFromPath } from '../domain/pathCodes';
import { savedItemsPath } from '../domain/savedItems';

// The service worker's offline reading (issue 46): every same-origin page goes to the network first (through the
// navigation preload, so the worker adds no round trip), and so do its resources, on their own unless the page was
// answered offline (answersItself); only when the network fails does the worker answer from the copies of saved items. A page saved answers as saved; any other page, the language's saved-items
// page (or, when none in that language is kept, one kept in another), which then says the page asked for is not
// saved. Nothing is cached here: the page keeps the copies
// (CacheStorageOfflineCopyAdapter), so what the worker answers is only what the reader saved.

/** The parts of the Cache API the worker reads. */
export interface CachesLike {
  keys(): Promise<string[]>;
  open(name: string): Promise<{ match(request: Request | string, options?: { ignoreSearch?: boolean; ignoreVary?: boolean }): Promise<Response | undefined> }>;
  delete(name: string): Promise<boolean>;
}

/**
 * The first copy of `request` in Tabiji's caches of this version (never the host's own caches). Whatever the copy's
 * `Vary` says: a page saved is the page the reader saved, and a navigation carries headers the page's own fetch of
 * the copy did not (Chromium adds `Save-Data: on` with the data saver on, and a host varies on it for light mode).
 */
async function matchSaved(caches: CachesLike, request: Request | string, options: { ignoreSearch?: boolean } = {}): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isCurrentCache)) {
    const found = await (await caches.open(name)).match(request, { ...options, ignoreVary: true });
    if (found) return found;
  }
  return undefined;
}

/** A fetch event, as far as the worker answers it. */
export interface FetchEventLike {
  readonly request: Request;
  readonly preloadResponse?: Promise<Response | undefined>;
  /** The page a resource is fetched for (a navigation's is its `resultingClientId`). */
  readonly clientId?: string;
  readonly resultingClientId?: string;
  respondWith(response: Promise<Response>): void;
}

/** How many pages answered from their copies the worker remembers (the oldest is forgotten first). */
const REMEMBERED_OFFLINE_PAGES = 50;

/**
 * The pages this worker answered from a copy, by client id, so their resources come from the copies too. Kept while
 * the worker runs: a worker stopped and started again between a page and its resources forgets it (they then go to
 * the network, as when online).
 */
export class OfflinePages {
  private readonly ids: string[] = [];

  remember(clientId: string | undefined): void {
    if (!clientId || this.ids.includes(clientId)) return;
    this.ids.push(clientId);
    if (this.ids.length > REMEMBERED_OFFLINE_PAGES) this.ids.shift();
  }

  has(clientId: string | undefined): boolean {
    return Boolean(clientId) && this.ids.includes(clientId as string);
  }
}

/**
 * Whether the worker answers `event` itself (of those answersOffline lets through): every page navigation (network
 * first, then its copy), and a resource only where it may need its copy: the browser says it is offline, or the page
 * it is for was answered from a copy (a connection that carries nothing while the browser still says online, as on a
 * train's Wi-Fi before its sign-in page). A resource of a page the network answered goes to the network on its own:
 * passed through the worker, each waited on it, and a page the worker controlled painted 1.28× later (bench).
 */
export function answersItself(event: Pick<FetchEventLike, 'request' | 'clientId'>, { isOnline, offlinePages }: { isOnline: boolean; offlinePages: OfflinePages }): boolean {
  return event.request.mode === 'navigate' || !isOnline || offlinePages.has(event.clientId);
}

/** A saved-items page kept with any item (they are kept in the shared cache, under `/{language}/saved`). */
async function anySavedItemsPage(caches: CachesLike): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isCurrentCache)) {
    const cache = await caches.open(name);
    for (const code of KNOWN_PATH_CODES) {
      const found = await cache.match(savedItemsPath(code), { ignoreVary: true });
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
export async function networkOrSaved(event: FetchEventLike, deps: { caches: CachesLike; fetch: (request: Request) => Promise<Response>; offlinePages?: OfflinePages }): Promise<Response> {
  const { request } = event;
  const isPage = request.mode === 'navigate';
  try {
    const preloaded = isPage ? await event.preloadResponse : undefined;
    return preloaded ?? (await deps.fetch(request));
  } catch (error) {
    // A page is its path (the campaign tags of the link that led to it are not the page); a resource, its address.
    const saved = await matchSaved(deps.caches, request, { ignoreSearch: isPage });
    // A page answered from a copy: its resources are answered from theirs (answersItself).
    if (isPage && saved) deps.offlinePages?.remember(event.resultingClientId);
    if (saved) return isPage ? markedOffline(saved, 'saved') : saved;
    if (isPage) {
      // The saved-items page in the page's language; in another one saved with an item when that one is not kept.
      const list = (await matchSaved(deps.caches, savedItemsPath(pathCodeFromPath(new URL(request.url).pathname)))) ?? (await anySavedItemsPage(deps.caches));
      if (list) deps.offlinePages?.remember(event.resultingClientId);
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
