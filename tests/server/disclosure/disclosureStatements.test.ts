/**
 * @jest-environment node
 */
import { BROWSER_PUSH_SERVICES, FIREBASE_MESSAGING_ORIGINS } from '../../../src/adapters/firebase/firebaseDisclosure';
import { disclosureInput } from '../../../src/composition/serverServices';
import { parseSettings } from '../../../src/composition/variables';
import { externalRecipients } from '../../../src/domain/externalTransmission';
import { LANGUAGES, type PathCode } from '../../../src/domain/languages';
import { DISCLOSURE_MESSAGES } from '../../../src/server/disclosure/allDisclosureMessages';
import { MY_AD_CENTER_URL } from '../../../src/server/disclosure/ExternalTransmissionPage';
import { renderDisclosure } from '../../../src/server/disclosure/renderDisclosure';
import { SERVER_MESSAGES } from '../../../src/server/serverMessages';

// Issue 44: the disclosure says one thing. Each statement below was said two ways (or left out) before.

const input = disclosureInput(parseSettings({
  TABIJI_OPERATOR_NAME: 'Tabiji KK',
  TABIJI_FIREBASE_API_KEY: 'key',
  TABIJI_PUSH_VAPID_KEY: 'vapid',
  TABIJI_EVENT_LOG_URL: 'https://collector.example/logs',
  TABIJI_EVENT_LOG_RECIPIENT_NAME: 'Collector KK',
}).settings);
const recipients = externalRecipients(input.config, input.vendors);
const byId = (id: string) => recipients.find((entry) => entry.id === id);
const codes = LANGUAGES.map((language) => language.pathCode);
const entryHtml = (code: PathCode, id: string) => new RegExp(`data-recipient="${id}"[^]*?</section>`).exec(renderDisclosure(code, input))?.[0] ?? '';

describe('Google’s cookies: one statement in the list and in the consent line', () => {
  it('the ads entry sends Google’s cookie identifiers only as its words gate them', () => {
    expect(byId('google-ads')?.dataSent).toContain('googleCookies');
  });

  it.each(codes)('%s: the list says the cookie identifiers are for ads only after Accept, as the consent line does', (code) => {
    const { accept, close } = SERVER_MESSAGES[code];
    const entry = entryHtml(code, 'google-ads');
    const listItem = DISCLOSURE_MESSAGES[code].data.googleCookies;
    expect(listItem).toContain('{accept}');
    expect(entry).toContain(`<li>${listItem.replace('{accept}', accept)}</li>`);
    expect(entry).toContain(close);
  });

  it('English: the request before Accept carries the page, the spaces, the browser and the IP address, and no identifier for ads', () => {
    const consent = DISCLOSURE_MESSAGES.en.consents['google-ads'];
    expect(consent).toContain('the request carries the page address, the ad spaces, details of your browser and your IP address');
    expect(consent).toContain('Google uses no cookie or other identifier on your device to choose or count these ads. It may use cookies only to detect fraud.');
    expect(DISCLOSURE_MESSAGES.en.data.googleCookies).toBe('The identifiers in Google’s cookies, used for ads only after “{accept}”; before that, only cookies used to detect fraud, if any');
  });
});

describe('push: each operator named with its addresses', () => {
  it('Firebase lists Google’s own services, and each browser’s push service is its own entry', () => {
    expect(byId('firebase-messaging')).toEqual(expect.objectContaining({ recipient: 'Google LLC (Firebase)', origins: FIREBASE_MESSAGING_ORIGINS }));
    expect(FIREBASE_MESSAGING_ORIGINS).toEqual(['https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com', 'https://fcm.googleapis.com']);
    expect(BROWSER_PUSH_SERVICES.map(({ id, recipient, origins, consentGate }) => [id, recipient, origins, consentGate])).toEqual([
      ['push-apple', 'Apple Inc.', ['https://web.push.apple.com'], 'opt-in'],
      ['push-mozilla', 'Mozilla Corporation', ['https://updates.push.services.mozilla.com'], 'opt-in'],
      ['push-microsoft', 'Microsoft Corporation', ['https://*.notify.windows.com'], 'opt-in'],
    ]);
    expect(recipients.map((entry) => entry.id)).toEqual(expect.arrayContaining(['push-apple', 'push-mozilla', 'push-microsoft']));
  });

  it('lists no push service when push is not configured', () => {
    const pushless = disclosureInput(parseSettings({ TABIJI_FIREBASE_API_KEY: 'key', TABIJI_PUSH_VAPID_KEY: '' }).settings);
    expect(externalRecipients(pushless.config, pushless.vendors).map((entry) => entry.id)).not.toEqual(expect.arrayContaining(['push-apple']));
  });

  it.each(codes)('%s: each push service has its heading, its operator and its privacy policy', (code) => {
    for (const service of BROWSER_PUSH_SERVICES) {
      const entry = entryHtml(code, service.id);
      expect(entry).toContain(DISCLOSURE_MESSAGES[code].services[service.id as 'push-apple']);
      expect(entry).toContain(`<dd>${service.recipient}</dd>`);
      expect(entry).toContain(`<code>${service.origins[0]}</code>`);
      expect(entry).toContain(`href="${service.privacyPolicyUrl}"`);
    }
  });
});

