#!/usr/bin/env node
// Production build: refuses to start when a required variable is missing, then runs Parcel.
//   node scripts/build.mjs            → needs every required TABIJI_* variable (environment or .env files)
//   node scripts/build.mjs --demo     → fills unset variables from demo/demo.env (the local stack)
//   --check-only                      → check the configuration and stop (no bundling)
//   --no-env-files                    → ignore .env files (tests use it to see only the environment)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parse } from 'dotenv';
import { hintIslandsStartUp } from './compileHints.mjs';
import { placeHeadScripts } from './headScript.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Every setting a build reads: Tabiji's own, the composition's choice of adapters, and each adapter's slice (the same
// tables as CONFIG_VARIABLES in src/composition/settings.ts; a unit test holds them together).
const VARIABLE_FILES = [
  'src/domain/configVariables.json',
  'src/composition/compositionVariables.json',
  'src/adapters/firebase/firebaseVariables.json',
  'src/adapters/gpt/gptVariables.json',
  'src/adapters/host/hostSessionVariables.json',
  'src/adapters/photo/photoVariables.json',
  'src/adapters/maps/mapsVariables.json',
  'src/adapters/http/collectorVariables.json',
];
const variables = Object.assign({}, ...VARIABLE_FILES.map((file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))));
const flags = new Set(process.argv.slice(2));
const demo = flags.has('--demo');

/** The variables as Parcel will see them: the environment wins over .env files, as in Parcel. */
function effectiveEnvironment() {
  const files = flags.has('--no-env-files') ? [] : ['.env', '.env.production', '.env.local', '.env.production.local'];
  const fromFiles = {};
  for (const file of files) {
    const full = path.join(root, file);
    if (existsSync(full)) Object.assign(fromFiles, parse(readFileSync(full)));
  }
  const fromDemo = demo ? parse(readFileSync(path.join(root, 'demo/demo.env'))) : {};
  return { ...fromDemo, ...fromFiles, ...process.env };
}

const env = effectiveEnvironment();
// The same rules as missingRequired and invalidSettings in src/composition/settings.ts (a unit test holds them together).
const isAbsolute = (value) => /^https?:\/\//i.test(value?.trim() ?? '');
const isRequired = ({ required, requiredWhenAbsolute }) => required || (requiredWhenAbsolute !== undefined && isAbsolute(env[requiredWhenAbsolute]));
const isHttpUrl = (value) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const missing = Object.keys(variables).filter((name) => isRequired(variables[name]) && !env[name]?.trim());
const invalid = Object.keys(variables).filter((name) => variables[name].format === 'http-url' && env[name]?.trim() && !isHttpUrl(env[name].trim()));
// The identity adapters a build can bind (IDENTITY_ADAPTERS in src/composition/settings.ts).
const IDENTITY_ADAPTERS = ['firebase', 'host-session'];
if (env.TABIJI_IDENTITY?.trim() && !IDENTITY_ADAPTERS.includes(env.TABIJI_IDENTITY.trim())) {
  console.error(`Tabiji build stopped: TABIJI_IDENTITY must be one of ${IDENTITY_ADAPTERS.join(', ')}, got "${env.TABIJI_IDENTITY.trim()}".`);
  process.exit(1);
}
// The event log's collector protocols (COLLECTOR_PROTOCOLS in src/composition/collectorProtocol.ts).
const COLLECTOR_PROTOCOLS = ['tabiji', 'snowplow', 'segment', 'otlp'];
const protocol = env.TABIJI_EVENT_LOG_PROTOCOL?.trim();
if (protocol && !COLLECTOR_PROTOCOLS.includes(protocol)) {
  console.error(`Tabiji build stopped: TABIJI_EVENT_LOG_PROTOCOL must be one of ${COLLECTOR_PROTOCOLS.join(', ')}, got "${protocol}".`);
  process.exit(1);
}
if (protocol === 'segment' && !env.TABIJI_EVENT_LOG_WRITE_KEY?.trim()) {
  console.error('Tabiji build stopped: TABIJI_EVENT_LOG_PROTOCOL=segment needs TABIJI_EVENT_LOG_WRITE_KEY (the source\'s write key).');
  process.exit(1);
}
if (missing.length > 0 || invalid.length > 0) {
  if (missing.length > 0) console.error(`Tabiji build stopped: required configuration is missing: ${missing.join(', ')}.`);
  if (missing.some((name) => name.endsWith('_RECIPIENT_NAME') || name === 'TABIJI_OPERATOR_NAME')) {
    console.error('The external-transmission page names the operator and every recipient (電気通信事業法第27条の12).');
  }
  for (const name of invalid) console.error(`Tabiji build stopped: ${name} must be an absolute http(s) URL, got "${env[name].trim()}".`);
  console.error('Set each one in the environment or in .env.production.local (see docs/integrating.md, "Configuration").');
  console.error('For the local demo stack run `npm run build:demo` instead.');
  process.exit(1);
}

