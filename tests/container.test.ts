import { createContainer, resolverFor } from '../src/container';
import { parseSettings } from '../src/composition/variables';
import { APP_TOKENS } from '../src/application/tokens';
import { TOKENS, type Token } from '../src/ports/tokens';
import { BrowserStorageAdapter } from '../src/adapters/browser/BrowserStorageAdapter';
import { JsCookieAdapter } from '../src/adapters/browser/JsCookieAdapter';
import { WebLocksAdapter } from '../src/adapters/browser/WebLocksAdapter';
import { FirebaseIdentityAdapter } from '../src/adapters/firebase/FirebaseIdentityAdapter';
import { FirebasePushAdapter } from '../src/adapters/firebase/FirebasePushAdapter';
import { HostSessionIdentityAdapter } from '../src/adapters/host/HostSessionIdentityAdapter';
import { GptAdsAdapter } from '../src/adapters/gpt/GptAdsAdapter';
import { AxiosEventLogTransportAdapter } from '../src/adapters/http/AxiosEventLogTransportAdapter';
import { FetchGeoLookupAdapter } from '../src/adapters/http/FetchGeoLookupAdapter';
import { UrlTemplatePhotoAdapter } from '../src/adapters/photo/UrlTemplatePhotoAdapter';

describe('createContainer', () => {
  const { settings } = parseSettings({});

  it('backs each browser port with its adapter, once per page', () => {
    const services = resolverFor(createContainer(settings));
    expect(services.get(TOKENS.Cookies)).toBeInstanceOf(JsCookieAdapter);
    expect(services.get(TOKENS.Cookies)).toBe(services.get(TOKENS.Cookies));
    expect(services.get(TOKENS.SessionStorage)).toBeInstanceOf(BrowserStorageAdapter);
    expect(services.get(TOKENS.SessionStorage)).not.toBe(services.get(TOKENS.LocalStorage));
    expect(services.get(TOKENS.Config)).toBe(settings.config);
    expect(services.get(TOKENS.Push)).toBeInstanceOf(FirebasePushAdapter);
  });

  it.each([
    ['firebase', FirebaseIdentityAdapter],
    ['host-session', HostSessionIdentityAdapter],
  ] as const)('backs identity with the adapter TABIJI_IDENTITY=%s names', (identity, adapter) => {
    const services = resolverFor(createContainer(parseSettings({ TABIJI_IDENTITY: identity }).settings));
    expect(services.get(TOKENS.Identity)).toBeInstanceOf(adapter);
    expect(services.get(TOKENS.Identity)).toBe(services.get(TOKENS.Identity));
  });

  it('fetches the GPT adapter only when the ads port is first resolved, then keeps it', async () => {
    const services = resolverFor(createContainer(settings));
    const ads = await services.getAsync(TOKENS.Ads);
    expect(ads).toBeInstanceOf(GptAdsAdapter);
    expect(await services.getAsync(TOKENS.Ads)).toBe(ads);
  });

  it('fetches the IP lookup (plain fetch, no axios), the event-log transport and its lock only when the visit recorder first resolves them', async () => {
    const services = resolverFor(createContainer(settings));
    // Asynchronous bindings: nothing can resolve them from the islands' first bundle by accident.
    expect(() => services.get(TOKENS.GeoLookup)).toThrow();
    expect(() => services.get(TOKENS.EventLogTransport)).toThrow();
    expect(() => services.get(TOKENS.Locks)).toThrow();
    expect(await services.getAsync(TOKENS.Locks)).toBeInstanceOf(WebLocksAdapter);
    const geo = await services.getAsync(TOKENS.GeoLookup);
    expect(geo).toBeInstanceOf(FetchGeoLookupAdapter);
    expect(await services.getAsync(TOKENS.GeoLookup)).toBe(geo);
    expect(await services.getAsync(TOKENS.EventLogTransport)).toBeInstanceOf(AxiosEventLogTransportAdapter);
  });

  it('fetches the photo service only when the photos first resolve it, built from the photo settings, then keeps it', async () => {
    const services = resolverFor(createContainer(parseSettings({ TABIJI_PHOTO_NEW_URL: 'https://photos.example', TABIJI_PHOTO_WIDTHS: '320' }).settings));
    expect(() => services.get(TOKENS.Photos)).toThrow();
    const photos = await services.getAsync(TOKENS.Photos);
    expect(photos).toBeInstanceOf(UrlTemplatePhotoAdapter);
    expect(await services.getAsync(TOKENS.Photos)).toBe(photos);
    const attachment = { id: 'a', host: 'new', width: 800, height: 600, alt: {}, isDecorative: true } as const;
    expect(photos.sourcesFor(attachment)?.primary.src).toBe('https://photos.example/a/320.jpeg');
  });

  it('injects constructor parameters by token (no decorator metadata needed)', () => {
    const services = resolverFor(createContainer(settings));
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
        const services = resolverFor(createContainer(settings));
        const service = services.get(token);
        expect(service.getState).toEqual(expect.any(Function));
        expect(services.get(token)).toBe(service);
        expect(resolverFor(createContainer(settings)).get(token)).not.toBe(service);
      },
    );

    it.each([['PageVisitRecorder', APP_TOKENS.PageVisitRecorder], ['PageAds', APP_TOKENS.PageAds]] as const)(
      'fetches %s when first resolved, then keeps it',
      async (_name, token: Token<object>) => {
        const services = resolverFor(createContainer(settings));
        const service = await services.getAsync(token);
        expect(service).toBeInstanceOf(Object);
        expect(await services.getAsync(token)).toBe(service);
      },
    );
  });
});
