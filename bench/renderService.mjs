// The render service over HTTP (dist/server/renderService.js): renders per second and p50/p99 latency for one page's
// regions, cold (every request's path has its own query, so none can be served from the cache) and cached (the same
// body every time), with a few clients in a closed loop; then overloaded: the same cold renders while hostile clients
// send what the second security review sent (a region named 3000 times, a 240 KB navigation of bad entries, idle
// connections, a 1-byte-per-second body), to show ordinary renders still answered within their deadline while the
// hostile ones are refused. Skipped when the service is not built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from './stack.mjs';

const SERVICE = path.join(ROOT, 'dist/server/renderService.js');
const START_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 5_000;

/** Starts the service on `port`; resolves with a stop function once /healthz says ok. */
async function startService(port) {
  // The cache header is off by default (it tells callers what was rendered recently); the bench counts hits with it.
  const child = spawn(process.execPath, [SERVICE, '--port', String(port), '--cache-header', '1'], {
    cwd: ROOT,
    env: { ...process.env, TABIJI_RENDER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.once('exit', () => (clearTimeout(kill), resolve()));
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the render service stopped while starting:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok && (await response.json()).status === 'ok') return stop;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the render service did not answer /healthz on port ${port} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** `count` POST /render requests from `clients` clients in a closed loop; `bodyFor(i)` gives the i-th body. */
async function load(port, { count, clients, bodyFor }) {
  const latencies = [];
  const cache = { hit: 0, miss: 0, other: 0 };
  let errors = 0;
  let next = 0;
  const client = async () => {
    while (next < count) {
      const body = JSON.stringify(bodyFor(next));
      next += 1;
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      const payload = await response.json();
      latencies.push(performance.now() - started);
      if (!response.ok || typeof payload.regions !== 'object') errors += 1;
      const header = response.headers.get('x-tabiji-cache');
      cache[header === 'hit' || header === 'miss' ? header : 'other'] += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return { requests: count, clients, perSecond: count / seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), errors, cache };
}

/**
 * The hostile traffic of the overload run, until `signal` aborts: each kind in its own loop, its answers counted by
 * HTTP status (or 'reset' / 'closed' for connections the service let go).
 */
function hostile(port, request, signal) {
  const outcomes = {};
  const count = (kind, outcome) => {
    outcomes[kind] ??= {};
    outcomes[kind][outcome] = (outcomes[kind][outcome] ?? 0) + 1;
  };
  const post = async (kind, body) => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal });
      await response.arrayBuffer();
      count(kind, response.status);
    } catch {
      if (!signal.aborted) count(kind, 'reset');
    }
  };
  const regionsBody = JSON.stringify({ ...request, path: '/en/', regions: Array(3000).fill('footer') });
  const badNavigationBody = JSON.stringify({ path: '/en/', navigation: { menu: Array(80_000).fill({}) }, regions: ['footer'] });
  const loop = async (kind, body) => {
    while (!signal.aborted) await post(kind, body);
  };
  // Connections that send nothing, and one that sends its body a byte a second: each held until the service lets go.
  const holder = (kind, trickle) =>
    new Promise((resolve) => {
      const run = () => {
        if (signal.aborted) return resolve();
        const socket = connect(port, '127.0.0.1');
        let timer;
        socket.on('connect', () => {
          if (!trickle) return;
          socket.write('POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
          timer = setInterval(() => socket.write('x'), 1000);
        });
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(timer);
          if (!signal.aborted) count(kind, 'closed');
          run();
        });
        signal.addEventListener('abort', () => socket.destroy(), { once: true });
      };
      run();
    });
  const done = Promise.all([
    loop('regions ×3000', regionsBody),
    loop('regions ×3000', regionsBody),
    loop('240 KB bad navigation', badNavigationBody),
    loop('240 KB bad navigation', badNavigationBody),
    ...Array.from({ length: 20 }, () => holder('idle connection', false)),
    ...Array.from({ length: 4 }, () => holder('1 byte/s body', true)),
  ]);
  return { outcomes, done };
}

