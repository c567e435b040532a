import { readFileSync } from 'node:fs';
import path from 'node:path';
import VARIABLES from '../src/domain/configVariables.json';

describe('buildEnvironment', () => {
  const source = readFileSync(path.join(__dirname, '../src/buildEnvironment.ts'), 'utf8');

  it.each(Object.keys(VARIABLES))('reads %s literally so Parcel can inline it', (name) => {
    expect(source).toContain(`${name}: process.env.${name},`);
  });

  it('reads nothing that is not documented in configVariables.json', () => {
    const read = [...source.matchAll(/: process\.env\.(\w+)/g)].map((match) => match[1]);
    expect(read.sort()).toEqual(Object.keys(VARIABLES).sort());
  });
});
