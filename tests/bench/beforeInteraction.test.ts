/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '../..');

/** Runs `body` as an ES module with bench/beforeInteraction.mjs and bench/report.mjs imported; returns what it prints. */
function run(body: string): unknown {
  const code = `import { idleJavaScript } from ${JSON.stringify(path.join(root, 'bench/beforeInteraction.mjs'))};
import { verdicts } from ${JSON.stringify(path.join(root, 'bench/report.mjs'))};
${body}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('the bench’s JavaScript before the first interaction (bench/beforeInteraction.mjs)', () => {
  it('adds the head’s inline code and each of Tabiji’s files once, leaving out files that are not Tabiji’s', () => {
    const figure = run(`const sizes = { 'tabiji.1.js': 3000, 'pageViewClaim.2.js': 9000 };
console.log(JSON.stringify(idleJavaScript([
  'http://127.0.0.1:8383/tabiji/pageViewClaim.2.js',
  'http://127.0.0.1:8383/tabiji/tabiji.1.js',
  'http://127.0.0.1:8383/tabiji/tabiji.1.js?again',
  'http://127.0.0.1:8383/stand-ins/gpt.js',
], 975, (name) => sizes[name])));`);
    expect(figure).toEqual({ files: [{ name: 'pageViewClaim.2.js', gzip: 9000 }, { name: 'tabiji.1.js', gzip: 3000 }], gzip: 12975 });
  });

  it('the largest page and visitor state decides the budget', () => {
    const checks = run(`console.log(JSON.stringify(verdicts({ beforeInteraction: {
  'no choice /en/': { files: [], gzip: 14 * 1024 },
  'after a choice /en/articles/1': { files: [], gzip: 16 * 1024 },
} }, { jsBeforeInteractionGzipKB: 15 })));`) as { name: string; holds: boolean; measured: string }[];
    expect(checks).toEqual([expect.objectContaining({ holds: false, measured: '16.0' })]);
    expect(checks[0]!.name).toContain('after a choice /en/articles/1');
  });
});
