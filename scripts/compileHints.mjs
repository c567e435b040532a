// V8's explicit compile hint (Chromium 136 and later; https://v8.dev/blog/explicit-compile-hints) for the islands'
// start-up bundles. A file whose first line is the magic comment has all its functions compiled eagerly, on a
// background thread while the file streams in, instead of lazily on the main thread the first time each is called.
// These bundles are evaluated as soon as they arrive (Parcel's loader runs their modules in one task each), so nearly
// every function in them is called at once anyway: measured on /en/articles/1, slow 4G and 4x CPU, the islands'
// evaluation went from 59-94 ms to 0-63 ms. Engines without the hint read a comment.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The bundles the entry imports to start the services and the islands, all evaluated as soon as they arrive: the
 * visit's services (named after src/visit.ts), the islands' services (src/boot.ts, when first wanted), the islands'
 * chunk (src/islandsChunk.tsx, when a trigger fires), React DOM (`react-dom/client`, imported beside it so that its
 * evaluation is a task of its own) and the bundles they share (named after one of them).
 */
const ISLANDS_START_UP = /^(visit|boot|islandsChunk|client)\.[0-9a-f]+\.js$/;

/** Whether a built file is one of the islands' start-up bundles. */
export const isIslandsStartUpBundle = (name) => ISLANDS_START_UP.test(name);

/**
 * Puts the compile hint on the first line of the built file `file`, and shifts its source map (`file.map`, when
 * there is one) down a line to match. Does nothing to a file that already has it.
 */
export function addCompileHint(file) {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) return false;
  writeFileSync(file, `${COMPILE_HINT}\n${code}`);
  const mapFile = `${file}.map`;
  let map;
  try {
    map = JSON.parse(readFileSync(mapFile, 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT') return true;
    throw error;
  }
  // In a source map's mappings, each ';' starts the next generated line: one more in front moves every mapping down.
  writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  return true;
}

/**
 * Adds the compile hint to the islands' start-up bundles in `distDir`; returns their file names. Throws when the
 * services' bundles, the islands' or React DOM's is missing (the build's bundling changed: the hint would silently be lost).
 */
export function hintIslandsStartUp(distDir) {
  const bundles = readdirSync(distDir).filter(isIslandsStartUpBundle).sort();
  for (const prefix of ['visit.', 'boot.', 'islandsChunk.', 'client.']) {
    if (!bundles.some((name) => name.startsWith(prefix))) throw new Error(`no ${prefix}<hash>.js among the islands' start-up bundles in ${distDir}`);
  }
  for (const name of bundles) addCompileHint(path.join(distDir, name));
  return bundles;
}
