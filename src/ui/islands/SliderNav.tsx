import { languageTag } from '../../domain/languages';
import { useLayoutEffect, useRef } from 'react';
import { useSliderVisibility } from '../hooks/useSliderVisibility';
import type { IslandProps } from './IslandProps';
import { HostLink, hostLinkKey } from '../components/HostLink';

/**
 * The slider navigation bar: a horizontally scrolling row of links that sits under the sticky header, fades out
 * while the visitor scrolls down and back in when they scroll up (CSS keeps it shown while it holds focus).
 */
export function SliderNav({ pathCode, navigation, messages }: IslandProps) {
  const isVisible = useSliderVisibility();
  const listRef = useRef<HTMLUListElement>(null);

  // Centre the current link once, in the frame that first paints it. Reading the layout in that frame's animation
  // callback, not during React's commit, keeps the page's layout out of the mount task (a long task on phones).
  useLayoutEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      const list = listRef.current;
      const current = list?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
      if (!list || !current) return;
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);

  if (navigation.slider.length === 0) return null;
  return (
    <nav className="tabiji-slider" lang={languageTag(pathCode)} data-hidden={!isVisible} aria-label={messages.sliderNavigation}>
      <ul className="tabiji-slider__list" ref={listRef}>
        {navigation.slider.map((link) => (
          <li key={hostLinkKey(link)}>
            <HostLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
