// The maps provider's stand-in (TABIJI_MAPS_EMBED_URL in demo/demo.env): `GET /stand-ins/maps/embed/v1/place?key=…&
// q={latitude},{longitude}&language=…` answers, as Google's Maps Embed API does, a page to frame: here a drawn map of
// streets with a pin at the place, its coordinates and two zoom buttons, so the demo's map on request can be seen
// and tested offline. Without a key, or with a `q` that is not two coordinates, it answers an error page as Google
// does (status 403 or 400).
import { html, raw } from '../http/html.mjs';
import { send } from '../http/respond.mjs';

export const MAPS_EMBED_PATH = '/stand-ins/maps/embed/v1/place';

/** Its own policy: framed by the demo's pages only, its small inline script and styles allowed, nothing fetched. */
const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'self'",
};

const ZOOM_SCRIPT = `
const map = document.querySelector('svg');
let zoom = 1;
for (const button of document.querySelectorAll('button')) {
  button.addEventListener('click', () => {
    zoom = Math.min(4, Math.max(1, zoom * (button.value === 'in' ? 2 : 0.5)));
    map.style.transform = 'scale(' + zoom + ')';
    document.querySelector('output').value = zoom + '×';
  });
}`;

function mapPage({ latitude, longitude, language }) {
  return html`<!doctype html>
<html lang="${language || 'en'}"><head><meta charset="utf-8"><title>Map stand-in</title>
<style>
html, body { height: 100%; margin: 0; font: 14px system-ui, sans-serif; }
body { position: relative; overflow: hidden; background: #e3e9dc; }
svg { width: 100%; height: 100%; transition: transform 0.2s; }
@media (prefers-reduced-motion: reduce) { svg { transition: none; } }
.stand-in-label { position: absolute; top: 6px; left: 6px; margin: 0; padding: 2px 6px; background: #fff; border-radius: 4px; }
.zoom { position: absolute; right: 6px; bottom: 6px; display: grid; gap: 4px; }
button { width: 36px; height: 36px; font-size: 20px; background: #fff; border: 1px solid #555; border-radius: 4px; }
</style></head>
<body data-latitude="${latitude}" data-longitude="${longitude}">
<svg viewBox="0 0 400 200" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Map stand-in at ${latitude}, ${longitude}">
<path d="M0 60H400M0 140H400M90 0V200M250 0V200M0 200L400 0" stroke="#fff" stroke-width="8" fill="none"/>
<path d="M200 100c0-14-22-14-22 0 0 10 11 24 11 24s11-14 11-24z" transform="translate(11 -24)" fill="#c5221f"/>
</svg>
<p class="stand-in-label">Map stand-in · ${latitude}, ${longitude} · <output>1×</output></p>
<div class="zoom"><button type="button" value="in" aria-label="Zoom in">+</button><button type="button" value="out" aria-label="Zoom out">−</button></div>
<script>${raw(ZOOM_SCRIPT)}</script>
</body></html>
`;
}

function errorPage(status, message) {
  return { status, body: String(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Map error</title></head><body><p>${message}</p></body></html>`) };
}

/** The stand-in's answer to an embed request's query. */
export function mapsEmbedAnswer(searchParams) {
  if (!searchParams.get('key')) return errorPage(403, 'The maps server rejected the request: no API key.');
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(searchParams.get('q') ?? '');
  if (!match || Math.abs(Number(match[1])) > 90 || Math.abs(Number(match[2])) > 180) return errorPage(400, 'The q parameter is not "latitude,longitude".');
  return { status: 200, body: String(mapPage({ latitude: match[1], longitude: match[2], language: searchParams.get('language') ?? '' })) };
}

/** Answers the embed path; false for other paths. */
export function handleMapsStandIn({ request, response, url }) {
  if (url.pathname !== MAPS_EMBED_PATH) return false;
  const { status, body } = mapsEmbedAnswer(url.searchParams);
  send(response, status, HEADERS, body, request.method === 'HEAD');
  return true;
}
