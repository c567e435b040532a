// The web app manifest of each page language, which makes "Add to Home Screen" install Tabiji as a web app: on
// iPhone and iPad (iOS/iPadOS 16.4+) web push exists only in such an app, and Tabiji's push control offers the
// Home Screen only on pages that link a manifest.
import { createHash } from 'node:crypto';
import { dictionaryFor } from '../content/i18n/index.mjs';
import { languageByCode } from '../content/languages.mjs';
import { send } from '../http/respond.mjs';

/** site.css's --accent (also the pages' theme-color) and --paper (the splash screen behind the icon). */
export const THEME_COLOR = '#c8402c';
export const BACKGROUND_COLOR = '#faf8f4';

/** Served from demo/public/icons/ (drawn by demo/images/appIcons.mjs). */
export const ICON_FOLDER = '/icons/';
/** iOS takes the Home Screen icon from this link, not from the manifest: 180×180 PNG, opaque (iOS rounds it). */
export const APPLE_TOUCH_ICON = `${ICON_FOLDER}apple-touch-icon.png`;
const ICONS = [
  { src: `${ICON_FOLDER}tabiji-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: `${ICON_FOLDER}tabiji-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: `${ICON_FOLDER}tabiji-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const MANIFEST_PATH = /^\/([a-z]+)\/manifest\.webmanifest$/;

/** Where a language's manifest is served: one stable address per path code. */
export function manifestPathFor(code) {
  return `/${code}/manifest.webmanifest`;
}

/**
 * The manifest of a path code (undefined for an unknown code).
 *
 * Scope and start_url are the language's own folder, not `/`: the app opened from the Home Screen starts in the
 * language it was added in and stays there, and its name, `lang` and `dir` describe every page it shows. Adding
 * two languages gives two apps (their `id`s differ). A link out of the folder (the language selector, a code-less
 * Japanese address) opens in the browser's in-app view instead, with the way back to the app: the price of an app
 * that cannot drift into another language. Push is not affected: the service worker's scope is its own.
 */
export function webAppManifest(code) {
  const language = languageByCode(code);
  if (!language) return undefined;
  const text = dictionaryFor(language.dictionary);
  const folder = `/${language.code}/`;
  return {
    id: folder,
    name: `Tabiji — ${text.tagline}`,
    short_name: 'Tabiji',
    description: text.aboutText,
    lang: language.tag,
    // All ten languages are written left to right.
    dir: 'ltr',
    start_url: folder,
    scope: folder,
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: ICONS,
  };
}

/**
 * Answers `/{code}/manifest.webmanifest` and returns true; false for any other path. Revalidated on every use
 * (no-cache) with an ETag, so a changed name or icon reaches installed apps at the browser's next check and an
 * unchanged one costs a 304.
 * @param {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL }} exchange
 */
export function handleWebAppManifest({ request, response, url }) {
  const code = MANIFEST_PATH.exec(url.pathname)?.[1];
  const manifest = code === undefined ? undefined : webAppManifest(code);
  if (!manifest) return false;
  const body = `${JSON.stringify(manifest, null, 2)}\n`;
  // Weak: the same manifest is sent plain, gzip or Brotli.
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = { 'Cache-Control': 'no-cache', ETag: etag };
  const known = String(request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
  if (known.includes(etag)) {
    response.writeHead(304, { ...headers, Vary: 'Accept-Encoding' });
    response.end();
    return true;
  }
  send(response, 200, { 'Content-Type': 'application/manifest+json', 'X-Content-Type-Options': 'nosniff', ...headers }, body, request.method === 'HEAD');
  return true;
}
