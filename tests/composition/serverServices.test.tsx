/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ServerEnvironmentAdapter } from '../../src/adapters/server/ServerEnvironmentAdapter';
import { ServerNavigationAdapter } from '../../src/adapters/server/ServerNavigationAdapter';
import { UrlTemplatePhotoAdapter } from '../../src/adapters/photo/UrlTemplatePhotoAdapter';
import { APP_TOKENS } from '../../src/application/tokens';
import { FIREBASE_AUTH_ORIGINS } from '../../src/adapters/firebase/firebaseDisclosure';
import { disclosureInput, serverServices, vendorRecipients } from '../../src/composition/serverServices';
import type * as ServerServicesModule from '../../src/composition/serverServices';
import { parseSettings } from '../../src/composition/variables';
import type { RawEnvironment } from '../../src/domain/config';
import { externalRecipients } from '../../src/domain/externalTransmission';
import { LANGUAGES, languageSwitchPath } from '../../src/domain/languages';
import { TOKENS, type Token } from '../../src/ports/tokens';
import { renderPage } from '../../src/server/renderPage';
import { ServicesProvider, useService } from '../../src/ui/services';

describe('serverServices', () => {
  it('binds the page’s address and the environment to server adapters', () => {
    const services = serverServices('/en/articles/1?keyword=x');
    expect(services.get(TOKENS.Navigation)).toBeInstanceOf(ServerNavigationAdapter);
    expect(services.get(TOKENS.Navigation).currentHref()).toBe('https://tabiji.invalid/en/articles/1?keyword=x');
    expect(services.get(TOKENS.Environment)).toBeInstanceOf(ServerEnvironmentAdapter);
    expect(services.get(TOKENS.Environment)).toBe(services.get(TOKENS.Environment));
  });

  it('binds the photo service to the URL-template adapter over the settings’ photo slice', async () => {
    const { settings } = parseSettings({ TABIJI_PHOTO_NEW_URL: '/photos', TABIJI_PHOTO_WIDTHS: '640', TABIJI_PHOTO_FORMATS: 'jpeg' });
    const services = serverServices('/en/', settings);
    const photos = services.get(TOKENS.Photos);
    expect(photos).toBeInstanceOf(UrlTemplatePhotoAdapter);
    await expect(services.getAsync(TOKENS.Photos)).resolves.toBe(photos);
    const attachment = { id: 'a', host: 'new', width: 800, height: 600, alt: {}, isDecorative: true } as const;
    expect(photos.sourcesFor(attachment)?.primary).toEqual({ sources: [], src: '/photos/a/640.jpeg', srcset: '/photos/a/640.jpeg 640w' });
  });

  it('builds the photo service from the renderer’s own environment by default', () => {
    const attachment = { id: 'a', host: 'new', width: 800, height: 600, alt: {}, isDecorative: true } as const;
    expect(serverServices('/en/').get(TOKENS.Photos).sourcesFor(attachment)).toEqual(
      new UrlTemplatePhotoAdapter(parseSettings(process.env).settings.photo).sourcesFor(attachment),
    );
  });

  it('resolves the same adapters asynchronously', async () => {
    const services = serverServices('/th/');
    await expect(services.getAsync(TOKENS.Navigation)).resolves.toBe(services.get(TOKENS.Navigation));
    await expect(services.getAsync(TOKENS.Environment)).resolves.toBe(services.get(TOKENS.Environment));
  });

  it.each<[string, Token<unknown>]>([
    ['IdentityPort', TOKENS.Identity],
    ['CookiePort', TOKENS.Cookies],
    ['AdsPort', TOKENS.Ads],
    ['TabijiConfig', TOKENS.Config],
    ['SessionStore', APP_TOKENS.SessionStore],
    ['ConsentStore', APP_TOKENS.ConsentStore],
  ])('refuses %s by name: it is the browser’s', async (name, token) => {
    const services = serverServices('/en/');
    const message = `${name} is browser-only and cannot be used while rendering on the server`;
    expect(() => services.get(token)).toThrow(message);
    await expect(services.getAsync(token)).rejects.toThrow(message);
  });

  it('fails a server render that reads a browser-only service, naming it', () => {
    function ReadsTheSession() {
      useService(APP_TOKENS.SessionStore);
      return null;
    }
    expect(() => renderToString(<ServicesProvider services={serverServices('/en/')}><ReadsTheSession /></ServicesProvider>))
      .toThrow('SessionStore is browser-only and cannot be used while rendering on the server');
  });
});

