import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { watchPhotoFrames } from '../../../src/adapters/browser/photoFrames';
import type { PlaceAttachment } from '../../../src/domain/placePhotos';
import type { PhotoServicePort, PhotoSourceSet } from '../../../src/ports/PhotoServicePort';
import { PlacePhoto } from '../../../src/ui/components/PlacePhoto';
import { FakePhotoServiceAdapter } from '../../fakes/FakePhotoServiceAdapter';

const attachment = (overrides: Partial<PlaceAttachment> = {}): PlaceAttachment => ({
  id: 'kinkakuji-1',
  host: 'new',
  width: 1600,
  height: 1067,
  alt: { en: 'The Golden Pavilion' },
  isDecorative: false,
  ...overrides,
});

/** The old host's images of each frame added, by attachment id: what the photos' chunk finds from the page's JSON. */
const fallbacks = new Map<string, PhotoSourceSet | null>();
const fallbackFor = (id: string): PhotoSourceSet | null => fallbacks.get(id) ?? null;

/** A frame as PlacePhoto renders it (on the server or in an island), added to the page. */
function addFrame(photo: PlaceAttachment = attachment(), sources: ReturnType<PhotoServicePort['sourcesFor']> = new FakePhotoServiceAdapter().sourcesFor(photo)) {
  fallbacks.set(photo.id, sources?.fallback ?? null);
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(createElement(PlacePhoto, { attachment: photo, sources, pathCode: 'en', sizes: '100vw', isPriority: false }));
  document.body.append(holder);
  const frame = holder.querySelector('picture') as HTMLElement;
  const image = holder.querySelector('img') as HTMLImageElement;
  return { frame, image };
}

const fail = (image: HTMLImageElement) => image.dispatchEvent(new Event('error'));
const sourcesOf = (frame: HTMLElement) => Array.from(frame.querySelectorAll('source')).map((source) => [source.type, source.srcset]);

/** Makes `image` look as a browser shows an image that finished loading (failed: naturalWidth 0) before anyone listened. */
function finished(image: HTMLImageElement, { naturalWidth, currentSrc }: { naturalWidth: number; currentSrc: string }): void {
  Object.defineProperty(image, 'complete', { configurable: true, get: () => true });
  Object.defineProperty(image, 'naturalWidth', { configurable: true, get: () => naturalWidth });
  Object.defineProperty(image, 'currentSrc', { configurable: true, get: () => currentSrc });
}

const set = (type: string, host: string): PhotoSourceSet['sources'][number] => ({ type, srcset: `https://${host}.test/p.${type.slice(6)} 640w` });
const NEW: PhotoSourceSet = { sources: [set('image/avif', 'new'), set('image/webp', 'new')], src: 'https://new.test/p.jpeg', srcset: 'https://new.test/p.jpeg 640w' };
const OLD: PhotoSourceSet = { sources: [set('image/webp', 'old')], src: 'https://old.test/p.jpeg', srcset: 'https://old.test/p.jpeg 640w' };

