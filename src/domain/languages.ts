import { firstPathSegment, isKnownPathCode, type PathCode } from './pathCodes';

export { DEFAULT_PATH_CODE, firstPathSegment, isKnownPathCode, pathCodeFromPath, type PathCode } from './pathCodes';
export type LanguageId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface Language {
  id: LanguageId;
  pathCode: PathCode;
  localeCode: string;
  tag: string;
  endonym: string;
}

export const LANGUAGES: readonly Language[] = Object.freeze([
  { id: 1, pathCode: 'jp', localeCode: 'ja', tag: 'ja', endonym: '日本語' },
  { id: 2, pathCode: 'en', localeCode: 'en', tag: 'en', endonym: 'English' },
  { id: 3, pathCode: 'tw', localeCode: 'zh_hant', tag: 'zh-tw', endonym: '繁體中文' },
  { id: 4, pathCode: 'th', localeCode: 'th', tag: 'th', endonym: 'ไทย' },
  { id: 5, pathCode: 'ko', localeCode: 'ko', tag: 'ko', endonym: '한국어' },
  { id: 6, pathCode: 'cn', localeCode: 'zh_hans', tag: 'zh-cn', endonym: '简体中文' },
  { id: 7, pathCode: 'id', localeCode: 'id', tag: 'id', endonym: 'Bahasa Indonesia' },
  { id: 8, pathCode: 'vn', localeCode: 'vi', tag: 'vi', endonym: 'Tiếng Việt' },
  // Easy Japanese is a register of Japanese, so it shares the Japanese locale codes.
  { id: 9, pathCode: 'easy', localeCode: 'ja', tag: 'ja', endonym: 'やさしい日本語' },
  { id: 10, pathCode: 'es', localeCode: 'es', tag: 'es', endonym: 'Español' },
].map((language) => Object.freeze(language as Language)));

export const SUPPORTED_PATH_CODES = ['jp', 'en', 'th', 'cn', 'tw', 'ko'] as const satisfies readonly PathCode[];

/**
 * The languages the language list offers on a page in `code`: the six supported; Easy Japanese right after
 * Japanese on Japanese and Easy Japanese pages (a reader of Japanese pages is who looks for it there); any other
 * unsupported language first, so the visitor sees where they are.
 */
export function languageListFor(code: PathCode): readonly PathCode[] {
  if (code === 'jp' || code === 'easy') return SUPPORTED_PATH_CODES.flatMap((supported): PathCode[] => (supported === 'jp' ? ['jp', 'easy'] : [supported]));
  return (SUPPORTED_PATH_CODES as readonly PathCode[]).includes(code) ? SUPPORTED_PATH_CODES : [code, ...SUPPORTED_PATH_CODES];
}

/** The language with this numeric id (1–10), or undefined for any other number. */
export function languageById(id: number): Language | undefined {
  return LANGUAGES.find((language) => language.id === id);
}

/** The language whose path code is exactly `code` (lower case, no trimming), or undefined. */
export function languageByPathCode(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.pathCode === code);
}

/** The BCP 47 tag of a path code's text, for `lang` attributes ('ja' for Easy Japanese). */
export function languageTag(code: PathCode): string {
  return languageByPathCode(code)?.tag ?? code;
}

/**
 * The hreflang announcing a link to this language's version, or undefined for Easy Japanese: a register of Japanese
 * with the same tag, it must never claim to be a second Japanese version of a page.
 */
export function hrefLangOf(language: Language): string | undefined {
  return language.pathCode === 'easy' ? undefined : language.tag;
}

/** True only for the six supported path codes: jp, en, th, cn, tw, ko (exact, lower case). */
export function isSupported(code: string): boolean {
  return (SUPPORTED_PATH_CODES as readonly string[]).includes(code);
}

/**
 * The same absolute http(s) URL with its language segment set to `target`: a known first segment is replaced,
 * otherwise `/target` is prefixed; search and hash are kept as serialised. Throws on a bad href or origin change.
 */
export function languageSwitchUrl(currentHref: string, target: PathCode): string {
  if (!isKnownPathCode(target)) throw new Error(`languageSwitchUrl: unknown path code ${JSON.stringify(target)}`);
  const current = parseHttpUrl(currentHref);
  const path = current.pathname;
  const segment = firstPathSegment(path);
  const rest = segment !== undefined && isKnownPathCode(segment) ? path.slice(segment.length + 1) : path;
  const next = new URL(current.href);
  // Assigning pathname (never resolving a string against the origin) keeps scheme, host, search and hash intact.
  next.pathname = `/${target}${rest}`;
  if (next.origin !== current.origin) {
    throw new Error(`languageSwitchUrl: origin changed from ${current.origin} to ${next.origin}`);
  }
  return next.href;
}

/**
 * The same site path (path, query and hash, e.g. '/en/articles/1?keyword=x') with its language segment set to
 * `target`, for links rendered where the page's origin is not known (the server renderer). Throws unless `path`
 * is a site path starting with a single '/'.
 */
export function languageSwitchPath(path: string, target: PathCode): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    throw new Error(`languageSwitchPath: not a site path: ${JSON.stringify(path)}`);
  }
  const base = 'http://tabiji.invalid';
  return languageSwitchUrl(`${base}${path}`, target).slice(base.length);
}

function parseHttpUrl(href: string): URL {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new Error(`languageSwitchUrl: not an absolute URL: ${JSON.stringify(href)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`languageSwitchUrl: only http and https URLs are supported, got ${url.protocol}`);
  }
  return url;
}
