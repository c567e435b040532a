import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAGE_CONTEXT } from '../../../src/domain/pageContext';
import { TOKENS } from '../../../src/ports/tokens';
import { Footer } from '../../../src/ui/islands/Footer';
import jp from '../../../src/ui/messages/jp';
import { FakeEnvironmentAdapter } from '../../fakes/FakeEnvironmentAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';
import { renderWithServices } from '../../renderWithServices';
import { islandProps } from './fixtures';

function renderFooter(href: string, isPhone = false, props = islandProps()) {
  const environment = new FakeEnvironmentAdapter();
  environment.isPhone = isPhone;
  return renderWithServices(<Footer {...props} />, [
    [TOKENS.Navigation, new FakeNavigationAdapter(href)],
    [TOKENS.Environment, environment],
  ]);
}

describe('footer collapsible menus', () => {
  it.each([
    [false, 'true'],
    [true, 'false'],
  ])('on a phone=%s the groups start expanded=%s', (isPhone, expanded) => {
    renderFooter('http://localhost/en/', isPhone);
    expect(screen.getByRole('button', { name: 'About Tabiji' })).toHaveAttribute('aria-expanded', expanded);
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', expanded);
  });

  it('on a phone, groups the visitor already has on screen stay expanded (folding them would move what they read)', () => {
    const viewportHeight = jest.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(844);
    const boxes = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, this.textContent?.startsWith('Help') ? 900 : 600, 358, 200);
    });
    try {
      renderFooter('http://localhost/en/', true);
      expect(screen.getByRole('button', { name: 'About Tabiji' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      boxes.mockRestore();
      viewportHeight.mockRestore();
    }
  });

  it('toggles a group open and closed', async () => {
    const user = userEvent.setup();
    renderFooter('http://localhost/en/', true);
    const help = screen.getByRole('button', { name: 'Help' });
    await user.click(help);
    expect(screen.getByRole('link', { name: 'Contact' })).toBeVisible();
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('language selector', () => {
  it('offers the six supported languages, each named in itself, linking to the same address', async () => {
    const user = userEvent.setup();
    renderFooter('http://localhost/en/articles/3?keyword=%E6%9D%B1%E4%BA%AC#access');
    const button = screen.getByRole('button', { name: /Language/ });
    expect(button).toHaveTextContent('Language: English');
    await user.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['日本語', 'English', 'ไทย', '简体中文', '繁體中文', '한국어']);
    expect(within(list).getByRole('link', { name: 'ไทย' })).toHaveAttribute(
      'href',
      'http://localhost/th/articles/3?keyword=%E6%9D%B1%E4%BA%AC#access',
    );
    expect(within(list).getByRole('link', { name: 'ไทย' })).toHaveAttribute('lang', 'th');
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('inserts the language when the address has none', async () => {
    const user = userEvent.setup();
    renderFooter('http://localhost/?x=1', false, islandProps({ pathCode: 'jp', messages: jp }));
    await user.click(screen.getByRole('button', { name: /言語/ }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', 'http://localhost/en/?x=1');
  });

  it('lists an unsupported current language first so the visitor sees where they are', async () => {
    const user = userEvent.setup();
    renderFooter('http://localhost/es/', false, islandProps({ pathCode: 'es' }));
    await user.click(screen.getByRole('button', { name: /Language/ }));
    // The footer's other links (the external-transmission one) are not the selector's.
    const names = screen.getAllByRole('link').map((link) => link.textContent).filter((name) => name !== islandProps().messages.externalTransmission);
    expect(names.slice(-7)).toEqual(['Español', '日本語', 'English', 'ไทย', '简体中文', '繁體中文', '한국어']);
  });

  it('names Easy Japanese in Japanese without announcing it as a second Japanese version (no hreflang)', async () => {
    const user = userEvent.setup();
    renderFooter('http://localhost/easy/', false, islandProps({ pathCode: 'easy', path: '/easy/', messages: jp }));
    await user.click(screen.getByRole('button', { name: /言語/ }));
    const easy = screen.getByRole('link', { name: 'やさしい日本語' });
    expect(easy).toHaveAttribute('lang', 'ja');
    expect(easy).not.toHaveAttribute('hreflang');
    expect(document.querySelectorAll('a[hreflang="ja"]')).toHaveLength(1);
  });

  it.each([['jp', '/jp/articles/3'], ['easy', '/easy/articles/3']] as const)('offers Easy Japanese right after Japanese on %s pages', async (pathCode, path) => {
    const user = userEvent.setup();
    renderFooter(`http://localhost${path}`, false, islandProps({ pathCode, path, messages: jp }));
    await user.click(screen.getByRole('button', { name: /言語/ }));
    const list = document.querySelector('.tabiji-language__list')!;
    expect(within(list as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '日本語', 'やさしい日本語', 'English', 'ไทย', '简体中文', '繁體中文', '한국어',
    ]);
    expect(within(list as HTMLElement).getByRole('link', { name: 'やさしい日本語' })).toHaveAttribute('href', 'http://localhost/easy/articles/3');
  });

  it('never links to another origin, whatever the path holds', async () => {
    const user = userEvent.setup();
    renderFooter('http://localhost//evil.example/x');
    await user.click(screen.getByRole('button', { name: /Language/ }));
    for (const link of screen.getAllByRole('link', { name: /日本語|English|ไทย|简体中文|繁體中文|한국어/ })) {
      expect(new URL(link.getAttribute('href')!).origin).toBe('http://localhost');
    }
  });
});

describe('external-transmission link', () => {
  it.each([
    ['en', 'Data sent to other companies', '/en/external-transmission'],
    ['jp', '外部送信について', '/external-transmission'],
  ] as const)('in %s links "%s" to %s, in the server HTML too', (pathCode, name, href) => {
    const messages = pathCode === 'jp' ? jp : islandProps().messages;
    renderFooter(`http://localhost/${pathCode}/`, false, islandProps({ pathCode, messages }));
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('footer light mode switch', () => {
  const withLightMode = (lightMode: boolean | null, overrides = {}) => islandProps({ context: { ...DEFAULT_PAGE_CONTEXT, lightMode }, path: '/en/articles/1?keyword=tea', ...overrides });

  it('shows nothing where the host offers no light mode', () => {
    renderFooter('http://localhost/en/articles/1', false, withLightMode(null));
    expect(screen.queryByRole('button', { name: /light mode/i })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it.each([
    [false, 'Turn on light mode (uses less data)', 'on'],
    [true, 'Turn off light mode', 'off'],
  ])('light mode %p: a form posted to the host, whose button says what it does and sends the reader back', (lightMode, name, value) => {
    renderFooter('http://localhost/en/articles/1', false, withLightMode(lightMode));
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'light');
    expect(button).toHaveAttribute('value', value);
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/en/light-mode');
    expect(form?.querySelector('input[type="hidden"][name="next"]')).toHaveAttribute('value', '/en/articles/1?keyword=tea');
  });

  it('in the page’s language, posted under its language', () => {
    renderFooter('http://localhost/jp/', false, withLightMode(false, { pathCode: 'jp', path: '/jp/', messages: jp }));
    const button = screen.getByRole('button', { name: jp.lightModeTurnOn });
    expect(button.closest('form')).toHaveAttribute('action', '/jp/light-mode');
  });
});
