import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

// Every demo dictionary, flattened to "key.path" → text, with functions called on sample values (Jest cannot
// import the demo's .mjs files, so a child Node process reads them).
const FLATTEN = `
import { DICTIONARY_NAMES, dictionaryFor } from './demo/content/i18n/index.mjs';
const flatten = (value, prefix, out) => {
  for (const [key, item] of Object.entries(value)) {
    const name = prefix + key;
    if (typeof item === 'function') out[name] = 'fn:' + item(3) + '|' + item('Nara');
    else if (item && typeof item === 'object') flatten(item, name + '.', out);
    else out[name] = item;
  }
  return out;
};
process.stdout.write(JSON.stringify(Object.fromEntries(DICTIONARY_NAMES.map((name) => [name, flatten(dictionaryFor(name), '', {})]))));
`;

const dictionaries = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', FLATTEN], { cwd: ROOT, encoding: 'utf8' })) as
  Record<string, Record<string, unknown>>;
const english = dictionaries['en'] ?? {};
const englishKeys = Object.keys(english).sort();
const names = Object.keys(dictionaries);

describe('demo host dictionaries', () => {
  it('cover all ten languages', () => {
    expect(names.sort()).toEqual(['easy', 'en', 'es', 'id', 'ja', 'ko', 'th', 'vi', 'zh-cn', 'zh-tw']);
  });

  describe.each(names)('%s', (name) => {
    const dictionary = dictionaries[name] ?? {};

    it('has exactly the keys of English, with functions where English has them', () => {
      expect(Object.keys(dictionary).sort()).toEqual(englishKeys);
      for (const key of englishKeys) {
        const isFunction = String(english[key]).startsWith('fn:');
        expect({ key, isFunction: String(dictionary[key]).startsWith('fn:') }).toEqual({ key, isFunction });
      }
    });

    it('has only non-empty, trimmed text without markup', () => {
      for (const [key, value] of Object.entries(dictionary)) {
        const text = String(value);
        expect({ key, text }).toEqual({ key, text: text.trim() });
        expect({ key, isEmpty: text.length === 0, hasMarkup: /[<>]/.test(text) }).toEqual({ key, isEmpty: false, hasMarkup: false });
      }
    });

    it('uses the counts and names it is given', () => {
      for (const key of englishKeys.filter((candidate) => String(english[candidate]).startsWith('fn:'))) {
        const text = String(dictionary[key]);
        expect({ key, hasValue: text.includes('3') || text.includes('Nara') }).toEqual({ key, hasValue: true });
      }
    });
  });

  // Brand names, codes and the region names of Latin-script languages may stay as they are.
  it.each(names.filter((name) => name !== 'en'))('%s is translated (at least 75% of texts differ from English)', (name) => {
    const dictionary = dictionaries[name] ?? {};
    const translated = englishKeys.filter((key) => dictionary[key] !== english[key]).length;
    expect(translated / englishKeys.length).toBeGreaterThanOrEqual(0.75);
  });

  it('Easy Japanese is its own text, not the standard Japanese one', () => {
    const easy = dictionaries['easy'] ?? {};
    const japanese = dictionaries['ja'] ?? {};
    const rewritten = englishKeys.filter((key) => easy[key] !== japanese[key]).length;
    expect(rewritten / englishKeys.length).toBeGreaterThanOrEqual(0.6);
  });
});

describe('demo host dictionaries: sponsored content', () => {
  // flatten() calls each function with 3, then 'Nara': the second part is the sponsor line for a sponsor "Nara".
  const sponsorLine = (name: string): string => String(dictionaries[name]?.['sponsoredBy']).split('|')[1] ?? '';

  it.each([
    ['ja', '提供：Nara'],
    ['easy', 'お金を 出した 会社：Nara'],
    ['en', 'Sponsored by Nara'],
    ['es', 'Patrocinado por Nara'],
    ['id', 'Disponsori oleh Nara'],
    ['vi', 'Nhà tài trợ: Nara'],
    ['th', 'ผู้ลงโฆษณา: Nara'],
    ['ko', '광고주: Nara'],
    ['zh-cn', '广告主：Nara'],
    ['zh-tw', '廣告主：Nara'],
  ])('%s names the sponsor with its own line, not the badge word and a colon', (name, expected) => {
    expect(sponsorLine(name)).toBe(expected);
  });

  it.each([
    ['ja', '広告', '広告（提携リンク）：'],
    ['en', 'Sponsored', 'Sponsored links: '],
    ['th', 'โฆษณา', 'ลิงก์โฆษณา: '],
    ['ko', '광고', '광고(제휴 링크): '],
    ['zh-cn', '广告', '广告（合作链接）：'],
    ['zh-tw', '廣告', '廣告（合作連結）：'],
    ['easy', 'こうこく', 'こうこくの リンク：'],
  ])('%s uses one advertising term for the PR badge and the affiliate box note', (name, badge, notePrefix) => {
    expect(dictionaries[name]?.['sponsored']).toBe(badge);
    expect(String(dictionaries[name]?.['affiliateNote'])).toMatch(new RegExp(`^${notePrefix.replace(/[()]/g, '\\$&')}`));
  });

  it('Thai calls the way there วิธีเดินทาง, not การเดินทาง (travel)', () => {
    expect(dictionaries['th']?.['access']).toBe('วิธีเดินทาง');
  });

  it('Korean calls the guide\'s pages 글, not 기사 (news stories)', () => {
    for (const [key, value] of Object.entries(dictionaries['ko'] ?? {})) expect({ key, text: String(value).includes('기사') }).toEqual({ key, text: false });
  });

  it.each(Object.entries(dictionaries['es'] ?? {}))('Spanish %s has no Spain-only forms', (_key, value) => {
    expect(String(value)).not.toMatch(/[«»]|\bcostes?\b|\bpuls(ar|a|as|e|es|ando)\b|\bIntroduce\b|\bordenador\b|\bmóvil\b|\bHas (iniciado|cerrado)\b/i);
  });

  it.each(Object.entries(dictionaries['easy'] ?? {}))('Easy Japanese %s avoids 使います, いります and いるので', (_key, value) => {
    expect(String(value)).not.toMatch(/使い|いります|いるので/);
  });
});
