import { ASSETS_CACHE, itemCacheName, MAX_COPY_RESOURCES, sameOriginPaths, type OfflineCopy } from '../../domain/offlineCopy';
import type { OfflineCopyOutcome, OfflineCopyPort } from '../../ports/OfflineCopyPort';

/** What the adapter uses of the browser (the window's by default; tests give fakes). */
export interface OfflineCopyBrowser {
  readonly caches: CacheStorage | undefined;
  readonly serviceWorker: Pick<ServiceWorkerContainer, 'register'> | undefined;
  readonly storage: Pick<StorageManager, 'persist'> | undefined;
  readonly fetch: (path: string, init: RequestInit) => Promise<Response>;
  readonly origin: string;
  readonly parse: (html: string) => Document;
}

class Unreachable extends Error {}

const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/**
 * The copies in the Cache API, answered offline by Tabiji's service worker (serviceWorker/offlineReading.ts), which
 * this adapter registers at the folder it is served from at the first copy. Every resource is downloaded before any is
 * stored, and a copy that cannot be stored whole is deleted: a saved page is never half there. The first copy asks
 * for persistent storage, so the browser does not evict it under pressure where it lets a site ask.
 */
export class CacheStorageOfflineCopyAdapter implements OfflineCopyPort {
  private isRegistered = false;

  constructor(
    private readonly workerUrl: string,
    private readonly browser: OfflineCopyBrowser,
    private readonly warn: (message: string, error?: unknown) => void = (message, error) => console.warn(message, error),
  ) {}

  async keep(copy: OfflineCopy): Promise<OfflineCopyOutcome> {
    const { caches } = this.browser;
    if (!caches || !this.browser.serviceWorker) return 'unsupported';
    const photos = sameOriginPaths(copy.photos, this.browser.origin);
    const shared = sameOriginPaths([...copy.assets, copy.listPage], this.browser.origin);
    const own = [copy.page, ...photos].slice(0, MAX_COPY_RESOURCES);
    let downloaded: { own: Array<[string, Response]>; shared: Array<[string, Response]> };
    try {
      downloaded = { own: await this.download(own, 'no-cache'), shared: await this.download(shared.slice(0, MAX_COPY_RESOURCES), 'default') };
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      return 'unreachable';
    }
    // Registered once the copy is downloaded: without a connection the worker's script could not be fetched either, and
    // the reader is told the page could not be downloaded rather than that the browser cannot read offline.
    if (!(await this.register())) return 'unsupported';
    const outcome = await this.store(copy.key, downloaded);
    if (outcome === 'kept') void this.browser.storage?.persist().catch(() => false);
    return outcome;
  }

  async refresh({ key, page }: Pick<OfflineCopy, 'key' | 'page'>): Promise<OfflineCopyOutcome> {
    const { caches } = this.browser;
    if (!caches) return 'unsupported';
    // An item without a copy (saved where copies could not be kept) gets none here: opening its cache would make one.
    if (!(await caches.has(itemCacheName(key)))) return 'unreachable';
    const cache = await caches.open(itemCacheName(key));
    if (!(await cache.match(page))) return 'unreachable';
    let downloaded: { own: Array<[string, Response]>; shared: Array<[string, Response]> };
    try {
      const [[, response]] = (await this.download([page], 'no-cache')) as [[string, Response]];
      const html = await response.clone().text();
      const named = this.browser.parse(html);
      const assets = [
        ...Array.from(named.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.getAttribute('src') ?? ''),
        ...Array.from(named.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]'), (link) => link.getAttribute('href') ?? ''),
      ];
      downloaded = { own: [[page, response]], shared: await this.download(sameOriginPaths(assets, this.browser.origin).slice(0, MAX_COPY_RESOURCES), 'default') };
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      return 'unreachable';
    }
    // The page's entry is replaced in place: the copy's photos stay, and a failure leaves the old page.
    try {
      await this.putAll(await caches.open(ASSETS_CACHE), downloaded.shared);
      await this.putAll(cache, downloaded.own);
      return 'kept';
    } catch (error) {
      if (isQuotaError(error)) return 'full';
      throw error;
    }
  }

  async drop(key: string, isLast: boolean): Promise<void> {
    const { caches } = this.browser;
    if (!caches) return;
    await caches.delete(itemCacheName(key));
    if (isLast) await caches.delete(ASSETS_CACHE);
  }

  /** Registers the service worker once a page (at the folder it is served from); false when the browser refuses it. */
  private async register(): Promise<boolean> {
    if (this.isRegistered) return true;
    try {
      const url = new URL(this.workerUrl, this.browser.origin);
      await this.browser.serviceWorker?.register(url.href, { scope: new URL('./', url).href });
      this.isRegistered = true;
      return true;
    } catch (error) {
      this.warn('Tabiji: the service worker could not be registered, so saved items cannot be read offline.', error);
      return false;
    }
  }

  /** Each path's response, downloaded before anything is stored; Unreachable when one is not a 200. */
  private async download(paths: readonly string[], cache: RequestCache): Promise<Array<[string, Response]>> {
    return Promise.all(paths.map(async (path): Promise<[string, Response]> => {
      let response: Response;
      try {
        response = await this.browser.fetch(path, { credentials: 'same-origin', cache });
      } catch {
        throw new Unreachable(path);
      }
      if (response.status !== 200) throw new Unreachable(path);
      return [path, response];
    }));
  }

  /** Stores a downloaded copy whole: when the device has no room, the item's cache is deleted again. */
  private async store(key: string, downloaded: { own: Array<[string, Response]>; shared: Array<[string, Response]> }): Promise<OfflineCopyOutcome> {
    const caches = this.browser.caches!;
    try {
      await this.putAll(await caches.open(ASSETS_CACHE), downloaded.shared);
      await this.putAll(await caches.open(itemCacheName(key)), downloaded.own);
      return 'kept';
    } catch (error) {
      await caches.delete(itemCacheName(key)).catch(() => false);
      if (isQuotaError(error)) return 'full';
      throw error;
    }
  }

  private async putAll(cache: Cache, entries: Array<[string, Response]>): Promise<void> {
    for (const [path, response] of entries) await cache.put(path, response);
  }
}
