// What each furniture region adds to a page: the gzip size of its server HTML, rendered by dist/server/renderer.js
// from the page's own navigation and context (the JSON the demo page carries, built by demo/pages/layout.mjs with
// navigationFor), and checked to be exactly what the demo page serves inside the region.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './stack.mjs';

const RENDERER = path.join(ROOT, 'dist/server/renderer.js');

function jsonScript(html, id) {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error(`the page has no ${id} JSON`);
  return JSON.parse(match[1]);
}

/** The render request the demo makes for `pagePath` (path, navigation, context), and the page's HTML. */
export async function renderInputs(origin, pagePath) {
  const response = await fetch(`${origin}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath}: HTTP ${response.status}`);
  const html = await response.text();
  return { request: { path: pagePath, navigation: jsonScript(html, 'tabiji-navigation'), context: jsonScript(html, 'tabiji-context') }, html };
}

/**
 * For each page: every region's server HTML size (raw and gzip bytes, gzip level 9 as for the built files) and
 * whether the served page holds exactly that HTML. Null when the renderer is not built.
 */
export async function regionSizes(origin, pagePaths) {
  if (!existsSync(RENDERER)) return null;
  const { renderPage } = createRequire(import.meta.url)(RENDERER);
  const pages = [];
  for (const pagePath of pagePaths) {
    const { request, html } = await renderInputs(origin, pagePath);
    const rendered = renderPage(request);
    const regions = Object.entries(rendered.regions).map(([name, regionHtml]) => ({
      name,
      raw: Buffer.byteLength(regionHtml),
      gzip: gzipSync(regionHtml, { level: 9 }).length,
      isServed: html.includes(`<div data-tabiji-island="${name}">${regionHtml}</div>`),
    }));
    pages.push({ path: pagePath, regions, warnings: rendered.warnings });
  }
  return pages;
}
