#!/usr/bin/env node
// `npm start`: builds Tabiji and the sign-in bundle, makes sure of the stand-in photos (generated once, then reused),
// prerenders the furniture fragments, then runs the Auth emulator, the geo stand-in, Tabiji's render service and the
// demo server together until Ctrl-C.
// Flags: --skip-build (reuse dist/, or TABIJI_DEMO_BUILD_DIR; builds the sign-in bundle only if missing).
// TABIJI_IDENTITY=host-session: the build signs visitors in with the demo host's own session (demo/hostSession.mjs)
// instead of Firebase Authentication; the stack then runs no Auth emulator.
// Env: PORT (demo server, default 8080), GEO_PORT (location stand-in, default 8091), RENDER_PORT (render service,
// default 8092), AUTH_PORT (Auth emulator, default 9099), TABIJI_DEMO_TEST_HOOKS, TABIJI_DEMO_DATA_DIR,
// TABIJI_DEMO_GEO_MODE,
// TABIJI_DEMO_GEO_DELAY_MS — all passed through to the children.
// The stack serves its own copy of the build (<data dir>/dist), so a later build (npm test's, say) never changes
// the files under a running stack; two stacks with different ports and data dirs run side by side.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { collectorUrls, stackUrls } from '../scripts/e2eStack.mjs';
import { DEFAULT_PORTS, ROOT_DIR, DEMO_DIR, demoDataDir, demoEnvironment, renderPort } from './config.mjs';
import { prerenderFragments } from './pages/prerenderFragments.mjs';
import { ensurePhotos } from './photos/generatePhotos.mjs';
import { copyBuild } from './stackBuild.mjs';
import { buildSignin } from './signin/buildSignin.mjs';

const PORT = Number(process.env.PORT || DEFAULT_PORTS.port);
const GEO_PORT = Number(process.env.GEO_PORT || DEFAULT_PORTS.geoPort);
const AUTH_PORT = Number(process.env.AUTH_PORT || DEFAULT_PORTS.authPort);
const RENDER_PORT = renderPort();
const COLLECTOR_PORT = Number(process.env.COLLECTOR_PORT || DEFAULT_PORTS.collectorPort);
const PROTOCOL = demoEnvironment().TABIJI_EVENT_LOG_PROTOCOL?.trim() || 'tabiji';
const STACK_URLS = { ...stackUrls({ authPort: AUTH_PORT, geoPort: GEO_PORT }), ...collectorUrls({ protocol: PROTOCOL, collectorPort: COLLECTOR_PORT }) };
// The build, the demo server (its CSP), the sign-in page and Tabiji's renderer (the external-transmission page
// lists the services the bundle was built with) all take these from the environment.
Object.assign(process.env, demoEnvironment(), STACK_URLS);
// TABIJI_FIREBASE_PROJECT_ID (demo.env unless set): the emulator suite keeps one hub locator per project.
const PROJECT_ID = demoEnvironment().TABIJI_FIREBASE_PROJECT_ID;
const DIST_COPY = path.join(demoDataDir(), 'dist');
const BUILD_DIR = path.resolve(process.env.TABIJI_DEMO_BUILD_DIR || path.join(ROOT_DIR, 'dist'));
const IS_HOST_SESSION = process.env.TABIJI_IDENTITY === 'host-session';
const STOP_GRACE_MS = 5000;
const isSkippingBuild = process.argv.includes('--skip-build');

/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const children = [];
let isStopping = false;

