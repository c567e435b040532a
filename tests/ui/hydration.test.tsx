import { act } from '@testing-library/react';
import { LANGUAGES, type PathCode } from '../../src/domain/languages';
import { DEFAULT_PAGE_CONTEXT } from '../../src/domain/pageContext';
import { renderPage } from '../../src/server/renderPage';
import { SERVER_MESSAGES } from '../../src/server/serverMessages';
import { ISLANDS } from '../../src/ui/islands/registry';
import { mountIslands } from '../../src/ui/mountIslands';
import { FakeNavigationAdapter } from '../fakes/FakeNavigationAdapter';
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

async function hydrate(pathCode: PathCode, path: string): Promise<void> {
  const navigation = new FakeNavigationAdapter(`http://localhost${path}#top`);
  await act(async () => {
    await mountIslands(
      document,
      ISLANDS,
      { pathCode, path, context: DEFAULT_PAGE_CONTEXT, navigation: NAVIGATION, messages: SERVER_MESSAGES[pathCode] },
      fakeServices([[TOKENS.Navigation, navigation]]),
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

  it('once hydrated, the language links follow the live address, hash included', async () => {
    serverRenderedPage('/en/articles/1?keyword=x');
    expect(document.querySelector('a[hreflang="th"]')).toHaveAttribute('href', '/th/articles/1?keyword=x');
    await hydrate('en', '/en/articles/1?keyword=x');
    expect(document.querySelector('a[hreflang="th"]')).toHaveAttribute('href', 'http://localhost/th/articles/1?keyword=x#top');
  });

  it('server HTML in another language than the page is reported and rendered again in the browser', async () => {
    serverRenderedPage('/th/articles/1');
    await hydrate('en', '/en/articles/1');
    expect(errors.some(([message]) => String(message).includes('server HTML did not match'))).toBe(true);
    expect(document.querySelector('.tabiji-hamburger__label')).toHaveTextContent('Menu');
  });
});
