import {
  invalidSettingsIn,
  isHttpUrl,
  missingRequiredIn,
  parseConfig,
  settingText,
  splitList,
  type VariableTable,
} from '../../src/domain/config';
import { CORE_VARIABLES } from '../../src/domain/configVariables';

describe('parseConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const { config, errors } = parseConfig({}, CORE_VARIABLES);
    expect(errors).toEqual([]);
    expect(config.eventLogUrl).toBe('/api/event-logs');
    // The place manager, forms, app API, main site and maps key are server-only settings, not the browser's config.
    expect(config).not.toHaveProperty('placeApiUrl');
    expect(settingText(CORE_VARIABLES, {}, 'TABIJI_PLACE_API_URL')).toBe('/api/place/');
    expect(settingText(CORE_VARIABLES, {}, 'TABIJI_FORMS_POST_ENTRY_PATH')).toBe('/entry/');
    expect(config.flightAffiliate.childAgeYears).toBe(10);
    expect(config.flightAffiliate.infantAgeMonths).toBe(1);
    expect(config.push).toEqual({ linkAllowlist: [] });
  });

  it('takes set values, trimmed, over the defaults', () => {
    const { config } = parseConfig({
      TABIJI_EVENT_LOG_URL: ' https://collector.example/logs ',
      TABIJI_FLIGHT_CHILD_AGE_YEARS: '11',
      TABIJI_FLIGHT_INFANT_AGE_MONTHS: '0',
      TABIJI_PUSH_LINK_ALLOWLIST: 'https://a.example, https://b.example,,',
    }, CORE_VARIABLES);
    expect(config.eventLogUrl).toBe('https://collector.example/logs');
    expect(config.flightAffiliate.childAgeYears).toBe(11);
    expect(config.flightAffiliate.infantAgeMonths).toBe(0);
    expect(config.push.linkAllowlist).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each([
    ['TABIJI_FLIGHT_CHILD_AGE_YEARS', '40'],
    ['TABIJI_FLIGHT_CHILD_AGE_YEARS', '12'],
    ['TABIJI_FLIGHT_CHILD_AGE_YEARS', 'ten'],
    ['TABIJI_FLIGHT_CHILD_AGE_YEARS', '-3'],
    ['TABIJI_FLIGHT_INFANT_AGE_MONTHS', '1.5'],
    ['TABIJI_FLIGHT_INFANT_AGE_MONTHS', '24'],
  ] as const)('rejects %s=%s with a clear error and no age at all, so flight links stay plain', (name, value) => {
    const { config, errors } = parseConfig({ [name]: value }, CORE_VARIABLES);
    const field = name === 'TABIJI_FLIGHT_CHILD_AGE_YEARS' ? 'childAgeYears' : 'infantAgeMonths';
    expect(config.flightAffiliate[field]).toBeNaN();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(name);
    expect(errors[0]).toContain(`"${value}"`);
  });
});

describe('TABIJI_VITALS_ATTRIBUTION_SAMPLE', () => {
  it.each([
    [undefined, 0.1, 0],
    ['0', 0, 0],
    ['1', 1, 0],
    ['0.25', 0.25, 0],
    ['1.5', 0.1, 1],
    ['-0.1', 0.1, 1],
    ['ten per cent', 0.1, 1],
  ])('%j → %s with %s error(s)', (value, expected, errorCount) => {
    const { config, errors } = parseConfig(value === undefined ? {} : { TABIJI_VITALS_ATTRIBUTION_SAMPLE: value }, CORE_VARIABLES);
    expect(config.telemetry.attributionSample).toBe(expected);
    expect(errors).toHaveLength(errorCount);
  });
});

describe('the disclosure’s names', () => {
  it('reads each name and privacy policy, trimmed', () => {
    const { config, errors } = parseConfig({
      TABIJI_OPERATOR_NAME: ' Tabiji KK ',
      TABIJI_GEO_LOOKUP_RECIPIENT_NAME: 'ip-api',
      TABIJI_GEO_LOOKUP_PRIVACY_URL: 'https://ip-api.example/privacy',
      TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME: 'Hotels KK',
    }, CORE_VARIABLES);
    expect(errors).toEqual([]);
    expect(config.disclosure.operatorName).toBe('Tabiji KK');
    expect(config.disclosure.geoLookup).toEqual({ name: 'ip-api', privacyUrl: 'https://ip-api.example/privacy' });
    expect(config.disclosure.hotelAffiliate).toEqual({ name: 'Hotels KK', privacyUrl: null });
    expect(config.disclosure.eventLog).toEqual({ name: '', privacyUrl: null });
  });

  it.each(['javascript:alert(1)', 'ip-api.example/privacy', '/privacy', 'ftp://ip-api.example/'])('refuses the privacy policy %j, naming the setting', (value) => {
    const { config, errors } = parseConfig({ TABIJI_GEO_LOOKUP_PRIVACY_URL: value }, CORE_VARIABLES);
    expect(config.disclosure.geoLookup.privacyUrl).toBeNull();
    expect(errors).toEqual([expect.stringContaining('TABIJI_GEO_LOOKUP_PRIVACY_URL must be an absolute http(s) URL')]);
  });
});

