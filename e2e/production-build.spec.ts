import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demoDataDir } from '../playwright.config';
import { PAGE_TYPES } from './pages';
import { expect, test } from './fixtures';

// Some packages build cleanly under Parcel's scope hoisting and then crash at run time (parcel-bundler/parcel#9972):
// this loads the production bundle itself, every page type, and waits for every island to mount.
// The stack serves its own copy of dist/ (so a build made meanwhile never changes it): check that copy.
const dist = path.join(__dirname, '..', demoDataDir, 'dist');

test('the demo serves the production build (its copy of dist/)', async ({ request }) => {
  const snippet = readFileSync(path.join(dist, 'tabiji.html'), 'utf8');
  const html = await (await request.get('/en/')).text();
  expect(html).toContain(snippet.trim());
  const bundles = readdirSync(dist).filter((name) => /^(tabiji|boot|client)\.[0-9a-f]+\.js$/.test(name));
  expect(bundles.length).toBeGreaterThanOrEqual(3);
  for (const name of bundles) {
    const code = readFileSync(path.join(dist, name), 'utf8');
    expect(code, name).not.toContain('react-dom.development');
    // Minified: no doc comments left, and lines are long (the few short ones are template strings).
    expect(code, `${name} is minified`).not.toMatch(/\/\*\*\s/);
    if (code.length > 10_000) expect(code.length / code.split('\n').length, `${name} is minified`).toBeGreaterThan(500);
  }
});

/**
 * The sources (by their node_modules or src path) bundled into the islands' start-up bundles, read from their source
 * maps: what the entry imports once the page has painted (src/boot.ts's bundle, React DOM's and the React they share).
 */
function islandsBundleSources(): string[] {
  const names = readdirSync(dist).filter((file) => /^(boot|client)\.[0-9a-f]+\.js$/.test(file));
  expect(names.filter((name) => name.startsWith('boot.')), 'the islands bundle').not.toEqual([]);
  return names.flatMap((name) => (JSON.parse(readFileSync(path.join(dist, `${name}.map`), 'utf8')) as { sources: string[] }).sources);
}

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
  for (const name of readdirSync(dist).filter((file) => /^(boot|client)\.[0-9a-f]+\.js$/.test(file))) {
    expect(readFileSync(path.join(dist, name), 'utf8').split('\n')[0], name).toBe('//# allFunctionsCalledOnLoad');
  }
});

for (const [pageType, pagePath] of Object.entries(PAGE_TYPES)) {
  test(`the production bundle runs on the ${pageType} page and mounts every island`, async ({ page }) => {
    await page.goto(`/en${pagePath}`);
    for (const island of ['information-header', 'sticky-header', 'slider-nav', 'footer']) {
      await expect(page.locator(`[data-tabiji-island="${island}"] > *`).first(), island).toBeAttached();
    }
  });
}
