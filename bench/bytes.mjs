// Bytes: every built file raw / gzip / brotli, and the JavaScript a page loads before and after `load`,
// read from what Chromium actually requested.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { inlineScriptBodies } from '../scripts/headScript.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { ROOT } from './stack.mjs';

const DIST = path.join(ROOT, 'dist');
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const brotliBytes = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Sizes of every .js and .css file in dist/. */
export function builtFiles() {
  return readdirSync(DIST)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const buffer = readFileSync(path.join(DIST, name));
      return { name, raw: buffer.length, gzip: gzipBytes(buffer), brotli: brotliBytes(buffer) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** Whether a built file holds Firebase code, judged by its source map's sources. */
export function isFirebaseFile(name) {
  try {
    const map = JSON.parse(readFileSync(path.join(DIST, `${name}.map`), 'utf8'));
    return map.sources.some((source) => /node_modules\/(@firebase|firebase)\//.test(source));
  } catch {
    return false;
  }
}

/** The built files a module statically imports (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(name) {
  const code = readFileSync(path.join(DIST, name), 'utf8');
  const specifiers = [...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)].map((match) => match[1]);
  return specifiers.map((specifier) => path.basename(specifier)).filter((file) => file.endsWith('.js'));
}

/**
 * The first-party entry: the head snippet's inline script (the page-view claim, in every page's HTML) and what
 * dist/tabiji.html's script(s) start (the entry bundle, and any bundle the build puts beside it; the islands bundle is
 * the entry's lazy import, fetched after first paint), with every file they statically import (they load before
 * they run): the names, and raw, gzip and brotli bytes of them together (each compressed on its own).
 */
const kbOf = (bytes) => (bytes / 1024).toFixed(1);

export function entryScript() {
  const html = readFileSync(path.join(DIST, 'tabiji.html'), 'utf8');
  const head = html;
  const sources = [...head.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map((match) => path.basename(match[1]));
  if (!sources.length) throw new Error('bench: no <script src> in dist/tabiji.html');
  const files = [];
  const pending = [...sources];
  while (pending.length) {
    const name = pending.shift();
    if (files.includes(name)) continue;
    files.push(name);
    pending.push(...staticImports(name));
  }
  const inline = inlineScriptBodies(head).map((body) => Buffer.from(body));
  const buffers = [...inline, ...files.map((name) => readFileSync(path.join(DIST, name)))];
  const total = (size) => buffers.reduce((sum, buffer) => sum + size(buffer), 0);
  const inlineNames = inline.map((_, index) => `inline script ${index + 1} (${kbOf(gzipBytes(inline[index]))} KB gzip)`);
  return { name: sources[0], files: [...inlineNames, ...files], raw: total((buffer) => buffer.length), gzip: total(gzipBytes), brotli: total(brotliBytes) };
}

/**
 * Loads `url` in Chromium and sorts the JavaScript it requested into critical (requested before the `load`
 * event), afterLoad (while the page sits idle for 6 s) and afterInteraction (after a scroll).
 */
export async function jsByPhase(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  let phase = 'critical';
  const requested = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push({ url: request.url(), phase });
  });
  await page.goto(url, { waitUntil: 'load' });
  phase = 'afterLoad';
  await page.waitForTimeout(6000);
  phase = 'afterInteraction';
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(3000);
  await browser.close();

  const phases = { critical: 0, afterLoad: 0, afterInteraction: 0, firebaseCritical: 0 };
  const files = [];
  for (const { url: scriptUrl, phase: scriptPhase } of requested) {
    const name = path.basename(new URL(scriptUrl).pathname);
    let buffer;
    try {
      buffer = readFileSync(path.join(DIST, name));
    } catch {
      continue; // Not Tabiji's (a stand-in's script).
    }
    const gzip = gzipBytes(buffer);
    const isFirebase = isFirebaseFile(name);
    phases[scriptPhase] += gzip;
    if (isFirebase && scriptPhase === 'critical') phases.firebaseCritical += gzip;
    files.push({ name, phase: scriptPhase, gzip, isFirebase });
  }
  return { url, phases, files };
}
