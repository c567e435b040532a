import {
  ASSETS_CACHE, isCurrentCache, itemCacheName, MAX_COPY_RESOURCES, OFFLINE_CACHE_PREFIX, OFFLINE_CACHE_VERSION, OFFLINE_TIMING, sameOriginPaths,
} from '../../src/domain/offlineCopy';

const SITE = 'https://www.tabiji.example';

describe('sameOriginPaths', () => {
  it('keeps the site’s addresses as paths with their query, in order', () => {
    expect(sameOriginPaths([
      `${SITE}/assets/tabiji.3f2a.js`,
      '/photos/kyoto.webp?w=640',
      'assets/relative.css',
      `${SITE}/`,
    ], SITE)).toEqual(['/assets/tabiji.3f2a.js', '/photos/kyoto.webp?w=640', '/assets/relative.css', '/']);
  });

  it('leaves out other origins: other hosts, ports, schemes and protocol-relative addresses', () => {
    expect(sameOriginPaths([
      'https://cdn.example/font.woff2',
      'https://tabiji.example/x.js',
      'https://www.tabiji.example:8443/x.js',
      'http://www.tabiji.example/x.js',
      '//evil.example/x.js',
      '/kept.js',
    ], SITE)).toEqual(['/kept.js']);
  });

  it('leaves out addresses that are not http(s): javascript:, data:, blob:', () => {
    expect(sameOriginPaths([
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      `blob:${SITE}/0c8e3c5c-1f7b-4d1e-9b7e-2d7c2f1c0a11`,
      '/kept.js',
    ], SITE)).toEqual(['/kept.js']);
  });

  it('skips an address that does not parse, and goes on', () => {
    expect(sameOriginPaths(['http://[::1', '/kept.js'], SITE)).toEqual(['/kept.js']);
    // Nothing parses against an origin that is not one.
    expect(sameOriginPaths(['/a.js'], 'not an origin')).toEqual([]);
  });

  it('drops anchors and lists each path once (the query tells two addresses apart)', () => {
    expect(sameOriginPaths([
      '/en/articles/4#tabiji-spot-senso-ji',
      '/en/articles/4',
      `${SITE}/en/articles/4#top`,
      '/photos/a.webp?w=320',
      '/photos/a.webp?w=640',
      '/photos/a.webp?w=320#x',
    ], SITE)).toEqual(['/en/articles/4', '/photos/a.webp?w=320', '/photos/a.webp?w=640']);
  });

  it('gives nothing for nothing', () => {
    expect(sameOriginPaths([], SITE)).toEqual([]);
  });
});

describe('the caches’ names', () => {
  it('names each item’s cache and the shared one under the prefix and version', () => {
    expect(OFFLINE_CACHE_PREFIX).toBe('tabiji-offline-');
    expect(OFFLINE_CACHE_VERSION).toBe(1);
    expect(ASSETS_CACHE).toBe('tabiji-offline-v1-assets');
    expect(itemCacheName('/en/articles/4')).toBe('tabiji-offline-v1-item:/en/articles/4');
    expect(itemCacheName('place:senso-ji')).toBe('tabiji-offline-v1-item:place:senso-ji');
    expect(itemCacheName('place:senso-ji')).not.toBe(itemCacheName('/en/articles/4'));
  });

  it('tells this version’s caches from another version’s and from the host’s', () => {
    expect(isCurrentCache(ASSETS_CACHE)).toBe(true);
    expect(isCurrentCache(itemCacheName('/en/articles/4'))).toBe(true);
    expect(isCurrentCache('tabiji-offline-v0-assets')).toBe(false);
    expect(isCurrentCache('tabiji-offline-v10-assets')).toBe(false);
    expect(isCurrentCache('tabiji-offline-v1')).toBe(false);
    expect(isCurrentCache('workbox-precache-v2')).toBe(false);
    expect(isCurrentCache('my-tabiji-offline-v1-assets')).toBe(false);
  });

  it('names the Server-Timing mark and the copy’s size limit', () => {
    expect(OFFLINE_TIMING).toBe('tabiji-offline');
    expect(MAX_COPY_RESOURCES).toBeGreaterThan(1);
  });
});
