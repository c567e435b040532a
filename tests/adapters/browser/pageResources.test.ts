import { pageResources } from '../../../src/adapters/browser/pageResources';

const ORIGIN = window.location.origin;

/** Resource Timing as the page would list it: `[address, initiatorType]`. */
function timing(entries: readonly (readonly [string, string])[] = []): Pick<Performance, 'getEntriesByType'> & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    getEntriesByType: (type: string) => {
      asked.push(type);
      return type === 'resource' ? entries.map(([name, initiatorType]) => ({ name, initiatorType, entryType: 'resource' }) as unknown as PerformanceEntry) : [];
    },
  };
}

/** An image as the browser left it: loaded (`complete`), at `naturalWidth`, from `currentSrc` (the srcset candidate chosen). */
function image(src: string, { complete = true, naturalWidth = 640, currentSrc = '' }: { complete?: boolean; naturalWidth?: number; currentSrc?: string } = {}): HTMLImageElement {
  const img = document.createElement('img');
  img.src = src;
  Object.defineProperty(img, 'complete', { value: complete });
  Object.defineProperty(img, 'naturalWidth', { value: naturalWidth });
  Object.defineProperty(img, 'currentSrc', { value: currentSrc });
  document.body.append(img);
  return img;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('pageResources', () => {
  it('lists the page’s scripts, stylesheets and icons as absolute addresses, and nothing else of its links', () => {
    document.head.innerHTML = [
      '<script src="/assets/tabiji.3f2a.js" type="module"></script>',
      '<script>inline()</script>',
      '<link rel="stylesheet" href="/assets/tabiji.css">',
      '<link rel="alternate stylesheet" href="/assets/print.css">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="shortcut icon" href="/favicon.ico">',
      '<link rel="preconnect" href="https://maps.example">',
      '<link rel="canonical" href="/en/articles/4">',
      '<link rel="stylesheet">',
    ].join('');
    document.body.innerHTML = '<script src="https://ads.example/tag.js"></script>';
    expect(pageResources(document, timing()).assets).toEqual([
      `${ORIGIN}/assets/tabiji.3f2a.js`,
      'https://ads.example/tag.js',
      `${ORIGIN}/assets/tabiji.css`,
      `${ORIGIN}/assets/print.css`,
      `${ORIGIN}/favicon.svg`,
      `${ORIGIN}/favicon.ico`,
    ]);
  });

  it('adds the scripts and styles fetched since, from Resource Timing, by who asked for them', () => {
    const performance = timing([
      [`${ORIGIN}/assets/saveChunk.91c.js`, 'script'],
      [`${ORIGIN}/assets/places.7d1.css`, 'link'],
      [`${ORIGIN}/assets/font.woff2`, 'css'],
      [`${ORIGIN}/api/events`, 'fetch'],
      [`${ORIGIN}/api/old`, 'xmlhttprequest'],
      [`${ORIGIN}/photos/kyoto.webp`, 'img'],
      [`${ORIGIN}/beacon`, 'beacon'],
      [`${ORIGIN}/other`, 'other'],
    ]);
    expect(pageResources(document, performance).assets).toEqual([
      `${ORIGIN}/assets/saveChunk.91c.js`,
      `${ORIGIN}/assets/places.7d1.css`,
      `${ORIGIN}/assets/font.woff2`,
    ]);
    expect(performance.asked).toEqual(['resource']);
  });

  it('lists the photos that loaded, at the size this device chose, and none that did not load', () => {
    image('/photos/kyoto-640.webp', { currentSrc: `${ORIGIN}/photos/kyoto-1280.webp` });
    image('/photos/nara.webp');
    image('/photos/loading.webp', { complete: false });
    image('/photos/broken.webp', { complete: true, naturalWidth: 0 });
    image('/photos/still-loading.webp', { complete: false, naturalWidth: 320, currentSrc: `${ORIGIN}/photos/still-loading.webp` });
    expect(pageResources(document, timing()).photos).toEqual([`${ORIGIN}/photos/kyoto-1280.webp`, `${ORIGIN}/photos/nara.webp`]);
  });

  it('gives empty lists for a page without any', () => {
    expect(pageResources(document, timing())).toEqual({ assets: [], photos: [] });
  });
});
