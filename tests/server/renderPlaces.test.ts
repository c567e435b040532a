/**
 * @jest-environment node
 */
import { callDemoModule } from '../demo/callDemoModule';
import { jsonLdText } from '../../src/domain/placeSchema';
import { renderCacheKey } from '../../src/server/RenderCache';
import { parseRenderInput, RenderInputError } from '../../src/server/renderInput';
import { renderPage } from '../../src/server/renderPage';

// The renderer reads the disclosure's names from its environment at its first render.
const savedEnvironment = { ...process.env };
process.env['TABIJI_OPERATOR_NAME'] = 'Tabiji KK';
afterAll(() => {
  process.env = savedEnvironment;
});

type StandInAnswer = { status: number; body: unknown };
const LANGUAGES = ['jp', 'en', 'tw', 'th', 'ko', 'cn', 'id', 'vn', 'easy', 'es'];
const DEMO_PLACES = ['senso-ji', 'kinkaku-ji', 'fushimi-inari-taisha'];
// The demo stand-in's answers (an ES module: called in a child process, once for every case used here).
const CALLS = [...LANGUAGES.flatMap((lang) => DEMO_PLACES.map((id) => [id, lang])), ['no-such-place', 'en'], ['senso-ji', 'fr'], ['__proto__', 'en']];
const ANSWERS = new Map(callDemoModule<StandInAnswer>('demo/stand-ins/placeManager.mjs', 'placeManagerAnswer', CALLS).map((answer, index) => [CALLS[index]?.join(' '), answer]));
const placeManagerAnswer = (id: string, lang: string): StandInAnswer => ANSWERS.get(`${id} ${lang}`) ?? { status: -1, body: null };

/** The demo stand-in's answer for a place, as a host passes it on to the renderer. */
const answerOf = (id: string, lang: string): Record<string, unknown> => {
  const answer = placeManagerAnswer(id, lang);
  if (answer.status !== 200) throw new Error(`no demo place ${id} in ${lang}`);
  return answer.body as Record<string, unknown>;
};

