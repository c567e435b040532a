import { defineConfig } from '@playwright/test';
import chromium from './scripts/chromium.json';

/** Browser tests: Debian's Chromium (never a downloaded browser) against the demo stack on its own port. */
const port = Number(process.env['E2E_PORT'] ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
/** Tabiji's render service in the test stack (its own port, so a running `npm start` keeps 8092). */
export const renderServiceURL = `http://127.0.0.1:${Number(process.env['E2E_RENDER_PORT'] ?? 8192)}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: process.env['CI'] ? 2 : undefined,
  // One retry in CI, reported as flaky: on the article page a sub-pixel layout shift (CLS 0.00002-0.00003, under
  // the visible 0.000 of any report) shows up in about one run in 40 and is not yet explained. A test that fails
  // twice still fails the run.
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? chromium.path,
      args: chromium.flags,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node demo/start.mjs --skip-build',
    url: `${baseURL}/en/`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets demo/start.mjs stop the emulator and stand-ins it started in their own process groups.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      RENDER_PORT: new URL(renderServiceURL).port,
      TABIJI_DEMO_TEST_HOOKS: '1',
      TABIJI_DEMO_DATA_DIR: 'test-results/demo-data',
      // A real IP lookup is a round trip across the internet, not an instant local answer.
      TABIJI_DEMO_GEO_DELAY_MS: '150',
    },
  },
});
