import { AVATAR_PALETTE, avatarColours, avatarFor, avatarSourceText, initialsFor } from '../../src/domain/avatar';

describe('initialsFor', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['Jean-Luc Picard', undefined, 'JLP'],
    ['Ludwig van Beethoven', undefined, 'LVB'],
    ['María José de la Cruz Ortega', undefined, 'MJC'],
    ['john ronald reuel tolkien', undefined, 'JRR'],
    ['Anne-Marie  van  der Berg', undefined, 'AMB'],
    ['Ana b c d', undefined, 'A'],
    ['Ana b c', undefined, 'ABC'],
    ['a b c d', undefined, 'ABC'],
    ['jean-luc Picard', undefined, 'JLP'],
    ['R2 d2 c3 po', undefined, 'R'],
    ['42 Answer', undefined, '4A'],
    ['Ada', 'ignored@example.com', 'A'],
    ['  Ada   Lovelace  ', null, 'AL'],
    ['\tTab\nName', null, 'TN'],
    ['Ada--Lovelace', null, 'AL'],
    ['山田 太郎', null, '山太'],
    ['山田\u3000太郎', null, '山太'],
    ['山田太郎', null, '山'],
    ['山田 太郎 van Gogh', null, '山太G'],
    ['김 민준', null, '김민'],
    ['élodie', null, 'É'],
    ['e\u0301mile zola', null, 'E\u0301Z'],
    ['👨‍👩‍👧 Smith', null, '👨‍👩‍👧S'],
    ['🇯🇵 Tanaka', null, '🇯🇵T'],
    ['👍🏽 thumbs', null, '👍🏽T'],
    ['ǆemal bijedić', null, 'ǄB'],
    ['ßa', null, 'ß'],
    ['ﬁona', null, 'ﬁ'],
    [undefined, 'a.b@example.com', 'A'],
    [null, 'jane-doe@example.com', 'JD'],
    ['', 'jane doe@example.com', 'JD'],
    ['  ', 'a.b@example.com', 'A'],
    ['\n\t', 'zed@example.com', 'Z'],
    [null, '  ben@example.com  ', 'B'],
    [null, 'weird@name@example.com', 'W'],
    [null, 'noatsign', 'N'],
    [null, '@example.com', ''],
    ['-', 'x@example.com', ''],
    ['', '', ''],
    [null, null, ''],
    [undefined, undefined, ''],
  ])('name %p, e-mail %p → %p', (name, email, expected) => {
    expect(initialsFor(name, email)).toBe(expected);
  });

  it('works without an e-mail argument', () => {
    expect(initialsFor('Grace Hopper')).toBe('GH');
    expect(initialsFor()).toBe('');
  });
});

describe('avatarSourceText', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    [' Ada ', 'x@example.com', 'Ada'],
    ['', 'first.last@example.com', 'first.last'],
    [null, 'a@b@example.com', 'a@b'],
    [undefined, 'plain', 'plain'],
    [null, null, ''],
  ])('name %p, e-mail %p → %p', (name, email, expected) => {
    expect(avatarSourceText(name, email)).toBe(expected);
  });
});

function luminance(hex: string): number {
  const channels = [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)].map((part) => {
    const srgb = Number.parseInt(part, 16) / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : Math.pow((srgb + 0.055) / 1.055, 2.4);
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

function hueDegrees(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return Number.NaN;
  const raw = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (raw * 60 + 360) % 360;
}

describe('AVATAR_PALETTE and avatarColours', () => {
  it('has 18 distinct lower-case #rrggbb colours', () => {
    expect(AVATAR_PALETTE).toHaveLength(18);
    expect(new Set(AVATAR_PALETTE).size).toBe(18);
    AVATAR_PALETTE.forEach((colour) => expect(colour).toMatch(/^#[0-9a-f]{6}$/));
  });

  it.each(AVATAR_PALETTE.map((colour, index) => [index, colour] as const))(
    'entry %i (%s) gets a readable tint of its own hue',
    (index, background) => {
      const colours = avatarColours('x'.repeat(index));
      expect(colours.background).toBe(background);
      const { foreground } = colours;
      expect(foreground).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
      expect(luminance(foreground)).toBeGreaterThan(luminance(background));
      expect(foreground).not.toBe('#ffffff');
      const hueGap = Math.abs(hueDegrees(foreground) - hueDegrees(background));
      expect(Math.min(hueGap, 360 - hueGap)).toBeLessThan(4);
    },
  );

  it.each([
    ['', 0],
    ['Ada', 3],
    ['x'.repeat(17), 17],
    ['x'.repeat(18), 0],
    ['x'.repeat(20), 2],
    ['👨‍👩‍👧', 1],
    ['🇯🇵🇹🇭', 2],
    ['e\u0301', 1],
    ['山田 太郎', 5],
  ])('chooses the background of %p by grapheme length (index %i)', (text, index) => {
    expect(avatarColours(text).background).toBe(AVATAR_PALETTE[index]);
  });
});

describe('avatarFor', () => {
  it.each([
    [{ name: 'Jean-Luc Picard' }, 'JLP', 15],
    [{ name: '  Ada  ', email: 'someone.else@example.com' }, 'A', 3],
    [{ email: 'a.b@example.com' }, 'A', 3],
    [{ name: null, email: 'grace.hopper@example.com' }, 'G', 12],
    [{ name: ' ', email: null }, '', 0],
    [{}, '', 0],
  ])('%j → %p on palette entry %i', (user, initials, index) => {
    const background = AVATAR_PALETTE[index] ?? '';
    expect(avatarFor(user)).toEqual({ initials, background, foreground: avatarColours('x'.repeat(index)).foreground });
  });
});
