// The path codes alone, apart from the languages' table (languages.ts): reading the page's language from its path is
// all the page-start code (the entry script, the claim program) needs, and the table stays with the islands.

export type PathCode = 'jp' | 'en' | 'tw' | 'th' | 'ko' | 'cn' | 'id' | 'vn' | 'easy' | 'es';

/** The ten known path codes. */
export const KNOWN_PATH_CODES: readonly PathCode[] = ['jp', 'en', 'tw', 'th', 'ko', 'cn', 'id', 'vn', 'easy', 'es'] satisfies readonly PathCode[];

export const DEFAULT_PATH_CODE = 'jp' satisfies PathCode;

/** True when `code` is exactly one of the ten known path codes (supported or not). */
export function isKnownPathCode(code: string): code is PathCode {
  return (KNOWN_PATH_CODES as readonly string[]).includes(code);
}

/** Text between the first and second '/' of a path starting with '/'; undefined when it does not start with '/'. */
export function firstPathSegment(pathname: string): string | undefined {
  if (!pathname.startsWith('/')) return undefined;
  return pathname.split('/')[1];
}

/** The known path code in the first path segment; 'jp' when it is absent, empty, unknown or differently cased. */
export function pathCodeFromPath(pathname: string): PathCode {
  const segment = firstPathSegment(pathname);
  return segment !== undefined && isKnownPathCode(segment) ? segment : DEFAULT_PATH_CODE;
}
