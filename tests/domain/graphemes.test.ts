import { graphemeLength, graphemesOf } from '../../src/domain/graphemes';

describe('graphemesOf', () => {
  it.each([
    ['', []],
    ['abc', ['a', 'b', 'c']],
    ['e\u0301x', ['e\u0301', 'x']],
    ['👨‍👩‍👧!', ['👨‍👩‍👧', '!']],
    ['🇯🇵🇹🇭', ['🇯🇵', '🇹🇭']],
    ['👍🏽', ['👍🏽']],
    ['山田', ['山', '田']],
  ])('splits %p into user-perceived characters', (text, expected) => {
    expect(graphemesOf(text)).toEqual(expected);
    expect(graphemeLength(text)).toBe(expected.length);
  });

  it('falls back to code points when Intl.Segmenter is unavailable', () => {
    const original = Object.getOwnPropertyDescriptor(Intl, 'Segmenter');
    Object.defineProperty(Intl, 'Segmenter', { value: undefined, configurable: true, writable: true });
    try {
      expect(graphemesOf('👍🏽x')).toEqual(['👍', '🏽', 'x']);
      expect(graphemesOf('𠮷野')).toEqual(['𠮷', '野']);
    } finally {
      if (original) Object.defineProperty(Intl, 'Segmenter', original);
    }
    expect(graphemesOf('👍🏽x')).toEqual(['👍🏽', 'x']);
  });
});
