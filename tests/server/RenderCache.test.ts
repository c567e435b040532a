/**
 * @jest-environment node
 */
import { EMPTY_NAVIGATION } from '../../src/domain/navigation';
import type { PlaceAttachment } from '../../src/domain/placePhotos';
import { RenderCache, renderCacheKey } from '../../src/server/RenderCache';
import type { RenderPhoto } from '../../src/server/renderInput';

describe('RenderCache', () => {
  it('evicts the least recently used entry past its limit', () => {
    const cache = new RenderCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('holds at most its bytes, evicting the least recently used, and never keeps a value larger than all of them', () => {
    const cache = new RenderCache<string>(100, 10, (value) => value.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.byteSize).toBe(8);
    cache.set('c', 'cccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    expect(cache.byteSize).toBe(8);
    cache.set('b', 'bb');
    expect(cache.byteSize).toBe(6);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a limit of 0', () => {
    const cache = new RenderCache<number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('renderCacheKey', () => {
  const input = { path: '/en/', navigation: EMPTY_NAVIGATION, regions: null };
  const attachment: PlaceAttachment = { id: 'a', host: 'new', width: 1200, height: 800, alt: { en: 'Photo a' }, isDecorative: false };
  const photo: RenderPhoto = { id: 'a', attachment, sizes: '100vw', isPriority: true };

  it('is the same for the same build, path, navigation and regions', () => {
    expect(renderCacheKey('build1', input)).toBe(renderCacheKey('build1', { ...input }));
  });

  it.each([
    ['build id', renderCacheKey('build2', input)],
    ['path', renderCacheKey('build1', { ...input, path: '/en/?keyword=x' })],
    ['navigation', renderCacheKey('build1', { ...input, navigation: { ...EMPTY_NAVIGATION, signin: '/en/signin' } })],
    ['regions', renderCacheKey('build1', { ...input, regions: ['footer'] })],
    ['photos', renderCacheKey('build1', { ...input, photos: [photo] })],
  ])('changes with the %s', (_what, key) => {
    expect(key).not.toBe(renderCacheKey('build1', input));
  });

  it.each([
    ['the attachment', { ...photo, attachment: { ...attachment, width: 640 } }],
    ['the sizes', { ...photo, sizes: '50vw' }],
    ['the priority', { ...photo, isPriority: false }],
    ['a photo without an attachment', { ...photo, attachment: null }],
  ])('changes with %s of a photo', (_what, other) => {
    expect(renderCacheKey('build1', { ...input, photos: [other] })).not.toBe(renderCacheKey('build1', { ...input, photos: [photo] }));
  });

  it('changes with the photos’ order', () => {
    const second = { ...photo, id: 'b', attachment: { ...attachment, id: 'b' } };
    expect(renderCacheKey('build1', { ...input, photos: [photo, second] })).not.toBe(renderCacheKey('build1', { ...input, photos: [second, photo] }));
  });

  it('is the same for no photos as for a request from before photos (the keys of pages without photos stay)', () => {
    expect(renderCacheKey('build1', { ...input, photos: [] })).toBe(renderCacheKey('build1', input));
  });
});
