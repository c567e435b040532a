import { act } from '@testing-library/react';
import { LANGUAGES, type PathCode } from '../../src/domain/languages';
import { markupStampFor } from '../../src/domain/markupStamp';
import { parseNavigation } from '../../src/domain/navigation';
import { DEFAULT_PAGE_CONTEXT } from '../../src/domain/pageContext';
import { renderPage } from '../../src/server/renderPage';
import { SERVER_MESSAGES } from '../../src/server/serverMessages';
import { ISLANDS } from '../../src/ui/islands/registry';
import { mountIslands } from '../../src/ui/mountIslands';
import { FakeCookieAdapter } from '../fakes/FakeCookieAdapter';
import { FakeNavigationAdapter } from '../fakes/FakeNavigationAdapter';
import { NOTICE_CLOSED_COOKIE } from '../../src/domain/notices';
import { TOKENS } from '../../src/ports/tokens';
import { fakeServices } from '../renderWithServices';
import { NAVIGATION } from './islands/fixtures';

/** The navigation as a host sends it (JSON), from the parsed fixture. */
const hostNavigation = {
  menu: NAVIGATION.menu.map(({ label, href, children }) => ({ label, href, children: children.map(({ label: l, href: h }) => ({ label: l, href: h })) })),
  slider: NAVIGATION.slider.map(({ label, href, isCurrent }) => ({ label, href, current: isCurrent })),
  footer: NAVIGATION.footer.map(({ title, links }) => ({ title, links: links.map(({ label, href }) => ({ label, href })) })),
  signin: NAVIGATION.signin,
};

/** A host page whose regions hold the renderer's HTML, with the whitespace a template leaves around it. */
function serverRenderedPage(path: string): void {
  const { regions } = renderPage({ path, navigation: hostNavigation });
  document.body.innerHTML = Object.entries(regions)
    .map(([name, html]) => `<div data-tabiji-island="${name}">\n  ${html}\n</div>`)
    .join('\n');
}

async function hydrate(pathCode: PathCode, path: string, build = 'test', siteNavigation = NAVIGATION, cookies = new FakeCookieAdapter()): Promise<void> {
  const navigation = new FakeNavigationAdapter(`http://localhost${path}#top`);
  await act(async () => {
    await mountIslands(
      document,
      ISLANDS,
      { pathCode, path, context: DEFAULT_PAGE_CONTEXT, navigation: siteNavigation, messages: SERVER_MESSAGES[pathCode] },
      fakeServices([[TOKENS.Navigation, navigation], [TOKENS.Cookies, cookies]]),
      (name) => markupStampFor(build, pathCode, name, siteNavigation),
    );
  });
}

