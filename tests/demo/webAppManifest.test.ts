/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { callDemoModule } from './callDemoModule';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

const ROOT = path.join(__dirname, '../..');
const MODULE = 'demo/pages/webAppManifest.mjs';
const manifestsOf = (...codes: string[]) => callDemoModule<Manifest | null>(MODULE, 'webAppManifest', codes.map((code) => [code]));

const NAMES: Array<[string, string, string]> = [
  ['jp', 'ja', 'Tabiji — 日本を旅する人のための旅行ガイド'],
  ['en', 'en', 'Tabiji — Your travel guide to Japan'],
  ['tw', 'zh-tw', 'Tabiji — 為旅客打造的日本旅遊指南'],
  ['th', 'th', 'Tabiji — คู่มือท่องเที่ยวญี่ปุ่นของคุณ'],
  ['ko', 'ko', 'Tabiji — 여행자를 위한 일본 여행 가이드'],
  ['cn', 'zh-cn', 'Tabiji — 为游客打造的日本旅行指南'],
  ['id', 'id', 'Tabiji — Panduan wisata Jepang Anda'],
  ['vn', 'vi', 'Tabiji — Cẩm nang du lịch Nhật Bản của bạn'],
  ['easy', 'ja', 'Tabiji — 日本を りょこう する 人の ための ガイド'],
  ['es', 'es', 'Tabiji — Tu guía de viaje por Japón'],
];
const CODES = NAMES.map(([code]) => code);
const allManifests = manifestsOf(...CODES);
const manifests = new Map(CODES.map((code, index) => [code, allManifests[index]]));
const manifestOf = (code: string): Manifest => {
  const manifest = manifests.get(code);
  if (!manifest) throw new Error(`no manifest for ${code}`);
  return manifest;
};

/** Width, height, colour type and RGBA pixels of a PNG that Tabiji's icon script wrote (8-bit RGBA, unfiltered). */
function readPng(file: string): { width: number; height: number; colourType: number; alphaAt: (x: number, y: number) => number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const colourType = bytes[25] ?? -1;
  const data: Buffer[] = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const rows = inflateSync(Buffer.concat(data));
  const stride = width * 4 + 1;
  return {
    width,
    height,
    colourType,
    alphaAt: (x, y) => {
      expect(rows[y * stride]).toBe(0);
      return rows[y * stride + 1 + x * 4 + 3] ?? -1;
    },
  };
}

const fileOf = (src: string) => path.join(ROOT, 'demo/public', src);

describe('the demo’s web app manifest', () => {
  it.each(NAMES)('%s: named in its language, with its language tag', (code, tag, name) => {
    expect(manifestOf(code)).toMatchObject({ name, short_name: 'Tabiji', lang: tag, dir: 'ltr', display: 'standalone' });
    expect(manifestOf(code).description).toMatch(/^Tabiji/);
  });

  it.each(CODES)('%s: starts, stays and is identified in its own language folder', (code) => {
    const { id, start_url: startUrl, scope } = manifestOf(code);
    const origin = 'https://www.tabiji.example';
    const start = new URL(startUrl, origin);
    const inScope = new URL(scope, origin);
    expect(scope).toBe(`/${code}/`);
    expect(start.origin).toBe(origin);
    expect(start.pathname.startsWith(inScope.pathname)).toBe(true);
    expect(id).toBe(`/${code}/`);
  });

  it('gives each language an app of its own', () => {
    expect(new Set(CODES.map((code) => manifestOf(code).id)).size).toBe(CODES.length);
  });

  it('has no manifest for an unknown path code', () => {
    expect(manifestsOf('de', 'EN', '__proto__', '')).toEqual([null, null, null, null]);
  });

  it('is served at one address per language', () => {
    expect(callDemoModule<string>(MODULE, 'manifestPathFor', [['en'], ['easy']])).toEqual(['/en/manifest.webmanifest', '/easy/manifest.webmanifest']);
  });

  it('takes its colours from the site’s stylesheet', () => {
    const css = readFileSync(path.join(ROOT, 'demo/public/site.css'), 'utf8');
    const variable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
    expect(manifestOf('en')).toMatchObject({ theme_color: variable('accent'), background_color: variable('paper') });
  });

  it('lists PNG icons of 192 and 512 px and a maskable one, each on disk at its declared size', () => {
    const { icons } = manifestOf('th');
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const png = readPng(fileOf(icon.src));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
    for (const code of CODES) expect(manifestOf(code).icons).toEqual(icons);
  });

  it('fills the maskable icon to its edges, and leaves the rounded icon’s corners clear', () => {
    const maskable = readPng(fileOf('/icons/tabiji-maskable-512.png'));
    expect([maskable.alphaAt(0, 0), maskable.alphaAt(511, 511)]).toEqual([255, 255]);
    const rounded = readPng(fileOf('/icons/tabiji-512.png'));
    expect([rounded.alphaAt(0, 0), rounded.alphaAt(256, 256)]).toEqual([0, 255]);
  });

  it('has an opaque 180×180 PNG for the iPhone and iPad Home Screen (iOS fills transparency with black)', () => {
    const icon = readPng(fileOf('/icons/apple-touch-icon.png'));
    expect([icon.width, icon.height, icon.colourType]).toEqual([180, 180, 6]);
    for (const [x, y] of [[0, 0], [179, 0], [0, 179], [179, 179], [90, 90]] as const) expect(icon.alphaAt(x, y)).toBe(255);
  });
});
