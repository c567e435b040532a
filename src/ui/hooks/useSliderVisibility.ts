import { useEffect, useState } from 'react';
import { INITIAL_SLIDER_STATE, nextSliderState, type SliderState } from '../../domain/sliderVisibility';

/**
 * Whether the slider bar should show, from the scroll direction. Scroll events only schedule one animation
 * frame; the frame reads the position once, before anything is written, so scrolling forces no layout.
 */
export function useSliderVisibility(): boolean {
  const [isVisible, setVisible] = useState(true);

  useEffect(() => {
    let state: SliderState = INITIAL_SLIDER_STATE;
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      state = nextSliderState(state, window.scrollY, root.scrollHeight - root.clientHeight);
      setVisible(state.isVisible);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return isVisible;
}
