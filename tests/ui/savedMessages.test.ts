import { format } from '../../src/domain/messageFormat';
import type { PathCode } from '../../src/domain/pathCodes';
import { savedMessages } from '../../src/ui/messages/saved/SavedMessages';

const ALL_PATH_CODES: readonly PathCode[] = ['jp', 'en', 'tw', 'th', 'ko', 'cn', 'id', 'vn', 'easy', 'es'];
const EN_KEYS = Object.keys(savedMessages('en')).sort();

function placeholders(value: string): string[] {
  return Array.from(value.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? '');
}

describe('SavedMessages', () => {
  it('has the twenty words of a saved-items catalog in English', () => {
    expect(EN_KEYS).toEqual(['accountIntro', 'accountUnreachable', 'article', 'empty', 'full', 'heading', 'intro', 'needsScript', 'notDownloaded', 'notKept', 'offlineHeading', 'offlineIntro', 'place', 'remove', 'removed', 'saveArticle', 'savePlace', 'saved', 'savedItemsLink', 'saving']);
  });

  it.each(ALL_PATH_CODES)('has every word in %s, non-empty, trimmed and without markup', (code) => {
    const messages = savedMessages(code);
    expect(Object.keys(messages).sort()).toEqual(EN_KEYS);
    for (const [key, text] of Object.entries(messages)) {
      expect({ key, type: typeof text }).toEqual({ key, type: 'string' });
      expect({ key, text }).toEqual({ key, text: text.trim() });
      expect({ key, empty: text === '' }).toEqual({ key, empty: false });
      expect({ key, markup: /[<>]/.test(text) }).toEqual({ key, markup: false });
    }
  });

  it.each(ALL_PATH_CODES)('names the item once in %s’s Remove, and has no other placeholder', (code) => {
    const messages = savedMessages(code);
    expect(messages.remove).toContain('{title}');
    expect(placeholders(messages.remove)).toEqual(['title']);
    expect(format(messages.remove, { title: 'Senso-ji' })).toContain('Senso-ji');
    for (const [key, text] of Object.entries(messages).filter(([key]) => key !== 'remove')) {
      expect({ key, tokens: placeholders(text) }).toEqual({ key, tokens: [] });
    }
  });

  it.each(ALL_PATH_CODES.filter((code) => code !== 'en'))('is translated in %s', (code) => {
    const messages = savedMessages(code) as unknown as Record<string, string>;
    const english = savedMessages('en') as unknown as Record<string, string>;
    expect(EN_KEYS.filter((key) => messages[key] === english[key])).toEqual([]);
  });

  it('gives each language its own words', () => {
    expect(savedMessages('ko').saveArticle).toMatch(/^[\uac00-\ud7a3 ]+$/);
    expect(savedMessages('es').saved).toBe('Guardado en este dispositivo.');
    expect(new Set(ALL_PATH_CODES.map((code) => savedMessages(code).heading)).size).toBe(ALL_PATH_CODES.length);
  });

  // The conventions tests/ui/messages.test.ts and tests/demo/dictionaries.test.ts hold the other catalogs to.
  it.each(Object.entries(savedMessages('es')))('es %s has no Spain-only forms', (_key, text) => {
    expect(text).not.toMatch(/[«»]|\bcostes?\b|\bpuls(ar|a|as|e|es|ando)\b|\bordenador\b|\bmóvil\b|\bvale\b|\bvosotros\b/i);
  });

  it('calls the guide’s pages 글 in Korean, not 기사 (news stories)', () => {
    for (const [key, text] of Object.entries(savedMessages('ko'))) expect({ key, text: text.includes('기사') }).toEqual({ key, text: false });
  });

  it('avoids in Easy Japanese the words the main catalog avoids', () => {
    for (const [key, text] of Object.entries(savedMessages('easy'))) {
      expect({ key, text }).not.toEqual({ key, text: expect.stringMatching(/使い|いります|いるので|はじめられ/) });
    }
  });
});
