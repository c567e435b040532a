/**
 * @jest-environment node
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runScenario } from './runScenario';

interface Generated {
  folder: string;
  files: string[];
  manifest: { scenes: string[]; widths: number[]; formats: string[]; files: string[] };
  version: string;
  sameTwice: boolean;
  otherScene: boolean;
  pixels: { width: number; height: number; length: number; opaque: boolean };
}

// One scene at the smallest width only: the whole set takes seconds, the unit tests should not.
const SCENARIO = `
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generatorVersion, writePhotos } from './demo/photos/generatePhotos.mjs';
import { renderLandscape } from './demo/photos/landscape.mjs';
import { SCENES } from './demo/photos/scenes.mjs';
const folder = mkdtempSync(path.join(os.tmpdir(), 'tabiji-photos-'));
const files = await writePhotos(folder, { scenes: [SCENES[0]], widths: [320] });
const hash = (pixels) => createHash('sha256').update(pixels.data).digest('hex');
const pixels = renderLandscape(SCENES[0], 320);
let opaque = true;
for (let index = 3; index < pixels.data.length; index += 4) if (pixels.data[index] !== 255) opaque = false;
process.stdout.write(JSON.stringify({
  folder, files, manifest: JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')), version: generatorVersion(),
  sameTwice: hash(pixels) === hash(renderLandscape(SCENES[0], 320)),
  otherScene: hash(pixels) !== hash(renderLandscape(SCENES[1], 320)),
  pixels: { width: pixels.width, height: pixels.height, length: pixels.data.length, opaque },
}));
`;

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const isStartOfFrame = marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker);
    if (isStartOfFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('no start-of-frame segment');
}

/** Width and height from a WebP's first chunk (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('the stand-in photos', () => {
  const generated = runScenario<Generated>(SCENARIO);
  const bytesOf = (file: string) => readFileSync(path.join(generated.folder, file));
  afterAll(() => rmSync(generated.folder, { recursive: true, force: true }));

  it('writes each format of each width into the scene’s folder, and the manifest listing them', () => {
    expect(generated.files).toEqual(['noon-green/320.webp', 'noon-green/320.jpeg']);
    expect(generated.manifest).toEqual({ scenes: ['noon-green'], widths: [320], formats: ['webp', 'jpeg'], files: generated.files });
  });

  it('encodes a JPEG of the width at 3:2', () => {
    const jpeg = bytesOf('noon-green/320.jpeg');
    expect(jpegSize(jpeg)).toEqual({ width: 320, height: 213 });
    expect(jpeg.readUInt16BE(jpeg.length - 2)).toBe(0xffd9);
    // Grain keeps it photo-like: neither a flat image of a few hundred bytes nor an uncompressed one.
    expect(jpeg.length).toBeGreaterThan(2_000);
    expect(jpeg.length).toBeLessThan(60_000);
  });

  it('encodes a WebP of the width at 3:2', () => {
    const webp = bytesOf('noon-green/320.webp');
    expect(webpSize(webp)).toEqual({ width: 320, height: 213 });
    expect(webp.length).toBeGreaterThan(1_000);
    expect(webp.length).toBeLessThan(60_000);
  });

  it('draws each scene the same every time, and the scenes differently', () => {
    expect(generated.pixels).toEqual({ width: 320, height: 213, length: 320 * 213 * 4, opaque: true });
    expect(generated.sameTwice).toBe(true);
    expect(generated.otherScene).toBe(true);
  });

  it('names the generator version by a short hash of what decides the bytes', () => {
    expect(generated.version).toMatch(/^[0-9a-f]{12}$/);
  });
});
