/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../..');

/** Runs an ES module snippet from the repository root; its last line of output is JSON. */
function runModule(code: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr, json: result.status === 0 ? JSON.parse(result.stdout.trim().split('\n').pop() ?? 'null') : null };
}

const PORTS = `
  import { e2eStack } from './scripts/e2eStack.mjs';
  import { DEFAULT_PORTS } from './demo/config.mjs';
  console.log(JSON.stringify({ e2e: e2eStack(), start: DEFAULT_PORTS }));`;

describe('two demo stacks side by side (npm test while npm start runs)', () => {
  const clean = { E2E_PORT: '', E2E_RENDER_PORT: '', E2E_AUTH_PORT: '', E2E_GEO_PORT: '' };

  it('gives the browser tests a port of their own for every service npm start runs', () => {
    const { e2e, start } = runModule(PORTS, clean).json as { e2e: Record<string, number | string>; start: Record<string, number> };
    const startPorts = new Set(Object.values(start));
    for (const name of ['port', 'renderPort', 'authPort', 'geoPort']) expect(startPorts.has(e2e[name] as number)).toBe(false);
    expect(e2e['TABIJI_FIREBASE_AUTH_EMULATOR_URL']).toBe(`http://127.0.0.1:${e2e['authPort']}`);
    expect(e2e['TABIJI_GEO_LOOKUP_URL']).toBe(`http://127.0.0.1:${e2e['geoPort']}/json`);
    // The emulator suite keeps one hub locator per project: the tests' project differs from demo.env's.
    expect(e2e['TABIJI_FIREBASE_PROJECT_ID']).not.toBe(/TABIJI_FIREBASE_PROJECT_ID=(.*)/.exec(readFileSync(path.join(root, 'demo/demo.env'), 'utf8'))?.[1]);
  });

  it('lets the environment move each test port, and the URLs built into the bundle follow', () => {
    const { e2e } = runModule(PORTS, { ...clean, E2E_AUTH_PORT: '9311', E2E_GEO_PORT: '8311' }).json as { e2e: Record<string, number | string> };
    expect(e2e).toMatchObject({ authPort: 9311, geoPort: 8311, TABIJI_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9311', TABIJI_GEO_LOOKUP_URL: 'http://127.0.0.1:8311/json' });
  });

  it('refuses a port that is not one, naming the variable', () => {
    const result = runModule(PORTS, { ...clean, E2E_AUTH_PORT: '99999' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('E2E_AUTH_PORT must be a TCP port');
  });
});

describe("a stack's copy of the build", () => {
  const built = (urls: Record<string, string>) => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tabiji-dist-'));
    writeFileSync(path.join(dist, 'tabiji.0123abcd.js'), `var c={${Object.entries(urls).map(([name, value]) => `${name}:${JSON.stringify(value)}`).join(',')}};`);
    return dist;
  };
  const copy = (from: string, expected: Record<string, string>) =>
    runModule(`
      import { copyBuild } from './demo/stackBuild.mjs';
      import { readdirSync } from 'node:fs';
      copyBuild({ from: ${JSON.stringify(from)}, to: ${JSON.stringify(path.join(from, '..', `${path.basename(from)}-copy`))}, expected: ${JSON.stringify(expected)} });
      console.log(JSON.stringify(readdirSync(${JSON.stringify(path.join(from, '..', `${path.basename(from)}-copy`))})));`);
  const testStack = { TABIJI_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199', TABIJI_GEO_LOOKUP_URL: 'http://127.0.0.1:8191/json' };

  it('is served when the bundle was built for this stack', () => {
    expect(copy(built(testStack), testStack).json).toEqual(['tabiji.0123abcd.js']);
  });

  it("is refused, naming each service and the build to run, when the bundle calls another stack's services", () => {
    const result = copy(built(testStack), { TABIJI_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', TABIJI_GEO_LOOKUP_URL: 'http://127.0.0.1:8191/json' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('TABIJI_FIREBASE_AUTH_EMULATOR_URL is not http://127.0.0.1:9099');
    expect(result.stderr).not.toContain('TABIJI_GEO_LOOKUP_URL is not');
    expect(result.stderr).toContain('npm run build:e2e');
  });

  it('does not take a longer URL for the expected one (port 91 inside 9199)', () => {
    const result = copy(built(testStack), { TABIJI_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:91' });
    expect(result.status).not.toBe(0);
  });
});
