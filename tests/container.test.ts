import { containerOf, islandsContainer, resolverFor } from '../src/container';
import { bind, bindAsync } from '../src/composition/bindings';
import { browserBindings } from '../src/composition/browserBindings';
import { islandBindings } from '../src/composition/islandBindings';
import { visitBindings } from '../src/composition/visitBindings';
import { createSessionRelay } from '../src/application/session/sessionRelay';
import { createPageResolver } from '../src/composition/pageResolver';
import type { Settings } from '../src/composition/settings';
import { BrowserClockAdapter } from '../src/adapters/browser/BrowserClockAdapter';
import { BrowserPageLifecycleAdapter } from '../src/adapters/browser/BrowserPageLifecycleAdapter';
import { parseSettings } from '../src/composition/variables';
import { APP_TOKENS } from '../src/application/tokens';
import { TOKENS, type ServiceResolver, type Token } from '../src/ports/tokens';
import { BrowserStorageAdapter } from '../src/adapters/browser/BrowserStorageAdapter';
import { JsCookieAdapter } from '../src/adapters/browser/JsCookieAdapter';
import { BrowserPushPermissionAdapter } from '../src/adapters/browser/BrowserPushPermissionAdapter';
import { WebLocksAdapter } from '../src/adapters/browser/WebLocksAdapter';
import { FirebaseIdentityAdapter } from '../src/adapters/firebase/FirebaseIdentityAdapter';
import { FirebasePushAdapter } from '../src/adapters/firebase/FirebasePushAdapter';
import { HostSessionIdentityAdapter } from '../src/adapters/host/HostSessionIdentityAdapter';
import { GptAdsAdapter } from '../src/adapters/gpt/GptAdsAdapter';
import { FetchEventLogTransportAdapter } from '../src/adapters/http/FetchEventLogTransportAdapter';
import { FetchGeoLookupAdapter } from '../src/adapters/http/FetchGeoLookupAdapter';
import { UrlTemplatePhotoAdapter } from '../src/adapters/photo/UrlTemplatePhotoAdapter';

const started = () => ({ page: new BrowserPageLifecycleAdapter(), clock: new BrowserClockAdapter() });

