/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '../..');

type Figure = { median: number; min: number; max: number };
type Summary = { tbt: Figure; fcp: Figure; lcp: Figure };

/** Runs bench/report.mjs's `noiseFigures` on `noise` in Node (an ES module); returns what it answers. */
function noiseFigures(noise: Record<string, { tabiji: Summary; floor: Summary }>): unknown {
  const code = `import { noiseFigures } from ${JSON.stringify(path.join(root, 'bench/report.mjs'))};
console.log(JSON.stringify(noiseFigures(${JSON.stringify(noise)})));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const figure = (median: number, min: number, max: number): Figure => ({ median, min, max });

describe("the bench's floor against itself (bench/report.mjs noiseFigures)", () => {
  it('reads what the budgets on differences read for two copies of one page', () => {
    const first = { tbt: figure(80, 59, 135), fcp: figure(820, 790, 900), lcp: figure(1000, 950, 1100) };
    const second = { tbt: figure(24, 0, 94), fcp: figure(800, 780, 850), lcp: figure(1250, 1200, 1300) };
    expect(noiseFigures({ '/th/?no-islands': { tabiji: first, floor: second } })).toEqual([
      { url: '/th/?no-islands', firstTbt: 80, secondTbt: 24, tbtDifference: 56, fcpRatio: 820 / 800, lcpRatio: 0.8, tbtMin: 0, tbtMax: 135 },
    ]);
  });

  it('gives a difference of nothing for identical runs', () => {
    const same = { tbt: figure(30, 10, 50), fcp: figure(800, 790, 810), lcp: figure(900, 880, 950) };
    const [only] = noiseFigures({ '/en/': { tabiji: same, floor: same } }) as Array<{ tbtDifference: number; fcpRatio: number }>;
    expect(only?.tbtDifference).toBe(0);
    expect(only?.fcpRatio).toBe(1);
  });
});
