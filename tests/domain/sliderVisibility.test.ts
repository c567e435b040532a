import { INITIAL_SLIDER_STATE, nextSliderState, type SliderState } from '../../src/domain/sliderVisibility';

/** Feeds scroll positions through the rule and returns visibility after each. */
function run(positions: number[], maxY = 5000): boolean[] {
  let state: SliderState = { anchorY: 100, isVisible: true };
  return positions.map((y) => (state = nextSliderState(state, y, maxY)).isVisible);
}

describe('nextSliderState', () => {
  it.each([
    ['scrolling down past the tolerance hides', [100, 200], [true, false]],
    ['a tiny scroll down does not hide', [100, 105], [true, true]],
    ['small steps down add up', [100, 104, 108, 112], [true, true, true, false]],
    ['scrolling up past the tolerance shows', [100, 300, 290], [true, false, true]],
    ['a tiny scroll up does not show', [100, 300, 295], [true, false, false]],
    ['small steps up add up from the lowest point', [100, 300, 296, 292, 288], [true, false, false, false, true]],
    ['the top always shows', [100, 300, 0], [true, false, true]],
    ['rubber-band overscroll above the top is ignored', [100, 300, -40], [true, false, false]],
    ['rubber-band overscroll past the bottom is ignored', [100, 4900, 5000, 5060, 5000], [true, false, false, false, false]],
  ])('%s', (_name, positions, expected) => {
    expect(run(positions)).toEqual(expected);
  });

  it('ignores positions that are not numbers', () => {
    const state = { anchorY: 300, isVisible: false };
    expect(nextSliderState(state, Number.NaN, 5000)).toBe(state);
  });
});

describe('INITIAL_SLIDER_STATE', () => {
  it('starts visible at the top, and the first real scroll down hides it', () => {
    expect(INITIAL_SLIDER_STATE.isVisible).toBe(true);
    expect(nextSliderState(INITIAL_SLIDER_STATE, 120, 5000).isVisible).toBe(false);
  });
});
