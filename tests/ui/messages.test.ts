import type { PathCode } from '../../src/domain/languages';
import { DISCLOSURE_MESSAGES } from '../../src/server/disclosure/allDisclosureMessages';
import type { Messages } from '../../src/ui/messages/Messages';
import { format } from '../../src/ui/messages/Messages';
import cn from '../../src/ui/messages/cn';
import easy from '../../src/ui/messages/easy';
import en from '../../src/ui/messages/en';
import es from '../../src/ui/messages/es';
import id from '../../src/ui/messages/id';
import jp from '../../src/ui/messages/jp';
import ko from '../../src/ui/messages/ko';
import th from '../../src/ui/messages/th';
import tw from '../../src/ui/messages/tw';
import vn from '../../src/ui/messages/vn';

const catalogs: ReadonlyArray<readonly [string, Messages]> = [
  ['en', en],
  ['jp', jp],
  ['easy', easy],
  ['tw', tw],
  ['cn', cn],
  ['ko', ko],
  ['th', th],
  ['id', id],
  ['vn', vn],
  ['es', es],
];
const translations = catalogs.filter(([code]) => code !== 'en');

const enKeys = Object.keys(en).sort();

function placeholders(value: string): string[] {
  return [...new Set(Array.from(value.matchAll(/\{(\w+)\}/g), (m) => m[1] ?? ''))].sort();
}

function entries(messages: Messages): Array<[string, unknown]> {
  return Object.entries(messages);
}

describe.each(catalogs)('catalog %s', (_code, messages) => {
  it('has exactly the keys of en', () => {
    expect(Object.keys(messages).sort()).toEqual(enKeys);
  });

  it('has only non-empty, trimmed strings', () => {
    for (const [key, value] of entries(messages)) {
      expect({ key, type: typeof value }).toEqual({ key, type: 'string' });
      const text = value as string;
      expect({ key, text }).toEqual({ key, text: text.trim() });
      expect({ key, empty: text.length === 0 }).toEqual({ key, empty: false });
    }
  });

  it('uses the same {placeholders} as en', () => {
    for (const [key, value] of entries(messages)) {
      const source = (en as unknown as Record<string, string>)[key] ?? '';
      expect({ key, tokens: placeholders(value as string) }).toEqual({ key, tokens: placeholders(source) });
    }
  });

  it('contains no markup', () => {
    for (const [key, value] of entries(messages)) {
      expect({ key, markup: /[<>]/.test(value as string) }).toEqual({ key, markup: false });
    }
  });

  it('keeps the brand name in home and copyright', () => {
    expect(messages.home).toContain('Tabiji');
    expect(messages.copyright).toContain('Tabiji');
  });
});

describe.each(translations)('translation %s', (_code, messages) => {
  it('differs from English for at least 80% of keys', () => {
    const record = messages as unknown as Record<string, string>;
    const source = en as unknown as Record<string, string>;
    const translated = enKeys.filter((key) => record[key] !== source[key]).length;
    expect(translated / enKeys.length).toBeGreaterThanOrEqual(0.8);
  });
});

describe('the affiliate link note', () => {
  it.each([
    ['jp', jp, '（広告、新しいタブで開きます）'],
    ['easy', easy, '（こうこく、あたらしい タブで ひらきます）'],
    ['cn', cn, '（广告，在新标签页中打开）'],
    ['tw', tw, '（廣告，在新分頁中開啟）'],
    ['en', en, '(Sponsored link, opens in a new tab)'],
    ['th', th, '(ลิงก์โฆษณา, เปิดในแท็บใหม่)'],
    ['ko', ko, '(광고, 새 탭에서 열림)'],
    ['es', es, '(Enlace patrocinado, se abre en una pestaña nueva)'],
    ['id', id, '(Tautan bersponsor, terbuka di tab baru)'],
    ['vn', vn, '(Liên kết được tài trợ, mở trong thẻ mới)'],
  ] as const)('is one message with placeholders in %s, in its own punctuation', (_code, messages, expected) => {
    expect(format(messages.affiliateLinkNote, { sponsored: messages.sponsored, opensInNewTab: messages.opensInNewTab })).toBe(expected);
  });

  it('uses full-width brackets in Japanese (with 、) and Chinese (with ，: a noun and a clause), Latin ones elsewhere', () => {
    const notes: Record<string, string> = { jp: '（{sponsored}、{opensInNewTab}）', easy: '（{sponsored}、{opensInNewTab}）', cn: '（{sponsored}，{opensInNewTab}）', tw: '（{sponsored}，{opensInNewTab}）' };
    for (const [code, messages] of catalogs) {
      expect({ code, note: messages.affiliateLinkNote }).toEqual({ code, note: notes[code] ?? '({sponsored}, {opensInNewTab})' });
    }
  });

  it('calls an affiliate link advertising with the word the 2023 stealth-marketing rule asks for', () => {
    expect(jp.sponsored).toBe('広告');
    expect(easy.sponsored).toBe('こうこく');
    expect(th.sponsored).toBe('ลิงก์โฆษณา');
  });
});

