/**
 * @jest-environment node
 */
import { runScenario } from './runScenario';

interface PhotoAsked {
  id: string;
  sizes: string;
}

interface Page {
  asked: { photos?: PhotoAsked[]; attachments?: Array<{ id: string }> } | null;
  frames: string[];
  json: Array<{ id: string }> | null;
}

// Pages routed as the demo server does, with a renderer that answers each photo asked for with a marked <picture>,
// except the second, which it leaves '' (for the browser).
const SCENARIO = `
import { routePage } from './demo/pages/routes.mjs';
const pageAt = (address) => {
  let asked = null;
  const renderFurniture = (request) => {
    asked = { photos: request.photos, attachments: request.attachments };
    return { regions: {}, photos: (request.photos ?? []).map(({ id }, index) => (index === 1 ? '' : '<picture data-test="' + id + '"></picture>')) };
  };
  const { document } = routePage(new URL(address, 'http://demo.invalid'), { origin: 'http://demo.invalid', headSnippet: '', renderFurniture });
  const html = String(document);
  const json = /<script type="application\\/json" id="tabiji-photos">(.*?)<\\/script>/.exec(html);
  return { asked, frames: html.match(/<div class="photo [^"]*"[^>]*>.*?<\\/div>/g) ?? [], json: json ? JSON.parse(json[1]) : null };
};
process.stdout.write(JSON.stringify(Object.fromEntries([
  '/en/articles/2', '/th/', '/en/categories/5', '/en/regions/5', '/en/articles/2?plain-photos', '/en/articles/2?no-islands',
  '/en/articles/2?no-ssr', '/en/external-transmission',
].map((address) => [address, pageAt(address)]))));
`;

describe('the photos of the demo pages', () => {
  const pages = runScenario<Record<string, Page>>(SCENARIO);
  const page = (address: string): Page => pages[address]!;

  it.each([
    ['/en/articles/2', 'kinkaku-ji', 'hero'],
    ['/th/', 'home-hero', 'home'],
    ['/en/categories/5', 'category-onsen', 'banner'],
    ['/en/regions/5', 'region-kansai', 'banner'],
  ])('%s asks the renderer for its photos in page order, the hero first', (address, hero, role) => {
    const { asked, frames } = page(address);
    expect(asked?.photos?.[0]?.id).toBe(hero);
    expect(frames[0]).toContain(`class="photo photo-${role}" data-tabiji-photo="${hero}"`);
    expect(asked?.photos?.map(({ id }) => id)).toEqual(frames.map((frame) => /data-tabiji-photo="([^"]+)"/.exec(frame)?.[1]));
  });

  it('gives each photo the sizes of its role and lists each attachment once, as the page JSON does', () => {
    const { asked, json } = page('/en/articles/2');
    expect(asked?.photos?.slice(0, 2)).toEqual([
      { id: 'kinkaku-ji', sizes: '(min-width: 72rem) 69.5rem, (min-width: 48rem) calc(100vw - 2.5rem), 100vw' },
      { id: 'kinkaku-ji-pond', sizes: '(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)' },
    ]);
    const ids = asked?.attachments?.map(({ id }) => id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    expect(json).toEqual(asked?.attachments);
  });

  it('puts each photo the renderer drew inside its placeholder and leaves the others empty for the browser', () => {
    const { frames } = page('/en/articles/2');
    expect(frames[0]).toMatch(/data-tabiji-photo="kinkaku-ji" [^>]*><picture data-test="kinkaku-ji"><\/picture><\/div>$/);
    expect(frames[1]).toMatch(/data-tabiji-photo="kinkaku-ji-pond" [^>]*><\/div>$/);
    expect(frames[2]).toContain('<picture data-test="kinkaku-ji-garden">');
  });

  it('leaves every placeholder to the browser with ?no-ssr, still listing the attachments', () => {
    const { asked, frames, json } = page('/en/articles/2?no-ssr');
    expect(asked).toBeNull();
    for (const frame of frames) expect(frame).toMatch(/data-tabiji-photo="[^"]+" data-tabiji-photo-sizes="[^"]+"><\/div>$/);
    expect(json?.[0]?.id).toBe('kinkaku-ji');
  });

  it.each(['/en/articles/2?plain-photos', '/en/articles/2?no-islands'])('%s draws plain <img>s: the first at high priority, the rest lazy', (address) => {
    const { asked, frames, json } = page(address);
    expect(asked?.photos).toBeUndefined();
    expect(json).toBeNull();
    expect(frames[0]).toBe(
      '<div class="photo photo-hero"><img src="/photo-service/new/kinkaku-ji/1280.jpeg" width="1280" height="853" ' +
        'alt="Dark hills against an orange evening sky, with the sun low above them" fetchpriority="high"></div>',
    );
    for (const frame of frames.slice(1)) {
      expect(frame).toMatch(/^<div class="photo photo-[a-z]+"><img src="\/photo-service\/new\/[a-z0-9-]+\/1280\.jpeg" width="1280" height="853" alt="[^"]+" loading="lazy"><\/div>$/);
    }
    expect(frames.join('')).not.toContain('data-tabiji-photo');
  });

  it('keeps pages without photos as they were: no photos asked, no photo JSON', () => {
    const { asked, frames, json } = page('/en/external-transmission');
    expect(asked?.photos).toBeUndefined();
    expect(frames).toEqual([]);
    expect(json).toBeNull();
  });
});
