import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demoDataDir } from '../playwright.config';
import { PAGE_TYPES } from './pages';
import { expect, islandsReady, test } from './fixtures';

// Some packages build cleanly under Parcel's scope hoisting and then crash at run time (parcel-bundler/parcel#9972):
// this loads the production bundle itself, every page type, and waits for every island to mount.
// The stack serves its own copy of dist/ (so a build made meanwhile never changes it): check that copy.
const dist = path.join(__dirname, '..', demoDataDir, 'dist');

test('the demo serves the production build (its copy of dist/)', async ({ request }) => {
  const snippet = readFileSync(path.join(dist, 'tabiji.html'), 'utf8');
  const html = await (await request.get('/en/')).text();
  expect(html).toContain(snippet.trim());
  const bundles = readdirSync(dist).filter((name) => /^(tabiji|visit|boot|islandsChunk|client)\.[0-9a-f]+\.js$/.test(name));
  expect(bundles.length).toBeGreaterThanOrEqual(5);
  for (const name of bundles) {
    const code = readFileSync(path.join(dist, name), 'utf8');
    expect(code, name).not.toContain('react-dom.development');
    // Minified: no doc comments left, and lines are long (the few short ones are template strings).
    expect(code, `${name} is minified`).not.toMatch(/\/\*\*\s/);
    if (code.length > 10_000) expect(code.length / code.split('\n').length, `${name} is minified`).toBeGreaterThan(500);
  }
});

/** The sources (by their node_modules or src path) bundled into the built files named `pattern`, from their source maps. */
function bundledSources(pattern: RegExp): string[] {
  const names = readdirSync(dist).filter((file) => pattern.test(file));
  return names.flatMap((name) => (JSON.parse(readFileSync(path.join(dist, `${name}.map`), 'utf8')) as { sources: string[] }).sources);
}

/**
 * The sources bundled into the start-up bundles: the visit's services (src/visit.ts's, imported once the page has
 * painted), and the islands' services, the islands' chunk, React DOM's and the React they share (imported when an
 * island's trigger fires).
 */
function islandsBundleSources(): string[] {
  expect(readdirSync(dist).filter((name) => /^visit\.[0-9a-f]+\.js$/.test(name)), 'the visit\'s services bundle').not.toEqual([]);
  expect(readdirSync(dist).filter((name) => /^boot\.[0-9a-f]+\.js$/.test(name)), 'the islands\' services bundle').not.toEqual([]);
  return bundledSources(/^(visit|boot|islandsChunk|client)\.[0-9a-f]+\.js$/);
}

// A visitor who does not touch the page fetches no framework (ADR 037): the entry and the visit's services, which
// every page fetches, carry no React, no island, no container (ADR 038: inversify comes with the islands) and no
// request library.
test('the entry and the visit\'s services carry no React, no island and no container', () => {
  const startPath = bundledSources(/^(tabiji|visit)\.[0-9a-f]+\.js$/);
  expect(startPath.some((source) => source.includes('src/application/startPageServices')), 'sanity: the map lists the services').toBe(true);
  // The islands' triggers table (src/ui/islands/loading.ts) is read by the entry: it imports no island.
  expect(startPath.filter((source) => /node_modules\/(react|react-dom|scheduler)\/|src\/ui\/(islands\/(?!loading\.ts)|components\/)/.test(source))).toEqual([]);
  expect(startPath.filter((source) => /node_modules\/(inversify|@inversifyjs|axios)\/|src\/container\.ts/.test(source))).toEqual([]);
});

