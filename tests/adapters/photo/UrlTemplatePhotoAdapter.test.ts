import type { PhotoSettings } from '../../../src/adapters/photo/photoSettings';
import { UrlTemplatePhotoAdapter } from '../../../src/adapters/photo/UrlTemplatePhotoAdapter';
import type { PlaceAttachment } from '../../../src/domain/placePhotos';

const SETTINGS: PhotoSettings = {
  newHost: 'https://new.example/p',
  oldHost: 'https://old.example',
  urlTemplate: '{host}/{id}/{width}.{format}',
  widths: [320, 640, 960, 1280],
  formats: ['avif', 'webp', 'jpeg'],
};

const attachment = (overrides: Partial<PlaceAttachment> = {}): PlaceAttachment => ({
  id: 'kinkakuji-1',
  host: 'new',
  width: 1000,
  height: 667,
  alt: { en: 'The Golden Pavilion' },
  isDecorative: false,
  ...overrides,
});

const adapter = (overrides: Partial<PhotoSettings> = {}) => new UrlTemplatePhotoAdapter({ ...SETTINGS, ...overrides });

describe('UrlTemplatePhotoAdapter', () => {
  it('offers each format best first as a source and the last as the img’s own, in every width up to the photo’s', () => {
    expect(adapter().sourcesFor(attachment())?.primary).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcset: 'https://new.example/p/kinkakuji-1/320.avif 320w, https://new.example/p/kinkakuji-1/640.avif 640w, https://new.example/p/kinkakuji-1/960.avif 960w',
        },
        {
          type: 'image/webp',
          srcset: 'https://new.example/p/kinkakuji-1/320.webp 320w, https://new.example/p/kinkakuji-1/640.webp 640w, https://new.example/p/kinkakuji-1/960.webp 960w',
        },
      ],
      src: 'https://new.example/p/kinkakuji-1/960.jpeg',
      srcset: 'https://new.example/p/kinkakuji-1/320.jpeg 320w, https://new.example/p/kinkakuji-1/640.jpeg 640w, https://new.example/p/kinkakuji-1/960.jpeg 960w',
    });
  });

  it.each([
    [1280, [320, 640, 960, 1280]],
    [5000, [320, 640, 960, 1280]],
    [640, [320, 640]],
    [639, [320]],
    [320, [320]],
    // Narrower than every width offered: the smallest, never none.
    [200, [320]],
    [1, [320]],
  ])('a photo %i pixels wide is offered in widths %j', (width, widths) => {
    const sources = adapter({ formats: ['jpeg'] }).sourcesFor(attachment({ width }));
    expect(sources?.primary.srcset).toBe(widths.map((w) => `https://new.example/p/kinkakuji-1/${w}.jpeg ${w}w`).join(', '));
    expect(sources?.primary.src).toBe(`https://new.example/p/kinkakuji-1/${widths.at(-1)}.jpeg`);
    expect(sources?.primary.sources).toEqual([]);
  });

  it('URL-encodes the id', () => {
    const sources = adapter({ formats: ['jpeg'], widths: [320] }).sourcesFor(attachment({ id: 'a b/../c?x=1#y' }));
    expect(sources?.primary.src).toBe('https://new.example/p/a%20b%2F..%2Fc%3Fx%3D1%23y/320.jpeg');
  });

  it('follows a custom template, every placeholder wherever and however often it appears', () => {
    const sources = adapter({ urlTemplate: '{host}/img/w{width}/{id}.{format}?f={format}&w={width}', widths: [640], formats: ['webp', 'jpg'] })
      .sourcesFor(attachment());
    expect(sources?.primary).toEqual({
      sources: [{ type: 'image/webp', srcset: 'https://new.example/p/img/w640/kinkakuji-1.webp?f=webp&w=640 640w' }],
      src: 'https://new.example/p/img/w640/kinkakuji-1.jpg?f=jpg&w=640',
      srcset: 'https://new.example/p/img/w640/kinkakuji-1.jpg?f=jpg&w=640 640w',
    });
  });

  it('serves from a site-path host', () => {
    const sources = adapter({ newHost: '/photos', widths: [320], formats: ['png'] }).sourcesFor(attachment());
    expect(sources?.primary).toEqual({ sources: [], src: '/photos/kinkakuji-1/320.png', srcset: '/photos/kinkakuji-1/320.png 320w' });
  });

  it('gives a current attachment the old host’s images to fall back to, the same widths and formats', () => {
    const sources = adapter().sourcesFor(attachment({ width: 640 }));
    expect(sources?.fallback).toEqual({
      sources: [
        { type: 'image/avif', srcset: 'https://old.example/kinkakuji-1/320.avif 320w, https://old.example/kinkakuji-1/640.avif 640w' },
        { type: 'image/webp', srcset: 'https://old.example/kinkakuji-1/320.webp 320w, https://old.example/kinkakuji-1/640.webp 640w' },
      ],
      src: 'https://old.example/kinkakuji-1/640.jpeg',
      srcset: 'https://old.example/kinkakuji-1/320.jpeg 320w, https://old.example/kinkakuji-1/640.jpeg 640w',
    });
  });

  it('serves a legacy attachment from the old host, with nothing to fall back to', () => {
    const sources = adapter({ formats: ['jpeg'], widths: [320] }).sourcesFor(attachment({ host: 'old' }));
    expect(sources).toEqual({ primary: { sources: [], src: 'https://old.example/kinkakuji-1/320.jpeg', srcset: 'https://old.example/kinkakuji-1/320.jpeg 320w' }, fallback: null });
  });

  it('gives a current attachment no fallback when the old host is not configured', () => {
    const sources = adapter({ oldHost: null }).sourcesFor(attachment());
    expect(sources?.primary.src).toBe('https://new.example/p/kinkakuji-1/960.jpeg');
    expect(sources?.fallback).toBeNull();
  });

  it.each<[string, Partial<PhotoSettings>, PlaceAttachment['host']]>([
    ['the new host is not configured', { newHost: null }, 'new'],
    ['the old host is not configured', { oldHost: null }, 'old'],
    ['no host is configured', { newHost: null, oldHost: null }, 'new'],
    ['no width is offered', { widths: [] }, 'new'],
    ['no format is offered', { formats: [] }, 'new'],
  ])('has nothing when %s', (_what, settings, host) => {
    expect(adapter(settings).sourcesFor(attachment({ host }))).toBeNull();
  });
});
