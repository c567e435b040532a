// The browser tests' demo stack: its ports (scripts/e2eStack.json, each overridable by environment) and the
// service URLs a bundle for it is built with. playwright.config.ts reads the same JSON.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const defaults = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'e2eStack.json'), 'utf8'));

/** A port from `value` (an environment variable) or `fallback`; throws naming the variable when it is not one. */
function portFrom(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a TCP port (1-65535), got ${JSON.stringify(value)}`);
  return port;
}

/** The test stack's ports and the URLs its bundle must call (the Auth emulator's and the location stand-in's). */
export function e2eStack(env = process.env) {
  const port = portFrom('E2E_PORT', env.E2E_PORT, defaults.port);
  const renderPort = portFrom('E2E_RENDER_PORT', env.E2E_RENDER_PORT, defaults.renderPort);
  const authPort = portFrom('E2E_AUTH_PORT', env.E2E_AUTH_PORT, defaults.authPort);
  const geoPort = portFrom('E2E_GEO_PORT', env.E2E_GEO_PORT, defaults.geoPort);
  return { port, renderPort, authPort, geoPort, TABIJI_FIREBASE_PROJECT_ID: defaults.projectId, ...stackUrls({ authPort, geoPort }) };
}

/**
 * The host-session stack's ports and the URLs its bundle is built with: a second demo stack whose build signs
 * visitors in with the demo host's own session (TABIJI_IDENTITY=host-session), for the identity tests.
 */
export function e2eHostSessionStack(env = process.env) {
  const { authPort } = e2eStack(env);
  const port = portFrom('E2E_HOST_SESSION_PORT', env.E2E_HOST_SESSION_PORT, defaults.hostSessionPort);
  const renderPort = portFrom('E2E_HOST_SESSION_RENDER_PORT', env.E2E_HOST_SESSION_RENDER_PORT, defaults.hostSessionRenderPort);
  const geoPort = portFrom('E2E_HOST_SESSION_GEO_PORT', env.E2E_HOST_SESSION_GEO_PORT, defaults.hostSessionGeoPort);
  return { port, renderPort, authPort, geoPort, buildDir: defaults.hostSessionBuildDir, TABIJI_FIREBASE_PROJECT_ID: defaults.projectId, ...stackUrls({ authPort, geoPort }) };
}

/**
 * The collector stacks (one per standard protocol, scripts/e2eStack.json): each a host-session build whose event log
 * speaks that protocol to its stand-in collector, with its own ports and build folder.
 */
export function e2eCollectorStacks() {
  return Object.entries(defaults.collectorStacks).map(([protocol, ports]) => ({
    protocol,
    ...ports,
    TABIJI_FIREBASE_PROJECT_ID: defaults.projectId,
    ...stackUrls({ authPort: defaults.authPort, geoPort: ports.geoPort }),
    ...collectorUrls({ protocol, collectorPort: ports.collectorPort }),
  }));
}

/** The URLs a demo bundle is built with for a stack whose emulator and location stand-in use these ports. */
export function stackUrls({ authPort, geoPort }) {
  return {
    TABIJI_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`,
    TABIJI_GEO_LOOKUP_URL: `http://127.0.0.1:${geoPort}/json`,
  };
}

/** The stand-in collectors' endpoints (demo/stand-ins/collectors/*.mjs, endpointPath), by protocol. */
const COLLECTOR_PATHS = { snowplow: '/com.snowplowanalytics.snowplow/tp2', segment: '/v1/batch', otlp: '/v1/logs' };

/**
 * The event-log URL a demo bundle is built with for `protocol`: none for Tabiji's own (demo.env's same-origin
 * collector), else the URL of that protocol's stand-in collector on `collectorPort` (demo/stand-ins/collector.mjs).
 */
export function collectorUrls({ protocol, collectorPort }) {
  if (protocol === 'tabiji') return {};
  const endpoint = COLLECTOR_PATHS[protocol];
  if (!endpoint) throw new Error(`TABIJI_EVENT_LOG_PROTOCOL must be one of tabiji, ${Object.keys(COLLECTOR_PATHS).join(', ')}, got "${protocol}"`);
  return { TABIJI_EVENT_LOG_URL: `http://127.0.0.1:${collectorPort}${endpoint}` };
}