describe('the slider bar label', () => {
  it.each([
    ['en', en, 'Categories and regions'],
    ['jp', jp, 'カテゴリーとエリア'],
    ['easy', easy, 'しゅるいと ちいき'],
    ['es', es, 'Categorías y regiones'],
  ] as const)('names what the bar holds in %s, not only its categories', (_code, messages, expected) => {
    expect(messages.sliderNavigation).toBe(expected);
  });
});

describe('Spanish for Latin American readers', () => {
  it.each(Object.entries(es))('%s has no Spain-only forms', (_key, text) => {
    expect(text).not.toMatch(/[«»]|\bcostes?\b|\bpuls(ar|a|as|e|es|ando)\b|\bordenador\b|\bmóvil\b|\bvale\b|\bvosotros\b/i);
  });
});

describe('the consent notice names everything Accept turns on, in the disclosure page\'s words', () => {
  // The signed-in visitor's ID, one term per language across the notice and the disclosure page (issue 27).
  const USER_ID: Record<string, string> = {
    en: 'user ID', jp: 'ユーザー ID', easy: 'ユーザー ID', tw: '使用者 ID', cn: '用户 ID', ko: '사용자 ID', th: 'รหัสผู้ใช้',
    id: 'ID pengguna', vn: 'mã người dùng', es: 'ID de usuario',
  };

  it.each(catalogs)('%s: the Accept line says the IP address and the user ID, as the disclosure does', (code, messages) => {
    const disclosure = DISCLOSURE_MESSAGES[code as PathCode];
    expect(messages.cookieAcceptMeans).toContain('IP');
    expect(messages.cookieAcceptMeans).toContain(USER_ID[code]);
    expect(disclosure.data.ipAddressRecordedAfterAccept).toContain('IP');
    expect(disclosure.data.visitIds).toContain(USER_ID[code]);
  });

  it.each(catalogs)('%s: the Close line says the country is not looked up (not "location")', (code, messages) => {
    expect(messages.cookieCloseMeans).not.toMatch(/location|ubicación|lokasi|vị trí|ตำแหน่ง|위치|位置|いる ところ/i);
  });

  it.each(catalogs)('%s: the Accept and Close lines begin with their buttons’ labels', (_code, messages) => {
    expect(messages.cookieAcceptMeans.startsWith(messages.accept)).toBe(true);
    expect(messages.cookieCloseMeans.startsWith(messages.close)).toBe(true);
  });
});

describe('Easy Japanese', () => {
  it.each(Object.entries(easy))('%s avoids 使います, いります and はじめられません', (_key, text) => {
    expect(text).not.toMatch(/使い|いります|いるので|はじめられ/);
  });
});

describe('format', () => {
  it.each([
    ['replaces a known key', 'Hello {name}', { name: 'Aiko' }, 'Hello Aiko'],
    ['replaces every occurrence', '{a}-{a}-{b}', { a: '1', b: '2' }, '1-1-2'],
    ['leaves an unknown key as written', 'Hi {name}, {x}', { name: 'Ken' }, 'Hi Ken, {x}'],
    ['ignores inherited properties', '{toString}', {}, '{toString}'],
    ['inserts $& literally', 'Value: {v}', { v: '$&' }, 'Value: $&'],
    ['inserts $1, $$ and $` literally', '[{v}]', { v: "$1 $$ $` $'" }, "[$1 $$ $` $']"],
    ['does not re-expand placeholders inside values', '{a}{b}', { a: '{b}', b: 'x' }, '{b}x'],
    ['leaves a message without placeholders unchanged', 'Menu', { name: 'x' }, 'Menu'],
  ] as const)('%s', (_label, message, values, expected) => {
    expect(format(message, values)).toBe(expected);
  });

  it('fills the English catalog placeholders', () => {
    expect(format(en.accountMenu, { name: 'a@b.jp' })).toBe('Account menu for a@b.jp');
    expect(format(en.language, { language: '日本語' })).toBe('Language: 日本語');
  });
});
