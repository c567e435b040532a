// Starts the demo stack (demo/start.mjs) for a measurement and stops it again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** How long the geo stand-in takes to answer in bench stacks: a real IP lookup's round trip, not an instant answer. */
export const GEO_DELAY_MS = Number(process.env.TABIJI_DEMO_GEO_DELAY_MS ?? 150);

/** Starts the stack on `port` and resolves with a stop function once the top page answers. */
export async function startStack(port) {
  const child = spawn(process.execPath, [path.join(ROOT, 'demo/start.mjs'), '--skip-build'], {
    cwd: ROOT,
    // Test hooks on: the event-log measurement reads back what the collector stored (GET /api/event-logs).
    env: {
      ...process.env,
      PORT: String(port),
      TABIJI_DEMO_TEST_HOOKS: '1',
      TABIJI_DEMO_DATA_DIR: path.join(ROOT, 'bench/results/demo-data'),
      TABIJI_DEMO_GEO_DELAY_MS: String(GEO_DELAY_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let isStopping = false;
  // A stack that dies mid-measurement shows up as refused connections; its own output says why.
  child.once('exit', (code, signal) => {
    if (!isStopping) console.error(`bench: the demo stack stopped (code ${code}, signal ${signal}):\n${output.slice(-4000)}`);
  });
  const stop = () =>
    new Promise((resolve) => {
      isStopping = true;
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo stack stopped while starting:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/en/`);
      if (response.ok) return stop;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the demo stack did not answer on port ${port} within 120 s:\n${output}`);
}