/** The card's visible text, tags out, white space as single spaces. */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const jsonLdOf = (html: string): Record<string, unknown> => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('spot cards from the renderer (issue 45)', () => {
  it('renders a card in the page language: name, address, hours, closed days, access, price, website, phone, maps link', () => {
    const { places, warnings } = renderPage({ path: '/en/articles/4', places: [answerOf('senso-ji', 'en')] });
    expect(warnings).toEqual([]);
    const [html = ''] = places;
    const text = textOf(html);
    expect(text).toContain('Spot information Senso-ji');
    expect(text).toContain('Address 2-3-1 Asakusa, Taito City, Tokyo 111-0032');
    expect(text).toContain('Opening hours Every day 6:00 AM–5:00 PM');
    expect(text).toContain('Closed Open every day');
    expect(html).toContain('href="tel:+81338420181"');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=35.7148%2C139.7967"');
    expect(html).toMatch(/^<section class="tabiji-spot" aria-labelledby="tabiji-spot-senso-ji" data-tabiji-place="senso-ji" data-tabiji-place-hours="[^"]+">/);
    expect(html).not.toContain('lang=');
  });

  it('writes a Japanese page’s card in Japanese formats: 〒 and prefecture first, 24-hour times, weekday names', () => {
    const { places } = renderPage({ path: '/jp/articles/1', places: [answerOf('kinkaku-ji', 'jp')] });
    const text = textOf(places[0] ?? '');
    expect(text).toContain('住所 〒603-8361 京都府');
    expect(text).toContain('営業時間 毎日 9:00–17:00');
  });

  it('lists a week’s closed days and groups days with the same hours', () => {
    const answer = { ...answerOf('kinkaku-ji', 'en'), hours: { weekly: [{ days: [2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' }, { days: [0], opens: '10:00', closes: '16:00' }] } };
    const text = textOf(renderPage({ path: '/en/articles/1', places: [answer] }).places[0] ?? '');
    expect(text).toContain('Opening hours Tue–Sat 9:00 AM–5:00 PM Sun 10:00 AM–4:00 PM');
    expect(text).toContain('Closed Monday');
  });

  it('says when the facts are in another language, and marks their text with its lang', () => {
    const answer = answerOf('senso-ji', 'en');
    const html = renderPage({ path: '/th/articles/4', places: [answer] }).places[0] ?? '';
    expect(textOf(html)).toContain('ข้อมูลนี้แสดงเป็นภาษาอังกฤษ');
    expect(html).toContain('<h2 class="tabiji-spot__name" id="tabiji-spot-senso-ji" lang="en">Senso-ji</h2>');
    expect(textOf(renderPage({ path: '/vn/articles/4', places: [answer] }).places[0] ?? '')).toContain('bằng tiếng Anh.');
  });

  it('carries the place as schema.org JSON-LD with name, address, geo and opening hours', () => {
    const data = jsonLdOf(renderPage({ path: '/en/articles/4', places: [answerOf('senso-ji', 'en')] }).places[0] ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['TouristAttraction', 'BuddhistTemple'],
      name: 'Senso-ji',
      address: { '@type': 'PostalAddress', addressCountry: 'JP', addressRegion: 'Tokyo', postalCode: '111-0032' },
      geo: { '@type': 'GeoCoordinates', latitude: 35.7148, longitude: 139.7967 },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '06:00', closes: '17:00' }],
    });
  });

  it('keeps hostile text as text: no markup from the answer, and the JSON-LD cannot end its element', () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const answer = { ...answerOf('senso-ji', 'en'), name: hostile, access: hostile, price: hostile };
    const html = renderPage({ path: '/en/articles/4', places: [answer] }).places[0] ?? '';
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)['name']).toBe(hostile);
    expect(jsonLdText({ a: '<\u2028&>' })).toBe('{"a":"\\u003c\\u2028\\u0026\\u003e"}');
  });

  it('leaves out what is malformed, with warnings, and renders nothing for an answer naming no place', () => {
    const answer = { ...answerOf('senso-ji', 'en'), website: 'javascript:alert(1)', phone: 'call us' };
    const { places, warnings } = renderPage({ path: '/en/articles/4', places: [answer, { name: 'No id' }] });
    expect(places[0]).not.toContain('javascript:');
    expect(places[0]).not.toContain('tel:');
    expect(places[1]).toBe('');
    expect(warnings).toEqual(expect.arrayContaining([
      expect.stringContaining('website should be an https address'),
      expect.stringContaining('phone'),
      expect.stringContaining('place 1 has no place id'),
    ]));
  });

  it('refuses a places value that is not a list, or longer than a page may have', () => {
    expect(() => parseRenderInput({ path: '/en/', places: 'senso-ji' })).toThrow(RenderInputError);
    expect(() => parseRenderInput({ path: '/en/', places: Array.from({ length: 13 }, () => answerOf('senso-ji', 'en')) })).toThrow(/at most 12/);
  });

  it('gives pages with other places other cache keys, and pages without places the key they had', () => {
    const plain = parseRenderInput({ path: '/en/articles/4' });
    const withCard = parseRenderInput({ path: '/en/articles/4', places: [answerOf('senso-ji', 'en')] });
    const otherCard = parseRenderInput({ path: '/en/articles/4', places: [answerOf('kinkaku-ji', 'en')] });
    expect(renderCacheKey('b', withCard)).not.toBe(renderCacheKey('b', plain));
    expect(renderCacheKey('b', withCard)).not.toBe(renderCacheKey('b', otherCard));
    expect(renderCacheKey('b', plain)).toBe(renderCacheKey('b', { path: plain.path, navigation: plain.navigation, regions: plain.regions }));
  });
});

describe('the demo’s place-manager stand-in', () => {
  it('answers every demo place in every language, each a place the renderer reads without a warning', () => {
    for (const lang of LANGUAGES) {
      const answers = DEMO_PLACES.map((id) => answerOf(id, lang));
      const { places, warnings } = renderPage({ path: `/${lang}/articles/1`, places: answers });
      expect({ lang, warnings }).toEqual({ lang, warnings: [] });
      expect(places.every((html) => html.startsWith('<section'))).toBe(true);
    }
  });

  it('answers 404 for a place it does not know and 400 for a language that is not a path code', () => {
    expect(placeManagerAnswer('no-such-place', 'en').status).toBe(404);
    expect(placeManagerAnswer('senso-ji', 'fr').status).toBe(400);
    expect(placeManagerAnswer('__proto__', 'en').status).toBe(404);
  });
});
