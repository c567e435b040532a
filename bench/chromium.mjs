// How the benchmark starts Debian's Chromium: the flags the browser tests use too (scripts/chromium.json).
import { readFileSync } from 'node:fs';

const chromium = JSON.parse(readFileSync(new URL('../scripts/chromium.json', import.meta.url), 'utf8'));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? chromium.path;

/** Lighthouse's launcher starts Chromium itself, so headless mode is asked for here. */
export const CHROMIUM_FLAGS = ['--headless=new', ...chromium.flags];
