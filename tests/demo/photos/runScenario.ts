import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.join(__dirname, '../../..');

/**
 * Runs `source`, an ES module that imports the demo's .mjs files (paths from the repository root, './demo/…') and
 * writes one JSON value to stdout, in a child Node process (Jest runs these tests as CommonJS and cannot import .mjs),
 * and returns that value.
 */
export function runScenario<Result>(source: string): Result {
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', source], { cwd: ROOT, encoding: 'utf8' })) as Result;
}
