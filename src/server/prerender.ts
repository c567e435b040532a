// The prerender CLI: `node dist/server/prerender.js --navigation <file.json> --out <dir> [--languages jp,en] [--paths <file>]`
// (docs/integrating.md, "The prerender CLI"). Run it as a script: it loads renderer.js beside it.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { loadRenderer, rendererBuildId } from './rendererModule';
import { runPrerender } from './runPrerender';

// Parcel rewrites __dirname to the source folder, so the bundle finds its neighbour from the script it runs as.
const rendererPath = path.join(path.dirname(realpathSync(process.argv[1] ?? '.')), 'renderer.js');
let code: number;
try {
  const renderer = loadRenderer(rendererPath);
  code = runPrerender(process.argv.slice(2), { renderPage: renderer.renderPage, disclosureRefusal: renderer.disclosureRefusal, buildId: rendererBuildId(rendererPath), now: new Date() }, console);
} catch (error) {
  console.error(`prerender: cannot load the renderer ${rendererPath}: ${(error as Error).message}`);
  code = 2;
}
process.exitCode = code;
