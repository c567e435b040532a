/** @jest-environment node */
// Node's own Request, Response and Headers (jsdom's environment has none): the worker's are the same Fetch API.
import { answersItself, answersOffline, deleteOtherVersions, networkOrSaved, OfflinePages, type CachesLike, type FetchEventLike } from '../../src/serviceWorker/offlineReading';

const SITE = 'https://www.tabiji.example';

/** Cache storage in memory: each cache maps an address to its response; `match` resolves a path against the site. */
class FakeCaches implements CachesLike {
  readonly stores = new Map<string, Map<string, Response>>();
  readonly deleted: string[] = [];
  readonly opened: string[] = [];

  constructor(entries: Record<string, Record<string, Response>> = {}) {
    for (const [name, responses] of Object.entries(entries)) {
      this.stores.set(name, new Map(Object.entries(responses).map(([path, response]) => [new URL(path, SITE).href, response])));
    }
  }

  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }

  async open(name: string) {
    this.opened.push(name);
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      match: async (request: Request | string, options: { ignoreSearch?: boolean; ignoreVary?: boolean } = {}) => {
        const wanted = new URL(typeof request === 'string' ? request : request.url, SITE);
        for (const [href, response] of store) {
          const url = new URL(href);
          const same = options.ignoreSearch ? url.origin + url.pathname === wanted.origin + wanted.pathname : url.href === wanted.href;
          // The Cache API's Vary rule, for the one header these copies vary on: the copies were stored from the
          // page's own fetch, which carried no Save-Data.
          const varies = (response.headers.get('Vary') ?? '').toLowerCase().includes('save-data');
          const asked = typeof request === 'string' ? null : request.headers.get('Save-Data');
          if (same && varies && asked !== null && !options.ignoreVary) continue;
          if (same) return response.clone();
        }
        return undefined;
      },
    };
  }

  async delete(name: string): Promise<boolean> {
    this.deleted.push(name);
    return this.stores.delete(name);
  }
}

const page = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, ...init });

