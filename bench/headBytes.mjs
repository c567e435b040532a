// The head's inline code (issue 41: one kilobyte in the head): on every demo page type in all ten languages, the
// executable inline scripts of the served page's <head> (Tabiji's head script, and anything else inline there),
// gzip-compressed as the document's compression would take them. Data blocks (`type=application/json`,
// `application/ld+json`) are not code and are not counted. The head's inline styles (the furniture's, ADR 036) are
// measured beside them.
import { gzipSync } from 'node:zlib';
import { inlineStyleBodies } from '../scripts/headScript.mjs';

export const HEAD_PAGE_TYPES = { top: '/', article: '/articles/1', pr: '/pr/101', category: '/categories/1', region: '/regions/1' };
export const HEAD_PATH_CODES = ['jp', 'en', 'th', 'cn', 'tw', 'ko', 'id', 'vn', 'easy', 'es'];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Whether a script element's attributes make it code that runs (no `src`; no type, a JavaScript type or module). */
function isInlineCode(attributes) {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** What is inside `html`'s <head>. */
function headOf(html) {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1];
  if (head === undefined) throw new Error('no <head> in the page');
  return head;
}

/** The executable inline scripts in `html`'s <head>, their texts. */
export function inlineHeadCode(html) {
  return [...headOf(html).matchAll(SCRIPT)].filter(([, attributes]) => isInlineCode(attributes)).map(([, , body]) => body);
}

/** The `<style>` elements in `html`'s <head>, their texts (the furniture's styles, ADR 036). */
export function inlineHeadStyles(html) {
  return inlineStyleBodies(headOf(html));
}

const gzipOf = (texts) => (texts.length ? gzipSync(texts.join('\n'), { level: 9 }).length : 0);

/**
 * Gzip bytes of `html`'s inline head code (every script's text together, at level 9), and of its inline styles
 * (`styleGzip`), measured apart: the code is budgeted to a kilobyte, the styles to what keeps the page's first bytes
 * small.
 */
export function inlineHeadGzipBytes(html) {
  const code = inlineHeadCode(html);
  return { scripts: code.length, raw: code.reduce((sum, body) => sum + Buffer.byteLength(body), 0), gzip: gzipOf(code), styleGzip: gzipOf(inlineHeadStyles(html)) };
}

/** Each page type in each language from `origin`: path → { scripts, raw, gzip, styleGzip }; throws on a page that is not 200. */
export async function headBytes(origin) {
  const figures = {};
  for (const code of HEAD_PATH_CODES) {
    for (const pagePath of Object.values(HEAD_PAGE_TYPES)) {
      const url = `/${code}${pagePath}`;
      const response = await fetch(`${origin}${url}`);
      if (!response.ok) throw new Error(`bench: ${url} answered ${response.status}`);
      figures[url] = inlineHeadGzipBytes(await response.text());
    }
  }
  return figures;
}
