import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StickyHeader } from '../../../src/ui/islands/StickyHeader';
import { TOKENS } from '../../../src/ports/tokens';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { renderWithServices } from '../../renderWithServices';
import { islandProps, NAVIGATION } from './fixtures';

describe('StickyHeader', () => {
  it('links the brand to the top page of the current language', () => {
    renderWithServices(<StickyHeader {...islandProps({ pathCode: 'th' })} />);
    const brand = screen.getByRole('link', { name: 'Tabiji home' });
    expect(brand).toHaveAttribute('href', '/th/');
    // Its Japanese name is an element of its own, in Japanese, after the Latin one (not a pseudo-element of the link
    // that a late "Tabiji" would push along); the name itself is that element's CSS decoration, so the link's visible
    // text is just "Tabiji", within its name (WCAG 2.5.3: e2e/accessibility.spec.ts runs axe's rule for it).
    expect(brand.lastElementChild).toHaveClass('tabiji-header__brand-ja');
    expect(brand.lastElementChild).toHaveAttribute('lang', 'ja');
    expect(brand).toHaveTextContent(/^Tabiji$/);
  });

  it('opens and closes the hamburger menu (disclosure pattern)', async () => {
    const user = userEvent.setup();
    renderWithServices(<StickyHeader {...islandProps()} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sightseeing' })).toHaveAttribute('href', '/en/categories/1');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithServices(<StickyHeader {...islandProps()} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sightseeing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('toggles a collapsible menu inside the hamburger panel', async () => {
    const user = userEvent.setup();
    renderWithServices(<StickyHeader {...islandProps()} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const regions = screen.getByRole('button', { name: 'Regions' });
    expect(regions).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Kansai' })).not.toBeInTheDocument();
    await user.click(regions);
    expect(regions).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Kansai' })).toHaveAttribute('href', '/en/regions/5');
  });

  it('shows the anonymous user menu, a sign-in link, once the page is idle', async () => {
    const clock = new FakeClockAdapter();
    renderWithServices(<StickyHeader {...islandProps()} />, [[TOKENS.Clock, clock]]);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await act(async () => clock.advance(4000));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', NAVIGATION.signin);
  });

  it('renders hostile labels as text', () => {
    const label = '<img src=x onerror=alert(1)>';
    renderWithServices(
      <StickyHeader
        {...islandProps({ navigation: { ...NAVIGATION, menu: [{ label, href: '/x', isCurrent: false, children: [] }] } })}
      />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