describe('the event log on another origin', () => {
  it('sends its records, their measurements and ad outcomes, and the IP address every request carries', () => {
    expect(byId('event-log')?.dataSent).toEqual(['visitRecord', 'pageMeasurements', 'adOutcomes', 'visitIds', 'browser', 'ipAddressRecordedAfterAccept']);
  });

  it.each(codes)('%s: the IP address is said once, as carried by every request and recorded after Accept', (code) => {
    const { data } = DISCLOSURE_MESSAGES[code];
    expect(data.visitIds).not.toContain('IP');
    expect(data.ipAddressRecordedAfterAccept).toContain('IP');
    expect(data.ipAddressRecordedAfterAccept).toContain('{accept}');
    const entry = entryHtml(code, 'event-log');
    for (const key of ['pageMeasurements', 'adOutcomes'] as const) expect(entry).toContain(`<li>${data[key]}</li>`);
  });
});

describe('Google’s My Ad Center, as Google names it', () => {
  it.each<[PathCode, string]>([
    ['jp', 'マイ アド センター'], ['easy', 'マイ アド センター'], ['en', 'My Ad Center'], ['th', 'ศูนย์โฆษณาของฉัน'], ['cn', '我的广告中心'],
    ['tw', '我的廣告中心'], ['ko', '내 광고 센터'], ['es', 'Mi Centro de anuncios'], ['id', 'Pusat Iklan Saya'], ['vn', 'Trung tâm quảng cáo của tôi'],
  ])('%s links %s', (code, name) => {
    expect(DISCLOSURE_MESSAGES[code].myAdCenter).toBe(name);
    expect(renderDisclosure(code, input)).toContain(`<a href="${MY_AD_CENTER_URL}">${name}</a>`);
  });

  it('Japanese says 設定 at most once in the sentence', () => {
    expect(DISCLOSURE_MESSAGES.jp.changeGoogleAds.split('設定').length).toBeLessThanOrEqual(2);
  });
});

describe('one term for a sponsored link in each language', () => {
  it.each(codes)('%s: the partners’ consent lines use the page’s own word', (code) => {
    const term = SERVER_MESSAGES[code].sponsored.toLowerCase();
    for (const id of ['hotel-affiliate', 'flight-affiliate'] as const) expect(DISCLOSURE_MESSAGES[code].consents[id].toLowerCase()).toContain(term);
  });
});

describe('after the second native reading', () => {
  it.each<[PathCode, string]>([['ko', '“'], ['th', '“'], ['cn', '“']])('%s quotes Google’s page name around the link', (code, open) => {
    const name = DISCLOSURE_MESSAGES[code].myAdCenter;
    expect(renderDisclosure(code, input)).toContain(`${open}<a href="${MY_AD_CENTER_URL}">${name}</a>”`);
  });

  it('Korean says “on this site and on other sites”, not “on sites other than this one”', () => {
    expect(DISCLOSURE_MESSAGES.ko.changeGoogleAds).toContain('이 사이트는 물론 다른 사이트에서도');
  });

  it('Korean writes 부정행위 as one word', () => {
    expect(JSON.stringify(DISCLOSURE_MESSAGES.ko)).not.toContain('부정 행위');
    expect(DISCLOSURE_MESSAGES.ko.data.googleCookies).toContain('부정행위');
  });

  it('Indonesian says who asks Google for limited ads, with one “yang” in the ad-settings sentence', () => {
    expect(DISCLOSURE_MESSAGES.id.consents['google-ads']).toContain('kami hanya meminta iklan terbatas dari Google');
    expect(DISCLOSURE_MESSAGES.id.changeGoogleAds.match(/\byang\b/g)).toHaveLength(1);
  });

  it('Easy Japanese says the browser’s push service, not a company, receives the subscription', () => {
    for (const id of ['push-apple', 'push-mozilla', 'push-microsoft'] as const) {
      expect(DISCLOSURE_MESSAGES.easy.consents[id]).toContain('あなたの ブラウザが つかう つうちの サービスだけです');
    }
  });
});