/**
 * Issue 43's costly requests: navigation lists nest (100 menu entries × 100 children + 100 footer groups × 100
 * links = 20,100 links; here as many as the body limit admits, each body unique so neither the cache nor single
 * flight helps), two such bodies a second for
 * `seconds`, while an ordinary cold render is sent every 250 ms (open loop, as pages arrive). Returns the ordinary
 * renders' latencies and how many answered 200 within the host's 300 ms.
 */
async function costlyFlood(port, request, { seconds = 8 } = {}) {
  const separator = request.path.includes('?') ? '&' : '?';
  // As many nested links as the default body limit (256 KiB) lets through: 100 menu entries and 100 footer groups
  // of 45 links each, 9,100 links in 240 KB; the first label differs per body (the navigation is in the cache key).
  const costlyBody = (n) => {
    const links = () => Array.from({ length: 45 }, (_, i) => ({ label: `${i}`, href: `/${i}` }));
    return JSON.stringify({
      path: '/en/',
      navigation: {
        menu: Array.from({ length: 100 }, (_, i) => ({ label: i === 0 ? `m${n}-${Date.now()}` : `${i}`, href: `/${i}`, children: links() })),
        footer: Array.from({ length: 100 }, (_, i) => ({ title: `${i}`, links: links() })),
      },
    });
  };
  const post = async (body) => {
    const started = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    } catch {
      return { ms: performance.now() - started, status: 'reset' };
    }
  };
  const costly = [];
  const ordinary = [];
  const started = performance.now();
  for (let tick = 0; performance.now() - started < seconds * 1000; tick += 1) {
    if (tick % 2 === 0) costly.push(post(costlyBody(tick)));
    ordinary.push(post(JSON.stringify({ ...request, path: `${request.path}${separator}bench-costly=${tick}-${Date.now()}` })));
    if (tick % 2 === 1) costly.push(post(costlyBody(tick)));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const answers = await Promise.all(ordinary);
  const costlyAnswers = await Promise.all(costly);
  const sorted = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  const within = answers.filter(({ ms, status }) => status === 200 && ms <= 300).length;
  const statuses = (list) => list.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  return {
    ordinary: { requests: answers.length, within300Ms: within, sharePercent: (100 * within) / answers.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), statuses: statuses(answers) },
    costly: { requests: costlyAnswers.length, bodyBytes: Buffer.byteLength(costlyBody(0)), statuses: statuses(costlyAnswers) },
  };
}

/**
 * Renders of `request` (a render request with the demo's navigation and context) through the service on `port`:
 * `{ skipped }` when dist/server/renderService.js is missing, else `{ cold, cached }` figures.
 */
export async function renderServiceFigures(request, { port = 8384, count = 400, clients = 4 } = {}) {
  if (!existsSync(SERVICE)) return { skipped: 'render service not built (dist/server/renderService.js is missing)' };
  const stop = await startService(port);
  try {
    const separator = request.path.includes('?') ? '&' : '?';
    // Cold: a query of its own per request, so the cache never holds the answer (the service keys on the path).
    const cold = await load(port, { count, clients, bodyFor: (i) => ({ ...request, path: `${request.path}${separator}bench-miss=${i}-${Date.now()}` }) });
    await load(port, { count: 1, clients: 1, bodyFor: () => request });
    const cached = await load(port, { count, clients, bodyFor: () => request });
    const stopHostile = new AbortController();
    const attack = hostile(port, request, stopHostile.signal);
    // Let the hostile clients settle in (connections open, bodies in flight) before measuring.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const overloaded = await load(port, { count, clients, bodyFor: (i) => ({ ...request, path: `${request.path}${separator}bench-overload=${i}-${Date.now()}` }) });
    stopHostile.abort();
    await attack.done;
    const costly = await costlyFlood(port, request);
    return { path: request.path, cold, cached, overloaded: { ...overloaded, hostile: attack.outcomes }, costly };
  } finally {
    await stop();
  }
}
