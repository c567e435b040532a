/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COLLECTOR_PROTOCOLS } from '../../src/composition/collectorProtocol';
import { IDENTITY_ADAPTERS } from '../../src/composition/settings';
import { CONFIG_VARIABLES, REQUIRED_VARIABLES } from '../../src/composition/variables';

const root = path.join(__dirname, '../..');

/** Runs the production build script with only the given TABIJI_* variables set. */
function build(variables: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('TABIJI_')));
  return spawnSync(process.execPath, ['scripts/build.mjs', '--check-only', '--no-env-files'], { cwd: root, env: { ...env, ...variables }, encoding: 'utf8' });
}

describe('npm run build without production configuration', () => {
  it('stops before bundling and names every missing required variable', () => {
    const result = build({});
    expect(result.status).toBe(1);
    for (const name of REQUIRED_VARIABLES) expect(result.stderr).toContain(name);
  });

  it('names only what is still missing', () => {
    const allButOne = Object.fromEntries(REQUIRED_VARIABLES.slice(1).map((name) => [name, 'set']));
    const result = build(allButOne);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`missing: ${REQUIRED_VARIABLES[0]}.`);
  });

  it('passes the check once every required variable is set', () => {
    const all = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'set']));
    expect(build(all).status).toBe(0);
  });

  it.each(['TABIJI_OPERATOR_NAME', 'TABIJI_GEO_LOOKUP_RECIPIENT_NAME', 'TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME', 'TABIJI_FLIGHT_AFFILIATE_RECIPIENT_NAME'])(
    'refuses a build whose disclosure would not name %s, saying why',
    (name) => {
      const all = Object.fromEntries(REQUIRED_VARIABLES.map((required) => [required, 'set']));
      const result = build({ ...all, [name]: ' ' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`required configuration is missing: ${name}.`);
      expect(result.stderr).toContain('names the operator and every recipient (電気通信事業法第27条の12)');
    },
  );

  it('requires the event-log collector’s name only once the collector is on another origin', () => {
    const all = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'set']));
    expect(build({ ...all, TABIJI_EVENT_LOG_URL: '/api/event-logs' }).status).toBe(0);
    const elsewhere = build({ ...all, TABIJI_EVENT_LOG_URL: 'https://collector.example/logs' });
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain('missing: TABIJI_EVENT_LOG_RECIPIENT_NAME.');
    expect(build({ ...all, TABIJI_EVENT_LOG_URL: 'https://collector.example/logs', TABIJI_EVENT_LOG_RECIPIENT_NAME: 'Collector KK' }).status).toBe(0);
  });

  it.each(['javascript:alert(1)', 'hotels.example/privacy', '/privacy'])('refuses a privacy policy address that is not http(s): %s', (value) => {
    const all = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'set']));
    const result = build({ ...all, TABIJI_HOTEL_AFFILIATE_PRIVACY_URL: value });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`TABIJI_HOTEL_AFFILIATE_PRIVACY_URL must be an absolute http(s) URL, got "${value}"`);
  });

  it('accepts http(s) privacy policy addresses', () => {
    const all = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'set']));
    expect(build({ ...all, TABIJI_HOTEL_AFFILIATE_PRIVACY_URL: 'https://hotels.example/privacy', TABIJI_GEO_LOOKUP_PRIVACY_URL: 'http://geo.example/p' }).status).toBe(0);
  });

  it('passes with demo/demo.env, as npm start, the browser tests and the bench build', () => {
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--demo', '--check-only', '--no-env-files'], {
      cwd: root,
      env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('TABIJI_'))),
      encoding: 'utf8',
    });
    expect([result.status, result.stderr]).toEqual([0, '']);
  });

  it.each(['host-session', 'firebase'])('passes with TABIJI_IDENTITY=%s', (identity) => {
    const all = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'set']));
    expect(build({ ...all, TABIJI_IDENTITY: identity }).status).toBe(0);
  });

  it('refuses an identity adapter it does not know, naming the choices', () => {
    const all = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'set']));
    const result = build({ ...all, TABIJI_IDENTITY: 'auth0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`TABIJI_IDENTITY must be one of ${IDENTITY_ADAPTERS.join(', ')}, got "auth0"`);
  });

  it('refuses a collector protocol it does not know, and Segment without its write key', () => {
    const all = Object.fromEntries(REQUIRED_VARIABLES.map((name) => [name, 'set']));
    const unknown = build({ ...all, TABIJI_EVENT_LOG_PROTOCOL: 'posthog' });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(`TABIJI_EVENT_LOG_PROTOCOL must be one of ${COLLECTOR_PROTOCOLS.join(', ')}, got "posthog"`);
    const segment = build({ ...all, TABIJI_EVENT_LOG_PROTOCOL: 'segment' });
    expect(segment.status).toBe(1);
    expect(segment.stderr).toContain('TABIJI_EVENT_LOG_PROTOCOL=segment needs TABIJI_EVENT_LOG_WRITE_KEY');
    expect(build({ ...all, TABIJI_EVENT_LOG_PROTOCOL: 'segment', TABIJI_EVENT_LOG_WRITE_KEY: 'wk' }).status).toBe(0);
  });
});

describe('the build script’s copy of the settings', () => {
  const script = readFileSync(path.join(root, 'scripts/build.mjs'), 'utf8');

  it('reads the same variable tables as CONFIG_VARIABLES', () => {
    const files = [...(/const VARIABLE_FILES = \[([^\]]*)\]/.exec(script)?.[1] ?? '').matchAll(/'([^']+\.json)'/g)].map((match) => match[1]!);
    const names = files.flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8'))));
    expect(names.sort()).toEqual(Object.keys(CONFIG_VARIABLES).sort());
  });

  it('knows the same identity adapters as the composition', () => {
    expect(script).toContain(`const IDENTITY_ADAPTERS = [${IDENTITY_ADAPTERS.map((name) => `'${name}'`).join(', ')}];`);
  });

  it('knows the same collector protocols as the composition', () => {
    expect(script).toContain(`const COLLECTOR_PROTOCOLS = [${COLLECTOR_PROTOCOLS.map((name) => `'${name}'`).join(', ')}];`);
  });
});