// The browser's binding table through each resolver that reads it: the start path's own (no container) and inversify.
describe.each([
  ['the start path\'s resolver', (settings: Settings): ServiceResolver => createPageResolver(browserBindings(settings, started()))],
  ['the container', (settings: Settings): ServiceResolver => resolverFor(containerOf(browserBindings(settings, started())))],
])('the browser bindings through %s', (_name, createContainer) => {
  const { settings } = parseSettings({});

  it('backs each browser port with its adapter, once per page', () => {
    const services = createContainer(settings);
    expect(services.get(TOKENS.Cookies)).toBeInstanceOf(JsCookieAdapter);
    expect(services.get(TOKENS.Cookies)).toBe(services.get(TOKENS.Cookies));
    expect(services.get(TOKENS.SessionStorage)).toBeInstanceOf(BrowserStorageAdapter);
    expect(services.get(TOKENS.SessionStorage)).not.toBe(services.get(TOKENS.LocalStorage));
    expect(services.get(TOKENS.Config)).toBe(settings.config);
    expect(services.get(TOKENS.Push)).toBeInstanceOf(FirebasePushAdapter);
    expect(services.get(TOKENS.PushPermission)).toBeInstanceOf(BrowserPushPermissionAdapter);
  });

  it.each([
    ['firebase', FirebaseIdentityAdapter],
    ['host-session', HostSessionIdentityAdapter],
  ] as const)('backs identity with the adapter TABIJI_IDENTITY=%s names', (identity, adapter) => {
    const services = createContainer(parseSettings({ TABIJI_IDENTITY: identity }).settings);
    expect(services.get(TOKENS.Identity)).toBeInstanceOf(adapter);
    expect(services.get(TOKENS.Identity)).toBe(services.get(TOKENS.Identity));
  });

  it('fetches the GPT adapter only when the ads port is first resolved, then keeps it', async () => {
    const services = createContainer(settings);
    const ads = await services.getAsync(TOKENS.Ads);
    expect(ads).toBeInstanceOf(GptAdsAdapter);
    expect(await services.getAsync(TOKENS.Ads)).toBe(ads);
  });

  it('fetches the IP lookup and the event-log transport (plain fetch, no axios) and its lock only when the visit recorder first resolves them', async () => {
    const services = createContainer(settings);
    // Asynchronous bindings: nothing can resolve them from the islands' first bundle by accident.
    expect(() => services.get(TOKENS.GeoLookup)).toThrow();
    expect(() => services.get(TOKENS.EventLogTransport)).toThrow();
    expect(() => services.get(TOKENS.Locks)).toThrow();
    expect(await services.getAsync(TOKENS.Locks)).toBeInstanceOf(WebLocksAdapter);
    const geo = await services.getAsync(TOKENS.GeoLookup);
    expect(geo).toBeInstanceOf(FetchGeoLookupAdapter);
    expect(await services.getAsync(TOKENS.GeoLookup)).toBe(geo);
    expect(await services.getAsync(TOKENS.EventLogTransport)).toBeInstanceOf(FetchEventLogTransportAdapter);
  });

  it('fetches the photo service only when the photos first resolve it, built from the photo settings, then keeps it', async () => {
    const services = createContainer(parseSettings({ TABIJI_PHOTO_NEW_URL: 'https://photos.example', TABIJI_PHOTO_WIDTHS: '320' }).settings);
    expect(() => services.get(TOKENS.Photos)).toThrow();
    const photos = await services.getAsync(TOKENS.Photos);
    expect(photos).toBeInstanceOf(UrlTemplatePhotoAdapter);
    expect(await services.getAsync(TOKENS.Photos)).toBe(photos);
    const attachment = { id: 'a', host: 'new', width: 800, height: 600, alt: {}, isDecorative: true } as const;
    expect(photos.sourcesFor(attachment)?.primary.src).toBe('https://photos.example/a/320.jpeg');
  });

  it('injects constructor parameters by token (no decorator metadata needed)', () => {
    const services = createContainer(settings);
    window.history.replaceState(null, '', '/en/articles/1');
    expect(services.get(TOKENS.Navigation).currentHref()).toBe('http://localhost/en/articles/1');
    expect(services.get(TOKENS.Cookies).set('probe', 'yes')).toBe(true);
    expect(services.get(TOKENS.Cookies).get('probe')).toBe('yes');
  });

  describe('the page-scoped application services', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it.each([['SessionStore', APP_TOKENS.SessionStore], ['PushController', APP_TOKENS.PushController]] as const)(
      'binds %s once per page',
      (_name, token: Token<{ getState(): unknown }>) => {
        const services = createContainer(settings);
        const service = services.get(token);
        expect(service.getState).toEqual(expect.any(Function));
        expect(services.get(token)).toBe(service);
        expect(createContainer(settings).get(token)).not.toBe(service);
      },
    );

    it.each([['PageVisitRecorder', APP_TOKENS.PageVisitRecorder]] as const)(
      'fetches %s when first resolved, then keeps it',
      async (_name, token: Token<object>) => {
        const services = createContainer(settings);
        const service = await services.getAsync(token);
        expect(service).toBeInstanceOf(Object);
        expect(await services.getAsync(token)).toBe(service);
      },
    );
  });
});

describe('the islands\' container', () => {
  it('hands every token back to the instance the start path made, whichever asked first', async () => {
    const { settings } = parseSettings({});
    const bindings = browserBindings(settings, started());
    const running = createPageResolver(bindings);
    const consent = running.get(APP_TOKENS.ConsentStore);
    const islands = resolverFor(islandsContainer(running, bindings));
    expect(islands.get(APP_TOKENS.ConsentStore)).toBe(consent);
    // Made first through the islands' container: the start path then gets the same one.
    const session = islands.get(APP_TOKENS.SessionStore);
    expect(running.get(APP_TOKENS.SessionStore)).toBe(session);
    expect(await islands.getAsync(TOKENS.Locks)).toBe(await running.getAsync(TOKENS.Locks));
  });
});