describe('watchPhotoFrames', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    fallbacks.clear();
    document.body.innerHTML = '';
  });

  it('moves a frame to the old host’s images on its first failure, each source by its type, dropping those the old host lacks', () => {
    const { frame, image } = addFrame(attachment(), { primary: NEW, fallback: OLD });
    stop = watchPhotoFrames(document, fallbackFor);
    fail(image);
    expect(frame.dataset['tabijiPhotoState']).toBe('fallback');
    expect(sourcesOf(frame)).toEqual([['image/webp', 'https://old.test/p.webp 640w']]);
    expect(image.getAttribute('src')).toBe('https://old.test/p.jpeg');
    expect(image.getAttribute('srcset')).toBe('https://old.test/p.jpeg 640w');
    expect(image.alt).toBe('The Golden Pavilion');
    expect(frame).not.toHaveAttribute('role');
  });

  it('leaves the frame empty at its size after the old host fails too, the alt text moved to the frame', () => {
    const { frame, image } = addFrame();
    stop = watchPhotoFrames(document, fallbackFor);
    fail(image);
    fail(image);
    expect(frame.dataset['tabijiPhotoState']).toBe('empty');
    expect(frame.querySelectorAll('source')).toHaveLength(0);
    expect(image).not.toHaveAttribute('src');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1067');
    expect(frame).toHaveAttribute('role', 'img');
    expect(frame).toHaveAttribute('aria-label', 'The Golden Pavilion');
  });

  it('leaves a frame without a fallback (a legacy attachment) empty on its first failure', () => {
    const { frame, image } = addFrame(attachment({ host: 'old' }));
    stop = watchPhotoFrames(document, fallbackFor);
    fail(image);
    expect(frame.dataset['tabijiPhotoState']).toBe('empty');
    expect(image).not.toHaveAttribute('src');
    expect(frame).toHaveAttribute('aria-label', 'The Golden Pavilion');
  });

  it('asks for the old host’s images by the frame’s attachment id, and leaves a frame with none empty at once', () => {
    const { frame, image } = addFrame();
    const asked: string[] = [];
    stop = watchPhotoFrames(document, (id) => {
      asked.push(id);
      return null;
    });
    fail(image);
    expect(asked).toEqual(['kinkakuji-1']);
    expect(frame.dataset['tabijiPhotoState']).toBe('empty');
  });

  it('says the language of an alt text written in another language than the page’s on the empty frame', () => {
    const { frame, image } = addFrame(attachment({ host: 'old', alt: { jp: '金閣' } }));
    stop = watchPhotoFrames(document, fallbackFor);
    fail(image);
    expect(frame).toHaveAttribute('aria-label', '金閣');
    expect(frame).toHaveAttribute('lang', 'ja');
  });

  it('gives an empty decorative frame no name', () => {
    const { frame, image } = addFrame(attachment({ host: 'old', alt: {}, isDecorative: true }));
    stop = watchPhotoFrames(document, fallbackFor);
    fail(image);
    expect(frame.dataset['tabijiPhotoState']).toBe('empty');
    expect(frame).not.toHaveAttribute('role');
    expect(frame).not.toHaveAttribute('aria-label');
  });

  it('does nothing more once a frame is empty', () => {
    const { frame, image } = addFrame();
    stop = watchPhotoFrames(document, fallbackFor);
    fail(image);
    fail(image);
    const emptied = frame.outerHTML;
    fail(image);
    expect(frame.outerHTML).toBe(emptied);
  });

  it('handles each frame on its own', () => {
    const first = addFrame(attachment({ id: 'a' }));
    const second = addFrame(attachment({ id: 'b' }));
    stop = watchPhotoFrames(document, fallbackFor);
    fail(second.image);
    expect([first.frame.dataset['tabijiPhotoState'], second.frame.dataset['tabijiPhotoState']]).toEqual(['primary', 'fallback']);
    expect(first.image.getAttribute('src')).toBe('https://new.photos.test/a.jpeg');
  });

  it('handles frames added after it started (the islands’ photos)', () => {
    stop = watchPhotoFrames(document, fallbackFor);
    const { frame, image } = addFrame();
    fail(image);
    expect(frame.dataset['tabijiPhotoState']).toBe('fallback');
  });

  it('handles, when it starts, images that failed before it listened', () => {
    const failed = addFrame(attachment({ id: 'failed' }));
    finished(failed.image, { naturalWidth: 0, currentSrc: 'https://new.photos.test/failed.webp' });
    const loaded = addFrame(attachment({ id: 'loaded' }));
    finished(loaded.image, { naturalWidth: 1600, currentSrc: 'https://new.photos.test/loaded.webp' });
    // A lazy image not yet fetched is complete with nothing to show, and no current address.
    const lazy = addFrame(attachment({ id: 'lazy' }));
    finished(lazy.image, { naturalWidth: 0, currentSrc: '' });
    stop = watchPhotoFrames(document, fallbackFor);
    expect([failed, loaded, lazy].map(({ frame }) => frame.dataset['tabijiPhotoState'])).toEqual(['fallback', 'primary', 'primary']);
    expect(failed.image.getAttribute('src')).toBe('https://old.photos.test/failed.jpeg');
  });

  it('ignores images outside photo frames', () => {
    document.body.innerHTML = `
      <img id="loose" src="https://x.test/a.png" alt="Loose">
      <picture id="plain"><img src="https://x.test/b.png" alt="Plain"></picture>
      <picture id="nested" data-tabiji-photo-frame="n" data-tabiji-photo-state="primary"><span><img src="https://x.test/c.png" alt="Nested"></span></picture>`;
    stop = watchPhotoFrames(document, fallbackFor);
    for (const image of Array.from(document.querySelectorAll('img'))) fail(image);
    expect(document.querySelector('#loose')).toHaveAttribute('src', 'https://x.test/a.png');
    expect(document.querySelector('#plain img')).toHaveAttribute('src', 'https://x.test/b.png');
    expect(document.querySelector('#plain')).not.toHaveAttribute('data-tabiji-photo-state');
    expect(document.querySelector('#nested')).toHaveAttribute('data-tabiji-photo-state', 'primary');
    expect(document.querySelector('#nested img')).toHaveAttribute('src', 'https://x.test/c.png');
  });

  it('stops watching when asked', () => {
    const { frame, image } = addFrame();
    watchPhotoFrames(document, fallbackFor)();
    fail(image);
    expect(frame.dataset['tabijiPhotoState']).toBe('primary');
    expect(image.getAttribute('src')).toBe('https://new.photos.test/kinkakuji-1.jpeg');
  });
});
