/**
 * @jest-environment node
 */
import { parseConfig } from '../../../src/domain/config';
import { disclosurePath, externalRecipients } from '../../../src/domain/externalTransmission';
import { LANGUAGES, type PathCode } from '../../../src/domain/languages';
import { DISCLOSURE_MESSAGES } from '../../../src/server/disclosure/allDisclosureMessages';
import { ExternalTransmissionPage } from '../../../src/server/disclosure/ExternalTransmissionPage';
import { renderDisclosure } from '../../../src/server/disclosure/renderDisclosure';
import { renderToString } from 'react-dom/server';
import { PAGE_REGION_NAMES, REGION_NAMES, renderPage } from '../../../src/server/renderPage';

const config = parseConfig({
  TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json',
  TABIJI_FIREBASE_API_KEY: 'key',
  TABIJI_PUSH_VAPID_KEY: 'vapid',
  TABIJI_EVENT_LOG_URL: 'https://collector.example/logs',
  TABIJI_HOTEL_AFFILIATE_URL: 'https://hotels.example/',
  TABIJI_FLIGHT_AFFILIATE_URL: 'https://flights.example/',
}).config;

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
    expect(DISCLOSURE_MESSAGES[code].listDate).toContain('{date}');
    expect(DISCLOSURE_MESSAGES[code].operatorOf).toContain('{origin}');
  });

  it('Japanese uses the law’s words for what is sent, to whom and why', () => {
    const { dataSent, recipient, purpose } = DISCLOSURE_MESSAGES.jp;
    expect([dataSent, recipient, purpose]).toEqual(['送信される情報の内容', '送信先', '利用目的']);
  });
});

describe('renderDisclosure', () => {
  it.each(codes)('%s: a heading, the date, and one entry per recipient with its origins', (code: PathCode) => {
    const html = renderDisclosure(code, config);
    const messages = DISCLOSURE_MESSAGES[code];
    expect(html).toContain(`<h1 id="tabiji-disclosure-title">${messages.title}</h1>`);
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
    for (const entry of externalRecipients(config)) {
      expect(html).toContain(`data-recipient="${entry.id}"`);
      for (const origin of entry.origins) expect(html).toContain(`<code>${origin}</code>`);
    }
    expect(html.match(/<section /g)).toHaveLength(externalRecipients(config).length);
  });

  it('links the recipients’ privacy policies in the same tab with rel="noopener"', () => {
    expect(renderDisclosure('en', config)).toContain('<a href="https://policies.google.com/privacy" rel="noopener">');
  });

  it('escapes hostile configured values and never links a non-http address', () => {
    const hostile = parseConfig({
      TABIJI_GEO_LOOKUP_URL: 'https://evil.example/"><script>alert(1)</script>',
      TABIJI_HOTEL_AFFILIATE_URL: 'https://a.example/<img src=x onerror=alert(1)>',
      TABIJI_FLIGHT_AFFILIATE_URL: 'javascript:alert(1)',
    }).config;
    const html = renderDisclosure('en', hostile);
    expect(html).not.toMatch(/<script|<img|onerror=|javascript:/i);
    expect(html).toContain('data-recipient="ip-lookup"');
  });

  it('escapes every value of an entry, whatever reaches it', () => {
    const html = renderToString(ExternalTransmissionPage({
      recipients: [{ id: 'ip-lookup', recipient: '<script>alert(1)</script>', origins: ['"><img src=x onerror=alert(1)>'], dataSent: ['ipAddress'], consentGate: 'accept', privacyPolicyUrl: 'javascript:alert(1)' }],
      messages: DISCLOSURE_MESSAGES.en,
      lang: 'en',
    }));
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(DISCLOSURE_MESSAGES.en.noPolicy);
  });
});

describe('the external-transmission region', () => {
  it('is rendered only when asked for by name, with the page’s language', () => {
    expect(Object.keys(renderPage({ path: '/en/' }).regions)).toEqual(REGION_NAMES);
    const page = renderPage({ path: '/ko/external-transmission', regions: PAGE_REGION_NAMES });
    expect(page.lang).toBe('ko');
    expect(page.warnings).toEqual([]);
    expect(page.regions['external-transmission']).toContain(DISCLOSURE_MESSAGES.ko.title);
    expect(page.regions['external-transmission']).toMatch(/^<article class="tabiji-disclosure" lang="ko"/);
  });
});

describe('the footer link', () => {
  it.each(codes)('%s: the footer renders the link, named as the page’s heading, without JavaScript', (code) => {
    const footer = renderPage({ path: `/${code}/`, regions: ['footer'] }).regions['footer'] ?? '';
    const title = DISCLOSURE_MESSAGES[code].title;
    expect(footer).toContain(`href="${disclosurePath(code)}">${title}</a>`);
  });
});
