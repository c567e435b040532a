import { graphemeLength, graphemesOf } from './graphemes';
import { contrastRatio, mixWithWhite } from './colour';

const MAX_INITIALS = 3;
const PART_SEPARATOR = /[\s-]+/u;

/** Saturated mid-to-dark tones, interleaved by hue so neighbouring indices look different. */
export const AVATAR_PALETTE: readonly string[] = Object.freeze([
  '#b71c1c', '#1b5e20', '#3949ab', '#ad1457', '#8a4b00', '#006064',
  '#6a1b9a', '#455a64', '#33691e', '#0d47a1', '#880e4f', '#bf360c',
  '#00695c', '#5e35b1', '#5d4037', '#5f6a00', '#01579b', '#8e24aa',
]);

const MIN_CONTRAST = 4.5;
const FIRST_TINT = 0.8;
const LAST_TINT = 0.95;

/** The text avatars are derived from: the trimmed name, else the trimmed e-mail's part before its last '@', else ''. */
export function avatarSourceText(name?: string | null, email?: string | null): string {
  const trimmedName = name?.trim() ?? '';
  if (trimmedName !== '') return trimmedName;
  const trimmedEmail = email?.trim() ?? '';
  const at = trimmedEmail.lastIndexOf('@');
  return (at === -1 ? trimmedEmail : trimmedEmail.slice(0, at)).trim();
}

/** Up to 3 upper-cased first graphemes of the words (split on whitespace and '-') of the name, else of the e-mail local part; '' when neither has any. */
export function initialsFor(name?: string | null, email?: string | null): string {
  const initials = avatarSourceText(name, email)
    .split(PART_SEPARATOR)
    .filter((part) => part !== '')
    .map((part) => graphemesOf(part)[0] ?? '');
  const kept = initials.length > MAX_INITIALS && initials.some(isCapital)
    ? initials.filter((initial) => !isLowerCase(initial))
    : initials;
  return kept.slice(0, MAX_INITIALS).map(upperCaseGrapheme).join('');
}

/** Background from AVATAR_PALETTE by grapheme length modulo 18; foreground a tint of it with WCAG contrast >= 4.5. */
export function avatarColours(text: string): { background: string; foreground: string } {
  const background = AVATAR_PALETTE[graphemeLength(text) % AVATAR_PALETTE.length] ?? '#000000';
  return { background, foreground: readableTint(background) };
}

/** Initials and colours for a user, both derived from the same source text (name, else e-mail). */
export function avatarFor(user: { name?: string | null; email?: string | null }): {
  initials: string;
  background: string;
  foreground: string;
} {
  const colours = avatarColours(avatarSourceText(user.name, user.email));
  return { initials: initialsFor(user.name, user.email), ...colours };
}

function isCapital(initial: string): boolean {
  return initial.toUpperCase() === initial && initial.toLowerCase() !== initial;
}

function isLowerCase(initial: string): boolean {
  return initial.toLowerCase() === initial && initial.toUpperCase() !== initial;
}

// Some letters upper-case to several ('ß' → 'SS'); keep those as they are so one word gives one initial.
function upperCaseGrapheme(initial: string): string {
  const upper = initial.toUpperCase();
  return graphemeLength(upper) === 1 ? upper : initial;
}

// Start at a light tint and go lighter only until the contrast is enough, so the text still reads as the hue.
function readableTint(background: string): string {
  for (let step = 0; FIRST_TINT + step / 100 <= LAST_TINT + 1e-9; step += 1) {
    const tint = mixWithWhite(background, FIRST_TINT + step / 100);
    if (contrastRatio(tint, background) >= MIN_CONTRAST) return tint;
  }
  return '#ffffff';
}
