/**
 * @jest-environment node
 */
import { markupStampFor, markupStampText } from '../../src/domain/markupStamp';
import { parseNavigation } from '../../src/domain/navigation';
import { parseRenderInput, RenderInputError } from '../../src/server/renderInput';
import { REGION_NAMES, renderPage, renderRegions } from '../../src/server/renderPage';

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