describe('the islands rendered with the server services', () => {
  const navigation = { footer: [{ title: 'Regions', links: [{ label: 'Kansai', href: '/en/regions/5' }] }] };

  it.each(LANGUAGES.map(({ pathCode }) => [pathCode]))('%s: the footer’s language selector links the page’s own path in each language', (code) => {
    const path = `/${code}/articles/1?keyword=x`;
    const footer = renderPage({ path, navigation, regions: ['footer'] }).regions['footer'] ?? '';
    const links = [...footer.matchAll(/<a href="([^"]*)" hrefLang=/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(1);
    for (const href of links) expect(href).toMatch(/^\/[a-z]+\/articles\/1\?keyword=x$/);
    expect(links).toContain(languageSwitchPath(path, 'en'));
  });

  it('writes no placeholder origin into any region', () => {
    const { regions } = renderPage({ path: '/en/articles/1?keyword=x', navigation });
    for (const html of Object.values(regions)) expect(html).not.toContain('tabiji.invalid');
  });

  it('renders the footer’s groups open, as for a wide screen (the environment a server render answers for)', () => {
    const footer = renderPage({ path: '/en/', navigation, regions: ['footer'] }).regions['footer'] ?? '';
    expect(footer).toContain('<details class="tabiji-collapsible" open="">');
  });
});

describe('disclosureInput', () => {
  it('gives Tabiji’s config and the bound vendor adapters’ recipients', () => {
    const { settings } = parseSettings({ TABIJI_FIREBASE_API_KEY: 'key', TABIJI_IDENTITY: 'host-session', TABIJI_OPERATOR_NAME: 'Tabiji KK' });
    const input = disclosureInput(settings);
    expect(input.config).toBe(settings.config);
    expect(input.vendors).toEqual(vendorRecipients(settings));
    expect(input.vendors.map((entry) => entry.id)).toEqual(['google-ads']);
  });

  it('reads the renderer’s own environment by default, once', () => {
    const saved = process.env['TABIJI_OPERATOR_NAME'];
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module, to read the environment anew
        const fresh = require('../../src/composition/serverServices') as typeof ServerServicesModule;
        process.env['TABIJI_OPERATOR_NAME'] = 'Renderer KK';
        expect(fresh.disclosureInput().config.disclosure.operatorName).toBe('Renderer KK');
        process.env['TABIJI_OPERATOR_NAME'] = 'Changed later';
        expect(fresh.serverSettings().config.disclosure.operatorName).toBe('Renderer KK');
      });
    } finally {
      if (saved === undefined) delete process.env['TABIJI_OPERATOR_NAME'];
      else process.env['TABIJI_OPERATOR_NAME'] = saved;
    }
  });
});

describe('vendorRecipients', () => {
  const production: RawEnvironment = {
    TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json/?fields=country',
    TABIJI_FIREBASE_API_KEY: 'key',
    TABIJI_PUSH_VAPID_KEY: 'vapid',
    TABIJI_HOTEL_AFFILIATE_URL: 'https://hotels.partner.example/search?x=1',
    TABIJI_FLIGHT_AFFILIATE_URL: 'https://flights.partner.example:8443/',
  };
  const ids = (raw: RawEnvironment) => vendorRecipients(parseSettings(raw).settings).map((entry) => entry.id);

  it('lists the ads, then Firebase’s sign-in and push messaging with the browsers’ push services, when Firebase is the identity adapter', () => {
    expect(ids(production)).toEqual(['google-ads', 'firebase-auth', 'firebase-messaging', 'push-apple', 'push-mozilla', 'push-microsoft']);
    const auth = vendorRecipients(parseSettings(production).settings).find((entry) => entry.id === 'firebase-auth');
    expect(auth?.origins).toEqual(FIREBASE_AUTH_ORIGINS);
  });

  it('lists no Firebase sign-in when the host’s session is the identity adapter (push messaging stays Firebase’s)', () => {
    expect(ids({ ...production, TABIJI_IDENTITY: 'host-session' })).toEqual(['google-ads', 'firebase-messaging', 'push-apple', 'push-mozilla', 'push-microsoft']);
  });

  it.each<[string, RawEnvironment, string[]]>([
    ['no Firebase API key', { ...production, TABIJI_FIREBASE_API_KEY: '' }, ['google-ads']],
    ['no push key', { ...production, TABIJI_PUSH_VAPID_KEY: '' }, ['google-ads', 'firebase-auth']],
  ])('leaves out what is unconfigured: %s', (_case, raw, expected) => {
    expect(ids(raw)).toEqual(expected);
  });

  it('come first in the disclosure, before Tabiji’s own services', () => {
    const { settings } = parseSettings(production);
    expect(externalRecipients(settings.config, vendorRecipients(settings)).map((entry) => entry.id))
      .toEqual(['google-ads', 'firebase-auth', 'firebase-messaging', 'push-apple', 'push-mozilla', 'push-microsoft', 'ip-lookup', 'hotel-affiliate', 'flight-affiliate']);
  });
});
