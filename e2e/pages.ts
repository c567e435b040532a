/** The page types of the demo site, by a path below the language segment. */
export const PAGE_TYPES = {
  top: '/',
  article: '/articles/1',
  pr: '/pr/101',
  category: '/categories/1',
  region: '/regions/1',
} as const;

export const ALL_PATH_CODES = ['jp', 'en', 'th', 'cn', 'tw', 'ko', 'id', 'vn', 'easy', 'es'] as const;

/** `<html lang>` expected for each path code (the hyphenated tag of spec §3). */
export const HTML_LANG: Record<string, string> = {
  jp: 'ja', en: 'en', th: 'th', cn: 'zh-cn', tw: 'zh-tw', ko: 'ko', id: 'id', vn: 'vi', easy: 'ja', es: 'es',
};

export function pathFor(code: string, pagePath: string): string {
  return `/${code}${pagePath}`;
}
