/**
 * @jest-environment node
 */
import { disclosureInput } from '../../../src/composition/serverServices';
import { parseSettings } from '../../../src/composition/variables';
import type { RawEnvironment } from '../../../src/domain/config';
import { disclosurePath, externalRecipients } from '../../../src/domain/externalTransmission';
import { LANGUAGES, type PathCode } from '../../../src/domain/languages';
import { DISCLOSURE_MESSAGES } from '../../../src/server/disclosure/allDisclosureMessages';
import { ExternalTransmissionPage } from '../../../src/server/disclosure/ExternalTransmissionPage';
import { MARKUP_BUILD_IS_PRODUCTION } from '../../../src/markupBuild';
import { DisclosureConfigurationError, disclosureRefusal, disclosureWarnings, renderDisclosure } from '../../../src/server/disclosure/renderDisclosure';
import { renderToString } from 'react-dom/server';
import { PAGE_REGION_NAMES, REGION_NAMES, renderPage } from '../../../src/server/renderPage';
import { SERVER_MESSAGES } from '../../../src/server/serverMessages';

/** The disclosure's input as the renderer builds it from its environment: Tabiji's config and the vendors' recipients. */
const inputFrom = (raw: RawEnvironment) => disclosureInput(parseSettings(raw).settings);

const production: RawEnvironment = {
  TABIJI_OPERATOR_NAME: 'Tabiji KK',
  TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json',
  TABIJI_GEO_LOOKUP_RECIPIENT_NAME: 'IP API Ltd',
  TABIJI_GEO_LOOKUP_PRIVACY_URL: 'https://ipapi.example/privacy',
  TABIJI_FIREBASE_API_KEY: 'key',
  TABIJI_PUSH_VAPID_KEY: 'vapid',
  TABIJI_EVENT_LOG_URL: 'https://collector.example/logs',
  TABIJI_EVENT_LOG_RECIPIENT_NAME: 'Collector KK',
  TABIJI_HOTEL_AFFILIATE_URL: 'https://hotels.example/',
  TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME: 'Hotels Inc.',
  TABIJI_FLIGHT_AFFILIATE_URL: 'https://flights.example/',
  TABIJI_FLIGHT_AFFILIATE_RECIPIENT_NAME: 'Flights Inc.',
};
const input = inputFrom(production);
const recipients = externalRecipients(input.config, input.vendors);

const labelsOf = (code: PathCode) => ({ accept: SERVER_MESSAGES[code].accept, close: SERVER_MESSAGES[code].close, cookieSettings: SERVER_MESSAGES[code].cookieSettings });

/** Every string leaf of a message set, by its dotted key. */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

const english = leaves(DISCLOSURE_MESSAGES.en).map(([key]) => key).sort();
const codes = LANGUAGES.map((language) => language.pathCode);

