#!/usr/bin/env node
// `npm run build:e2e`: the demo build for the browser tests' stack, its Auth emulator and location stand-in URLs
// on the test ports (scripts/e2eStack.json), so `npm test` and a running `npm start` never share a service.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eStack } from './e2eStack.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { TABIJI_FIREBASE_AUTH_EMULATOR_URL, TABIJI_GEO_LOOKUP_URL, TABIJI_FIREBASE_PROJECT_ID } = e2eStack();
const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--demo', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TABIJI_FIREBASE_AUTH_EMULATOR_URL, TABIJI_GEO_LOOKUP_URL, TABIJI_FIREBASE_PROJECT_ID },
});
process.exit(result.status ?? 1);
