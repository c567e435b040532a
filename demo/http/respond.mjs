// Responses with the headers every answer of the demo host carries.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { cspHash, inlineScriptBodies, inlineStyleBodies } from '../../scripts/headScript.mjs';

/** The build's CSP hash of an inline script (one definition, scripts/headScript.mjs). */
export { cspHash };

/** Where Firebase Messaging registers the browser for push (called from the page once the visitor opts in). */
export const FIREBASE_MESSAGING_ORIGINS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/** Content-Security-Policy of every HTML page; hosts come from the same demo.env the bundle is built with. */
export function contentSecurityPolicy({ gpt, authEmulator, geoLookup, maps, eventLog }, scriptHashes = [], styleHashes = []) {
  const sources = (...list) => list.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // The head snippet's inline script (the page-view claim) and the page's own Speculation Rules run by their
    // hashes, and no other inline script does. ('inline-speculation-rules' alone would do for the rules, but
    // Chromium ignores it once the policy lists a hash.)
    `script-src ${sources("'self'", ...scriptHashes, "'inline-speculation-rules'", gpt)}`,
    // The head snippet's furniture styles (a <style> element, ADR 036) by their hashes; no other inline style.
    `style-src ${sources("'self'", ...styleHashes)}`,
    // Images cannot run code, and two kinds come from hosts no list can name: the visitor's photo, from whichever
    // identity provider signed them in, and GPT's impression pixels (Google supports only a strict, nonce-based CSP
    // for GPT and warns that its domains change). So any https image, nothing else: no data: or blob: images, which
    // nothing of Tabiji's makes.
    "img-src 'self' https:",
    "font-src 'self'",
    // The event log's collector, where a build speaks a standard protocol to a pipeline on its own origin.
    `connect-src ${sources("'self'", authEmulator, geoLookup, eventLog, gpt, ...FIREBASE_MESSAGING_ORIGINS)}`,
    // The map on request frames the maps provider's page (Google's Maps Embed API, or the demo's stand-in here).
    `frame-src ${sources("'self'", gpt, maps)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Content-Security-Policy of the push service worker: a worker is ruled by its own response's policy, not the
 * page's. It runs only its own script and fetches only the site (offline reading; it has no Firebase code, the page
 * fetches the push token); notification icons pass the link rule.
 */
export function serviceWorkerSecurityPolicy() {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "img-src 'self' https:",
  ].join('; ');
}

/**
 * The CSP sources of the inline scripts (those without `src`) in the head snippet `html` (as a host reads them from
 * dist/tabiji-csp.json).
 */
export function inlineScriptHashes(html) {
  return inlineScriptBodies(html).map(cspHash);
}

/** The CSP sources of the `<style>` elements in the head snippet `html` (as a host reads them from dist/tabiji-csp.json). */
export function inlineStyleHashes(html) {
  return inlineStyleBodies(html).map(cspHash);
}

/** Headers of an HTML page. */
export function htmlHeaders(csp) {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cache-Control': 'no-cache',
  };
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string | Buffer} body
 * @param {boolean} [isHead]
 */
export function send(response, status, headers, body, isHead = false) {
  const plain = typeof body === 'string' ? Buffer.from(body) : body;
  const { buffer, encoding } = compressed(response.req, plain, headers['Content-Type'] ?? '');
  response.writeHead(status, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    // A page differs by the reader's light mode, which may come from Save-Data (demo/pages/lightMode.mjs).
    Vary: headers['Content-Type']?.startsWith('text/html') ? 'Accept-Encoding, Save-Data' : 'Accept-Encoding',
    'Content-Length': String(buffer.length),
  });
  response.end(isHead ? undefined : buffer);
}

// Text answers are compressed as any CDN would (Brotli, else gzip), so measurements see realistic bytes.
// Results are cached by content, since the same bundle files are asked for again and again. Pages are compressed
// per request, as a CDN does for dynamic HTML: at Brotli quality 5 (about 6 ms for a 37 KB article, within 1 % of
// quality 9's bytes), not 9 (about 110 ms, which delayed every page with a unique address by as much: each
// bench visit has one).
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;
const compressedCache = new Map();

function compressed(request, plain, type) {
  const accepted = String(request?.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : '';
  if (!encoding || plain.length < 1024 || !COMPRESSIBLE.test(type)) return { buffer: plain, encoding: '' };
  const key = `${encoding}:${createHash('sha1').update(plain).digest('base64')}`;
  let buffer = compressedCache.get(key);
  if (!buffer) {
    buffer = encoding === 'br'
      ? brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: type.startsWith('text/html') ? 5 : 9 } })
      : gzipSync(plain, { level: 9 });
    if (compressedCache.size > 500) compressedCache.clear();
    compressedCache.set(key, buffer);
  }
  return { buffer, encoding };
}

/** A JSON answer (APIs and stand-ins). */
export function sendJson(response, status, value, extraHeaders = {}) {
  send(response, status, {
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...extraHeaders,
  }, JSON.stringify(value));
}

/** A permanent redirect to a same-origin path. */
export function redirect(response, location) {
  send(response, 301, {
    Location: location,
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  }, `Moved to ${location}\n`);
}

/** A plain-text error for non-page requests (static files, APIs without JSON). */
export function sendText(response, status, text, isHead = false) {
  send(response, status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }, `${text}\n`, isHead);
}
