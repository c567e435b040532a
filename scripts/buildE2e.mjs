#!/usr/bin/env node
// `npm run build:e2e`: the demo builds for the browser tests' stacks, their Auth emulator and location stand-in URLs
// on the test ports (scripts/e2eStack.json), so `npm test` and a running `npm start` never share a service. The
// host-session one first (TABIJI_IDENTITY=host-session, kept in .build/e2e-host-session for its own stack), one per
// standard collector protocol (kept in .build/e2e-<protocol>), then the default one in dist/.
import { cpSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eCollectorStacks, e2eHostSessionStack, e2eStack } from './e2eStack.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function build(env) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--demo', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const pick = ({ TABIJI_FIREBASE_AUTH_EMULATOR_URL, TABIJI_GEO_LOOKUP_URL, TABIJI_FIREBASE_PROJECT_ID }) => ({
  TABIJI_FIREBASE_AUTH_EMULATOR_URL,
  TABIJI_GEO_LOOKUP_URL,
  TABIJI_FIREBASE_PROJECT_ID,
});
/** The demo's own collector, whatever the calling shell sets. */
const OWN_COLLECTOR = { TABIJI_EVENT_LOG_PROTOCOL: 'tabiji', TABIJI_EVENT_LOG_URL: '/api/event-logs' };

/** Builds for a stack of its own and keeps the build in its folder. */
function buildInto(buildDir, env) {
  build(env);
  const dir = path.join(root, buildDir);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, 'dist'), dir, { recursive: true });
}

const hostSession = e2eHostSessionStack();
buildInto(hostSession.buildDir, { ...pick(hostSession), TABIJI_IDENTITY: 'host-session', ...OWN_COLLECTOR });
for (const stack of e2eCollectorStacks()) {
  buildInto(stack.buildDir, {
    ...pick(stack),
    TABIJI_IDENTITY: 'host-session',
    TABIJI_EVENT_LOG_PROTOCOL: stack.protocol,
    TABIJI_EVENT_LOG_URL: stack.TABIJI_EVENT_LOG_URL,
  });
}
build({ ...pick(e2eStack()), TABIJI_IDENTITY: 'firebase', ...OWN_COLLECTOR });
