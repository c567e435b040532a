import { act, screen } from '@testing-library/react';
import { SliderNav } from '../../../src/ui/islands/SliderNav';
import { renderWithServices } from '../../renderWithServices';
import { islandProps, NAVIGATION } from './fixtures';

const frames: FrameRequestCallback[] = [];

/** Scrolls, then runs the animation frame the scroll asked for (as the browser would before painting). */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('scroll'));
  frames.splice(0).forEach((callback) => callback(0));
}

describe('SliderNav', () => {
  beforeEach(() => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    scrollTo(0);
  });

  afterEach(() => jest.restoreAllMocks());

  it('lists the host links and marks the current one', () => {
    renderWithServices(<SliderNav {...islandProps()} />);
    const nav = screen.getByRole('navigation', { name: 'Categories and regions' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Food' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Temples' })).not.toHaveAttribute('aria-current');
  });

  it('shows a link\'s reading as ruby over its label, as text (Easy Japanese region names)', () => {
    const slider = [
      { label: '関西', href: '/easy/regions/5', isCurrent: false, reading: 'かんさい' },
      { label: '<b>x</b>', href: '/easy/regions/9', isCurrent: false, reading: '<img src=x onerror=alert(1)>' },
      { label: 'たべもの', href: '/easy/categories/2', isCurrent: true },
    ];
    const { container } = renderWithServices(<SliderNav {...islandProps({ navigation: { ...NAVIGATION, slider } })} />);
    const kansai = container.querySelector('a[href="/easy/regions/5"]')!;
    expect(kansai.innerHTML).toBe('<ruby>関西<rp>（</rp><rt>かんさい</rt><rp>）</rp></ruby>');
    const hostile = container.querySelector('a[href="/easy/regions/9"]')!;
    expect(hostile.querySelector('img, b')).toBeNull();
    expect(hostile.querySelector('rt')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('a[href="/easy/categories/2"]')!.innerHTML).toBe('たべもの');
  });

  it('centres the current link in the frame that first paints it, not during the mount', () => {
    renderWithServices(<SliderNav {...islandProps()} />);
    const list = screen.getByRole('list');
    const current = screen.getByRole('link', { name: 'Food' }).parentElement!;
    Object.defineProperty(list, 'clientWidth', { value: 300, configurable: true });
    Object.defineProperty(current, 'offsetLeft', { value: 500, configurable: true });
    Object.defineProperty(current, 'offsetWidth', { value: 100, configurable: true });
    expect(list.scrollLeft).toBe(0);
    expect(frames).toHaveLength(1);
    frames.splice(0).forEach((callback) => callback(0));
    expect(list.scrollLeft).toBe(400);
  });

  it('asks for one animation frame however many scroll events arrive', () => {
    renderWithServices(<SliderNav {...islandProps()} />);
    frames.splice(0); // the centring frame
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    act(() => frames.splice(0).forEach((callback) => callback(0)));
  });

  it('hides while scrolling down and shows again when scrolling up', () => {
    renderWithServices(<SliderNav {...islandProps()} />);
    const nav = screen.getByRole('navigation', { name: 'Categories and regions' });
    expect(nav).toHaveAttribute('data-hidden', 'false');
    act(() => scrollTo(400));
    expect(nav).toHaveAttribute('data-hidden', 'true');
    act(() => scrollTo(396));
    expect(nav).toHaveAttribute('data-hidden', 'true');
    act(() => scrollTo(300));
    expect(nav).toHaveAttribute('data-hidden', 'false');
  });

  it('renders nothing when the host offers no slider links', () => {
    renderWithServices(<SliderNav {...islandProps({ navigation: { ...NAVIGATION, slider: [] } })} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
