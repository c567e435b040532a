#!/usr/bin/env node
// The stand-in photo service's files: every scene (scenes.mjs) drawn at each width the service offers, in JPEG
// (MozJPEG) and WebP (libwebp), both WebAssembly builds, so nothing native is installed. Drawn once into
// demo/.build/photos/<generator version>/ (about half a second per scene) and reused by every later start.
// `node demo/photos/generatePhotos.mjs` makes sure they are there and prints the folder.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderLandscape } from './landscape.mjs';
import { SCENES } from './scenes.mjs';

const PHOTOS_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT_DIR = path.dirname(path.dirname(PHOTOS_DIR));

/** Where the generated photos are kept, one folder per generator version. */
export const PHOTOS_ROOT = path.join(ROOT_DIR, 'demo', '.build', 'photos');

/** The widths the stand-in serves (TABIJI_PHOTO_WIDTHS' default), in pixels; the pictures are 3:2. */
export const PHOTO_WIDTHS = Object.freeze([320, 640, 960, 1280]);

/** The formats the stand-in serves, by the name its URLs use (TABIJI_PHOTO_FORMATS' default), with their types. */
export const PHOTO_FORMATS = Object.freeze({ webp: 'image/webp', jpeg: 'image/jpeg' });

const QUALITY = 75;
const ENCODERS = ['@jsquash/jpeg', '@jsquash/webp', 'wasm-feature-detect'];
const MANIFEST = 'manifest.json';
/** Another version's folder is removed once it has not changed for this long (a running stack may still serve it). */
const STALE_MS = 60 * 60 * 1000;

/** The file of one scene's picture at `width` in `format`, inside `folder`. */
export function photoFile(folder, sceneName, width, format) {
  return path.join(folder, sceneName, `${width}.${format}`);
}

/** A short hash of what decides the files' bytes: this generator's sources and the encoders' versions. */
export function generatorVersion() {
  const hash = createHash('sha256');
  for (const name of ['generatePhotos.mjs', 'landscape.mjs', 'scenes.mjs']) hash.update(readFileSync(path.join(PHOTOS_DIR, name)));
  const { devDependencies = {} } = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8'));
  hash.update(ENCODERS.map((name) => `${name}@${devDependencies[name]}`).join(','));
  return hash.digest('hex').slice(0, 12);
}

let encoding;

/**
 * The two encoders, initialised once. In Node the Emscripten glue cannot fetch its .wasm (a file: URL), so each is
 * handed its module compiled; the WebP glue picks its SIMD build where WebAssembly SIMD works (always in Node 20),
 * so the .wasm must be the one it picked.
 */
function encoders() {
  encoding ??= (async () => {
    const require = createRequire(import.meta.url);
    const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
    const compile = async (name, file) => globalThis.WebAssembly.compile(await readFile(path.join(packageDir(name), file)));
    const [{ simd }, jpeg, webp] = await Promise.all([
      import('wasm-feature-detect'),
      import('@jsquash/jpeg/encode.js'),
      import('@jsquash/webp/encode.js'),
    ]);
    await jpeg.init(await compile('@jsquash/jpeg', 'codec/enc/mozjpeg_enc.wasm'));
    await webp.init(await compile('@jsquash/webp', (await simd()) ? 'codec/enc/webp_enc_simd.wasm' : 'codec/enc/webp_enc.wasm'));
    return { jpeg: jpeg.default, webp: webp.default };
  })();
  return encoding;
}

/**
 * Draws and encodes `scenes` at `widths` in `formats` into `folder` and writes its manifest last. Returns the files
 * written, relative to the folder.
 * @param {string} folder
 * @param {{ scenes?: readonly import('./scenes.mjs').Scene[], widths?: readonly number[], formats?: readonly string[] }} [options]
 */
export async function writePhotos(folder, { scenes = SCENES, widths = PHOTO_WIDTHS, formats = Object.keys(PHOTO_FORMATS) } = {}) {
  const encode = await encoders();
  const files = [];
  for (const scene of scenes) {
    await mkdir(path.join(folder, scene.name), { recursive: true });
    for (const width of widths) {
      const pixels = renderLandscape(scene, width);
      for (const format of formats) {
        const bytes = new Uint8Array(await encode[format](pixels, { quality: QUALITY }));
        const file = photoFile(folder, scene.name, width, format);
        await writeFile(file, bytes);
        files.push(path.relative(folder, file));
      }
    }
  }
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify({ scenes: scenes.map(({ name }) => name), widths, formats, files }, null, 2)}\n`);
  return files;
}

/** Whether `folder` holds a finished set: its manifest (written last) and every file it lists. */
function isComplete(folder) {
  try {
    const { files } = JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8'));
    return files.length === SCENES.length * PHOTO_WIDTHS.length * Object.keys(PHOTO_FORMATS).length
      && files.every((file) => statSync(path.join(folder, file)).size > 0);
  } catch {
    return false;
  }
}

/** Removes other versions' folders and abandoned temporary ones, once they have not changed for STALE_MS. */
function removeStale(root, keep) {
  for (const name of readdirSync(root)) {
    const folder = path.join(root, name);
    try {
      if (name !== keep && Date.now() - statSync(folder).mtimeMs > STALE_MS) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another start.
    }
  }
}

/**
 * The folder of the current generator version's photos, generating them first when they are not there (written into a
 * temporary folder and renamed into place, so a reader never sees half a set; two starts at once both generate and
 * the first rename wins).
 * @param {{ root?: string }} [options]
 * @returns {Promise<string>}
 */
export async function ensurePhotos({ root = PHOTOS_ROOT } = {}) {
  const version = generatorVersion();
  const folder = path.join(root, version);
  if (isComplete(folder)) return folder;
  await mkdir(root, { recursive: true });
  const temporary = path.join(root, `.tmp-${version}-${process.pid}-${Date.now()}`);
  try {
    await writePhotos(temporary);
    if (existsSync(folder) && !isComplete(folder)) await rm(folder, { recursive: true, force: true });
    await rename(temporary, folder);
  } catch (error) {
    // Another start finished first: its set is as good as ours.
    if (!isComplete(folder)) throw error;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  removeStale(root, version);
  return folder;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const folder = await ensurePhotos();
  console.info(`${path.relative(process.cwd(), folder) || folder} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
