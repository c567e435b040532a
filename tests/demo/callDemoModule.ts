import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

// Reads { modulePath, exportName, calls } as JSON from stdin, so values keep own keys such as "__proto__" the way
// JSON.parse makes them on the collector, and writes the results back as JSON (a promise's once it settles; the calls
// are made one after the other).
const CALLER = `
import { pathToFileURL } from 'node:url';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { modulePath, exportName, calls } = JSON.parse(input);
const module = await import(pathToFileURL(modulePath).href);
const results = [];
for (const args of calls) results.push(await module[exportName](...args));
process.stdout.write(JSON.stringify(results));
`;

/**
 * Calls `exportName` of a demo ES module (path from the repository root) once per argument list, in a child Node
 * process (Jest runs these tests as CommonJS and cannot import .mjs), and returns the results in order (an async
 * export's resolved values).
 * Arguments and results cross as JSON: Sets, functions and undefined do not.
 */
export function callDemoModule<Result>(modulePath: string, exportName: string, calls: readonly (readonly unknown[])[]): Result[] {
  const input = JSON.stringify({ modulePath: path.join(ROOT, modulePath), exportName, calls });
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', CALLER], { cwd: ROOT, input, encoding: 'utf8' });
  return JSON.parse(output) as Result[];
}
