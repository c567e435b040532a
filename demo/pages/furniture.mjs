// The page furniture's server HTML, from Tabiji's renderer (dist/server/renderer.js, built with the bundle): the
// demo is a Node host, so it calls the renderer in-process; hosts in other languages use the render service or
// prerendered fragments (README, "Server rendering"). Without a renderer the regions stay empty and the browser
// renders them, exactly as before.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * A function from `{ path, navigation, context }` to the regions' HTML (`{ [region]: html }`), re-loading the
 * renderer when a rebuild replaces it. Failures are logged and give empty regions.
 * @param {string} distDir
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
    if (!loaded) return {};
    try {
      const { regions, warnings } = loaded.renderPage(request);
      for (const warning of warnings) console.warn(`Tabiji demo: renderer: ${warning}`);
      return regions;
    } catch (error) {
      console.error(`Tabiji demo: the furniture could not be rendered for ${request.path}: ${error.message}`);
      return {};
    }
  };
}
