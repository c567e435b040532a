import { CacheStorageOfflineCopyAdapter, type OfflineCopyBrowser } from '../../../src/adapters/browser/CacheStorageOfflineCopyAdapter';
import { ASSETS_CACHE, itemCacheName, MAX_COPY_RESOURCES, type OfflineCopy } from '../../../src/domain/offlineCopy';

// jsdom has no Response: the adapter reads a response's status and its text (of a clone), and hands it to the cache.

const SITE = 'https://www.tabiji.example';

class FakeResponse {
  constructor(readonly body: string, readonly status = 200) {}

  clone(): FakeResponse {
    return new FakeResponse(this.body, this.status);
  }

  async text(): Promise<string> {
    return this.body;
  }
}

type Timeline = string[];

/** One cache: `put` can be made to fail (the device full, or another error) from its `failAfter`-th put. */
class FakeCache {
  readonly entries = new Map<string, FakeResponse>();
  failure: { error: unknown; after: number } | null = null;

  constructor(readonly name: string, private readonly timeline: Timeline) {}

  async put(path: string, response: FakeResponse): Promise<void> {
    if (this.failure && this.failure.after-- <= 0) throw this.failure.error;
    this.timeline.push(`put ${this.name} ${path}`);
    this.entries.set(path, response);
  }

  async match(path: string): Promise<FakeResponse | undefined> {
    return this.entries.get(path)?.clone();
  }

  async delete(path: string): Promise<boolean> {
    return this.entries.delete(path);
  }

  async keys(): Promise<string[]> {
    return [...this.entries.keys()];
  }
}

/** Cache storage in memory; `failures` makes a cache of that name fail its puts when it is opened. */
class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  readonly deleted: string[] = [];
  readonly failures = new Map<string, { error: unknown; after: number }>();

  constructor(private readonly timeline: Timeline) {}

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache(name, this.timeline);
      this.caches.set(name, cache);
    }
    cache.failure = this.failures.get(name) ?? null;
    return cache;
  }

  async delete(name: string): Promise<boolean> {
    this.deleted.push(name);
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  /** Each cache's paths. */
  contents(): Record<string, string[]> {
    return Object.fromEntries([...this.caches].map(([name, cache]) => [name, [...cache.entries.keys()]]));
  }

  async bodyOf(name: string, path: string): Promise<string | undefined> {
    return this.caches.get(name)?.entries.get(path)?.body;
  }
}

const PAGE_HTML = '<html><head><script src="/assets/tabiji.1.js"></script><link rel="stylesheet" href="/assets/tabiji.1.css"></head><body><h1>Temples</h1></body></html>';

/** The site's files as the network answers them: a body (200), a status, or 'offline' (the fetch rejects). */
type Answer = string | number | 'offline';

function setUp({ caches = true, serviceWorker = true, storage = true }: { caches?: boolean; serviceWorker?: boolean; storage?: boolean } = {}) {
  const timeline: Timeline = [];
  const storageCaches = new FakeCacheStorage(timeline);
  const site = new Map<string, Answer>([
    ['/en/articles/4', PAGE_HTML],
    ['/en/saved', '<h1>Saved items</h1>'],
    ['/assets/tabiji.1.js', 'script 1'],
    ['/assets/tabiji.1.css', 'style 1'],
    ['/photos/kyoto.webp?w=640', 'photo'],
    ['/photos/nara.webp', 'photo 2'],
  ]);
  const fetches: { path: string; init: RequestInit }[] = [];
  const registrations: { url: string; options: RegistrationOptions | undefined }[] = [];
  const registerRefusal: { error: Error | null } = { error: null };
  const persist = jest.fn(async () => true);
  const warnings: { message: string; error: unknown }[] = [];
  const browser: OfflineCopyBrowser = {
    caches: caches ? (storageCaches as unknown as CacheStorage) : undefined,
    serviceWorker: serviceWorker
      ? {
        register: async (url: string | URL, options?: RegistrationOptions) => {
          registrations.push({ url: String(url), options });
          if (registerRefusal.error) throw registerRefusal.error;
          return {} as ServiceWorkerRegistration;
        },
      }
      : undefined,
    storage: storage ? { persist } : undefined,
    fetch: async (path, init) => {
      fetches.push({ path, init });
      timeline.push(`fetch ${path}`);
      const answer = site.get(path) ?? 404;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return (typeof answer === 'number' ? new FakeResponse('', answer) : new FakeResponse(answer)) as unknown as Response;
    },
    origin: SITE,
    parse: (html) => new DOMParser().parseFromString(html, 'text/html'),
  };
  const adapter = new CacheStorageOfflineCopyAdapter('/firebase-messaging-sw.js', browser, (message, error) => warnings.push({ message, error }));
  return { adapter, browser, storageCaches, site, fetches, registrations, registerRefusal, persist, warnings, timeline };
}

