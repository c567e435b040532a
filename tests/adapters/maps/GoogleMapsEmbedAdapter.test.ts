import { GoogleMapsEmbedAdapter } from '../../../src/adapters/maps/GoogleMapsEmbedAdapter';
import { mapsRecipients } from '../../../src/adapters/maps/mapsDisclosure';
import { parseMapsSettings } from '../../../src/adapters/maps/mapsSettings';
import { MAPS_VARIABLES } from '../../../src/adapters/maps/mapsVariables';

const KINKAKU = { latitude: 35.0394, longitude: 135.7292, name: 'Kinkaku-ji' };
const adapter = (apiKey = 'a-key', embedUrl = 'https://www.google.com/maps/embed/v1/place') => new GoogleMapsEmbedAdapter({ apiKey, embedUrl });

describe('GoogleMapsEmbedAdapter', () => {
  it('asks the Embed API for the place by its coordinates, in the page’s language, with the key', () => {
    const url = new URL(adapter().embedUrl(KINKAKU, 'tw'));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/embed/v1/place');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'a-key', q: '35.0394,135.7292', language: 'zh-TW' });
    expect(new URL(adapter().embedUrl(KINKAKU, 'easy')).searchParams.get('language')).toBe('ja');
  });

  it('rounds coordinates to six decimals and keeps a configured site path on the page’s origin', () => {
    const url = new URL(adapter('k', '/stand-ins/maps/embed/v1/place').embedUrl({ ...KINKAKU, latitude: 35.03941234567 }, 'en'));
    expect(url.origin).toBe(window.location.origin);
    expect(url.searchParams.get('q')).toBe('35.039412,135.7292');
  });

  it.each([
    ['no key', adapter(''), KINKAKU, /TABIJI_MAPS_API_KEY is not set/],
    ['a latitude out of range', adapter(), { ...KINKAKU, latitude: 91 }, /91 is not a coordinate/],
    ['a longitude that is not a number', adapter(), { ...KINKAKU, longitude: Number.NaN }, /NaN is not a coordinate/],
  ])('refuses to show a map with %s, clearly', (_case, maps, place, message) => {
    const container = document.createElement('div');
    expect(() => maps.show(container, place, 'en', 'Map')).toThrow(message);
    expect(container.children).toHaveLength(0);
  });

  it('puts a sandboxed, titled frame that sends only the site’s origin in the container, replacing the facade', () => {
    const container = document.createElement('div');
    container.innerHTML = '<button>Show the map</button>';
    adapter().show(container, KINKAKU, 'en', 'Map: Kinkaku-ji');
    const frame = container.querySelector('iframe')!;
    expect(container.children).toHaveLength(1);
    expect(frame.title).toBe('Map: Kinkaku-ji');
    expect(frame.referrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(frame.src).toContain('q=35.0394%2C135.7292');
  });
});

describe('the maps settings and what the disclosure lists', () => {
  it('reads the key and the embed address, Google’s by default', () => {
    expect(parseMapsSettings({ TABIJI_MAPS_API_KEY: ' k ' }, MAPS_VARIABLES)).toEqual({ apiKey: 'k', embedUrl: 'https://www.google.com/maps/embed/v1/place' });
  });

  it('lists Google as a recipient only when a key is set, with the embed’s own origin', () => {
    expect(mapsRecipients({ apiKey: '', embedUrl: 'https://www.google.com/maps/embed/v1/place' })).toEqual([]);
    const [entry] = mapsRecipients({ apiKey: 'k', embedUrl: 'https://maps.example/embed' });
    expect(entry).toMatchObject({ id: 'google-maps', recipient: 'Google LLC', consentGate: 'opt-in', dataSent: ['mapPlace', 'browser', 'ipAddress'] });
    expect(entry!.origins).toEqual(expect.arrayContaining(['https://www.google.com', 'https://maps.googleapis.com', 'https://maps.example']));
  });
});