/**
 * Writes .build/markupBuild.json: the islands' markup build, a hash of every source file and the lockfile, which the
 * browser bundle and the server renderer both carry (src/markupBuild.ts), so each region's server HTML says which
 * build made it and the browser renders afresh HTML of another build.
 */
function writeMarkupBuild() {
  const hash = createHash('sha256');
  const files = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .sort();
  for (const file of [...files, 'package-lock.json']) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  mkdirSync(path.join(root, '.build'), { recursive: true });
  // `production`: built without --demo. A production renderer refuses settings the disclosure needs (renderDisclosure.tsx).
  writeFileSync(path.join(root, '.build/markupBuild.json'), `${JSON.stringify({ id: hash.digest('hex').slice(0, 12), production: !demo })}\n`);
}

if (flags.has('--check-only')) {
  console.info('Tabiji build configuration: every required variable is set.');
  process.exit(0);
}

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
writeMarkupBuild();
const publicUrl = env.TABIJI_PUBLIC_URL?.trim() || '/tabiji/';
const parcel = path.join(root, 'node_modules/.bin/parcel');
// One Parcel cache per set of TABIJI_* values: Parcel 2.16 once kept a bundle with the previous build's inlined
// process.env value (the Auth emulator's port) after the variable changed. The demo's and the tests' builds keep
// their own caches, so switching between them stays fast too.
const settings = Object.keys(env).filter((name) => name.startsWith('TABIJI_')).sort().map((name) => [name, env[name]]);
const withDefaults = Object.fromEntries(Object.keys(variables).map((name) => [name, env[name]?.trim() || variables[name].default]));
const cacheDir = path.join(root, '.parcel-cache', createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 12));
const result = spawnSync(parcel, ['build', '--public-url', publicUrl, '--no-autoinstall', '--cache-dir', cacheDir, ...[...flags].filter((flag) => !['--demo', '--check-only', '--no-env-files'].includes(flag))], {
  cwd: root,
  stdio: 'inherit',
  // Every variable with its default applied: the bundle carries values, not the tables of rules (settingsFrom in
  // src/composition/settings.ts), and TABIJI_IDENTITY and TABIJI_EVENT_LOG_PROTOCOL are always set, so the bundle
  // carries only the chosen identity adapter and collector protocol (composition/islandPortBindings.ts, collectorProtocol.ts).
  env: { ...env, ...withDefaults, NODE_ENV: 'production' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
try {
  const { scriptHashes, bytes, programName, styleHashes } = placeHeadScripts(path.join(root, 'dist'), publicUrl);
  console.info(`Tabiji: the furniture's styles and the head scripts are inline in dist/tabiji.html (the scripts ${bytes} bytes; allow them with style-src ${styleHashes.join(' ')} and script-src ${scriptHashes.join(' ')}, dist/tabiji-csp.json), the claim program follows them (${programName}).`);
} catch (error) {
  console.error(`Tabiji build stopped: the head snippet's styles and scripts could not be placed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
try {
  const bundles = hintIslandsStartUp(path.join(root, 'dist'));
  console.info(`Tabiji: ${bundles.join(', ')} carry V8's compile hint (compiled off the main thread as they arrive).`);
} catch (error) {
  console.error(`Tabiji build stopped: the islands' start-up bundles could not get their compile hint: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