describe('the page\'s two layers (ADR 040): the visit\'s services, then the islands\' over them', () => {
  const { settings } = parseSettings({});
  const visitLayer = () => {
    const session = createSessionRelay({ mayBeSignedIn: () => Promise.resolve(false), want: () => undefined });
    const bindings = visitBindings(settings, started(), session);
    return { session, bindings, services: createPageResolver(bindings) };
  };

  it('makes no identity provider, push service, session store or push controller in the visit\'s table', () => {
    const { services, session } = visitLayer();
    expect(() => services.get(TOKENS.Identity)).toThrow(/nothing is bound/);
    expect(() => services.get(TOKENS.Push)).toThrow(/nothing is bound/);
    // The consent store reads the notification permission without the push service's adapter.
    expect(services.get(TOKENS.PushPermission)).toBeInstanceOf(BrowserPushPermissionAdapter);
    expect(services.get(APP_TOKENS.ConsentStore).getState()).toBeDefined();
    expect(() => services.get(APP_TOKENS.SessionStore)).toThrow(/nothing is bound/);
    expect(() => services.get(APP_TOKENS.PushController)).toThrow(/nothing is bound/);
    // Tracking follows the relay until the islands' services connect their store.
    expect(services.get(APP_TOKENS.RecordedSession)).toBe(session);
  });

  it('hands the visit\'s instances to the islands\' table and its container, one of each per page', async () => {
    const visit = visitLayer();
    const consent = visit.services.get(APP_TOKENS.ConsentStore);
    const recorder = await visit.services.getAsync(APP_TOKENS.PageVisitRecorder);
    const bindings = islandBindings(settings, visit);
    const islands = createPageResolver(bindings);
    expect(islands.get(APP_TOKENS.ConsentStore)).toBe(consent);
    expect(await islands.getAsync(APP_TOKENS.PageVisitRecorder)).toBe(recorder);
    expect(islands.get(TOKENS.Identity)).toBeInstanceOf(FirebaseIdentityAdapter);
    expect(islands.get(TOKENS.Push)).toBeInstanceOf(FirebasePushAdapter);
    expect(islands.get(APP_TOKENS.PushController)).toBeDefined();
    // The islands' tracking session is the store itself; the visit's is still the relay (boot.ts connects them).
    expect(islands.get(APP_TOKENS.RecordedSession)).toBe(islands.get(APP_TOKENS.SessionStore));
    expect(visit.services.get(APP_TOKENS.RecordedSession)).toBe(visit.session);
    // Every token once in the table: the container binds each of them.
    expect(new Set(bindings.map((binding) => binding.token)).size).toBe(bindings.length);
    const container = resolverFor(islandsContainer(islands, bindings));
    expect(container.get(APP_TOKENS.ConsentStore)).toBe(consent);
    expect(container.get(APP_TOKENS.SessionStore)).toBe(islands.get(APP_TOKENS.SessionStore));
  });
});

describe('createPageResolver', () => {
  const A = Symbol.for('test A') as Token<{ n: number }>;
  const B = Symbol.for('test B') as Token<{ a: { n: number } }>;
  const C = Symbol.for('test C') as Token<string>;

  it('makes each service once, when first asked for, from the others', async () => {
    const made: string[] = [];
    const services = createPageResolver([
      bind(A, () => (made.push('A'), { n: 1 })),
      bind(B, (resolver) => (made.push('B'), { a: resolver.get(A) })),
      bindAsync(C, async (resolver) => (made.push('C'), `c${resolver.get(A).n}`)),
    ]);
    expect(made).toEqual([]);
    expect(services.get(B).a).toBe(services.get(A));
    expect(await services.getAsync(C)).toBe('c1');
    expect(await services.getAsync(C)).toBe('c1');
    expect(await services.getAsync(A)).toBe(services.get(A));
    expect(made).toEqual(['B', 'A', 'C']);
  });

  it('names the token that has no binding, and refuses `get` for a service fetched when first needed', async () => {
    const services = createPageResolver([bindAsync(C, async () => 'c')]);
    expect(() => services.get(A)).toThrow('nothing is bound to Symbol(test A)');
    await expect(services.getAsync(A)).rejects.toThrow('nothing is bound to Symbol(test A)');
    expect(() => services.get(C)).toThrow('resolve it with getAsync');
  });

  it('keeps a failed fetch failed for the page, and tries a service whose making threw again', async () => {
    let fetches = 0;
    let tries = 0;
    const services = createPageResolver([
      bindAsync(C, async () => {
        fetches += 1;
        throw new Error('chunk did not load');
      }),
      bind(A, () => {
        tries += 1;
        if (tries === 1) throw new Error('storage blocked');
        return { n: tries };
      }),
    ]);
    await expect(services.getAsync(C)).rejects.toThrow('chunk did not load');
    await expect(services.getAsync(C)).rejects.toThrow('chunk did not load');
    expect(fetches).toBe(1);
    expect(() => services.get(A)).toThrow('storage blocked');
    expect(services.get(A).n).toBe(2);
  });
});