describe('the disclosure messages', () => {
  it.each(codes)('%s has every string the English set has, none blank', (code) => {
    const entries = leaves(DISCLOSURE_MESSAGES[code]);
    expect(entries.map(([key]) => key).sort()).toEqual(english);
    for (const [key, text] of entries) {
      expect([key, typeof text === 'string' && text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it.each(codes)('%s keeps its placeholders', (code) => {
    const messages = DISCLOSURE_MESSAGES[code];
    expect(messages.listDate).toContain('{date}');
    expect(messages.operatorOf).toContain('{origin}');
    expect(messages.recipientAt).toMatch(/^\{name\}.*\{origin\}/);
    expect(messages.intro).toContain('{operator}');
    expect(messages.changeCookieSettings).toContain('{cookieSettings}');
    expect(messages.changeGoogleAds.split('{link}')).toHaveLength(2);
    // Google's cookies after Close, and the ids the event log adds after Accept, are said where they apply.
    expect(messages.consents['google-ads']).toContain('{close}');
    expect(messages.purposes['google-ads']).toContain('{accept}');
    expect(messages.consents['event-log']).toContain('{accept}');
    expect(messages.data.visitIds).toContain('{accept}');
  });

  it.each(codes)('%s quotes the notice’s buttons by their labels, never by a copy of them', (code) => {
    const text = JSON.stringify(DISCLOSURE_MESSAGES[code]);
    const { accept, close, cookieSettings } = SERVER_MESSAGES[code];
    for (const label of [accept, close, cookieSettings]) {
      for (const [open, shut] of [['「', '」'], ['“', '”'], ['«', '»']]) expect(text).not.toContain(`${open}${label}${shut}`);
    }
  });

  it.each<[PathCode, RegExp]>([
    ['jp', /電気通信事業法第27条の12/],
    ['easy', /電気通信事業法 第27条の12/],
    ['en', /Article 27-12 of Japan’s Telecommunications Business Act/],
    ['th', /มาตรา 27-12/],
    ['cn', /《电气通信事业法》第27条之12/],
    ['tw', /《電氣通信事業法》第27條之12/],
    ['ko', /전기통신사업법 제27조의12/],
    ['es', /artículo 27-12 de la Ley de Empresas de Telecomunicaciones de Japón/],
    ['id', /Pasal 27-12 Undang-Undang Bisnis Telekomunikasi Jepang/],
    ['vn', /Điều 27-12 Luật Kinh doanh Viễn thông Nhật Bản/],
  ])('%s cites the article in the introduction', (code, article) => {
    expect(DISCLOSURE_MESSAGES[code].intro).toMatch(article);
  });

  it('Traditional Chinese says 點選, not 點擊', () => {
    expect(JSON.stringify(DISCLOSURE_MESSAGES.tw)).not.toContain('點擊');
  });

  it.each(codes)('%s: the footer link is named as the page’s heading', (code) => {
    expect(SERVER_MESSAGES[code].externalTransmission).toBe(DISCLOSURE_MESSAGES[code].title);
  });

  it('English names the page for what it lists', () => {
    expect(DISCLOSURE_MESSAGES.en.title).toBe('Data sent to other companies');
  });

  it('Japanese uses the law’s words for what is sent, to whom and why', () => {
    const { dataSent, recipient, purpose } = DISCLOSURE_MESSAGES.jp;
    expect([dataSent, recipient, purpose]).toEqual(['送信される情報の内容', '送信先', '利用目的']);
  });
});

describe('renderDisclosure', () => {
  it.each(codes)('%s: a heading, the date, and one entry per recipient with its origins', (code: PathCode) => {
    const html = renderDisclosure(code, input);
    const messages = DISCLOSURE_MESSAGES[code];
    expect(html).toContain(`<h1 id="tabiji-disclosure-title">${messages.title}</h1>`);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
    expect(recipients.map((entry) => entry.id)).toEqual([
      'google-ads', 'firebase-auth', 'firebase-messaging', 'push-apple', 'push-mozilla', 'push-microsoft', 'ip-lookup', 'event-log', 'hotel-affiliate', 'flight-affiliate',
    ]);
    for (const entry of recipients) {
      expect(html).toContain(`data-recipient="${entry.id}"`);
      for (const origin of entry.origins) expect(html).toContain(`<code>${origin}</code>`);
    }
    expect(html.match(/class="tabiji-disclosure__entry"/g)).toHaveLength(recipients.length);
    expect(html).not.toMatch(/\{(operator|accept|close|cookieSettings|link|name|origin|date)\}/);
  });

  it.each<[PathCode, string, string]>([
    ['jp', 'Hotels Inc.（https://hotels.example）', 'Tabiji KKが運営する Tabiji（旅路）'],
    ['en', 'Hotels Inc. (https://hotels.example)', 'Tabiji KK, which runs Tabiji,'],
    ['cn', 'Hotels Inc.（https://hotels.example）', '本网站 Tabiji 由 Tabiji KK 运营。'],
    ['ko', 'Hotels Inc. (https://hotels.example)', 'Tabiji 운영자(Tabiji KK)'],
  ])('%s names each configured recipient with its origin, and the operator in the intro', (code, hotel, operator) => {
    const html = renderDisclosure(code, input);
    const recipient = (id: string) => new RegExp(`data-recipient="${id}"[^]*?<dd>([^<]*)</dd>`).exec(html)?.[1];
    expect(recipient('hotel-affiliate')).toBe(hotel);
    expect(recipient('ip-lookup')).toContain('IP API Ltd');
    expect(recipient('event-log')).toContain('Collector KK');
    expect(recipient('flight-affiliate')).toContain('Flights Inc.');
    expect(recipient('google-ads')).toBe('Google LLC');
    expect(recipient('firebase-auth')).toBe('Google LLC (Firebase)');
    expect(html).toContain(operator);
    for (const origin of ['https://hotels.example', 'https://ipapi.example', 'https://collector.example']) {
      expect(html).not.toContain(DISCLOSURE_MESSAGES[code].operatorOf.replace('{origin}', origin));
    }
  });

  it('links a configured privacy policy, and says where to look when none is configured', () => {
    const html = renderDisclosure('en', input);
    expect(html).toContain('<a href="https://ipapi.example/privacy" rel="noopener">');
    expect(/data-recipient="hotel-affiliate"[^]*?<\/section>/.exec(html)?.[0]).toContain(DISCLOSURE_MESSAGES.en.noPolicy);
  });

  it('falls back to the origin’s operator when the renderer lacks a name', () => {
    const unnamed = inputFrom({ TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json' });
    expect(renderDisclosure('en', unnamed)).toContain('The operator of https://ipapi.example');
  });

  it.each(codes)('%s: how to change the choice — the footer’s button by its label, and Google’s My Ad Center as a plain link', (code) => {
    const html = renderDisclosure(code, input);
    const { cookieSettings, accept, close } = SERVER_MESSAGES[code];
    const choice = /<section class="tabiji-disclosure__choice"[^]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(choice).toContain(`<h2 id="tabiji-disclosure-choice">${DISCLOSURE_MESSAGES[code].changeTitle}</h2>`);
    for (const label of [cookieSettings, accept, close]) expect(choice).toContain(label);
    expect(choice).toContain(`<a href="https://myadcenter.google.com/">${DISCLOSURE_MESSAGES[code].myAdCenter}</a>`);
  });

  it.each(codes)('%s: the ads entry says ads are limited (no cookies on the device) until Accept and after Close; the event log, the user ID and IP address after Accept', (code) => {
    const html = renderDisclosure(code, input);
    const entry = (id: string) => new RegExp(`data-recipient="${id}"[^]*?</section>`).exec(html)?.[0] ?? '';
    expect(entry('google-ads')).toContain(SERVER_MESSAGES[code].close);
    expect(entry('google-ads')).toContain(SERVER_MESSAGES[code].accept);
    expect(entry('google-ads')).toMatch(/Cookie|cookie|クッキー|쿠키|คุกกี้/);
    expect(entry('event-log')).toContain(DISCLOSURE_MESSAGES[code].data.visitIds.replace('{accept}', SERVER_MESSAGES[code].accept));
  });

  it.each<[PathCode, string]>([
    ['jp', '2026年11月29日現在の一覧です。'],
    ['en', 'This list is correct as of 29 November 2026.'],
    ['th', 'รายการนี้เป็นข้อมูล ณ วันที่ 29 พฤศจิกายน 2569'],
    ['es', 'Lista actualizada al 29 de noviembre de 2026.'],
    ['vn', 'Danh sách này được cập nhật đến ngày 29 tháng 11 năm 2026.'],
  ])('%s: the list date as its readers write it', (code, sentence) => {
    expect(renderDisclosure(code, input)).toContain(`<time dateTime="2026-11-29">${sentence}</time>`);
  });

  it('links the recipients’ privacy policies in the same tab with rel="noopener"', () => {
    expect(renderDisclosure('en', input)).toContain('<a href="https://policies.google.com/privacy" rel="noopener">');
  });

  it('lists the bound vendor adapters only: a host-session build names no Firebase sign-in, a push-less one no messaging', () => {
    const html = renderDisclosure('en', inputFrom({ ...production, TABIJI_IDENTITY: 'host-session', TABIJI_PUSH_VAPID_KEY: '' }));
    expect(html).not.toContain('data-recipient="firebase-auth"');
    expect(html).not.toContain('data-recipient="firebase-messaging"');
    expect(html).toContain('data-recipient="google-ads"');
    expect(html).toContain('data-recipient="ip-lookup"');
  });

  it('escapes hostile configured values and never links a non-http address', () => {
    const hostile = inputFrom({
      TABIJI_GEO_LOOKUP_URL: 'https://evil.example/"><script>alert(1)</script>',
      TABIJI_HOTEL_AFFILIATE_URL: 'https://a.example/<img src=x onerror=alert(1)>',
      TABIJI_FLIGHT_AFFILIATE_URL: 'javascript:alert(1)',
    });
    const html = renderDisclosure('en', hostile);
    expect(html).not.toMatch(/<script|<img|onerror=|javascript:/i);
    expect(html).toContain('data-recipient="ip-lookup"');
  });

  it('escapes every value of an entry, whatever reaches it', () => {
    const html = renderToString(ExternalTransmissionPage({
      recipients: [{ id: 'ip-lookup', recipient: '<script>alert(1)</script>', recipientOrigin: '"><img src=x onerror=alert(1)>', origins: ['"><img src=x onerror=alert(1)>'], dataSent: ['ipAddress'], consentGate: 'accept', privacyPolicyUrl: 'javascript:alert(1)' }],
      messages: DISCLOSURE_MESSAGES.en,
      lang: 'en',
      labels: labelsOf('en'),
      operatorName: '<b>Operator</b> {accept}',
    }));
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Operator&lt;/b&gt; {accept}');
    expect(html).toContain(DISCLOSURE_MESSAGES.en.noPolicy);
  });
});

describe('the external-transmission region', () => {
  it('is rendered only when asked for by name, with the page’s language', () => {
    expect(Object.keys(renderPage({ path: '/en/' }).regions)).toEqual(REGION_NAMES);
    const page = renderPage({ path: '/ko/external-transmission', regions: PAGE_REGION_NAMES });
    expect(page.lang).toBe('ko');
    // This test's environment has no TABIJI_* settings: the renderer says what the page lacks.
    expect(page.warnings).toEqual([`the external-transmission page lacks names: set TABIJI_OPERATOR_NAME in the renderer's environment, as for the build`]);
    expect(page.regions['external-transmission']).toContain(DISCLOSURE_MESSAGES.ko.title);
    expect(page.regions['external-transmission']).toMatch(/^<article class="tabiji-disclosure" lang="ko"/);
  });

  it('outside production, names the site for a renderer without the operator’s name', () => {
    const page = renderPage({ path: '/en/external-transmission', regions: PAGE_REGION_NAMES }, false);
    expect(page.regions['external-transmission']).toContain(DISCLOSURE_MESSAGES.en.intro.replace('{operator}', 'Tabiji'));
  });

  it('in production, is refused with DisclosureConfigurationError, never left empty, when the renderer lacks the names', () => {
    const request = { path: '/en/external-transmission', regions: ['footer', ...PAGE_REGION_NAMES] };
    expect(() => renderPage(request, true)).toThrow(DisclosureConfigurationError);
    expect(() => renderPage(request, true)).toThrow(/TABIJI_OPERATOR_NAME.*docs\/integrating\.md/);
    // The furniture needs no names: a production renderer still writes it.
    expect(renderPage({ path: '/en/', regions: ['footer'] }, true).regions['footer']).toContain('tabiji-footer');
  });
});

describe('disclosureWarnings', () => {
  it('is empty when the renderer has every name the page lists', () => {
    expect(disclosureWarnings(input)).toEqual([]);
  });

  it('names each setting the renderer lacks, for the operator and each listed recipient only', () => {
    const unnamed = inputFrom({ TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json', TABIJI_HOTEL_AFFILIATE_URL: 'https://hotels.example/', TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME: 'Hotels Inc.' });
    expect(disclosureWarnings(unnamed)).toEqual([
      `the external-transmission page lacks names: set TABIJI_OPERATOR_NAME, TABIJI_GEO_LOOKUP_RECIPIENT_NAME in the renderer's environment, as for the build`,
    ]);
  });
});

describe('disclosureRefusal', () => {
  const blank = (overrides: RawEnvironment) => inputFrom({ ...production, ...overrides });

  it('is not production under Jest: the markup build fixture has no production field', () => {
    expect(MARKUP_BUILD_IS_PRODUCTION).toBe(false);
  });

  it.each<[string, RawEnvironment, string]>([
    ['a blank operator name', { TABIJI_OPERATOR_NAME: '' }, 'TABIJI_OPERATOR_NAME'],
    ['an operator name of spaces', { TABIJI_OPERATOR_NAME: '   ' }, 'TABIJI_OPERATOR_NAME'],
    ['a listed recipient without its name', { TABIJI_GEO_LOOKUP_RECIPIENT_NAME: '' }, 'TABIJI_GEO_LOOKUP_RECIPIENT_NAME'],
    ['a collector on another origin without its name', { TABIJI_EVENT_LOG_RECIPIENT_NAME: '' }, 'TABIJI_EVENT_LOG_RECIPIENT_NAME'],
  ])('in production, refuses %s, naming the setting and docs/integrating.md; renderDisclosure throws it', (_case, overrides, setting) => {
    const refusal = disclosureRefusal(blank(overrides), true);
    expect(refusal).toContain(setting);
    expect(refusal).toContain('docs/integrating.md');
    expect(() => renderDisclosure('en', blank(overrides), true)).toThrow(DisclosureConfigurationError);
    expect(() => renderDisclosure('en', blank(overrides), true)).toThrow(setting);
  });

  it('in production, lets the page be written when every name is set', () => {
    expect(disclosureRefusal(input, true)).toBeNull();
    expect(renderDisclosure('en', input, true)).toContain(DISCLOSURE_MESSAGES.en.intro.replace('{operator}', 'Tabiji KK'));
  });

  it('outside production, refuses nothing: the page names the site instead, and the warning says what to set', () => {
    const unnamed = blank({ TABIJI_OPERATOR_NAME: '' });
    expect(disclosureRefusal(unnamed, false)).toBeNull();
    expect(renderDisclosure('en', unnamed, false)).toContain(DISCLOSURE_MESSAGES.en.intro.replace('{operator}', 'Tabiji'));
    expect(disclosureWarnings(unnamed)).toEqual([expect.stringContaining('set TABIJI_OPERATOR_NAME in the renderer')]);
  });
});

describe('the footer link', () => {
  it.each(codes)('%s: the footer renders the link, named as the page’s heading, without JavaScript', (code) => {
    const footer = renderPage({ path: `/${code}/`, regions: ['footer'] }).regions['footer'] ?? '';
    const title = DISCLOSURE_MESSAGES[code].title;
    expect(footer).toContain(`href="${disclosurePath(code)}">${title}</a>`);
  });
});
