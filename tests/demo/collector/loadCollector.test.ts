/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

// scripts/loadCollector.mjs at a small size: the collector over HTTP, batches posted at once with retries among
// them, and the store checked for every record exactly once. A regression in de-duplication or in the counts fails it.

const SCRIPT = path.join(__dirname, '../../../scripts/loadCollector.mjs');

function runLoadTest(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { timeout: 90_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

it('stores 1,000 records posted 8 at a time, retries included, each exactly once', async () => {
  const { code, stdout, stderr } = await runLoadTest(['--records', '1000', '--concurrency', '8', '--time-limit', '60', '--seed', '7']);
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  expect(stdout).toMatch(/stored 1,000 of 1,000 unique records: 0 lost, 0 doubled, 0 altered or unknown; answers said 1,000 stored, (\d[\d,]*) duplicates \(\1 re-sent\)/);
  expect(stdout).not.toMatch(/answers said 1,000 stored, 0 duplicates/);
  expect(stdout).toMatch(/request latency: p50 [\d.,]+ ms, p95 [\d.,]+ ms/);
  expect(stdout.trim().split('\n').at(-1)).toBe('loadCollector: PASS');
}, 100_000);