const copy = (overrides: Partial<OfflineCopy> = {}): OfflineCopy => ({
  key: '/en/articles/4',
  page: '/en/articles/4',
  listPage: '/en/saved',
  assets: [`${SITE}/assets/tabiji.1.js`, `${SITE}/assets/tabiji.1.css`],
  photos: [`${SITE}/photos/kyoto.webp?w=640`, `${SITE}/photos/nara.webp`],
  ...overrides,
});

const ITEM = itemCacheName('/en/articles/4');
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('CacheStorageOfflineCopyAdapter.keep', () => {
  it('keeps the page and its photos in the item’s cache, and the scripts, styles and list in the shared one', async () => {
    const { adapter, storageCaches, fetches } = setUp();
    expect(await adapter.keep(copy())).toBe('kept');
    expect(storageCaches.contents()).toEqual({
      [ASSETS_CACHE]: ['/assets/tabiji.1.js', '/assets/tabiji.1.css', '/en/saved'],
      [ITEM]: ['/en/articles/4', '/photos/kyoto.webp?w=640', '/photos/nara.webp'],
    });
    expect(await storageCaches.bodyOf(ITEM, '/en/articles/4')).toBe(PAGE_HTML);
    // The item's own files past the HTTP cache (a fresh page), the shared ones through it; the site's cookies go along.
    expect(fetches.map(({ path, init }) => [path, init.cache, init.credentials])).toEqual([
      ['/en/articles/4', 'no-cache', 'same-origin'],
      ['/photos/kyoto.webp?w=640', 'no-cache', 'same-origin'],
      ['/photos/nara.webp', 'no-cache', 'same-origin'],
      ['/assets/tabiji.1.js', 'default', 'same-origin'],
      ['/assets/tabiji.1.css', 'default', 'same-origin'],
      ['/en/saved', 'default', 'same-origin'],
    ]);
  });

  it('downloads everything before it stores anything', async () => {
    const { adapter, timeline } = setUp();
    await adapter.keep(copy());
    const firstPut = timeline.findIndex((event) => event.startsWith('put'));
    const lastFetch = timeline.map((event) => event.startsWith('fetch')).lastIndexOf(true);
    expect(firstPut).toBeGreaterThan(-1);
    expect(lastFetch).toBeLessThan(firstPut);
  });

  it.each([
    ['a photo is not found', '/photos/nara.webp', 404],
    ['the page answers an error', '/en/articles/4', 503],
    ['a script answers something other than 200', '/assets/tabiji.1.js', 206],
    ['the saved-items page is not found', '/en/saved', 404],
    ['the network fails for a style', '/assets/tabiji.1.css', 'offline'],
  ] as const)('keeps nothing when %s: unreachable', async (_label, path, answer) => {
    const { adapter, storageCaches, site, persist } = setUp();
    site.set(path, answer);
    expect(await adapter.keep(copy())).toBe('unreachable');
    expect(storageCaches.contents()).toEqual({});
    expect(persist).not.toHaveBeenCalled();
  });

  it('fetches none of another origin’s photos, scripts or styles', async () => {
    const { adapter, storageCaches, fetches } = setUp();
    const outcome = await adapter.keep(copy({
      photos: ['https://maps.example/tile.png', `${SITE}/photos/nara.webp`, 'data:image/png;base64,AAAA'],
      assets: ['https://ads.example/tag.js', `${SITE}/assets/tabiji.1.js`, `${SITE}/assets/tabiji.1.js#again`],
    }));
    expect(outcome).toBe('kept');
    expect(fetches.map(({ path }) => path)).toEqual(['/en/articles/4', '/photos/nara.webp', '/assets/tabiji.1.js', '/en/saved']);
    expect(storageCaches.contents()[ITEM]).toEqual(['/en/articles/4', '/photos/nara.webp']);
  });

  it('keeps at most the limit of the item’s files: the page and the first photos', async () => {
    const { adapter, site, storageCaches } = setUp();
    const photos = Array.from({ length: MAX_COPY_RESOURCES + 5 }, (_, index) => `/photos/${index}.webp`);
    for (const photo of photos) site.set(photo, 'photo');
    expect(await adapter.keep(copy({ photos }))).toBe('kept');
    expect(storageCaches.contents()[ITEM]).toEqual(['/en/articles/4', ...photos.slice(0, MAX_COPY_RESOURCES - 1)]);
  });

  it('says full, and deletes the item’s cache, when the device has no room for it', async () => {
    const { adapter, storageCaches, persist } = setUp();
    storageCaches.failures.set(ITEM, { error: quotaError(), after: 1 });
    expect(await adapter.keep(copy())).toBe('full');
    expect(storageCaches.deleted).toEqual([ITEM]);
    expect(Object.keys(storageCaches.contents())).not.toContain(ITEM);
    expect(persist).not.toHaveBeenCalled();
  });

  it('says full when the shared cache has no room, and keeps nothing of the item', async () => {
    const { adapter, storageCaches } = setUp();
    storageCaches.failures.set(ASSETS_CACHE, { error: quotaError(), after: 0 });
    expect(await adapter.keep(copy())).toBe('full');
    expect(Object.keys(storageCaches.contents())).not.toContain(ITEM);
  });

  it('deletes the item’s cache and rethrows another failure of the cache', async () => {
    const { adapter, storageCaches } = setUp();
    const failure = new Error('the cache broke');
    storageCaches.failures.set(ITEM, { error: failure, after: 0 });
    await expect(adapter.keep(copy())).rejects.toBe(failure);
    expect(storageCaches.deleted).toEqual([ITEM]);
  });

  it.each([
    ['no cache storage', { caches: false }],
    ['no service worker', { serviceWorker: false }],
  ] as const)('says unsupported with %s, fetching and registering nothing', async (_label, browser) => {
    const { adapter, fetches, registrations, persist } = setUp(browser);
    expect(await adapter.keep(copy())).toBe('unsupported');
    expect(fetches).toEqual([]);
    expect(registrations).toEqual([]);
    expect(persist).not.toHaveBeenCalled();
  });

  it('says unreachable, registering nothing, when the page cannot be downloaded (offline: the worker could not be fetched either)', async () => {
    const { adapter, site, registrations } = setUp();
    for (const path of site.keys()) site.set(path, 'offline');
    expect(await adapter.keep(copy())).toBe('unreachable');
    expect(registrations).toEqual([]);
  });

  it('says unsupported, with a warning, when the browser refuses the service worker, storing nothing; and asks again at the next copy', async () => {
    const { adapter, fetches, storageCaches, registrations, registerRefusal, warnings } = setUp();
    const refusal = new Error('SecurityError');
    registerRefusal.error = refusal;
    expect(await adapter.keep(copy())).toBe('unsupported');
    expect(warnings).toEqual([{ message: expect.stringContaining('service worker'), error: refusal }]);
    // Downloaded first (so that, offline, the reader hears the page could not be downloaded), then nothing stored.
    expect(fetches.length).toBeGreaterThan(0);
    expect(storageCaches.contents()).toEqual({});
    registerRefusal.error = null;
    expect(await adapter.keep(copy())).toBe('kept');
    expect(registrations).toHaveLength(2);
  });

  it('registers the service worker once, at the folder it is served from', async () => {
    const { adapter, registrations } = setUp();
    await adapter.keep(copy());
    await adapter.keep(copy({ key: 'place:senso-ji' }));
    expect(registrations).toEqual([{ url: `${SITE}/firebase-messaging-sw.js`, options: { scope: `${SITE}/` } }]);
  });

  it('registers a worker served from a folder at that folder', async () => {
    const { browser, registrations } = setUp();
    await new CacheStorageOfflineCopyAdapter('/tabiji/sw/firebase-messaging-sw.js', browser).keep(copy());
    expect(registrations).toEqual([{ url: `${SITE}/tabiji/sw/firebase-messaging-sw.js`, options: { scope: `${SITE}/tabiji/sw/` } }]);
  });

  it('asks for persistent storage once a copy is kept, and keeps the copy when it is refused or fails', async () => {
    const { adapter, persist } = setUp();
    expect(await adapter.keep(copy())).toBe('kept');
    expect(persist).toHaveBeenCalledTimes(1);
    persist.mockImplementationOnce(async () => {
      throw new Error('not allowed');
    });
    expect(await adapter.keep(copy({ key: 'place:senso-ji' }))).toBe('kept');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(persist).toHaveBeenCalledTimes(2);
  });

  it('keeps a copy where the browser has no storage manager', async () => {
    const { adapter } = setUp({ storage: false });
    expect(await adapter.keep(copy())).toBe('kept');
  });
});

