#!/usr/bin/env node
// Builds demo/signin/signin.ts into demo/.build/assets/signin.js (served at /demo-assets/).
// Uses Parcel's API because the root package.json's "targets" would send a CLI build into dist/.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Parcel } from '@parcel/core';
import { DEMO_DIR, ROOT_DIR, demoEnvironment } from '../config.mjs';

const BROWSERS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4', 'ios_saf >= 15.4', 'samsung >= 21'];

/**
 * Parcel names its runtime global after the project's package name, so this bundle and Tabiji's would share
 * `parcelRequireXXXX` on the sign-in page and break each other's module registry. Rename ours to another name of
 * the same length (source maps stay valid).
 */
function renameRuntimeGlobal(file) {
  const code = readFileSync(file, 'utf8');
  const names = new Set(code.match(/parcelRequire[0-9a-f]{4}\b/g) ?? []);
  if (names.size === 0) return;
  let renamed = code;
  for (const name of names) renamed = renamed.replaceAll(name, 'parcelRequireDemo');
  writeFileSync(file, renamed);
}

/** Runs the build; resolves with the output files, rejects with Parcel's diagnostics. */
export async function buildSignin() {
  const distDir = path.join(DEMO_DIR, '.build', 'assets');
  const bundler = new Parcel({
    entries: path.join(DEMO_DIR, 'signin', 'signin.ts'),
    defaultConfig: '@parcel/config-default',
    cacheDir: path.join(DEMO_DIR, '.build', 'cache'),
    mode: 'production',
    shouldAutoInstall: false,
    env: { ...demoEnvironment(), NODE_ENV: 'production' },
    targets: {
      signin: {
        distDir, publicUrl: '/demo-assets/', context: 'browser', outputFormat: 'esmodule', isLibrary: false,
        sourceMap: true, optimize: true, engines: { browsers: BROWSERS },
      },
    },
    defaultTargetOptions: { shouldOptimize: true, sourceMaps: true, publicUrl: '/demo-assets/' },
  });
  const { bundleGraph, buildTime } = await bundler.run();
  const files = bundleGraph.getBundles().map((bundle) => bundle.filePath);
  files.filter((file) => file.endsWith('.js')).forEach(renameRuntimeGlobal);
  return { files, buildTime };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(DEMO_DIR, 'signin', 'buildSignin.mjs')) {
  try {
    const { files, buildTime } = await buildSignin();
    console.info(`sign-in bundle built in ${buildTime} ms: ${files.map((file) => path.relative(ROOT_DIR, file)).join(', ')}`);
  } catch (error) {
    console.error('sign-in bundle build failed:', error?.diagnostics ?? error);
    process.exit(1);
  }
}
