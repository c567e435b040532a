import { missingRequired, parseConfig, REQUIRED_VARIABLES } from '../../src/domain/config';

describe('parseConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const { config, errors } = parseConfig({});
    expect(errors).toEqual([]);
    expect(config.eventLogUrl).toBe('/api/event-logs');
    expect(config.placeApiUrl).toBe('/api/place/');
    expect(config.formsPostEntryPath).toBe('/entry/');
    expect(config.flightAffiliate.childAgeYears).toBe(10);
    expect(config.flightAffiliate.infantAgeMonths).toBe(1);
    expect(config.ads.gptScriptUrl).toBe('https://securepubads.g.doubleclick.net/tag/js/gpt.js');
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
