// Prerenders the demo's furniture fragments with Tabiji's CLI (dist/server/prerender.js), one set per language,
// for `?furniture=fragments`: what a host with server-side includes does once per deploy.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dictionaryFor } from '../content/i18n/index.mjs';
import { LANGUAGES } from '../content/languages.mjs';
import { navigationFor } from '../content/navigation.mjs';

/**
 * Writes each language's navigation (no current marks: a fragment serves every page) to `<outDir>-navigation.json`
 * beside the output (the CLI replaces `outDir` whole) and runs the CLI into `outDir`. Throws with the CLI's message
 * when it fails.
 * @param {{ distDir: string, outDir: string }} paths
 */
export function prerenderFragments({ distDir, outDir }) {
  mkdirSync(path.dirname(outDir), { recursive: true });
  const navigationFile = `${outDir}-navigation.json`;
  const navigation = Object.fromEntries(LANGUAGES.map(({ code, dictionary }) => [code, navigationFor(code, dictionaryFor(dictionary))]));
  writeFileSync(navigationFile, `${JSON.stringify(navigation, null, 2)}\n`);
  const result = spawnSync(process.execPath, [path.join(distDir, 'server', 'prerender.js'), '--navigation', navigationFile, '--out', outDir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the prerender CLI failed (${result.status}): ${result.stderr.trim()}`);
}
