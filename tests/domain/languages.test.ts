import {
  DEFAULT_PATH_CODE,
  LANGUAGES,
  hrefLangOf,
  languageListFor,
  languageTag,
  SUPPORTED_PATH_CODES,
  isKnownPathCode,
  isSupported,
  languageById,
  languageByPathCode,
  pathCodeFromPath,
  type PathCode,
} from '../../src/domain/languages';

describe('language table', () => {
  it.each([
    [1, 'jp', 'ja', 'ja', '日本語'],
    [2, 'en', 'en', 'en', 'English'],
    [3, 'tw', 'zh_hant', 'zh-tw', '繁體中文'],
    [4, 'th', 'th', 'th', 'ไทย'],
    [5, 'ko', 'ko', 'ko', '한국어'],
    [6, 'cn', 'zh_hans', 'zh-cn', '简体中文'],
    [7, 'id', 'id', 'id', 'Bahasa Indonesia'],
    [8, 'vn', 'vi', 'vi', 'Tiếng Việt'],
    [9, 'easy', 'ja', 'ja', 'やさしい日本語'],
    [10, 'es', 'es', 'es', 'Español'],
  ])('id %i is %s (%s / %s, %s)', (id, pathCode, localeCode, tag, endonym) => {
    const expected = { id, pathCode, localeCode, tag, endonym };
    expect(languageById(id)).toEqual(expected);
    expect(languageByPathCode(pathCode)).toEqual(expected);
    expect(LANGUAGES[id - 1]).toEqual(expected);
  });

  it('has exactly ten rows in id order', () => {
    expect(LANGUAGES.map((language) => language.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('cannot be mutated by a caller', () => {
    expect(Object.isFrozen(LANGUAGES)).toBe(true);
    expect(LANGUAGES.every((language) => Object.isFrozen(language))).toBe(true);
  });

  it.each([0, 11, -1, 1.5, NaN])('has no language with id %p', (id) => {
    expect(languageById(id)).toBeUndefined();
  });

  it.each(['', 'JP', 'En', ' en', 'en ', 'ja', 'zh-tw', 'english', 'constructor', 'toString'])(
    'has no language with path code %p (exact lower-case match only)',
    (code) => {
      expect(languageByPathCode(code)).toBeUndefined();
      expect(isKnownPathCode(code)).toBe(false);
    },
  );
});

describe('supported path codes', () => {
  it('lists the six supported codes in order and defaults to jp', () => {
    expect(SUPPORTED_PATH_CODES).toEqual(['jp', 'en', 'th', 'cn', 'tw', 'ko']);
    expect(DEFAULT_PATH_CODE).toBe('jp');
  });

  it.each([
    ['jp', true, true],
    ['en', true, true],
    ['th', true, true],
    ['cn', true, true],
    ['tw', true, true],
    ['ko', true, true],
    ['id', true, false],
    ['vn', true, false],
    ['easy', true, false],
    ['es', true, false],
    ['EN', false, false],
    ['fr', false, false],
    ['', false, false],
  ])('%p: known %p, supported %p', (code, known, supported) => {
    expect(isKnownPathCode(code)).toBe(known);
    expect(isSupported(code)).toBe(supported);
  });

  it('knows exactly the path codes of the language table, and nothing inherited', () => {
    for (const language of LANGUAGES) expect(isKnownPathCode(language.pathCode)).toBe(true);
    for (const code of ['toString', 'constructor', '__proto__', 'jp ', 'ja', 'zh']) expect(isKnownPathCode(code)).toBe(false);
  });
});

describe('pathCodeFromPath', () => {
  it.each<[string, PathCode]>([
    ['/en/articles/3', 'en'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/easy/articles/1', 'easy'],
    ['/es', 'es'],
    ['/vn/x', 'vn'],
    ['/tw/x', 'tw'],
    ['/', 'jp'],
    ['', 'jp'],
    ['//en/x', 'jp'],
    ['/EN/x', 'jp'],
    ['/english', 'jp'],
    ['/articles/en', 'jp'],
    ['en/x', 'jp'],
    ['/fr/x', 'jp'],
    ['/ en/x', 'jp'],
  ])('%p → %p', (pathname, expected) => {
    expect(pathCodeFromPath(pathname)).toBe(expected);
  });
});

describe('languageTag and hrefLangOf', () => {
  it.each<[PathCode, string, string | undefined]>([
    ['jp', 'ja', 'ja'],
    ['easy', 'ja', undefined],
    ['cn', 'zh-cn', 'zh-cn'],
    ['tw', 'zh-tw', 'zh-tw'],
    ['vn', 'vi', 'vi'],
    ['es', 'es', 'es'],
  ])('%p: lang %p, hreflang %p', (code, tag, hrefLang) => {
    expect(languageTag(code)).toBe(tag);
    expect(hrefLangOf(languageByPathCode(code)!)).toBe(hrefLang);
  });

  it('gives one hreflang per language: Easy Japanese never doubles Japanese', () => {
    const hrefLangs = LANGUAGES.map(hrefLangOf).filter((value) => value !== undefined);
    expect(new Set(hrefLangs).size).toBe(hrefLangs.length);
  });
});

describe('languageListFor', () => {
  it.each([
    ['jp', ['jp', 'easy', 'en', 'th', 'cn', 'tw', 'ko']],
    ['easy', ['jp', 'easy', 'en', 'th', 'cn', 'tw', 'ko']],
    ['en', ['jp', 'en', 'th', 'cn', 'tw', 'ko']],
    ['es', ['es', 'jp', 'en', 'th', 'cn', 'tw', 'ko']],
  ] as const)('on %s pages lists %j', (code, expected) => {
    expect(languageListFor(code)).toEqual(expected);
  });
});
