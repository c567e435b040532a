import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import type { EngineName } from './e2e/engines/engines';
import chromium from './scripts/chromium.json';
import stack from './scripts/e2eStack.json';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the demo stack on ports of its own
 * (scripts/e2eStack.json; E2E_PORT, E2E_RENDER_PORT, E2E_AUTH_PORT, E2E_GEO_PORT), so a running `npm start` keeps
 * its own. The bundle must be built for them: `npm run build:e2e` (what `npm run test:browser` does first).
 */
const portFrom = (name: string, fallback: number): number => Number(process.env[name] || fallback);
const port = portFrom('E2E_PORT', stack.port);
export const baseURL = `http://127.0.0.1:${port}`;
/** Tabiji's render service in the test stack. */
export const renderServiceURL = `http://127.0.0.1:${portFrom('E2E_RENDER_PORT', stack.renderPort)}`;
/** The Firebase Auth emulator of the test stack. */
export const authEmulatorURL = `http://127.0.0.1:${portFrom('E2E_AUTH_PORT', stack.authPort)}`;
/** The visitor-location stand-in of the test stack (its origin; the lookup is `${geoURL}/json`). */
export const geoURL = `http://127.0.0.1:${portFrom('E2E_GEO_PORT', stack.geoPort)}`;
/** The Firebase project the test bundle is built for (not demo.env's: the emulator suite keeps one hub per project). */
export const firebaseProjectId = stack.projectId;
/** Where the stack keeps what it writes: the collector's records, the fragments and its copy of the build. */
export const demoDataDir = 'test-results/demo-data';
/** The host-session stack: a build with TABIJI_IDENTITY=host-session (the demo host's own session, no Firebase). */
export const hostSessionURL = `http://127.0.0.1:${portFrom('E2E_HOST_SESSION_PORT', stack.hostSessionPort)}`;
const hostSessionRenderPort = portFrom('E2E_HOST_SESSION_RENDER_PORT', stack.hostSessionRenderPort);
const hostSessionGeoPort = portFrom('E2E_HOST_SESSION_GEO_PORT', stack.hostSessionGeoPort);
/** The collector stacks: one per standard protocol, its build's event log speaking it to that stand-in (issue 47). */
export const collectorStacks = Object.entries(stack.collectorStacks).map(([protocol, ports]) => ({ protocol, ...ports }));

/** How each test stack (demo/start.mjs) is run; the two differ in their URL and environment. */
const demoStack = {
  command: 'node demo/start.mjs --skip-build',
  timeout: 120_000,
  // E2E_REUSE_STACK=1: run against a test stack already started (same ports and build), while writing tests.
  reuseExistingServer: process.env['E2E_REUSE_STACK'] === '1',
  // SIGTERM lets demo/start.mjs stop the emulator and stand-ins it started in their own process groups.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};

export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  // Two workers at least, so `npm test` on a 2-core machine runs as CI does (Playwright's default would be one).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // No retries, in CI or anywhere: a test that fails one run in a hundred is a failing test (fix the cause).
  retries: 0,
  reporter: process.env['CI'] ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  // The Chromium suite (Playwright's own page, everything under e2e/) and the engine suite (e2e/engines: the features a
  // visitor uses, run in Chromium, Firefox ESR and WebKitGTK through puppeteer-core and WebDriver; issue 29).
  projects: [
    { name: 'chromium', testIgnore: /(engines|collectors)\// },
    // The identity tests again, against the host-session stack: the same visitor-facing behaviour with the other
    // identity adapter (issue 30).
    { name: 'host-session', testMatch: /e2e\/(identity|saved-account)\.spec\.ts$/, use: { baseURL: hostSessionURL } },
    // The event log through each standard protocol, against its collector stack (e2e/collectors/).
    { name: 'collectors', testDir: 'e2e/collectors' },
    ...(['chromium', 'firefox', 'webkit'] as const).map((engineName: EngineName) => ({
      name: `engine-${engineName}`,
      testDir: 'e2e/engines',
      use: { engineName },
    })),
  ],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? chromium.path,
      args: chromium.flags,
    },
    // Traces cost a fifth of the Chromium suite's time (screencast frames and DOM snapshots at every action, kept or
    // not): off unless asked for with E2E_TRACE=1. A failure still leaves its screenshot and the page's ARIA snapshot.
    trace: process.env['E2E_TRACE'] === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [{
    ...demoStack,
    url: `${baseURL}/en/`,
    env: {
      PORT: String(port),
      RENDER_PORT: new URL(renderServiceURL).port,
      AUTH_PORT: new URL(authEmulatorURL).port,
      GEO_PORT: new URL(geoURL).port,
      TABIJI_FIREBASE_PROJECT_ID: firebaseProjectId,
      TABIJI_DEMO_TEST_HOOKS: '1',
      TABIJI_DEMO_DATA_DIR: demoDataDir,
      // A real IP lookup is a round trip across the internet, not an instant local answer.
      TABIJI_DEMO_GEO_DELAY_MS: '150',
      // The tests check the render service's contract, not its speed (the bench does): on a CI machine sharing two
      // cores with the whole stack, the first cold render once took longer than the demo's 300 ms.
      TABIJI_DEMO_RENDER_TIMEOUT_MS: '3000',
    },
  }, {
    ...demoStack,
    url: `${hostSessionURL}/en/`,
    env: {
      TABIJI_IDENTITY: 'host-session',
      TABIJI_DEMO_BUILD_DIR: stack.hostSessionBuildDir,
      PORT: new URL(hostSessionURL).port,
      RENDER_PORT: String(hostSessionRenderPort),
      // No emulator runs on this stack; the port only names the URL the build was made with.
      AUTH_PORT: new URL(authEmulatorURL).port,
      GEO_PORT: String(hostSessionGeoPort),
      TABIJI_FIREBASE_PROJECT_ID: firebaseProjectId,
      TABIJI_DEMO_TEST_HOOKS: '1',
      TABIJI_DEMO_DATA_DIR: `${demoDataDir}-host-session`,
      TABIJI_DEMO_RENDER_TIMEOUT_MS: '3000',
    },
  }, ...collectorStacks.map((collectorStack) => ({
    ...demoStack,
    url: `http://127.0.0.1:${collectorStack.port}/en/`,
    env: {
      TABIJI_IDENTITY: 'host-session',
      TABIJI_EVENT_LOG_PROTOCOL: collectorStack.protocol,
      TABIJI_DEMO_BUILD_DIR: collectorStack.buildDir,
      PORT: String(collectorStack.port),
      RENDER_PORT: String(collectorStack.renderPort),
      AUTH_PORT: new URL(authEmulatorURL).port,
      GEO_PORT: String(collectorStack.geoPort),
      COLLECTOR_PORT: String(collectorStack.collectorPort),
      TABIJI_FIREBASE_PROJECT_ID: firebaseProjectId,
      TABIJI_DEMO_TEST_HOOKS: '1',
      TABIJI_DEMO_DATA_DIR: `${demoDataDir}-${collectorStack.protocol}`,
      TABIJI_DEMO_RENDER_TIMEOUT_MS: '3000',
    },
  }))],
});
