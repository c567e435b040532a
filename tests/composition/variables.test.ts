import FIREBASE_VARIABLE_LIST from '../../src/adapters/firebase/firebaseVariables.json';
import GPT_VARIABLE_LIST from '../../src/adapters/gpt/gptVariables.json';
import COLLECTOR_VARIABLE_LIST from '../../src/adapters/http/collectorVariables.json';
import HOST_SESSION_VARIABLE_LIST from '../../src/adapters/host/hostSessionVariables.json';
import PHOTO_VARIABLE_LIST from '../../src/adapters/photo/photoVariables.json';
import MAPS_VARIABLE_LIST from '../../src/adapters/maps/mapsVariables.json';
import COMPOSITION_VARIABLE_LIST from '../../src/composition/compositionVariables.json';
import {
  CONFIG_VARIABLES,
  invalidSettings,
  missingRequired,
  parseSettings,
  REQUIRED_VARIABLES,
  SERVER_ONLY_VARIABLES,
} from '../../src/composition/variables';
import CORE_VARIABLE_LIST from '../../src/domain/configVariables.json';

const TABLES = [CORE_VARIABLE_LIST, COMPOSITION_VARIABLE_LIST, FIREBASE_VARIABLE_LIST, GPT_VARIABLE_LIST, HOST_SESSION_VARIABLE_LIST, PHOTO_VARIABLE_LIST, MAPS_VARIABLE_LIST, COLLECTOR_VARIABLE_LIST];
const allRequiredSet = (): Record<string, string> => Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'x']));

describe('CONFIG_VARIABLES', () => {
  it('holds every table’s variables, each named by one table only (a later table would silently replace its rules)', () => {
    const names = TABLES.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(CONFIG_VARIABLES).sort()).toEqual([...names].sort());
  });

  it('keeps the server-only settings (the disclosure’s names) apart', () => {
    expect(SERVER_ONLY_VARIABLES).toEqual(expect.arrayContaining(['TABIJI_OPERATOR_NAME', 'TABIJI_GEO_LOOKUP_RECIPIENT_NAME']));
    expect(SERVER_ONLY_VARIABLES).not.toContain('TABIJI_FIREBASE_API_KEY');
  });
});

describe('missingRequired', () => {
  it('names every required variable when none is set, the adapters’ included, and only those', () => {
    expect(missingRequired({})).toEqual(REQUIRED_VARIABLES);
    expect(REQUIRED_VARIABLES).toEqual(
      expect.arrayContaining(['TABIJI_FIREBASE_API_KEY', 'TABIJI_PUSH_VAPID_KEY', 'TABIJI_PRODUCTION_HOST', 'TABIJI_GEO_LOOKUP_URL']),
    );
    expect(REQUIRED_VARIABLES).not.toContain('TABIJI_EVENT_LOG_URL');
    expect(REQUIRED_VARIABLES).not.toContain('TABIJI_IDENTITY');
  });

  it('treats blank values as missing', () => {
    expect(missingRequired(allRequiredSet())).toEqual([]);
    expect(missingRequired({ ...allRequiredSet(), TABIJI_FIREBASE_APP_ID: '  ' })).toEqual(['TABIJI_FIREBASE_APP_ID']);
  });

  it('requires the operator and every always-listed recipient by name', () => {
    expect(REQUIRED_VARIABLES).toEqual(expect.arrayContaining([
      'TABIJI_OPERATOR_NAME',
      'TABIJI_GEO_LOOKUP_RECIPIENT_NAME',
      'TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME',
      'TABIJI_FLIGHT_AFFILIATE_RECIPIENT_NAME',
    ]));
    expect(missingRequired({ ...allRequiredSet(), TABIJI_GEO_LOOKUP_RECIPIENT_NAME: '' })).toEqual(['TABIJI_GEO_LOOKUP_RECIPIENT_NAME']);
  });

  it.each([
    ['/api/event-logs', []],
    ['https://collector.example/logs', ['TABIJI_EVENT_LOG_RECIPIENT_NAME']],
  ])('with TABIJI_EVENT_LOG_URL %s the collector’s name is missing: %j', (url, missing) => {
    expect(missingRequired({ ...allRequiredSet(), TABIJI_EVENT_LOG_URL: url })).toEqual(missing);
  });
});

describe('invalidSettings', () => {
  it.each(['javascript:alert(1)', 'ip-api.example/privacy', '/privacy', 'ftp://ip-api.example/'])('refuses the privacy policy %j, naming the setting', (value) => {
    expect(invalidSettings({ TABIJI_GEO_LOOKUP_PRIVACY_URL: value })).toEqual([`TABIJI_GEO_LOOKUP_PRIVACY_URL must be an absolute http(s) URL, got "${value}"`]);
  });

  it('accepts http(s) privacy policies', () => {
    expect(invalidSettings({ TABIJI_GEO_LOOKUP_PRIVACY_URL: 'https://ip-api.example/privacy', TABIJI_EVENT_LOG_PRIVACY_URL: 'http://collector.example/' })).toEqual([]);
  });
});