describe('the core settings', () => {
  it('name no vendor: identity, ads and push messaging settings are their adapters’', () => {
    const { config } = parseConfig({ TABIJI_FIREBASE_API_KEY: 'api-key-probe', TABIJI_PUSH_VAPID_KEY: 'vapid-probe', TABIJI_GPT_SCRIPT_URL: 'https://ads.example/gpt.js' }, CORE_VARIABLES);
    expect(Object.keys(CORE_VARIABLES).filter((name) => /FIREBASE|GPT|VAPID|SERVICE_WORKER|IDENTITY|HOST_SESSION/.test(name))).toEqual([]);
    expect(JSON.stringify(config)).not.toMatch(/api-key-probe|vapid-probe|ads\.example/);
  });
});

/** A small table in the shape of configVariables.json and the adapters' lists. */
const TABLE: VariableTable = {
  A_HOST: { default: '', required: true },
  A_URL: { default: '/a', required: false },
  A_NAME: { default: '', required: false, requiredWhenAbsolute: 'A_URL' },
  A_PRIVACY_URL: { default: '', required: false, format: 'http-url' },
};

describe('settingText', () => {
  it.each([
    [{ A_URL: ' https://a.example/ ' }, 'https://a.example/'],
    [{ A_URL: '   ' }, '/a'],
    [{}, '/a'],
  ])('%j → %j', (raw, expected) => {
    expect(settingText(TABLE, raw, 'A_URL')).toBe(expected);
  });

  it('gives a blank for a name the table does not list', () => {
    expect(settingText(TABLE, {}, 'NOT_LISTED')).toBe('');
  });
});

describe('missingRequiredIn', () => {
  it('names the required variables that are unset or blank, in the table’s order', () => {
    expect(missingRequiredIn(TABLE, {})).toEqual(['A_HOST']);
    expect(missingRequiredIn(TABLE, { A_HOST: '  ' })).toEqual(['A_HOST']);
    expect(missingRequiredIn(TABLE, { A_HOST: 'x' })).toEqual([]);
  });

  it.each([
    ['/a/path', []],
    ['https://a.example/', ['A_NAME']],
    ['HTTP://A.example/', ['A_NAME']],
  ])('requires the name once the URL %s is absolute: %j', (url, missing) => {
    expect(missingRequiredIn(TABLE, { A_HOST: 'x', A_URL: url })).toEqual(missing);
    expect(missingRequiredIn(TABLE, { A_HOST: 'x', A_URL: url, A_NAME: 'A KK' })).toEqual([]);
  });
});

describe('invalidSettingsIn', () => {
  it.each(['javascript:alert(1)', 'a.example/privacy', '/privacy', 'ftp://a.example/'])('refuses %j for an http-url setting, naming it', (value) => {
    expect(invalidSettingsIn(TABLE, { A_PRIVACY_URL: value })).toEqual([`A_PRIVACY_URL must be an absolute http(s) URL, got "${value}"`]);
  });

  it('accepts an http(s) address, a blank one, and any value of a setting without a format', () => {
    expect(invalidSettingsIn(TABLE, { A_PRIVACY_URL: 'https://a.example/privacy', A_URL: 'javascript:alert(1)' })).toEqual([]);
    expect(invalidSettingsIn(TABLE, { A_PRIVACY_URL: ' ' })).toEqual([]);
  });
});

describe('isHttpUrl and splitList', () => {
  it.each([
    ['https://a.example/', true],
    ['http://127.0.0.1:8191/', true],
    ['ftp://a.example/', false],
    ['/privacy', false],
    ['', false],
  ])('isHttpUrl(%j) → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });

  it('splits a comma-separated setting into trimmed, non-blank items', () => {
    expect(splitList(' a.example , ,b.example,')).toEqual(['a.example', 'b.example']);
    expect(splitList('')).toEqual([]);
  });
});
