import { contrastRatio, hexFromRgb, mixWithWhite, relativeLuminance, rgbFromHex } from '../../src/domain/colour';

describe('colour helpers', () => {
  it.each([
    ['#000000', [0, 0, 0]],
    ['#FFFFFF', [255, 255, 255]],
    ['#b71c1c', [183, 28, 28]],
  ])('rgbFromHex(%p) → %j', (hex, rgb) => {
    expect(rgbFromHex(hex)).toEqual(rgb);
  });

  it.each(['', '#fff', 'b71c1c', '#b71c1g', '#b71c1c00', 'red'])('rgbFromHex rejects %p', (hex) => {
    expect(() => rgbFromHex(hex)).toThrow(/colour: expected #rrggbb/);
  });

  it.each([
    [[0, 0, 0], '#000000'],
    [[255.4, -3, 16.6], '#ff0011'],
  ])('hexFromRgb(%j) → %p', (rgb, hex) => {
    expect(hexFromRgb(rgb as [number, number, number])).toBe(hex);
  });

  it.each([
    ['#b71c1c', 0, '#b71c1c'],
    ['#b71c1c', 1, '#ffffff'],
    ['#000000', 0.5, '#808080'],
  ])('mixWithWhite(%p, %p) → %p', (hex, amount, expected) => {
    expect(mixWithWhite(hex, amount)).toBe(expected);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
    ['#767676', '#ffffff', 4.54],
  ])('contrastRatio(%p, %p) ≈ %p', (first, second, expected) => {
    expect(contrastRatio(first, second)).toBeCloseTo(expected, 2);
  });

  it('gives luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });
});
