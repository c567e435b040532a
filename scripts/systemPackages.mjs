#!/usr/bin/env node
// The one list of Debian packages Tabiji's tests and bench need beyond Node and npm, and the check that brings them:
// `node scripts/systemPackages.mjs test|bench` finds what is missing; as root it installs it with apt-get, otherwise it
// stops at once naming the one command to run. `npm test` and `npm run bench` call it first. `npm start` needs nothing
// beyond Node (the Auth emulator is firebase-tools' own Node code; the stand-in photos are encoded in WebAssembly).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether a program is on the PATH. */
function onPath(program) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, program)));
}

/** Whether fontconfig knows a font for a language (optionally of a family whose name contains `family`). */
function hasFont(lang, family) {
  if (!onPath('fc-list')) return false;
  const listed = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
  if (listed.status !== 0) return false;
  return family ? listed.stdout.includes(family) : listed.stdout.trim() !== '';
}

/** libwebkit2gtk-4.1-0's MiniBrowser, under the machine's multiarch directory. */
function hasMiniBrowser() {
  if (process.env.MINIBROWSER_PATH) return existsSync(process.env.MINIBROWSER_PATH);
  return readdirSync('/usr/lib').some((dir) => existsSync(path.join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser')));
}

/**
 * Each package: what it gives, how to tell it is there, and which commands need it. The browser tests drive Debian's
 * Chromium (never a downloaded browser), Firefox ESR through WebDriver BiDi and WebKitGTK's MiniBrowser through
 * WebKitWebDriver inside Xvfb, and check how Japanese, Chinese, Korean and Thai are drawn; the bench needs Chromium
 * and a Japanese font.
 */
export const SYSTEM_PACKAGES = [
  { name: 'chromium', gives: 'Chromium', isPresent: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'), neededBy: ['test', 'bench'] },
  { name: 'firefox-esr', gives: 'Firefox ESR', isPresent: () => existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'), neededBy: ['test'] },
  { name: 'webkit2gtk-driver', gives: 'WebKitWebDriver', isPresent: () => existsSync(process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'), neededBy: ['test'] },
  { name: 'libwebkit2gtk-4.1-0', gives: "WebKitGTK's MiniBrowser", isPresent: hasMiniBrowser, neededBy: ['test'] },
  { name: 'xvfb', gives: 'Xvfb (a display for WebKitGTK)', isPresent: () => onPath('Xvfb'), neededBy: ['test'] },
  { name: 'fontconfig', gives: 'fc-list (to find the fonts)', isPresent: () => onPath('fc-list'), neededBy: ['test', 'bench'] },
  { name: 'fonts-noto-cjk', gives: 'Japanese, Chinese and Korean fonts (Noto Sans CJK)', isPresent: () => hasFont('ja', 'Noto Sans CJK JP'), neededBy: ['test', 'bench'] },
  { name: 'fonts-noto-core', gives: 'a Thai font (Noto Sans Thai)', isPresent: () => hasFont('th', 'Noto Sans Thai'), neededBy: ['test'] },
];

/** The packages `purpose` needs that this machine lacks. */
export function missingPackages(purpose) {
  return SYSTEM_PACKAGES.filter((pkg) => pkg.neededBy.includes(purpose) && !pkg.isPresent());
}

/** Runs apt-get with its output kept in `log` (shown only when it fails). */
function aptGet(args, log) {
  const result = spawnSync('apt-get', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  appendFileSync(log, `$ apt-get ${args.join(' ')}\n${result.stdout ?? ''}${result.stderr ?? ''}\n`);
  if (result.status !== 0) console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n'));
  return result.status === 0;
}

/** Installs what `purpose` needs; exits the process with a message when it cannot. */
export function ensureSystemPackages(purpose) {
  const missing = missingPackages(purpose);
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name);
  const command = `apt-get update && apt-get install -y ${names.join(' ')}`;
  console.info(`${purpose}: missing ${missing.map((pkg) => `${pkg.gives} (${pkg.name})`).join(', ')}`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!onPath('apt-get') || !isRoot) {
    const how = onPath('apt-get') ? `sudo sh -c '${command}'` : `the packages ${names.join(', ')} (Debian names) with this system's package manager`;
    console.error(`${purpose}: cannot install them as this user. Install them first, then run it again:\n  ${how}`);
    process.exit(2);
  }
  const started = Date.now();
  console.info(`${purpose}: installing them with apt-get (a few minutes, once)…`);
  const log = path.join(tmpdir(), 'tabiji-apt-get.log');
  writeFileSync(log, '');
  const isInstalled = aptGet(['update', '-qq'], log) && aptGet(['install', '-y', '-qq', ...names], log);
  const stillMissing = missingPackages(purpose);
  if (!isInstalled || stillMissing.length > 0) {
    console.error(`${purpose}: apt-get could not install ${stillMissing.map((pkg) => pkg.name).join(', ') || names.join(', ')} (its output: ${log}). Try:\n  ${command}`);
    process.exit(2);
  }
  console.info(`${purpose}: installed ${names.join(' ')} in ${Math.round((Date.now() - started) / 1000)} s (apt-get's output: ${log})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const purpose = process.argv[2] ?? '';
  if (!['test', 'bench'].includes(purpose)) {
    console.error('usage: node scripts/systemPackages.mjs test|bench');
    process.exit(2);
  }
  ensureSystemPackages(purpose);
}
