import { invalidSettings, missingRequired, parseConfig, REQUIRED_VARIABLES } from '../../src/domain/config';

describe('parseConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const { config, errors } = parseConfig({});
    expect(errors).toEqual([]);
    expect(config.eventLogUrl).toBe('/api/event-logs');
    expect(config.placeApiUrl).toBe('/api/place/');
    expect(config.formsPostEntryPath).toBe('/entry/');
    expect(config.flightAffiliate.childAgeYears).toBe(10);
    expect(config.flightAffiliate.infantAgeMonths).toBe(1);
    expect(config.ads.gptScriptUrl).toBe('https://pagead2.googlesyndication.com/tag/js/gpt.js');
    expect(config.push.serviceWorkerUrl).toBe('/firebase-messaging-sw.js');
  });

  it('takes set values, trimmed, over the defaults', () => {
    const { config } = parseConfig({
      TABIJI_EVENT_LOG_URL: ' https://collector.example/logs ',
      TABIJI_FIREBASE_PROJECT_ID: 'tabiji-prod',
      TABIJI_FLIGHT_CHILD_AGE_YEARS: '11',
      TABIJI_FLIGHT_INFANT_AGE_MONTHS: '0',
      TABIJI_PUSH_LINK_ALLOWLIST: 'https://a.example, https://b.example,,',
    });
    expect(config.eventLogUrl).toBe('https://collector.example/logs');
    expect(config.firebase.projectId).toBe('tabiji-prod');
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
    const { config, errors } = parseConfig({ [name]: value });
    const field = name === 'TABIJI_FLIGHT_CHILD_AGE_YEARS' ? 'childAgeYears' : 'infantAgeMonths';
    expect(config.flightAffiliate[field]).toBeNaN();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(name);
    expect(errors[0]).toContain(`"${value}"`);
  });
});

describe('missingRequired', () => {
  it('names every required variable when none is set, and only those', () => {
    expect(missingRequired({})).toEqual(REQUIRED_VARIABLES);
    expect(REQUIRED_VARIABLES).toEqual(
      expect.arrayContaining(['TABIJI_FIREBASE_API_KEY', 'TABIJI_PRODUCTION_HOST', 'TABIJI_GEO_LOOKUP_URL']),
    );
    expect(REQUIRED_VARIABLES).not.toContain('TABIJI_EVENT_LOG_URL');
  });

  it('treats blank values as missing', () => {
    const allSet = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'x']));
    expect(missingRequired(allSet)).toEqual([]);
    expect(missingRequired({ ...allSet, TABIJI_FIREBASE_APP_ID: '  ' })).toEqual(['TABIJI_FIREBASE_APP_ID']);
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
    const { config, errors } = parseConfig(value === undefined ? {} : { TABIJI_VITALS_ATTRIBUTION_SAMPLE: value });
    expect(config.telemetry.attributionSample).toBe(expected);
    expect(errors).toHaveLength(errorCount);
  });
});

describe('the disclosure’s names', () => {
  it('requires the operator and every always-listed recipient by name', () => {
    expect(REQUIRED_VARIABLES).toEqual(expect.arrayContaining([
      'TABIJI_OPERATOR_NAME',
      'TABIJI_GEO_LOOKUP_RECIPIENT_NAME',
      'TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME',
      'TABIJI_FLIGHT_AFFILIATE_RECIPIENT_NAME',
    ]));
    const allSet = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'x']));
    expect(missingRequired({ ...allSet, TABIJI_GEO_LOOKUP_RECIPIENT_NAME: '' })).toEqual(['TABIJI_GEO_LOOKUP_RECIPIENT_NAME']);
  });

  it.each([
    ['/api/event-logs', []],
    ['https://collector.example/logs', ['TABIJI_EVENT_LOG_RECIPIENT_NAME']],
  ])('with TABIJI_EVENT_LOG_URL %s the collector’s name is missing: %j', (url, missing) => {
    const allSet = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'x']));
    expect(missingRequired({ ...allSet, TABIJI_EVENT_LOG_URL: url })).toEqual(missing);
  });

  it('reads each name and privacy policy, trimmed', () => {
    const { config, errors } = parseConfig({
      TABIJI_OPERATOR_NAME: ' Tabiji KK ',
      TABIJI_GEO_LOOKUP_RECIPIENT_NAME: 'ip-api',
      TABIJI_GEO_LOOKUP_PRIVACY_URL: 'https://ip-api.example/privacy',
      TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME: 'Hotels KK',
    });
    expect(errors).toEqual([]);
    expect(config.disclosure.operatorName).toBe('Tabiji KK');
    expect(config.disclosure.geoLookup).toEqual({ name: 'ip-api', privacyUrl: 'https://ip-api.example/privacy' });
    expect(config.disclosure.hotelAffiliate).toEqual({ name: 'Hotels KK', privacyUrl: null });
    expect(config.disclosure.eventLog).toEqual({ name: '', privacyUrl: null });
  });

  it.each(['javascript:alert(1)', 'ip-api.example/privacy', '/privacy', 'ftp://ip-api.example/'])('refuses the privacy policy %j, naming the setting', (value) => {
    const { config, errors } = parseConfig({ TABIJI_GEO_LOOKUP_PRIVACY_URL: value });
    expect(config.disclosure.geoLookup.privacyUrl).toBeNull();
    expect(errors).toEqual([expect.stringContaining('TABIJI_GEO_LOOKUP_PRIVACY_URL must be an absolute http(s) URL')]);
    expect(invalidSettings({ TABIJI_GEO_LOOKUP_PRIVACY_URL: value })).toEqual([`TABIJI_GEO_LOOKUP_PRIVACY_URL must be an absolute http(s) URL, got "${value}"`]);
  });
});
