// Starts the demo stack (demo/start.mjs) for a measurement and stops it again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectorUrls, stackUrls } from '../scripts/e2eStack.mjs';

export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** How long the geo stand-in takes to answer in bench stacks: a real IP lookup's round trip, not an instant answer. */
export const GEO_DELAY_MS = Number(process.env.TABIJI_DEMO_GEO_DELAY_MS ?? 150);

/**
 * The bench stack's services, all on ports derived from the bench's own (BENCH_PORT, default 8383), as the browser
 * tests' stack does (8181: geo 8191, render 8192, Auth 9199), so a bench never shares a service with `npm start`
 * (8080, 8091, 8092, 9099), the browser tests or another bench: geo +10, render service +11, Auth emulator +1018;
 * the render-service measurement's own service +1; the stand-in collector +12, where the bench measures a build of
 * a standard collector protocol (TABIJI_EVENT_LOG_PROTOCOL=snowplow npm run bench). The Firebase project differs
 * too (the emulator suite keeps one hub locator per project). The bundle is built with these URLs
 * (`buildEnvironment`), and the stack refuses a build made for other ports.
 */
export function benchPorts(port) {
  return { port, geoPort: port + 10, renderPort: port + 11, authPort: port + 1018, renderServicePort: port + 1, collectorPort: port + 12, projectId: `demo-tabiji-bench-${port}` };
}

/** What `scripts/build.mjs --demo` needs in its environment to build the bundle for the bench stack on `port`. */
export function buildEnvironment(port) {
  const { geoPort, authPort, collectorPort, projectId } = benchPorts(port);
  const protocol = process.env.TABIJI_EVENT_LOG_PROTOCOL?.trim() || 'tabiji';
  return { ...stackUrls({ authPort, geoPort }), ...collectorUrls({ protocol, collectorPort }), TABIJI_FIREBASE_PROJECT_ID: projectId };
}

/** Starts the stack on `port` and resolves with a stop function once the top page answers. */
export async function startStack(port) {
  const { geoPort, renderPort, authPort, collectorPort } = benchPorts(port);
  const child = spawn(process.execPath, [path.join(ROOT, 'demo/start.mjs'), '--skip-build'], {
    cwd: ROOT,
    // Test hooks on: the event-log measurement reads back what the collector stored (GET /api/event-logs).
    env: {
      ...process.env,
      PORT: String(port),
      GEO_PORT: String(geoPort),
      RENDER_PORT: String(renderPort),
      AUTH_PORT: String(authPort),
      COLLECTOR_PORT: String(collectorPort),
      ...buildEnvironment(port),
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