describe('parseSettings', () => {
  it('parses Tabiji’s config and each adapter’s slice from one environment', () => {
    const { settings, errors } = parseSettings({
      TABIJI_EVENT_LOG_URL: 'https://collector.example/logs',
      TABIJI_FIREBASE_PROJECT_ID: ' tabiji-prod ',
      TABIJI_PUSH_VAPID_KEY: 'vapid',
      TABIJI_GPT_SCRIPT_URL: 'https://ads.cdn.example/gpt.js',
      TABIJI_HOST_SESSION_URL: '/account/session',
    });
    expect(errors).toEqual([]);
    expect(settings.config.eventLogUrl).toBe('https://collector.example/logs');
    expect(settings.firebase.app.projectId).toBe('tabiji-prod');
    expect(settings.firebase.messaging.vapidKey).toBe('vapid');
    expect(settings.gpt.scriptUrl).toBe('https://ads.cdn.example/gpt.js');
    expect(settings.hostSession).toEqual({ sessionUrl: '/account/session', logoutUrl: '/api/session/logout' });
  });

  it('carries the photo service’s settings', () => {
    const { settings, errors } = parseSettings({ TABIJI_PHOTO_NEW_URL: 'https://photos.example/', TABIJI_PHOTO_OLD_URL: '/legacy', TABIJI_PHOTO_FORMATS: 'avif,jpeg' });
    expect(errors).toEqual([]);
    expect(settings.photo).toEqual({
      newHost: 'https://photos.example', oldHost: '/legacy', urlTemplate: '{host}/{id}/{width}.{format}', widths: [320, 640, 960, 1280], formats: ['avif', 'jpeg'],
    });
    expect(settings.config).not.toHaveProperty('photoNewUrl');
    expect(settings.config).not.toHaveProperty('photoOldUrl');
  });

  it('passes on the photo settings’ errors after the config’s', () => {
    const { errors } = parseSettings({ TABIJI_FLIGHT_CHILD_AGE_YEARS: '40', TABIJI_PHOTO_NEW_URL: 'photos.example', TABIJI_PHOTO_FORMATS: 'gif' });
    expect(errors).toEqual([
      expect.stringContaining('TABIJI_FLIGHT_CHILD_AGE_YEARS'),
      expect.stringContaining('TABIJI_PHOTO_FORMATS: gif unknown'),
      'TABIJI_PHOTO_FORMATS lists no known format; photos are not shown',
      'TABIJI_PHOTO_NEW_URL must be an absolute http(s) URL or a site path, got "photos.example"; its photos are not shown',
    ]);
  });

  it('passes on the config’s errors', () => {
    expect(parseSettings({ TABIJI_FLIGHT_CHILD_AGE_YEARS: '40' }).errors).toEqual([expect.stringContaining('TABIJI_FLIGHT_CHILD_AGE_YEARS')]);
  });

  it.each([
    [undefined, 'firebase'],
    ['firebase', 'firebase'],
    [' host-session ', 'host-session'],
  ])('TABIJI_IDENTITY %j binds %s', (value, identity) => {
    const { settings, errors } = parseSettings(value === undefined ? {} : { TABIJI_IDENTITY: value });
    expect(settings.identity).toBe(identity);
    expect(errors).toEqual([]);
  });

  it.each(['auth0', 'Host-Session', 'host_session'])('refuses TABIJI_IDENTITY %j with a clear error, and binds firebase', (value) => {
    const { settings, errors } = parseSettings({ TABIJI_IDENTITY: value });
    expect(settings.identity).toBe('firebase');
    expect(errors).toEqual([`TABIJI_IDENTITY must be one of firebase, host-session, got "${value}"; using firebase`]);
  });

  it.each([
    [{}, 'tabiji'],
    [{ TABIJI_EVENT_LOG_PROTOCOL: ' snowplow ' }, 'snowplow'],
    [{ TABIJI_EVENT_LOG_PROTOCOL: 'otlp' }, 'otlp'],
    [{ TABIJI_EVENT_LOG_PROTOCOL: 'segment', TABIJI_EVENT_LOG_WRITE_KEY: 'wk' }, 'segment'],
  ])('%j speaks %s to the collector', (raw, protocol) => {
    const { settings, errors } = parseSettings(raw);
    expect(settings.eventLogProtocol).toBe(protocol);
    expect(errors).toEqual([]);
  });

  it('names the site to the pipeline as configured, "tabiji" by default, with the write key as set', () => {
    expect(parseSettings({}).settings.collector).toEqual({ appId: 'tabiji', writeKey: '' });
    expect(parseSettings({ TABIJI_EVENT_LOG_APP_ID: ' guide ', TABIJI_EVENT_LOG_WRITE_KEY: ' wk ' }).settings.collector).toEqual({ appId: 'guide', writeKey: 'wk' });
  });

  it('refuses a protocol it does not know (speaking Tabiji\'s own), and Segment without its write key', () => {
    const unknown = parseSettings({ TABIJI_EVENT_LOG_PROTOCOL: 'posthog' });
    expect(unknown.settings.eventLogProtocol).toBe('tabiji');
    expect(unknown.errors).toEqual(['TABIJI_EVENT_LOG_PROTOCOL must be one of tabiji, snowplow, segment, otlp, got "posthog"; using tabiji']);
    expect(parseSettings({ TABIJI_EVENT_LOG_PROTOCOL: 'segment' }).errors).toEqual([expect.stringContaining('TABIJI_EVENT_LOG_WRITE_KEY must be set')]);
  });
});
