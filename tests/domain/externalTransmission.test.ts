import { parseConfig, type RawEnvironment } from '../../src/domain/config';
import {
  disclosurePath,
  externalRecipients,
  FIREBASE_AUTH_ORIGINS,
  GOOGLE_AD_ORIGINS,
  originOf,
  type RecipientId,
} from '../../src/domain/externalTransmission';

const production: RawEnvironment = {
  TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json/?fields=country',
  TABIJI_FIREBASE_API_KEY: 'key',
  TABIJI_PUSH_VAPID_KEY: 'vapid',
  TABIJI_HOTEL_AFFILIATE_URL: 'https://hotels.partner.example/search?x=1',
  TABIJI_FLIGHT_AFFILIATE_URL: 'https://flights.partner.example:8443/',
};

const registry = (raw: RawEnvironment, siteOrigin: string | null = null) => externalRecipients(parseConfig(raw).config, siteOrigin);
const byId = (raw: RawEnvironment, id: RecipientId) => registry(raw).find((entry) => entry.id === id);

describe('originOf', () => {
  it.each([
    ['https://ipapi.example/json/?x=1', 'https://ipapi.example'],
    ['http://127.0.0.1:8191/json', 'http://127.0.0.1:8191'],
    [' HTTPS://A.example/ ', 'https://a.example'],
    ['/api/event-logs', null],
    ['//cdn.example/x', null],
    ['', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('externalRecipients', () => {
  it('lists every configured third party, with origins derived from the configured URLs', () => {
    const entries = registry(production);
    expect(entries.map((entry) => entry.id)).toEqual(['google-ads', 'firebase-auth', 'firebase-messaging', 'ip-lookup', 'hotel-affiliate', 'flight-affiliate']);
    expect(byId(production, 'ip-lookup')?.origins).toEqual(['https://ipapi.example']);
    expect(byId(production, 'hotel-affiliate')?.origins).toEqual(['https://hotels.partner.example']);
    expect(byId(production, 'flight-affiliate')?.origins).toEqual(['https://flights.partner.example:8443']);
    expect(byId(production, 'google-ads')?.origins).toEqual(GOOGLE_AD_ORIGINS);
    expect(byId(production, 'firebase-auth')?.origins).toEqual(FIREBASE_AUTH_ORIGINS);
  });

  it.each<[RecipientId, string]>([
    ['google-ads', 'partial'],
    ['firebase-auth', 'none'],
    ['firebase-messaging', 'opt-in'],
    ['ip-lookup', 'accept'],
    ['hotel-affiliate', 'click'],
    ['flight-affiliate', 'click'],
  ])('gates %s by %s', (id, gate) => {
    expect(byId(production, id)?.consentGate).toBe(gate);
  });

  it('adds a self-hosted GPT script and the Auth emulator to their entries', () => {
    const raw = { ...production, TABIJI_GPT_SCRIPT_URL: 'https://ads.cdn.example/gpt.js', TABIJI_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' };
    expect(byId(raw, 'google-ads')?.origins).toContain('https://ads.cdn.example');
    expect(byId(raw, 'firebase-auth')?.origins).toEqual([...FIREBASE_AUTH_ORIGINS, 'http://127.0.0.1:9099']);
  });

  it('does not repeat a fixed origin the configuration also names', () => {
    expect(byId(production, 'google-ads')?.origins.filter((origin) => origin === 'https://securepubads.g.doubleclick.net')).toHaveLength(1);
  });

  it.each<[string, RawEnvironment, RecipientId]>([
    ['no IP lookup URL', { ...production, TABIJI_GEO_LOOKUP_URL: '' }, 'ip-lookup'],
    ['a same-site IP lookup path', { ...production, TABIJI_GEO_LOOKUP_URL: '/geo' }, 'ip-lookup'],
    ['no Firebase API key', { ...production, TABIJI_FIREBASE_API_KEY: '' }, 'firebase-auth'],
    ['no push key', { ...production, TABIJI_PUSH_VAPID_KEY: '' }, 'firebase-messaging'],
    ['no hotel partner', { ...production, TABIJI_HOTEL_AFFILIATE_URL: '' }, 'hotel-affiliate'],
    ['an event log on the site itself (the default path)', production, 'event-log'],
  ])('leaves an entry out for %s', (_case, raw, id) => {
    expect(byId(raw, id)).toBeUndefined();
  });

  it('lists the event-log collector only when its origin is not the site’s', () => {
    const raw = { ...production, TABIJI_EVENT_LOG_URL: 'https://collector.example/logs' };
    expect(registry(raw).find((entry) => entry.id === 'event-log')?.origins).toEqual(['https://collector.example']);
    expect(registry(raw, 'https://collector.example').find((entry) => entry.id === 'event-log')).toBeUndefined();
  });
});

describe('disclosurePath', () => {
  it.each([
    ['jp', '/external-transmission'],
    ['en', '/en/external-transmission'],
    ['easy', '/easy/external-transmission'],
  ] as const)('%s → %s', (code, path) => {
    expect(disclosurePath(code)).toBe(path);
  });
});