describe('hydrating the server renderer’s HTML', () => {
  let errors: unknown[][];
  beforeEach(() => {
    errors = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(LANGUAGES.map(({ pathCode }) => [pathCode]))('%s: hydrates every region with no mismatch, keeping the server elements', async (code) => {
    const path = `/${code}/articles/1?keyword=x`;
    serverRenderedPage(path);
    const header = document.querySelector('header.tabiji-header');
    const footerLinks = document.querySelector('.tabiji-footer__groups');
    await hydrate(code, path);

    expect(errors).toEqual([]);
    // Hydrated, not rendered anew: the server's elements are still in the page.
    expect(document.querySelector('header.tabiji-header')).toBe(header);
    expect(document.querySelector('.tabiji-footer__groups')).toBe(footerLinks);
    expect(document.querySelectorAll('[data-tabiji-island]:not([data-tabiji-ready])')).toHaveLength(0);
    // The native disclosures became the WAI-ARIA pattern.
    expect(document.querySelector('details')).toBeNull();
    expect(document.querySelector('.tabiji-hamburger__button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('the notices are in the server HTML for the head’s notice script to show; hydrated, they stay the same elements and become the live notices', async () => {
    serverRenderedPage('/en/articles/1');
    const notice = document.querySelector('.tabiji-notice--cookie');
    // Hidden by tabiji.css unless <html> has the head's class: the server cannot know the visitor's choice.
    expect(notice).toHaveClass('tabiji-notice--server');
    // Each of its buttons is kept and made again if tapped before the island's code arrives.
    expect(Array.from(notice!.querySelectorAll('[data-tabiji-replay]')).map((button) => button.getAttribute('data-tabiji-replay'))).toEqual(['cookie-details', 'cookie-accept', 'cookie-close']);
    const pandemic = document.querySelector('.tabiji-notice--pandemic');
    expect(pandemic).toHaveClass('tabiji-notice--server');
    expect(pandemic!.querySelector('[data-tabiji-replay]')).toHaveAttribute('data-tabiji-replay', 'pandemic-close');
    await hydrate('en', '/en/articles/1');
    expect(errors).toEqual([]);
    expect(document.querySelector('.tabiji-notice--cookie')).toBe(notice);
    expect(notice).not.toHaveClass('tabiji-notice--server');
    expect(document.querySelector('.tabiji-notice--pandemic')).toBe(pandemic);
    expect(pandemic).not.toHaveClass('tabiji-notice--server');
  });

  it('with the cookie choice made, the hydrated island takes the server’s cookie notice away', async () => {
    serverRenderedPage('/en/articles/1');
    const cookies = new FakeCookieAdapter();
    cookies.set(NOTICE_CLOSED_COOKIE.name, NOTICE_CLOSED_COOKIE.value);
    await hydrate('en', '/en/articles/1', 'test', NAVIGATION, cookies);
    expect(errors).toEqual([]);
    expect(document.querySelector('.tabiji-notice--cookie')).toBeNull();
  });

  it('once hydrated, the language links follow the live address, hash included', async () => {
    serverRenderedPage('/en/articles/1?keyword=x');
    expect(document.querySelector('a[hreflang="th"]')).toHaveAttribute('href', '/th/articles/1?keyword=x');
    await hydrate('en', '/en/articles/1?keyword=x');
    expect(document.querySelector('a[hreflang="th"]')).toHaveAttribute('href', 'http://localhost/th/articles/1?keyword=x#top');
  });

  it('server HTML in another language than the page: its stamp tells, and it is rendered again in the browser', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    serverRenderedPage('/th/articles/1');
    await hydrate('en', '/en/articles/1');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('rendered afresh'));
    expect(errors).toEqual([]);
    expect(document.querySelector('.tabiji-hamburger__label')).toHaveTextContent('Menu');
  });

  it('unstamped server HTML in another language (a host that strips comments) is rendered afresh, with one warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serverRenderedPage('/th/articles/1');
    document.body.innerHTML = document.body.innerHTML.replace(/<!--tabiji:[^>]*-->/g, '');
    await hydrate('en', '/en/articles/1');
    expect(errors).toEqual([]);
    expect(document.querySelector('.tabiji-hamburger__label')).toHaveTextContent('Menu');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"information-header", "sticky-header", "slider-nav", "footer" has no markup stamp/);
  });

  // Issue 43: stamp-less HTML was trusted, and a link changed in it stayed after hydration without a word.
  it('renders afresh unstamped server HTML whose link was changed, instead of keeping the stale link', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serverRenderedPage('/en/articles/1');
    const slider = document.querySelector('[data-tabiji-island="slider-nav"]')!;
    slider.innerHTML = slider.innerHTML.replace(/<!--tabiji:[^>]*-->/, '');
    const link = slider.querySelector('a')!;
    const fresh = link.getAttribute('href');
    link.setAttribute('href', '/stale/link');
    await hydrate('en', '/en/articles/1');
    expect(document.querySelector('[data-tabiji-island="slider-nav"] a')).toHaveAttribute('href', fresh!);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Tabiji: the server HTML of "slider-nav" has no markup stamp/);
    expect(errors).toEqual([]);
  });

  it('takes the markup stamp out and hydrates HTML of its own build made from the same navigation', async () => {
    serverRenderedPage('/en/articles/1');
    expect(document.body.innerHTML).toContain('<!--tabiji:test:');
    const footer = document.querySelector('footer');
    await hydrate('en', '/en/articles/1');
    expect(errors).toEqual([]);
    expect(document.querySelector('footer')).toBe(footer);
    expect(document.body.innerHTML).not.toContain('<!--tabiji:');
  });

  it('renders afresh HTML of another build, which React would otherwise keep with its outdated links', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    serverRenderedPage('/en/articles/1');
    // An old fragment: its slider link pointed elsewhere, and the build that made it is not this one.
    const slider = document.querySelector<HTMLAnchorElement>('[data-tabiji-island="slider-nav"] a')!;
    const fresh = slider.getAttribute('href');
    slider.setAttribute('href', '/old/link');
    await hydrate('en', '/en/articles/1', 'newer');
    expect(document.querySelector('[data-tabiji-island="slider-nav"] a')).toHaveAttribute('href', fresh!);
    expect(document.querySelectorAll('[data-tabiji-island]:not([data-tabiji-ready])')).toHaveLength(0);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('"slider-nav" region\'s server HTML was made by build test'));
    expect(errors).toEqual([]);
  });

  it('renders afresh HTML made from another navigation (the host changed its menu since the fragment was made)', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    serverRenderedPage('/en/articles/1');
    const changed = parseNavigation({ ...hostNavigation, slider: [{ label: 'Gardens', href: '/en/categories/9' }] }).navigation;
    await hydrate('en', '/en/articles/1', 'test', changed);
    expect(document.querySelector('[data-tabiji-island="slider-nav"] a')).toHaveAttribute('href', '/en/categories/9');
    expect(document.querySelector('[data-tabiji-island="slider-nav"]')).toHaveTextContent('Gardens');
  });
});
