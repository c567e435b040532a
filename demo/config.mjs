// Configuration of the demo server, read once: demo/demo.env (the same values the bundle is built with) + env.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'dotenv';

export const DEMO_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT_DIR = path.dirname(DEMO_DIR);

/** `npm start`'s ports (PORT, GEO_PORT, RENDER_PORT, AUTH_PORT override); the browser tests use others (scripts/e2eStack.json). */
export const DEFAULT_PORTS = { port: 8080, geoPort: 8091, renderPort: 8092, authPort: 9099, collectorPort: 8093 };

/** The variables of demo/demo.env; the process environment wins, as in scripts/build.mjs. */
export function demoEnvironment() {
  const fromFile = parse(readFileSync(path.join(DEMO_DIR, 'demo.env')));
  const merged = { ...fromFile };
  for (const name of Object.keys(fromFile)) {
    if (process.env[name]?.trim()) merged[name] = process.env[name];
  }
  return merged;
}

/** The origin (scheme://host:port) of an absolute URL, '' for a same-origin path; throws naming the variable otherwise. */
function originOf(name, value) {
  if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) return '';
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`demo config: ${name} must be an absolute URL, got ${JSON.stringify(value)}`);
  }
}

/**
 * @typedef {object} DemoConfig
 * @property {number} port  the demo server's port on 127.0.0.1
 * @property {string} origin  http://127.0.0.1:port, used when the Host header is not a local one
 * @property {string} distDir  the Tabiji build (npm run build:demo)
 * @property {string} assetsDir  the demo-only sign-in bundle
 * @property {string} publicDir  static files of the demo site
 * @property {string} dataDir  where the collector keeps event-logs.duckdb
 * @property {boolean} hasTestHooks  fault injection, listing (GET) and clearing (DELETE) the event log are enabled
 * @property {string} collectorOrigins  comma-separated origins besides the demo's own whose pages may post records
 * @property {string} renderServiceUrl  Tabiji's render service (`?furniture=service`)
 * @property {number} renderTimeoutMs  how long a page waits for it (TABIJI_DEMO_RENDER_TIMEOUT_MS, default 300)
 * @property {string} fragmentsDir  the prerender CLI's output (`?furniture=fragments`)
 * @property {string} photosDir  the photo stand-in's generated photos (TABIJI_DEMO_PHOTOS_DIR, set by start.mjs; '' for
 *   the server to make sure of them itself)
 * @property {{ gpt: string, authEmulator: string, geoLookup: string, maps: string, eventLog: string }} origins
 * @property {Record<string, string>} env  the demo.env values
 */

/** Where the demo keeps what it writes (TABIJI_DEMO_DATA_DIR, default demo/data). */
export function demoDataDir() {
  return path.resolve(process.env.TABIJI_DEMO_DATA_DIR || path.join(DEMO_DIR, 'data'));
}

/** The render service's port in the local stack (RENDER_PORT, default 8092). */
export function renderPort() {
  return Number(process.env.RENDER_PORT || DEFAULT_PORTS.renderPort);
}

/** @returns {DemoConfig} */
export function loadConfig() {
  const env = demoEnvironment();
  const port = Number(process.env.PORT || DEFAULT_PORTS.port);
  const dataDir = demoDataDir();
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`demo config: bad PORT ${process.env.PORT}`);
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    distDir: path.resolve(process.env.TABIJI_DEMO_DIST_DIR || path.join(ROOT_DIR, 'dist')),
    assetsDir: path.join(DEMO_DIR, '.build', 'assets'),
    publicDir: path.join(DEMO_DIR, 'public'),
    dataDir,
    hasTestHooks: process.env.TABIJI_DEMO_TEST_HOOKS === '1',
    collectorOrigins: process.env.TABIJI_DEMO_COLLECTOR_ORIGINS ?? '',
    renderServiceUrl: process.env.TABIJI_RENDER_URL || `http://127.0.0.1:${renderPort()}`,
    renderTimeoutMs: Number(process.env.TABIJI_DEMO_RENDER_TIMEOUT_MS) > 0 ? Number(process.env.TABIJI_DEMO_RENDER_TIMEOUT_MS) : 300,
    fragmentsDir: path.join(dataDir, 'furniture'),
    photosDir: process.env.TABIJI_DEMO_PHOTOS_DIR ? path.resolve(process.env.TABIJI_DEMO_PHOTOS_DIR) : '',
    origins: {
      gpt: originOf('TABIJI_GPT_SCRIPT_URL', env.TABIJI_GPT_SCRIPT_URL),
      authEmulator: originOf('TABIJI_FIREBASE_AUTH_EMULATOR_URL', env.TABIJI_FIREBASE_AUTH_EMULATOR_URL),
      geoLookup: originOf('TABIJI_GEO_LOOKUP_URL', env.TABIJI_GEO_LOOKUP_URL),
      maps: originOf('TABIJI_MAPS_EMBED_URL', env.TABIJI_MAPS_EMBED_URL),
      eventLog: originOf('TABIJI_EVENT_LOG_URL', env.TABIJI_EVENT_LOG_URL),
    },
    env,
  };
}
