import { parseConfig, type RawEnvironment } from '../../src/domain/config';
import {
  disclosurePath,
  externalRecipients,
  originOf,
  type ExternalRecipient,
  type RecipientId,
} from '../../src/domain/externalTransmission';
import { CORE_VARIABLES } from '../../src/domain/configVariables';

const production: RawEnvironment = {
  TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json/?fields=country',
  TABIJI_HOTEL_AFFILIATE_URL: 'https://hotels.partner.example/search?x=1',
  TABIJI_FLIGHT_AFFILIATE_URL: 'https://flights.partner.example:8443/',
};

/** A bound vendor adapter's entry, as its settings module lists it (the adapters' own tests cover theirs). */
const vendor = (id: string, origins: readonly string[]): ExternalRecipient => ({
  id,
  recipient: `${id} Inc.`,
  recipientOrigin: null,
  origins,
  dataSent: ['browser'],
  consentGate: 'none',
  privacyPolicyUrl: null,
});
const vendors = [vendor('vendor-a', ['https://a.vendor.example']), vendor('vendor-b', ['https://b.vendor.example'])];

const registry = (raw: RawEnvironment, siteOrigin: string | null = null) => externalRecipients(parseConfig(raw, CORE_VARIABLES).config, vendors, siteOrigin);
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
  it('lists the bound vendors first, in their order, then every configured service of Tabiji’s own, with origins derived from the configured URLs', () => {
    const entries = registry(production);
    expect(entries.map((entry) => entry.id)).toEqual(['vendor-a', 'vendor-b', 'ip-lookup', 'hotel-affiliate', 'flight-affiliate']);
    expect(entries.slice(0, 2)).toEqual(vendors);
    expect(byId(production, 'ip-lookup')?.origins).toEqual(['https://ipapi.example']);
    expect(byId(production, 'hotel-affiliate')?.origins).toEqual(['https://hotels.partner.example']);
    expect(byId(production, 'flight-affiliate')?.origins).toEqual(['https://flights.partner.example:8443']);
  });

  it('lists only Tabiji’s own services when no vendor is bound, and leaves out a vendor entry without origins', () => {
    const config = parseConfig(production, CORE_VARIABLES).config;
    expect(externalRecipients(config, []).map((entry) => entry.id)).toEqual(['ip-lookup', 'hotel-affiliate', 'flight-affiliate']);
    expect(externalRecipients(config, [vendor('nowhere', []), ...vendors]).map((entry) => entry.id)).not.toContain('nowhere');
  });

  it.each<[RecipientId, string]>([
    ['ip-lookup', 'accept'],
    ['hotel-affiliate', 'click'],
    ['flight-affiliate', 'click'],
  ])('gates %s by %s', (id, gate) => {
    expect(byId(production, id)?.consentGate).toBe(gate);
  });

  it('names a configured service by its setting, with its origin and privacy policy; unnamed, by its origin only', () => {
    const raw = { ...production, TABIJI_GEO_LOOKUP_RECIPIENT_NAME: 'IP API Ltd', TABIJI_GEO_LOOKUP_PRIVACY_URL: 'https://ipapi.example/privacy' };
    expect(byId(raw, 'ip-lookup')).toMatchObject({ recipient: 'IP API Ltd', recipientOrigin: 'https://ipapi.example', privacyPolicyUrl: 'https://ipapi.example/privacy' });
    expect(byId(production, 'hotel-affiliate')).toMatchObject({ recipient: null, recipientOrigin: 'https://hotels.partner.example', privacyPolicyUrl: null });
  });

  it.each<[string, RawEnvironment, RecipientId]>([
    ['no IP lookup URL', { ...production, TABIJI_GEO_LOOKUP_URL: '' }, 'ip-lookup'],
    ['a same-site IP lookup path', { ...production, TABIJI_GEO_LOOKUP_URL: '/geo' }, 'ip-lookup'],
    ['no hotel partner', { ...production, TABIJI_HOTEL_AFFILIATE_URL: '' }, 'hotel-affiliate'],
    ['a flight partner that is not http(s)', { ...production, TABIJI_FLIGHT_AFFILIATE_URL: 'javascript:alert(1)' }, 'flight-affiliate'],
    ['an event log on the site itself (the default path)', production, 'event-log'],
  ])('leaves an entry out for %s', (_case, raw, id) => {
    expect(byId(raw, id)).toBeUndefined();
  });

  it('lists the event-log collector only when its origin is not the site’s', () => {
    const raw = { ...production, TABIJI_EVENT_LOG_URL: 'https://collector.example/logs' };
    expect(registry(raw).find((entry) => entry.id === 'event-log')?.origins).toEqual(['https://collector.example']);
    expect(registry(raw).find((entry) => entry.id === 'event-log')?.consentGate).toBe('partial');
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
