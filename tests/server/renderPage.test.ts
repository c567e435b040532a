/**
 * @jest-environment node
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { UrlTemplatePhotoAdapter } from '../../src/adapters/photo/UrlTemplatePhotoAdapter';
import { parseSettings } from '../../src/composition/variables';
import type { PathCode } from '../../src/domain/languages';
import { markupStampFor, markupStampText } from '../../src/domain/markupStamp';
import { parseNavigation } from '../../src/domain/navigation';
import { parsePlaceAttachments } from '../../src/domain/placePhotos';
import { parseRenderInput, RenderInputError } from '../../src/server/renderInput';
import { REGION_NAMES, renderPage, renderRegions } from '../../src/server/renderPage';
import { PlacePhoto } from '../../src/ui/components/PlacePhoto';

// The renderer reads its settings (the photo service's, the disclosure's names) from its environment once, at its
// first render: set before any.
const PHOTO_ENVIRONMENT = { TABIJI_PHOTO_NEW_URL: 'https://photos.example/new', TABIJI_PHOTO_OLD_URL: '/legacy', TABIJI_PHOTO_WIDTHS: '320,640' };
const savedEnvironment = { ...process.env };
Object.assign(process.env, PHOTO_ENVIRONMENT, { TABIJI_OPERATOR_NAME: 'Tabiji KK' });
afterAll(() => {
  process.env = savedEnvironment;
});

const navigation = {
  menu: [{ label: 'Food', href: '/en/categories/2', children: [{ label: 'Ramen', href: '/en/articles/3' }] }],
  slider: [{ label: 'Temples', href: '/en/categories/1', current: true }],
  footer: [{ title: 'Regions', links: [{ label: 'Kansai', href: '/en/regions/5' }] }],
  signin: '/en/signin',
};

// The render service leaves context out of its cache key; these are the contexts that must not change the HTML.
const contexts: ReadonlyArray<readonly [string, unknown]> = [
  ['no context', undefined],
  ['an article with ads', { ads: [{ id: 'div-gpt-ad-top', sizes: [[728, 90]], name: '/1/top' }], article_id: 12, category_id: 3, region_id: 5, page_name: 'article', is_pr_article: false }],
  ['a PR article', { article_id: 101, page_name: 'article', is_pr_article: true }],
  ['a listing page', { category_id: 2, page_name: 'category' }],
  ['malformed context', { ads: 'none', article_id: 'x', is_pr_article: 'yes' }],
  ['context that is not an object', 42],
];

describe('renderPage', () => {
  it.each(['/en/', '/jp/articles/1?keyword=ramen', '/th/regions/5'])('renders the same HTML for %s whatever the context', (path) => {
    const [first, ...others] = contexts.map(([, context]) => renderPage({ path, navigation, context }).regions);
    expect(Object.keys(first ?? {})).toEqual(REGION_NAMES);
    for (const regions of others) expect(regions).toEqual(first);
  });

  it.each([['/tw/', 'zh-tw'], ['/easy/articles/1', 'ja'], ['/vn/', 'vi'], ['/articles/1', 'ja']])(
    'marks every region of %s with the language of its text (%s), whatever the host page says',
    (path, lang) => {
      const { regions } = renderPage({ path, navigation });
      for (const name of ['information-header', 'sticky-header', 'slider-nav', 'footer']) {
        expect({ name, root: /^<!--[^>]*--><[a-z]+ class="tabiji-[a-z]+(?: tabiji-[a-z-]+)*" lang="([^"]+)"/.exec(regions[name] ?? '')?.[1] }).toEqual({ name, root: lang });
      }
    },
  );

  it('opens each island region with its markup stamp: the build, and a hash of the language, region and navigation', () => {
    const { regions } = renderPage({ path: '/en/articles/1', navigation });
    const stampOf = (html: string | undefined) => /^<!--(tabiji:[^>]*)-->/.exec(html ?? '')?.[1];
    for (const name of ['information-header', 'sticky-header', 'slider-nav', 'footer']) {
      expect(stampOf(regions[name])).toBe(markupStampText(markupStampFor('test', 'en', name, parseNavigation(navigation).navigation)));
    }
    // The path is not in it (one prerendered fragment serves every page of a language); the navigation is.
    expect(stampOf(renderPage({ path: '/en/', navigation }).regions['footer'])).toBe(stampOf(regions['footer']));
    expect(stampOf(renderPage({ path: '/en/', navigation: { slider: [] } }).regions['footer'])).not.toBe(stampOf(regions['footer']));
    expect(stampOf(renderPage({ path: '/jp/', navigation }).regions['footer'])).not.toBe(stampOf(regions['footer']));
  });

  it('does depend on path and navigation', () => {
    const base = renderPage({ path: '/en/', navigation }).regions;
    expect(renderPage({ path: '/jp/', navigation }).regions).not.toEqual(base);
    expect(renderPage({ path: '/en/?keyword=x', navigation }).regions['footer']).not.toEqual(base['footer']);
    expect(renderPage({ path: '/en/', navigation: { ...navigation, slider: [] } }).regions).not.toEqual(base);
  });

  it('reports bad navigation and context first, then what renderRegions reported', () => {
    const request = { path: '/en/', navigation: { slider: [{ label: '', href: '/x' }] }, context: { article_id: 'x' } };
    const input = parseRenderInput(request);
    expect(input.warnings).toHaveLength(2);
    const page = renderPage(request);
    expect(page.warnings).toEqual([...input.warnings, ...renderRegions(input).warnings]);
    expect(page.regions).toEqual(renderRegions(input).regions);
  });

  it('renders only the regions asked for, and refuses unknown ones', () => {
    expect(Object.keys(renderPage({ path: '/en/', regions: ['footer', 'slider-nav'] }).regions)).toEqual(['footer', 'slider-nav']);
    expect(() => renderPage({ path: '/en/', regions: ['nav'] })).toThrow(RenderInputError);
  });

  it.each([
    [null, 'must be an object'],
    [{ path: 'en/' }, 'single "/"'],
    [{ path: '//evil.example/' }, 'single "/"'],
    // Paths that normalise to `//host` (issue 28 item 1).
    [{ path: '/.//evil.example/login' }, 'single "/"'],
    [{ path: '/x/..//evil.example' }, 'single "/"'],
    [{ path: '/%2e//evil.example' }, 'single "/"'],
    [{ path: `/${'a'.repeat(3000)}` }, 'longer than'],
    [{ path: '/en/', regions: 'footer' }, 'regions must be a list'],
  ])('refuses %j', (request, message) => {
    expect(() => renderPage(request)).toThrow(message);
  });
});

describe('renderPage in production', () => {
  // A renderer without the disclosure's names: tests/server/disclosure/renderDisclosure.test.ts.
  it('renders the disclosure when the renderer has the names, with no warning', () => {
    const page = renderPage({ path: '/en/external-transmission', navigation, regions: ['footer', 'external-transmission'] }, true);
    expect(page.regions['external-transmission']).toContain('Tabiji KK');
    expect(page.warnings).toEqual([]);
  });

  it('renders the same furniture as any other renderer', () => {
    expect(renderPage({ path: '/en/', navigation }, true)).toEqual(renderPage({ path: '/en/', navigation }, false));
  });
});

describe('renderPage: place photos', () => {
  const attachments = [
    { id: 'a', host: 'new', width: 1200, height: 800, alt: { en: 'Photo a', jp: '写真 a' } },
    { id: 'b', host: 'old', width: 500, height: 500, decorative: true },
    { id: 'c', host: 'new', width: 300, height: 200, alt: { jp: '写真 c' } },
  ];

  /** PlacePhoto as the islands render it, with the photo service the same settings back. */
  function islandMarkup(id: string, pathCode: PathCode, sizes: string, isPriority: boolean): string {
    const attachment = parsePlaceAttachments(attachments).attachments.find((candidate) => candidate.id === id);
    if (!attachment) throw new Error(`no attachment ${id}`);
    const sources = new UrlTemplatePhotoAdapter(parseSettings(PHOTO_ENVIRONMENT).settings.photo).sourcesFor(attachment);
    return renderToStaticMarkup(createElement(PlacePhoto, { attachment, sources, pathCode, sizes, isPriority }));
  }

  it('renders each photo asked for, in order, exactly as the islands would', () => {
    const { photos, warnings } = renderPage({ path: '/jp/articles/1', navigation, attachments, photos: [{ id: 'c', sizes: '50vw' }, 'a', { id: 'b', priority: true }] });
    expect(warnings).toEqual([]);
    expect(photos).toEqual([islandMarkup('c', 'jp', '50vw', true), islandMarkup('a', 'jp', '100vw', false), islandMarkup('b', 'jp', '100vw', true)]);
    expect(photos[0]).toContain('src="https://photos.example/new/c/320.jpeg"');
    expect(photos[0]).toContain('fetchPriority="high"');
    expect(photos[1]).toContain('alt="写真 a"');
    expect(photos[1]).toContain('loading="lazy"');
    expect(photos[1]).not.toContain('/legacy/');
    expect(photos[2]).toContain('src="/legacy/b/320.jpeg"');
  });

  it('writes the alt text of the page’s language, from the path', () => {
    const [photo] = renderPage({ path: '/th/', attachments, photos: ['c'] }).photos;
    expect(photo).toBe(islandMarkup('c', 'th', '100vw', true));
    expect(photo).toContain('alt="写真 c" lang="ja"');
  });

  it('renders a photo the attachments do not list as \'\', with a warning', () => {
    const page = renderPage({ path: '/en/', attachments, photos: ['a', 'nope'] });
    expect(page.photos).toEqual([islandMarkup('a', 'en', '100vw', true), '']);
    expect(page.warnings).toEqual([expect.stringContaining('photo 1 names "nope"')]);
  });

  it('renders no photos when none are asked for', () => {
    expect(renderPage({ path: '/en/', attachments }).photos).toEqual([]);
  });

  it('renders photos only, when no region is asked for', () => {
    const page = renderPage({ path: '/en/', regions: [], attachments, photos: ['a'] });
    expect(page.regions).toEqual({});
    expect(page.photos).toEqual([islandMarkup('a', 'en', '100vw', true)]);
  });

  it('renders the same photos whatever the context', () => {
    const [first, ...others] = contexts.map(([, context]) => renderPage({ path: '/en/', context, attachments, photos: ['a', 'b', 'c'] }).photos);
    for (const photos of others) expect(photos).toEqual(first);
  });
});
