// Placeholder photos: an SVG landscape in a gradient named after the place, generated on request.
import { IMAGES } from '../content/catalog.mjs';
import { escapeHtml } from '../http/html.mjs';
import { send, sendText } from '../http/respond.mjs';

const SLUG = /^\/images\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** A small stable number from text, so each place keeps its colours. */
function hashOf(text) {
  let hash = 7;
  for (const character of text) hash = (hash * 31 + character.codePointAt(0)) % 100003;
  return hash;
}

/** The SVG of one placeholder, 1200×675 (16:9); `slice` keeps it filling any frame. */
export function placeholderSvg(slug, { label, showsLabel }) {
  const hue = hashOf(slug) % 360;
  const safeLabel = escapeHtml(label);
  const fontSize = Math.round(Math.min(72, 1500 / Math.max(label.length, 1)));
  const text = `<text x="600" y="360" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', 'Hiragino Sans', sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" fill-opacity="0.95">${safeLabel}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${safeLabel}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 32%)"/>
</linearGradient></defs>
<rect width="1200" height="675" fill="url(#sky)"/>
<circle cx="${880 + (hashOf(label) % 160)}" cy="170" r="78" fill="#fff" fill-opacity="0.28"/>
<path d="M0 500 L240 330 L410 440 L640 230 L880 450 L1040 360 L1200 440 L1200 675 L0 675 Z" fill="#0b1020" fill-opacity="0.16"/>
<path d="M0 590 L300 470 L560 560 L830 460 L1200 570 L1200 675 L0 675 Z" fill="#0b1020" fill-opacity="0.24"/>
${showsLabel ? text : ''}
</svg>
`;
}

/** True when this request is for /images/…; answers it (404 for a slug no content names). */
export function handleImage({ request, response, url }) {
  if (!url.pathname.startsWith('/images/')) return false;
  const slug = SLUG.exec(url.pathname)?.[1];
  const image = slug && IMAGES.get(slug);
  if (!image) {
    sendText(response, 404, 'Not found', request.method === 'HEAD');
    return true;
  }
  send(response, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
  }, placeholderSvg(slug, image), request.method === 'HEAD');
  return true;
}
