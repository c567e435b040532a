/** Scroll distance (CSS px) below which a change of direction is ignored, so small scrolls don't flicker. */
export const SCROLL_TOLERANCE = 8;

/** Where the last decision was taken, and what it was. */
export interface SliderState {
  readonly anchorY: number;
  readonly isVisible: boolean;
}

export const INITIAL_SLIDER_STATE: SliderState = { anchorY: 0, isVisible: true };

/**
 * The slider bar's next state for scroll position `y` (px from the top) on a page that can scroll `maxY` px:
 * hidden after scrolling down more than the tolerance, shown after scrolling up more than it, always shown at the
 * top. Positions outside 0..maxY (rubber-band overscroll) change nothing.
 */
export function nextSliderState(state: SliderState, y: number, maxY: number, tolerance = SCROLL_TOLERANCE): SliderState {
  if (!Number.isFinite(y) || y < 0 || y > Math.max(0, maxY)) return state;
  if (y <= tolerance) return state.isVisible && state.anchorY === y ? state : { anchorY: y, isVisible: true };
  const delta = y - state.anchorY;
  if (state.isVisible) {
    if (delta > tolerance) return { anchorY: y, isVisible: false };
    return delta < 0 ? { anchorY: y, isVisible: true } : state;
  }
  if (delta < -tolerance) return { anchorY: y, isVisible: true };
  return delta > 0 ? { anchorY: y, isVisible: false } : state;
}
