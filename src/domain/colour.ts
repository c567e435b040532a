type Rgb = readonly [number, number, number];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The 0–255 channels of a '#rrggbb' colour; throws for any other format. */
export function rgbFromHex(hex: string): Rgb {
  if (!HEX_COLOUR.test(hex)) throw new Error(`colour: expected #rrggbb, got ${JSON.stringify(hex)}`);
  const channel = (start: number): number => parseInt(hex.slice(start, start + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

/** '#rrggbb' (lower case) for 0–255 channels, rounded and clamped. */
export function hexFromRgb(rgb: Rgb): string {
  const channel = (value: number): string => Math.min(255, Math.max(0, Math.round(value))).toString(16).padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}

/** `hex` moved toward white by `amount` (0 = unchanged, 1 = white) in sRGB, which keeps its hue. */
export function mixWithWhite(hex: string, amount: number): string {
  const [red, green, blue] = rgbFromHex(hex);
  const toWhite = (value: number): number => value + (255 - value) * amount;
  return hexFromRgb([toWhite(red), toWhite(green), toWhite(blue)]);
}

/** WCAG 2 relative luminance of a '#rrggbb' colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = rgbFromHex(hex);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, 1 to 21, independent of argument order. */
export function contrastRatio(first: string, second: string): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

function linear(value: number): number {
  const channel = value / 255;
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}