// The visit's services and the push worker carry their settings as the build parsed them (Parcel macros,
// composition/browserSettings.ts and serviceWorker/workerSettings.ts):
// not the parsing rules, the adapters' settings parsers or the table of build-time variables.
test('the visit\'s services, the ads, the affiliate links, the map, the survey and the push worker carry their settings parsed at build time, not the rules that parse them', () => {
  const parsing = /src\/(domain\/config|composition\/(settings|browserSettings)|buildEnvironment|adapters\/[a-z]+\/[a-zA-Z]+Settings)\.ts$/;
  for (const [bundle, entry] of [['visit', 'src/visit.ts'], ['adsChunk', 'src/adsChunk.ts'], ['affiliateChunk', 'src/affiliateChunk.ts'], ['mapChunk', 'src/mapChunk.ts'], ['surveyChunk', 'src/surveyChunk.ts']] as const) {
    const sources = bundledSources(new RegExp(`^${bundle}\\.[0-9a-f]+\\.js$`));
    expect(sources.some((source) => source.includes(entry)), `sanity: the map lists ${entry}`).toBe(true);
    expect(sources.filter((source) => parsing.test(source)), bundle).toEqual([]);
  }
  const built = (bundle: RegExp) => readFileSync(path.join(dist, readdirSync(dist).find((name) => bundle.test(name))!), 'utf8');
  // The event log's address is the collector's, as the tests' build configured it; GPT's address is the stand-in's.
  expect(built(/^visit\.[0-9a-f]+\.js$/)).toMatch(/eventLogUrl:"[^"]+"/);
  expect(built(/^adsChunk\.[0-9a-f]+\.js$/)).toMatch(/scriptUrl:"[^"]+"/);
  // No setting reaches the browser that no browser code reads (issue 45): the place manager and the main site are
  // server-only until a browser feature reads them. The maps key is read by the map on request alone, the
  // forms-and-surveys entry API by the reader survey alone, the main app API by saved items alone (issue 46): one file
  // carries each, the chunk that reads it.
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  for (const name of scripts) {
    expect(readFileSync(path.join(dist, name), 'utf8'), name).not.toMatch(/placeApiUrl|mainSiteUrl|\/api\/place\//);
  }
  expect(scripts.filter((name) => readFileSync(path.join(dist, name), 'utf8').includes('appApiUrl'))).toEqual([expect.stringMatching(/^saveChunk\.[0-9a-f]+\.js$/)]);
  expect(scripts.filter((name) => readFileSync(path.join(dist, name), 'utf8').includes('formsApiUrl'))).toEqual([expect.stringMatching(/^surveyChunk\.[0-9a-f]+\.js$/)]);
  expect(scripts.filter((name) => readFileSync(path.join(dist, name), 'utf8').includes('demo-maps-key'))).toEqual([expect.stringMatching(/^mapChunk\.[0-9a-f]+\.js$/)]);
  // The push service worker too (serviceWorker/workerSettings.ts).
  const worker = (JSON.parse(readFileSync(path.join(dist, 'firebase-messaging-sw.js.map'), 'utf8')) as { sources: string[] }).sources;
  expect(worker.some((source) => source.includes('src/firebase-messaging-sw.ts')), 'sanity: the map lists the worker').toBe(true);
  expect(worker.filter((source) => /src\/(domain\/config|buildEnvironment|adapters\/firebase\/firebaseSettings|serviceWorker\/workerSettings)\.ts$/.test(source))).toEqual([]);
});

// The start path reads the page's language from its path and nothing more (ADR 039): no languages' table, no web
// vitals meter or library (fetched at the first interaction).
test('the start path carries no languages\' table and no web-vitals code', () => {
  const startPath = bundledSources(/^(tabiji|adsChunk|visit)\.[0-9a-f]+\.js$/);
  expect(startPath.some((source) => source.includes('src/domain/pathCodes')), 'sanity: the map lists the path codes').toBe(true);
  expect(startPath.filter((source) => /src\/domain\/languages\.ts|node_modules\/web-vitals\/|src\/adapters\/browser\/WebVitalsAdapter|src\/application\/telemetry\/recordWebVitals/.test(source))).toEqual([]);
  const claim = readdirSync(dist).filter((name) => /^pageViewClaim\.[0-9a-f]+\.js$/.test(name));
  expect(claim, 'the claim program').toHaveLength(1);
  // Its build keeps no source map: the table's endonyms would be there.
  expect(readFileSync(path.join(dist, claim[0]!), 'utf8')).not.toContain('Bahasa Indonesia');
});

// The visit's services wait until they are wanted (ADR 042): the entry and the page's ads carry no composition, no
// consent store and no visit tracking; the visit's bundle does.
test('the start path carries none of the visit\'s services', () => {
  const startPath = bundledSources(/^(tabiji|adsChunk)\.[0-9a-f]+\.js$/);
  const visitOnly = /src\/composition\/(visitBindings|visitApplicationBindings|portBindings|pageResolver)\.ts|src\/application\/(startPageServices|tracking\/trackPageWhenWanted)\.ts|node_modules\/js-cookie\//;
  expect(startPath.some((source) => source.includes('src/adsChunk.ts')), 'sanity: the map lists the ads\' chunk').toBe(true);
  expect(startPath.filter((source) => visitOnly.test(source))).toEqual([]);
  expect(bundledSources(/^visit\.[0-9a-f]+\.js$/).filter((source) => visitOnly.test(source)).length).toBeGreaterThan(0);
});

// The islands' services wait until they are wanted (ADR 040): the start path carries no identity provider, session
// store or push controller; the islands' services' bundle does.
test('the start path carries no identity provider, session store or push controller', () => {
  const startPath = bundledSources(/^(tabiji|visit)\.[0-9a-f]+\.js$/);
  const islandsOnly = /src\/adapters\/(firebase\/FirebaseIdentityAdapter|host\/HostSessionIdentityAdapter)|src\/application\/(session\/sessionStore|push\/pushController)\.ts/;
  expect(startPath.some((source) => source.includes('src/application/session/sessionRelay')), 'sanity: the map lists the session relay').toBe(true);
  expect(startPath.filter((source) => islandsOnly.test(source))).toEqual([]);
  expect(bundledSources(/^boot\.[0-9a-f]+\.js$/).filter((source) => islandsOnly.test(source)).length).toBeGreaterThan(0);
});

// Every page fetches the islands' start-up bundles before it can mount anything, within a 100 KB gzip budget: code
// that is only needed later stays in lazy chunks, and inversify gets Tabiji's metadata shim, not the polyfill.
test('the islands\' start-up bundles leave out what they do not need, and are compiled as they arrive', () => {
  const sources = islandsBundleSources();
  expect(sources.some((source) => source.includes('node_modules/@inversifyjs/container/')), 'sanity: the map lists inversify').toBe(true);
  expect(sources.filter((source) => source.includes('node_modules/reflect-metadata/'))).toEqual([]);
  // Visit tracking's adapters (it starts after load) and the signed-in account menu come in chunks of their own.
  const lazy = /src\/(adapters\/http\/|domain\/eventDelivery|ui\/components\/AccountMenu|domain\/avatar|domain\/colour)/;
  expect(sources.filter((source) => lazy.test(source))).toEqual([]);
  // V8 compiles them off the main thread while they stream in (scripts/compileHints.mjs).
  for (const name of readdirSync(dist).filter((file) => /^(visit|boot|islandsChunk|client)\.[0-9a-f]+\.js$/.test(file))) {
    expect(readFileSync(path.join(dist, name), 'utf8').split('\n')[0], name).toBe('//# allFunctionsCalledOnLoad');
  }
});

for (const [pageType, pagePath] of Object.entries(PAGE_TYPES)) {
  test(`the production bundle runs on the ${pageType} page and mounts every island`, async ({ page }) => {
    await page.goto(`/en${pagePath}`);
    await islandsReady(page);
    for (const island of ['information-header', 'sticky-header', 'slider-nav', 'footer']) {
      await expect(page.locator(`[data-tabiji-island="${island}"] > *`).first(), island).toBeAttached();
    }
  });
}
