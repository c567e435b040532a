// The server HTML of the page furniture and place photos, three ways (docs/integrating.md, "The renderer's three
// forms"): the demo is a Node host, so by default it calls Tabiji's renderer (dist/server/renderer.js) in process;
// `?furniture=service` asks the render service over HTTP, as a host in another language would; `?furniture=fragments`
// includes the prerender CLI's fragments, as a host with server-side includes would. Without any of them the regions
// stay empty and the browser renders them, exactly as before. Photos come from the first two only: fragments have
// none, so with them the browser renders the photos.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_CODE, languageByCode } from '../content/languages.mjs';

const require = createRequire(import.meta.url);

/** Nothing rendered: the browser renders every region and photo. */
const NOTHING = Object.freeze({ regions: {}, photos: [] });

/**
 * A function from `{ path, navigation, context, attachments?, photos? }` to the regions' HTML (`{ [region]: html }`)
 * and the photos' (in the order asked), re-loading the renderer when a rebuild replaces it. Failures are logged and
 * give empty regions and photos.
 * @param {string} distDir
 * @returns {(request: object) => import('./layout.mjs').Furniture}
 */
export function furnitureRenderer(distDir) {
  const file = path.join(distDir, 'server', 'renderer.js');
  let renderer = null;
  let modifiedMs = -1;
  if (!existsSync(file)) {
    console.warn(`Tabiji demo: ${file} is missing, so pages arrive with empty regions (the browser renders them).`);
  }

  const current = () => {
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== modifiedMs) {
        delete require.cache[file];
        renderer = require(file);
        modifiedMs = mtimeMs;
      }
    } catch {
      // Missing or mid-rebuild: keep the last renderer (or none).
    }
    return renderer;
  };

  return function renderFurniture(request) {
    const loaded = current();
    if (!loaded) return NOTHING;
    try {
      // A renderer built before place photos answers no `photos`: the browser renders them.
      const { regions, photos = [], places = [], survey = '', warnings } = loaded.renderPage(request);
      for (const warning of warnings) console.warn(`Tabiji demo: renderer: ${warning}`);
      return { regions, photos, places, survey };
    } catch (error) {
      console.error(`Tabiji demo: the furniture could not be rendered for ${request.path}: ${error.message}`);
      return NOTHING;
    }
  };
}

/**
 * The regions and photos from Tabiji's render service over HTTP, as a host in any language would get them: one POST
 * per page with a short timeout; any failure is logged and gives empty regions and photos (the browser renders them).
 * @param {string} serviceUrl  e.g. http://127.0.0.1:8092
 * @param {number} timeoutMs
 * @returns {(request: object) => Promise<import('./layout.mjs').Furniture>}
 */
export function renderServiceClient(serviceUrl, timeoutMs = 300) {
  const endpoint = new URL('/render', serviceUrl);
  return async function renderFurniture(request) {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`${response.status} ${body?.error?.code}: ${body?.error?.message}`);
      for (const warning of body.warnings) console.warn(`Tabiji demo: render service: ${warning}`);
      return { regions: body.regions, photos: body.photos ?? [], places: body.places ?? [], survey: body.survey ?? '' };
    } catch (error) {
      console.error(`Tabiji demo: the render service failed for ${request.path} (${error.message}); regions and photos left empty`);
      return NOTHING;
    }
  };
}

/**
 * The regions from prerendered fragments, read per request the way a server-side include would: the prerender CLI's
 * `<dir>/manifest.json` names each language's fragment files. A missing manifest or fragment leaves regions empty.
 * Fragments hold no photos: the browser renders them.
 * @param {string} dir  the CLI's --out folder
 * @returns {(request: object) => import('./layout.mjs').Furniture}
 */
export function fragmentFurniture(dir) {
  return function renderFurniture({ path: pagePath }) {
    const first = new URL(pagePath, 'http://demo.invalid').pathname.split('/')[1] ?? '';
    const code = languageByCode(first)?.code ?? DEFAULT_CODE;
    const regions = {};
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      for (const [name, { file }] of Object.entries(manifest.languages[code]?.regions ?? {})) {
        regions[name] = readFileSync(path.join(dir, file), 'utf8');
      }
    } catch (error) {
      console.error(`Tabiji demo: the ${code} fragments could not be read (${error.code ?? error.message}); regions left empty`);
    }
    return { regions, photos: [] };
  };
}