function build() {
  if (!isSkippingBuild) {
    console.info('▶ Building Tabiji (npm run build:demo)…');
    const result = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/build.mjs'), '--demo'], { cwd: ROOT_DIR, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('the Tabiji build failed (see above)');
  } else if (!existsSync(path.join(BUILD_DIR, 'tabiji.html'))) {
    throw new Error(`--skip-build, but ${path.join(BUILD_DIR, 'tabiji.html')} is missing: run \`npm run build:demo\` first`);
  }
  copyBuild({ from: BUILD_DIR, to: DIST_COPY, expected: { ...STACK_URLS, TABIJI_FIREBASE_PROJECT_ID: PROJECT_ID } });
  if (isSkippingBuild && isSigninBuildCurrent()) return Promise.resolve();
  console.info('▶ Building the demo sign-in bundle…');
  return buildSignin().then(({ buildTime }) => console.info(`  sign-in bundle built in ${buildTime} ms`));
}

/** Whether the demo sign-in bundle exists and is newer than its sources. */
function isSigninBuildCurrent() {
  const output = path.join(DEMO_DIR, '.build', 'assets', 'signin.js');
  if (!existsSync(output)) return false;
  const sources = readdirSync(path.join(DEMO_DIR, 'signin')).map((name) => statSync(path.join(DEMO_DIR, 'signin', name)).mtimeMs);
  return statSync(output).mtimeMs > Math.max(...sources);
}

/** The photo stand-in's files: generated on the first start (a few seconds), reused after. */
async function preparePhotos() {
  const started = performance.now();
  const folder = await ensurePhotos();
  console.info(`▶ Stand-in photos ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${path.relative(ROOT_DIR, folder)})`);
  return folder;
}

/** The emulator's configuration for this stack: only the Auth port is fixed; the hub and logging ports float. */
function writeEmulatorConfig() {
  const file = path.join(demoDataDir(), 'firebase.json');
  const config = { emulators: { auth: { host: '127.0.0.1', port: AUTH_PORT }, ui: { enabled: false }, singleProjectMode: true } };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** Starts a child in its own process group, its output prefixed with its name. */
function run(name, command, args, env = {}, cwd = ROOT_DIR) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.info(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (isStopping) return;
    console.error(`✖ ${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the others.`);
    void stopAll(1);
  });
  child.on('error', (error) => {
    if (isStopping) return;
    console.error(`✖ ${name} could not start: ${error.message}`);
    void stopAll(1);
  });
  children.push({ name, child });
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops every child's process group (TERM, then KILL after a grace period) and exits with `code`. */
async function stopAll(code) {
  if (isStopping) return;
  isStopping = true;
  const running = children.filter(({ child }) => child.pid && !hasExited(child));
  running.forEach(({ child }) => signalGroup(child, 'SIGTERM'));
  await Promise.all(running.map(({ child }) => new Promise((resolve) => {
    const timer = setTimeout(() => {
      signalGroup(child, 'SIGKILL');
      resolve();
    }, STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      // The emulator's helpers may outlive the CLI: make sure nothing of the group is left.
      signalGroup(child, 'SIGKILL');
      resolve();
    });
  })));
  process.exit(code);
}

