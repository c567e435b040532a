import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, SERVER_ONLY_VARIABLES } from '../src/composition/variables';

/** Every setting the bundle reads: Tabiji's own, the composition's and each adapter's, less the server-only ones. */
const BUNDLED = Object.keys(CONFIG_VARIABLES).filter((name) => !SERVER_ONLY_VARIABLES.includes(name));

describe('buildEnvironment', () => {
  const source = readFileSync(path.join(__dirname, '../src/buildEnvironment.ts'), 'utf8');

  it.each(BUNDLED)('reads %s literally so Parcel can inline it', (name) => {
    expect(source).toContain(`${name}: process.env.${name},`);
  });

  it('reads nothing that is not documented in a variables table (configVariables.json, the composition’s or an adapter’s)', () => {
    const read = [...source.matchAll(/: process\.env\.(\w+)/g)].map((match) => match[1]);
    expect(read.sort()).toEqual(BUNDLED.sort());
  });

  it('reads the adapters’ and the composition’s settings too', () => {
    expect(BUNDLED).toEqual(expect.arrayContaining(['TABIJI_FIREBASE_API_KEY', 'TABIJI_PUSH_VAPID_KEY', 'TABIJI_GPT_SCRIPT_URL', 'TABIJI_IDENTITY', 'TABIJI_HOST_SESSION_URL']));
  });

  it('leaves the server-only settings (the disclosure’s names) out of the browser bundle', () => {
    expect(SERVER_ONLY_VARIABLES).toEqual(expect.arrayContaining(['TABIJI_OPERATOR_NAME', 'TABIJI_GEO_LOOKUP_RECIPIENT_NAME']));
    for (const name of SERVER_ONLY_VARIABLES) expect(source).not.toContain(name);
  });
});
