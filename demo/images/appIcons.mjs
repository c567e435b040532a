#!/usr/bin/env node
// The demo's Home Screen and install icons: the favicon's torii drawn as PNGs (iOS takes no SVG touch icon, and
// PNGs of fixed sizes are what every browser installs from). Run `node demo/images/appIcons.mjs` (Node 20.15+, for
// zlib.crc32) after changing the drawing; it rewrites demo/public/icons/, whose files are committed so the demo
// server needs no image library.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const ACCENT = [0xc8, 0x40, 0x2c];
const WHITE = [0xff, 0xff, 0xff];
/** favicon.svg's torii, as [left, top, right, bottom] on its 64-unit grid. */
const TORII = [[12, 20, 52, 26], [16, 16, 48, 20], [20, 26, 25, 52], [39, 26, 44, 52], [18, 32, 46, 36]];
const TORII_CENTRE = [32, 34];
const CORNER = 14;
const FULL_BLEED_SCALE = 0.8;
const SAMPLES = 4;

/**
 * The icons, by file name. `any`: the favicon as drawn, rounded corners left transparent. Full-bleed (maskable,
 * and Apple's, which iOS rounds itself and would fill black where transparent): the square filled, the torii at 80 %
 * and centred, so it stays inside the maskable safe zone (the middle circle of 40 % radius) whatever the mask.
 */
export const APP_ICONS = Object.freeze({
  'tabiji-192.png': { size: 192, isFullBleed: false },
  'tabiji-512.png': { size: 512, isFullBleed: false },
  'tabiji-maskable-512.png': { size: 512, isFullBleed: true },
  'apple-touch-icon.png': { size: 180, isFullBleed: true },
});

function isInRoundedSquare(x, y) {
  const dx = Math.max(CORNER - x, x - (64 - CORNER), 0);
  const dy = Math.max(CORNER - y, y - (64 - CORNER), 0);
  return dx * dx + dy * dy <= CORNER * CORNER;
}

function isInTorii(x, y, isFullBleed) {
  // Full-bleed icons draw the torii at FULL_BLEED_SCALE, moved from its centre on the grid to the icon's.
  const atX = isFullBleed ? TORII_CENTRE[0] + (x - 32) / FULL_BLEED_SCALE : x;
  const atY = isFullBleed ? TORII_CENTRE[1] + (y - 32) / FULL_BLEED_SCALE : y;
  return TORII.some(([left, top, right, bottom]) => atX >= left && atX < right && atY >= top && atY < bottom);
}

/** The RGBA pixels of one icon, each pixel averaged over SAMPLES² points. */
function pixels({ size, isFullBleed }) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const sum = [0, 0, 0, 0];
      for (let sampleY = 0; sampleY < SAMPLES; sampleY += 1) {
        for (let sampleX = 0; sampleX < SAMPLES; sampleX += 1) {
          const x = ((column + (sampleX + 0.5) / SAMPLES) * 64) / size;
          const y = ((row + (sampleY + 0.5) / SAMPLES) * 64) / size;
          if (!isFullBleed && !isInRoundedSquare(x, y)) continue;
          const colour = isInTorii(x, y, isFullBleed) ? WHITE : ACCENT;
          colour.forEach((channel, index) => (sum[index] += channel));
          sum[3] += 1;
        }
      }
      const offset = (row * size + column) * 4;
      for (let index = 0; index < 3; index += 1) rgba[offset + index] = sum[3] ? Math.round(sum[index] / sum[3]) : 0;
      rgba[offset + 3] = Math.round((sum[3] * 255) / (SAMPLES * SAMPLES));
    }
  }
  return rgba;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** One icon as a PNG file (8-bit RGBA, no filter, deflated). */
export function appIconPng(icon) {
  const { size } = icon;
  const rgba = pixels(icon);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) rgba.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
  mkdirSync(folder, { recursive: true });
  for (const [name, icon] of Object.entries(APP_ICONS)) {
    const png = appIconPng(icon);
    writeFileSync(path.join(folder, name), png);
    console.info(`${name}: ${icon.size}×${icon.size}, ${png.length} bytes`);
  }
}
