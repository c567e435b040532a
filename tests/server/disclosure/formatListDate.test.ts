import { languageTag, LANGUAGES, type PathCode } from '../../../src/domain/languages';
import { formatListDate } from '../../../src/server/disclosure/formatListDate';

describe('formatListDate', () => {
  it.each<[PathCode, string]>([
    ['jp', '2026年11月23日'],
    ['en', '23 November 2026'],
    ['th', '23 พฤศจิกายน 2569'],
    ['cn', '2026年11月23日'],
    ['tw', '2026年11月23日'],
    ['ko', '2026년 11월 23일'],
    ['es', '23 de noviembre de 2026'],
    ['id', '23 November 2026'],
    ['vn', '23 tháng 11 năm 2026'],
    ['easy', '2026年11月23日'],
  ])('%s writes 2026-11-23 as %s', (code, written) => {
    expect(formatListDate('2026-11-23', languageTag(code))).toBe(written);
  });

  it('covers every language with a tag Intl accepts (zh_hant is not one)', () => {
    for (const { pathCode } of LANGUAGES) expect(Intl.DateTimeFormat.supportedLocalesOf(languageTag(pathCode))).toHaveLength(1);
  });

  it('prints the same day whatever the machine’s time zone: the date is a calendar date, formatted in UTC', () => {
    expect(formatListDate('2026-01-01', 'en')).toBe('1 January 2026');
    expect(formatListDate('2026-01-01', 'vi')).toBe('1 tháng 1 năm 2026');
    expect(formatListDate('2026-12-31', 'ja')).toBe('2026年12月31日');
  });

  it('writes English in the British order and Vietnamese with the year named, whatever the region in the tag', () => {
    expect(formatListDate('2026-11-23', 'en-US')).toBe('23 November 2026');
    expect(formatListDate('2026-11-23', 'vi-VN')).toBe('23 tháng 11 năm 2026');
  });

  it.each(['2026-11-31', '2026-1-1', '23/11/2026', ''])('refuses %j', (value) => {
    expect(() => formatListDate(value, 'en')).toThrow(/not a YYYY-MM-DD date/);
  });
});
