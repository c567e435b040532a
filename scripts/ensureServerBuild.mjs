#!/usr/bin/env node
// `npm run render-service` / `npm run prerender` run the built server bundles; this stops them with a clear
// message when dist/server has not been built (the build is `npm run build`, or `npm run build:demo` locally).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'dist', 'server');
const needed = ['renderer.js', 'renderWorker.js', 'renderService.js', 'prerender.js'];
const missing = needed.filter((file) => !existsSync(path.join(serverDir, file)));
if (missing.length > 0) {
  console.error(`Tabiji: ${missing.map((file) => `dist/server/${file}`).join(', ')} missing; run \`npm run build\` (or \`npm run build:demo\`) first.`);
  process.exit(1);
}
