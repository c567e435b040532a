// The ten path codes and their tags, as in src/domain/languages.ts (the demo server runs without a build step).

/** @typedef {{ code: string, tag: string, dictionary: string }} DemoLanguage */

/** @type {readonly DemoLanguage[]} */
export const LANGUAGES = Object.freeze([
  { code: 'jp', tag: 'ja', dictionary: 'ja' },
  { code: 'en', tag: 'en', dictionary: 'en' },
  { code: 'tw', tag: 'zh-tw', dictionary: 'zh-tw' },
  { code: 'th', tag: 'th', dictionary: 'th' },
  { code: 'ko', tag: 'ko', dictionary: 'ko' },
  { code: 'cn', tag: 'zh-cn', dictionary: 'zh-cn' },
  { code: 'id', tag: 'id', dictionary: 'id' },
  { code: 'vn', tag: 'vi', dictionary: 'vi' },
  // Easy Japanese is a register of Japanese: the same tag, its own plainly written chrome.
  { code: 'easy', tag: 'ja', dictionary: 'easy' },
  { code: 'es', tag: 'es', dictionary: 'es' },
]);

/** The six codes with hreflang alternates, in the order they are listed. */
export const SUPPORTED_CODES = Object.freeze(['jp', 'en', 'th', 'cn', 'tw', 'ko']);

/**
 * Script-only hreflang tags and the version each points to, besides the region tags above: a reader whose browser
 * says only zh-Hant (Hong Kong, Macau, Taiwan without a region) or zh-Hans (Singapore, Malaysia) gets the right script.
 */
export const SCRIPT_ALTERNATES = Object.freeze([['zh-Hant', 'tw'], ['zh-Hans', 'cn']]);

export const DEFAULT_CODE = 'jp';

/**
 * The version search engines show readers whose language is none of the six (hreflang x-default). English, not the
 * default path language: a German or French visitor to Japan reads English far more often than Japanese.
 */
export const X_DEFAULT_CODE = 'en';

/** The language of a path code, or undefined for anything else (exact, lower case). */
export function languageByCode(code) {
  return LANGUAGES.find((language) => language.code === code);
}
