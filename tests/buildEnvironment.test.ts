import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ONLY_VARIABLES } from '../src/domain/config';
import VARIABLES from '../src/domain/configVariables.json';

const BUNDLED = Object.keys(VARIABLES).filter((name) => !(SERVER_ONLY_VARIABLES as string[]).includes(name));

describe('buildEnvironment', () => {
  const source = readFileSync(path.join(__dirname, '../src/buildEnvironment.ts'), 'utf8');

  it.each(BUNDLED)('reads %s literally so Parcel can inline it', (name) => {
    expect(source).toContain(`${name}: process.env.${name},`);
  });

  it('reads nothing that is not documented in configVariables.json', () => {
    const read = [...source.matchAll(/: process\.env\.(\w+)/g)].map((match) => match[1]);
    expect(read.sort()).toEqual(BUNDLED.sort());
  });

  it('leaves the server-only settings (the disclosure’s names) out of the browser bundle', () => {
    expect(SERVER_ONLY_VARIABLES).toEqual(expect.arrayContaining(['TABIJI_OPERATOR_NAME', 'TABIJI_GEO_LOOKUP_RECIPIENT_NAME']));
    for (const name of SERVER_ONLY_VARIABLES) expect(source).not.toContain(name);
  });
});