/** A navigation's request: `mode` is 'navigate', which a page cannot construct. */
function navigation(path: string): Request {
  const request = new Request(new URL(path, SITE));
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

const resource = (path: string) => new Request(new URL(path, SITE));

function eventFor(request: Request, preloadResponse?: Promise<Response | undefined>): FetchEventLike {
  return { request, ...(preloadResponse ? { preloadResponse } : {}), respondWith: () => undefined };
}

/** A network that answers `answer`, or fails as fetch does offline, and counts the requests it was given. */
function network(answer: Response | 'offline') {
  const requests: Request[] = [];
  const failure = new TypeError('Failed to fetch');
  const fetch = async (request: Request) => {
    requests.push(request);
    if (answer === 'offline') throw failure;
    return answer;
  };
  return { fetch, requests, failure };
}

const offlineMark = (response: Response) => response.headers.get('Server-Timing');

describe('networkOrSaved: online', () => {
  it('answers with the network’s response, whatever its status, and opens no cache', async () => {
    for (const status of [200, 404, 500]) {
      const answer = new Response('from the network', { status });
      const caches = new FakeCaches({ 'tabiji-offline-v1-item:/en/articles/4': { '/en/articles/4': page('saved copy') } });
      const { fetch, requests } = network(answer);
      const request = navigation('/en/articles/4');
      expect(await networkOrSaved(eventFor(request), { caches, fetch })).toBe(answer);
      expect(requests).toEqual([request]);
      expect(caches.opened).toEqual([]);
    }
  });

  it('answers a navigation with the navigation preload when there is one, without fetching again', async () => {
    const preloaded = page('preloaded');
    const { fetch, requests } = network(page('fetched'));
    const response = await networkOrSaved(eventFor(navigation('/en/articles/4'), Promise.resolve(preloaded)), { caches: new FakeCaches(), fetch });
    expect(response).toBe(preloaded);
    expect(requests).toEqual([]);
  });

  it('fetches a navigation when the preload gives nothing, and a resource whatever the preload', async () => {
    const fetched = page('fetched');
    const { fetch, requests } = network(fetched);
    expect(await networkOrSaved(eventFor(navigation('/en/articles/4'), Promise.resolve(undefined)), { caches: new FakeCaches(), fetch })).toBe(fetched);
    const script = resource('/assets/tabiji.js');
    expect(await networkOrSaved(eventFor(script, Promise.resolve(page('not for a resource'))), { caches: new FakeCaches(), fetch })).toBe(fetched);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toBe(script);
  });
});

describe('networkOrSaved: offline', () => {
  it('answers a saved page from its copy, whatever the query, marked saved, with its status, headers and body', async () => {
    const caches = new FakeCaches({
      'tabiji-offline-v1-assets': { '/en/saved': page('the list') },
      'tabiji-offline-v1-item:/en/articles/4': { '/en/articles/4': page('<h1>Temples of Kyoto</h1>', { statusText: 'OK from the copy' }) },
    });
    const { fetch } = network('offline');
    const response = await networkOrSaved(eventFor(navigation('/en/articles/4?utm_source=newsletter')), { caches, fetch });
    expect(response.status).toBe(200);
    expect(response.statusText).toBe('OK from the copy');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(offlineMark(response)).toBe('tabiji-offline;desc="saved"');
    expect(await response.text()).toBe('<h1>Temples of Kyoto</h1>');
  });

  it('finds a copy whatever its Vary says: a navigation with the data saver on carries Save-Data, the saving fetch did not', async () => {
    const caches = new FakeCaches({
      'tabiji-offline-v1-assets': { '/en/saved': page('the list', { headers: { Vary: 'Accept-Encoding, Save-Data' } }) },
      'tabiji-offline-v1-item:/en/articles/4': { '/en/articles/4': page('copy', { headers: { Vary: 'Accept-Encoding, Save-Data' } }) },
    });
    const withSaveData = (path: string) => {
      const request = new Request(new URL(path, SITE), { headers: { 'Save-Data': 'on' } });
      Object.defineProperty(request, 'mode', { value: 'navigate' });
      return request;
    };
    expect(await (await networkOrSaved(eventFor(withSaveData('/en/articles/4')), { caches, fetch: network('offline').fetch })).text()).toBe('copy');
    expect(await (await networkOrSaved(eventFor(withSaveData('/en/articles/9')), { caches, fetch: network('offline').fetch })).text()).toBe('the list');
  });

  it('adds its mark after a Server-Timing the copy had', async () => {
    const caches = new FakeCaches({
      'tabiji-offline-v1-item:/en/articles/4': { '/en/articles/4': page('copy', { headers: { 'Server-Timing': 'cdn;dur=12' } }) },
    });
    const response = await networkOrSaved(eventFor(navigation('/en/articles/4')), { caches, fetch: network('offline').fetch });
    expect(offlineMark(response)).toBe('cdn;dur=12, tabiji-offline;desc="saved"');
  });

  it('answers when the navigation preload fails too', async () => {
    const caches = new FakeCaches({ 'tabiji-offline-v1-item:/en/articles/4': { '/en/articles/4': page('copy') } });
    const { fetch } = network('offline');
    const preload = Promise.reject(new TypeError('preload failed'));
    preload.catch(() => undefined);
    const response = await networkOrSaved(eventFor(navigation('/en/articles/4'), preload), { caches, fetch });
    expect(offlineMark(response)).toBe('tabiji-offline;desc="saved"');
    expect(await response.text()).toBe('copy');
  });

  it('answers a page not saved with its language’s saved-items page, marked unsaved', async () => {
    const caches = new FakeCaches({
      'tabiji-offline-v1-assets': { '/en/saved': page('the English list'), '/ko/saved': page('the Korean list') },
      'tabiji-offline-v1-item:/ko/articles/4': { '/ko/articles/4': page('copy') },
    });
    const response = await networkOrSaved(eventFor(navigation('/ko/articles/9')), { caches, fetch: network('offline').fetch });
    expect(offlineMark(response)).toBe('tabiji-offline;desc="unsaved"');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('the Korean list');
  });

  it('takes the default language’s list for a path of no known language', async () => {
    const caches = new FakeCaches({ 'tabiji-offline-v1-assets': { '/jp/saved': page('the Japanese list'), '/en/saved': page('the English list') } });
    const response = await networkOrSaved(eventFor(navigation('/about')), { caches, fetch: network('offline').fetch });
    expect(await response.text()).toBe('the Japanese list');
  });

  it('stands another language’s saved-items page in when its own language’s is not kept', async () => {
    const caches = new FakeCaches({
      'workbox-precache-v2': { '/ko/saved': page('host list'), '/jp/saved': page('host list') },
      'tabiji-offline-v1-assets': { '/en/saved': page('the English list') },
    });
    const response = await networkOrSaved(eventFor(navigation('/ko/articles/9')), { caches, fetch: network('offline').fetch });
    expect(await response.text()).toBe('the English list');
    expect(offlineMark(response)).toBe('tabiji-offline;desc="unsaved"');
  });

  it('rethrows the network’s error for a page not saved when no saved-items page is kept', async () => {
    const caches = new FakeCaches({
      'workbox-precache-v2': { '/ko/saved': page('host list') },
      'tabiji-offline-v0-assets': { '/ko/saved': page('old list') },
      'tabiji-offline-v1-item:/en/articles/4': { '/en/articles/4': page('copy') },
    });
    const { fetch, failure } = network('offline');
    await expect(networkOrSaved(eventFor(navigation('/ko/articles/9')), { caches, fetch })).rejects.toBe(failure);
  });

  it('never answers from the host’s own caches, nor from another version’s', async () => {
    const caches = new FakeCaches({
      'workbox-precache-v2': { '/en/articles/4': page('host copy'), '/en/saved': page('host list'), '/assets/tabiji.js': new Response('host script') },
      'tabiji-offline-v0-item:/en/articles/4': { '/en/articles/4': page('old copy') },
      'tabiji-offline-v0-assets': { '/en/saved': page('old list'), '/assets/tabiji.js': new Response('old script') },
      'tabiji-offline-v1-assets': { '/en/saved': page('the list') },
    });
    const { fetch, failure } = network('offline');
    const response = await networkOrSaved(eventFor(navigation('/en/articles/4')), { caches, fetch });
    expect(await response.text()).toBe('the list');
    expect(offlineMark(response)).toBe('tabiji-offline;desc="unsaved"');
    await expect(networkOrSaved(eventFor(resource('/assets/tabiji.js')), { caches, fetch })).rejects.toBe(failure);
    expect(caches.opened.every((name) => name.startsWith('tabiji-offline-v1-'))).toBe(true);
  });

  it('answers a resource from the copies by its exact address, unmarked', async () => {
    const script = new Response('console.info(1)', { status: 200, headers: { 'Content-Type': 'text/javascript' } });
    const caches = new FakeCaches({ 'tabiji-offline-v1-assets': { '/assets/tabiji.js?v=3': script } });
    const { fetch, failure } = network('offline');
    const response = await networkOrSaved(eventFor(resource('/assets/tabiji.js?v=3')), { caches, fetch });
    expect(await response.text()).toBe('console.info(1)');
    expect(offlineMark(response)).toBeNull();
    // Another query is another resource.
    await expect(networkOrSaved(eventFor(resource('/assets/tabiji.js?v=4')), { caches, fetch })).rejects.toBe(failure);
  });

  it('rethrows the network’s error for a resource not kept, never standing the list in for it', async () => {
    const caches = new FakeCaches({ 'tabiji-offline-v1-assets': { '/en/saved': page('the list') } });
    const { fetch, failure } = network('offline');
    await expect(networkOrSaved(eventFor(resource('/en/articles/9')), { caches, fetch })).rejects.toBe(failure);
    await expect(networkOrSaved(eventFor(resource('/photos/kyoto.webp')), { caches, fetch })).rejects.toBe(failure);
  });
});

describe('answersOffline', () => {
  it('answers the site’s own GETs only', () => {
    expect(answersOffline(new Request(`${SITE}/en/articles/4`), SITE)).toBe(true);
    expect(answersOffline(new Request(`${SITE}/assets/tabiji.js?v=3`), SITE)).toBe(true);
    expect(answersOffline(new Request(`${SITE}/api/events`, { method: 'POST', body: '{}' }), SITE)).toBe(false);
    expect(answersOffline(new Request(`${SITE}/en/articles/4`, { method: 'HEAD' }), SITE)).toBe(false);
    expect(answersOffline(new Request('https://maps.example/tile.png'), SITE)).toBe(false);
    expect(answersOffline(new Request('http://www.tabiji.example/en/articles/4'), SITE)).toBe(false);
  });
});

describe('deleteOtherVersions', () => {
  it('deletes Tabiji’s caches of other versions and keeps this version’s and the host’s', async () => {
    const caches = new FakeCaches({
      'tabiji-offline-v0-assets': {},
      'tabiji-offline-v0-item:/en/articles/4': {},
      'tabiji-offline-v2-assets': {},
      'tabiji-offline-v1-assets': {},
      'tabiji-offline-v1-item:place:senso-ji': {},
      'workbox-precache-v2': {},
      'my-tabiji-offline-v0': {},
    });
    await deleteOtherVersions(caches);
    expect(caches.deleted.sort()).toEqual(['tabiji-offline-v0-assets', 'tabiji-offline-v0-item:/en/articles/4', 'tabiji-offline-v2-assets']);
    expect((await caches.keys()).sort()).toEqual(['my-tabiji-offline-v0', 'tabiji-offline-v1-assets', 'tabiji-offline-v1-item:place:senso-ji', 'workbox-precache-v2']);
  });

  it('deletes nothing when there is nothing of another version', async () => {
    const caches = new FakeCaches({ 'tabiji-offline-v1-assets': {}, 'host-cache': {} });
    await deleteOtherVersions(caches);
    expect(caches.deleted).toEqual([]);
  });
});

describe('answersItself: which requests pass through the worker', () => {
  const withClient = (request: Request, clientId: string) => ({ request, clientId });

  it('every page; online, a resource of a page the network answered goes on its own', () => {
    const offlinePages = new OfflinePages();
    expect(answersItself(withClient(navigation('/en/articles/4'), ''), { isOnline: true, offlinePages })).toBe(true);
    expect(answersItself(withClient(resource('/tabiji/entry.1234.js'), 'page-1'), { isOnline: true, offlinePages })).toBe(false);
  });

  it('a resource while the browser says it is offline, or of a page answered from a copy (a connection that carries nothing)', async () => {
    const offlinePages = new OfflinePages();
    expect(answersItself(withClient(resource('/site.css'), 'page-1'), { isOnline: false, offlinePages })).toBe(true);
    const caches = new FakeCaches({ 'tabiji-offline-v1-item:/en/articles/4': { '/en/articles/4': page('copy') } });
    const event = { ...eventFor(navigation('/en/articles/4')), resultingClientId: 'page-2' };
    await networkOrSaved(event, { caches, fetch: network('offline').fetch, offlinePages });
    expect(answersItself(withClient(resource('/site.css'), 'page-2'), { isOnline: true, offlinePages })).toBe(true);
    expect(answersItself(withClient(resource('/site.css'), 'page-3'), { isOnline: true, offlinePages })).toBe(false);
  });

  it('a page that stood in for one not saved counts too; one the network answered does not', async () => {
    const offlinePages = new OfflinePages();
    const caches = new FakeCaches({ 'tabiji-offline-v1-assets': { '/en/saved': page('the list') } });
    await networkOrSaved({ ...eventFor(navigation('/en/articles/9')), resultingClientId: 'unsaved-page' }, { caches, fetch: network('offline').fetch, offlinePages });
    await networkOrSaved({ ...eventFor(navigation('/en/articles/4')), resultingClientId: 'online-page' }, { caches, fetch: network(page('live')).fetch, offlinePages });
    expect(offlinePages.has('unsaved-page')).toBe(true);
    expect(offlinePages.has('online-page')).toBe(false);
  });

  it('remembers the 50 latest pages, and no empty id', () => {
    const offlinePages = new OfflinePages();
    offlinePages.remember('');
    offlinePages.remember(undefined);
    expect(offlinePages.has('')).toBe(false);
    for (let index = 0; index < 51; index += 1) offlinePages.remember(`page-${index}`);
    offlinePages.remember('page-50');
    expect(offlinePages.has('page-0')).toBe(false);
    expect(offlinePages.has('page-1')).toBe(true);
    expect(offlinePages.has('page-50')).toBe(true);
  });
});

