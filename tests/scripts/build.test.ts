/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REQUIRED_VARIABLES } from '../../src/domain/config';

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
});
