#!/usr/bin/env node
// `npm run build:e2e`: the demo builds for the browser tests' stacks, their Auth emulator and location stand-in URLs
// on the test ports (scripts/e2eStack.json), so `npm test` and a running `npm start` never share a service. Two
// builds: the host-session one first (TABIJI_IDENTITY=host-session, kept in .build/e2e-host-session for its own
// stack), then the default one in dist/.
import { cpSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eHostSessionStack, e2eStack } from './e2eStack.mjs';

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
const hostSession = e2eHostSessionStack();
build({ ...pick(hostSession), TABIJI_IDENTITY: 'host-session' });
const hostSessionDir = path.join(root, hostSession.buildDir);
rmSync(hostSessionDir, { recursive: true, force: true });
cpSync(path.join(root, 'dist'), hostSessionDir, { recursive: true });
build({ ...pick(e2eStack()), TABIJI_IDENTITY: 'firebase' });