/** Resolves once `url` answers any HTTP status; rejects after `timeoutMs`. */
async function waitFor(name, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isStopping) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 1000);
    try {
      await fetch(url, { signal: controller.signal });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      clearTimeout(timer);
    }
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  await build();
  const photosDir = await preparePhotos();
  if (!IS_HOST_SESSION) {
    run('auth', path.join(ROOT_DIR, 'node_modules/.bin/firebase'), [
      'emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', writeEmulatorConfig(), '--non-interactive',
      // Run from the data dir so the CLI's firebase-debug.log lands there, not in the repository.
    ], { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' }, demoDataDir());
  }
  run('geo', process.execPath, [path.join(DEMO_DIR, 'stand-ins/geo.mjs')], { GEO_PORT: String(GEO_PORT) });
  if (PROTOCOL !== 'tabiji') {
    run('collector', process.execPath, [path.join(DEMO_DIR, 'stand-ins/collector.mjs')], {
      COLLECTOR_PORT: String(COLLECTOR_PORT),
      FORWARD_URL: `http://127.0.0.1:${PORT}/api/event-logs`,
    });
  }
  // The render service reaches the place-manager stand-in on the demo server for requests that give placeIds (a host
  // in another language may send those; the demo sends the answers it looked up).
  run('render', process.execPath, [path.join(DIST_COPY, 'server/renderService.js'), '--port', String(RENDER_PORT)], { TABIJI_PLACE_API_URL: `http://127.0.0.1:${PORT}/api/place/` });
  prerenderFragments({ distDir: DIST_COPY, outDir: path.join(demoDataDir(), 'furniture') });
  await Promise.all([
    IS_HOST_SESSION ? Promise.resolve() : waitFor('the Auth emulator', `http://127.0.0.1:${AUTH_PORT}/`, 90_000),
    waitFor('the geo stand-in', `http://127.0.0.1:${GEO_PORT}/json`, 15_000),
    PROTOCOL === 'tabiji' ? Promise.resolve() : waitFor('the collector stand-in', `http://127.0.0.1:${COLLECTOR_PORT}/received`, 15_000),
    waitFor('the render service', `http://127.0.0.1:${RENDER_PORT}/healthz`, 15_000),
  ]);
  // The site starts last: once it answers, everything it depends on does too (tests wait on its URL).
  if (isStopping) return;
  run('demo', process.execPath, [path.join(DEMO_DIR, 'server.mjs')], { PORT: String(PORT), TABIJI_DEMO_DIST_DIR: DIST_COPY, TABIJI_DEMO_PHOTOS_DIR: photosDir });
  await waitFor('the demo server', `http://127.0.0.1:${PORT}/en/`, 15_000);
  if (isStopping) return;
  console.info([
    '',
    `Tabiji demo running at http://127.0.0.1:${PORT}/en/`,
    `  top page (Japanese)   http://127.0.0.1:${PORT}/`,
    `  an article            http://127.0.0.1:${PORT}/en/articles/1`,
    `  sign-in               http://127.0.0.1:${PORT}/en/signin${IS_HOST_SESSION ? '  (the host\'s own session: TABIJI_IDENTITY=host-session)' : ''}`,
    `  external transmission http://127.0.0.1:${PORT}/external-transmission  (and /{code}/external-transmission)`,
    `  without Tabiji        http://127.0.0.1:${PORT}/en/?no-islands`,
    `  plain <img> photos    http://127.0.0.1:${PORT}/en/?plain-photos  (Tabiji's islands, the host's own photos)`,
    `  photo fallback, empty http://127.0.0.1:${PORT}/en/articles/12  http://127.0.0.1:${PORT}/en/articles/13  (their figures)`,
    `  event-log collector   http://127.0.0.1:${PORT}/api/event-logs${process.env.TABIJI_DEMO_TEST_HOOKS === '1' ? ' (test hooks on: GET lists it)' : ' (POST only; stored in event-logs.duckdb)'}`,
    `  furniture from the render service / prerendered fragments / the browser only:`,
    `                        http://127.0.0.1:${PORT}/en/?furniture=service  ?furniture=fragments  ?no-ssr`,
    `  render service        http://127.0.0.1:${RENDER_PORT}/render (POST; GET /healthz)`,
    `  geo stand-in          http://127.0.0.1:${GEO_PORT}/json`,
    // The label padded to the column the URLs above start at.
    ...(PROTOCOL === 'tabiji' ? [] : [`  ${`${PROTOCOL} collector`.padEnd(21)} ${STACK_URLS.TABIJI_EVENT_LOG_URL}  (what arrived: http://127.0.0.1:${COLLECTOR_PORT}/received)`]),
    ...(IS_HOST_SESSION ? [] : [`  Auth emulator         http://127.0.0.1:${AUTH_PORT}/`]),
    'Press Ctrl-C to stop.',
  ].join('\n'));
}

main().catch((error) => {
  console.error(`✖ Tabiji demo: ${error.message}`);
  void stopAll(1);
});
