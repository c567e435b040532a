#!/usr/bin/env node
// Stand-in for the third-party IP lookup: any GET answers in ip-api.com's shape, always from Tokyo.
//   GEO_PORT (default 8091); TABIJI_DEMO_GEO_MODE=down answers 503 to exercise the failure path;
//   TABIJI_DEMO_GEO_DELAY_MS (default 0) delays every answer, as a real service across the internet would
//   (the bench uses 150 ms, so the share of page views that carry a location is measured honestly).
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** The client address as ip-api.com reports it (IPv4-mapped IPv6 unwrapped). */
function clientIp(request) {
  const address = request.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** @param {{ isDown: boolean, delayMs?: number }} options */
export function createGeoServer({ isDown, delayMs = 0 }) {
  return http.createServer((request, response) => {
    if (delayMs > 0 && request.method !== 'OPTIONS') setTimeout(() => answer(request, response), delayMs);
    else answer(request, response);
  });

  function answer(request, response) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...HEADERS, 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Max-Age': '600' });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...HEADERS, Allow: 'GET, HEAD, OPTIONS' });
      response.end(JSON.stringify({ status: 'fail', message: 'method not allowed' }));
      return;
    }
    const [status, body] = isDown
      ? [503, { status: 'fail', message: 'demo geo lookup is down (TABIJI_DEMO_GEO_MODE=down)' }]
      : [200, {
        status: 'success', country: 'Japan', countryCode: 'JP', region: '13', regionName: 'Tokyo',
        city: 'Tokyo', timezone: 'Asia/Tokyo', query: clientIp(request),
      }];
    response.writeHead(status, HEADERS);
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.GEO_PORT || 8091);
  const isDown = process.env.TABIJI_DEMO_GEO_MODE === 'down';
  const delayMs = Math.max(0, Number(process.env.TABIJI_DEMO_GEO_DELAY_MS) || 0);
  const server = createGeoServer({ isDown, delayMs });
  server.listen(port, '127.0.0.1', () => {
    console.info(`geo stand-in listening on http://127.0.0.1:${port}/json${isDown ? ' (mode: down, answers 503)' : ''}` +
      `${delayMs ? ` (answers after ${delayMs} ms)` : ''}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
