/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../..');

/** Runs `body` as an ES module beside scripts/compileHints.mjs with `input`; returns its exit status and output. */
function run(body: string, input: unknown): { status: number | null; stdout: string; stderr: string } {
  const code = `import * as hints from ${JSON.stringify(path.join(root, 'scripts/compileHints.mjs'))}; const input = ${JSON.stringify(input)}; ${body}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
}

/** A dist folder holding `files`. */
function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tabiji-hints-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  return dist;
}

describe('the islands’ start-up bundles’ compile hint (scripts/compileHints.mjs)', () => {
  const code = 'function a(){return 1}\nfunction b(){return a()}\n//# sourceMappingURL=boot.0a1b.js.map\n';
  // Line 2, column 0 of the built file comes from src/boot.ts line 7, column 2.
  const map = { version: 3, sources: ['src/boot.ts'], names: [], mappings: 'AAAA;AAMA', file: 'boot.0a1b.js' };

  it('puts the magic comment on the first line and keeps the source map pointing at the same code', () => {
    const dist = distWith({ 'boot.0a1b.js': code, 'boot.0a1b.js.map': JSON.stringify(map), 'client.5e6f.js': 'dom()', 'islandsChunk.3c4d.js': 'islands()', 'boot.7a8b.js': 'react()', 'visit.2b3c.js': 'services()', 'tabiji.99ff.js': 'entry()', 'axios.1c2d.js': 'later()' });
    const result = run('console.log(JSON.stringify(hints.hintIslandsStartUp(input)))', dist);
    expect(JSON.parse(result.stdout)).toEqual(['boot.0a1b.js', 'boot.7a8b.js', 'client.5e6f.js', 'islandsChunk.3c4d.js', 'visit.2b3c.js']);
    expect(readFileSync(path.join(dist, 'visit.2b3c.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nservices()');
    expect(readFileSync(path.join(dist, 'client.5e6f.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\ndom()');
    expect(readFileSync(path.join(dist, 'axios.1c2d.js'), 'utf8')).toBe('later()');
    const hinted = readFileSync(path.join(dist, 'boot.0a1b.js'), 'utf8');
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    const shifted = new SourceMap(JSON.parse(readFileSync(path.join(dist, 'boot.0a1b.js.map'), 'utf8')));
    // `function b` is now on line 3 (index 2) and still maps to src/boot.ts line 7.
    expect(shifted.findEntry(2, 0)).toMatchObject({ originalSource: 'src/boot.ts', originalLine: 6, originalColumn: 0 });
    expect(readFileSync(path.join(dist, 'tabiji.99ff.js'), 'utf8')).toBe('entry()');
  });

  it('adds the hint once, however often the build step runs', () => {
    const dist = distWith({ 'boot.0a1b.js': code, 'boot.0a1b.js.map': JSON.stringify(map), 'client.5e6f.js': 'dom()', 'islandsChunk.3c4d.js': 'islands()', 'visit.2b3c.js': 'services()' });
    run('hints.hintIslandsStartUp(input); hints.hintIslandsStartUp(input)', dist);
    expect(readFileSync(path.join(dist, 'boot.0a1b.js'), 'utf8')).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(JSON.parse(readFileSync(path.join(dist, 'boot.0a1b.js.map'), 'utf8')).mappings).toBe(';AAAA;AAMA');
  });

  it('hints a bundle built without a source map', () => {
    const dist = distWith({ 'boot.0a1b.js': code, 'client.5e6f.js': 'dom()', 'islandsChunk.3c4d.js': 'islands()', 'visit.2b3c.js': 'services()' });
    expect(run('hints.hintIslandsStartUp(input)', dist).status).toBe(0);
    expect(readFileSync(path.join(dist, 'boot.0a1b.js'), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });

  it.each([
    ['no visit services bundle', { 'boot.0a1b.js': code, 'client.5e6f.js': 'dom()', 'islandsChunk.3c4d.js': 'islands()', 'tabiji.99ff.js': 'entry()' }, /no visit\./],
    ['no islands\' services bundle', { 'visit.2b3c.js': 'services()', 'client.5e6f.js': 'dom()', 'islandsChunk.3c4d.js': 'islands()', 'tabiji.99ff.js': 'entry()' }, /no boot\./],
    ['no islands chunk', { 'visit.2b3c.js': 'services()', 'boot.0a1b.js': code, 'client.5e6f.js': 'dom()' }, /no islandsChunk\./],
    ['no React DOM bundle beside it', { 'visit.2b3c.js': 'services()', 'boot.0a1b.js': code, 'islandsChunk.3c4d.js': 'islands()' }, /no client\./],
  ])('refuses a build with %s', (_, files, message) => {
    const result = run('hints.hintIslandsStartUp(input)', distWith(files));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
  });
});