describe('CacheStorageOfflineCopyAdapter.refresh', () => {
  const NEW_HTML = [
    '<html><head>',
    '<script src="/assets/tabiji.2.js"></script>',
    '<script src="https://ads.example/tag.js"></script>',
    '<script>inline()</script>',
    '<link rel="stylesheet" href="/assets/tabiji.2.css">',
    '<link rel="preload" href="/assets/font.woff2">',
    '</head><body><h1>Temples, updated</h1><img src="/photos/new.webp"></body></html>',
  ].join('');

  async function saved() {
    const setup = setUp();
    expect(await setup.adapter.keep(copy())).toBe('kept');
    setup.fetches.length = 0;
    setup.site.set('/en/articles/4', NEW_HTML);
    setup.site.set('/assets/tabiji.2.js', 'script 2');
    setup.site.set('/assets/tabiji.2.css', 'style 2');
    return setup;
  }

  it('replaces the page and fetches the scripts and styles it now names, keeping the photos', async () => {
    const { adapter, storageCaches, fetches } = await saved();
    expect(await adapter.refresh({ key: '/en/articles/4', page: '/en/articles/4' })).toBe('kept');
    expect(fetches.map(({ path, init }) => [path, init.cache])).toEqual([
      ['/en/articles/4', 'no-cache'],
      ['/assets/tabiji.2.js', 'default'],
      ['/assets/tabiji.2.css', 'default'],
    ]);
    expect(await storageCaches.bodyOf(ITEM, '/en/articles/4')).toBe(NEW_HTML);
    expect(storageCaches.contents()[ITEM]).toEqual(['/en/articles/4', '/photos/kyoto.webp?w=640', '/photos/nara.webp']);
    expect(storageCaches.contents()[ASSETS_CACHE]).toEqual(expect.arrayContaining(['/assets/tabiji.2.js', '/assets/tabiji.2.css']));
  });

  it.each([
    ['the page cannot be downloaded', '/en/articles/4', 'offline'],
    ['the page answers an error', '/en/articles/4', 500],
    ['a script it names is not found', '/assets/tabiji.2.js', 404],
  ] as const)('leaves the old page when %s: unreachable', async (_label, path, answer) => {
    const { adapter, site, storageCaches } = await saved();
    site.set(path, answer);
    expect(await adapter.refresh({ key: '/en/articles/4', page: '/en/articles/4' })).toBe('unreachable');
    expect(await storageCaches.bodyOf(ITEM, '/en/articles/4')).toBe(PAGE_HTML);
    expect(storageCaches.contents()[ITEM]).toEqual(['/en/articles/4', '/photos/kyoto.webp?w=640', '/photos/nara.webp']);
    expect(storageCaches.contents()[ASSETS_CACHE]).not.toContain('/assets/tabiji.2.css');
  });

  it('says full and leaves the old page when the device has no room', async () => {
    const { adapter, storageCaches } = await saved();
    storageCaches.failures.set(ITEM, { error: quotaError(), after: 0 });
    expect(await adapter.refresh({ key: '/en/articles/4', page: '/en/articles/4' })).toBe('full');
    expect(await storageCaches.bodyOf(ITEM, '/en/articles/4')).toBe(PAGE_HTML);
    expect(storageCaches.deleted).toEqual([]);
  });

  it('downloads nothing for an item without a copy (one saved before copies were kept)', async () => {
    const { adapter, fetches, storageCaches } = await saved();
    expect(await adapter.refresh({ key: '/en/articles/9', page: '/en/articles/9' })).toBe('unreachable');
    expect(fetches).toEqual([]);
    expect(storageCaches.contents()[itemCacheName('/en/articles/9')] ?? []).toEqual([]);
  });

  it('says unsupported without cache storage', async () => {
    const { adapter, fetches } = setUp({ caches: false });
    expect(await adapter.refresh({ key: '/en/articles/4', page: '/en/articles/4' })).toBe('unsupported');
    expect(fetches).toEqual([]);
  });
});

describe('CacheStorageOfflineCopyAdapter.drop', () => {
  it('deletes the item’s cache, and the shared one only with the last item', async () => {
    const { adapter, storageCaches } = setUp();
    await adapter.keep(copy());
    await adapter.keep(copy({ key: 'place:senso-ji' }));
    await adapter.drop('place:senso-ji', false);
    expect(storageCaches.deleted).toEqual([itemCacheName('place:senso-ji')]);
    expect(Object.keys(storageCaches.contents()).sort()).toEqual([ASSETS_CACHE, ITEM].sort());
    await adapter.drop('/en/articles/4', true);
    expect(storageCaches.deleted).toEqual([itemCacheName('place:senso-ji'), ITEM, ASSETS_CACHE]);
    expect(storageCaches.contents()).toEqual({});
  });

  it('does nothing without cache storage', async () => {
    const { adapter } = setUp({ caches: false });
    await expect(adapter.drop('/en/articles/4', true)).resolves.toBeUndefined();
  });
});
