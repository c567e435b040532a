#!/usr/bin/env node
// Stand-in for a site's analytics pipeline, for a build whose event log speaks a standard protocol
// (TABIJI_EVENT_LOG_PROTOCOL=snowplow, segment or otlp): that protocol's collector endpoint, read as the real one
// reads it (collectors/<protocol>.mjs), on its own origin as a real pipeline is. What arrived is listed at
// GET /received (as Snowplow Micro lists its good events), and the records read back from it are loaded into the
// demo's own store (FORWARD_URL, the demo collector), as a pipeline's loader fills the warehouse, so /report shows them.
//   COLLECTOR_PORT (default 8093); TABIJI_EVENT_LOG_PROTOCOL; FORWARD_URL (optional); COLLECTOR_ORIGINS: the
//   comma-separated page origins allowed to post (CORS), default the demo's on PORT.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { readBody } from '../http/readBody.mjs';
import { otlpStandIn } from './collectors/otlp.mjs';
import { segmentStandIn } from './collectors/segment.mjs';
import { snowplowStandIn } from './collectors/snowplow.mjs';

/** @type {Record<string, import('./collectors/standInProtocol.mjs').StandInProtocol>} */
export const STAND_INS = { snowplow: snowplowStandIn, segment: segmentStandIn, otlp: otlpStandIn };

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * The stand-in collector's server for `protocol`.
 * @param {{ protocol: import('./collectors/standInProtocol.mjs').StandInProtocol, allowedOrigins: readonly string[],
 *   forward?: (records: object[], dropped: number) => Promise<void> }} options
 */
export function createCollectorStandIn({ protocol, allowedOrigins, forward }) {
  /** Everything accepted since the start (or the last DELETE /received), in arrival order. */
  let received = { events: [], records: [], dropped: 0, requests: 0 };

  function corsHeaders(request) {
    const origin = request.headers.origin;
    // No credentials: a collector on another origin gets no cookies of the site, as with the real pipelines.
    return origin && allowedOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
  }

  function answer(request, response, status, value, headers = {}) {
    response.writeHead(status, { ...JSON_HEADERS, ...corsHeaders(request), ...headers });
    response.end(value === null ? undefined : JSON.stringify(value));
  }

  async function post(request, response) {
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!protocol.contentTypes.includes(type)) return answer(request, response, 415, { error: `send ${protocol.contentTypes.join(' or ')}` });
    const body = await readBody(request, protocol.maxBodyBytes);
    if (body === undefined) return answer(request, response, 413, { error: `body over ${protocol.maxBodyBytes} bytes` }, { Connection: 'close' });
    const result = protocol.receive(body, request.headers);
    received.requests += 1;
    received.events.push(...result.events);
    received.records.push(...result.records);
    received.dropped += result.dropped;
    if (forward && (result.records.length > 0 || result.dropped > 0)) {
      // A loader failing costs the demo's report, never the page's delivery: the collector has the events.
      await forward(result.records, result.dropped).catch((error) => console.warn(`collector stand-in: loading into the demo's store failed (${error.message})`));
    }
    return answer(request, response, result.status, result.answer);
  }

  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders(request),
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return void response.end();
    }
    if (url.pathname === protocol.endpointPath) {
      if (request.method !== 'POST') return answer(request, response, 405, { error: 'method not allowed' }, { Allow: 'POST, OPTIONS' });
      return void post(request, response).catch((error) => {
        console.warn(`collector stand-in: ${error.message}`);
        if (!response.headersSent) answer(request, response, 500, { error: 'stand-in failure' });
      });
    }
    if (url.pathname === '/received') {
      if (request.method === 'GET') return answer(request, response, 200, { protocol: protocol.name, ...received });
      if (request.method === 'DELETE') {
        received = { events: [], records: [], dropped: 0, requests: 0 };
        return answer(request, response, 200, { cleared: true });
      }
      return answer(request, response, 405, { error: 'method not allowed' }, { Allow: 'GET, DELETE' });
    }
    return answer(request, response, 404, { error: `this stand-in takes POST ${protocol.endpointPath}; GET /received lists what arrived` });
  });
}

/** Loads records into the demo's own collector in Tabiji's format (a server's post: no Origin, so it is accepted). */
function forwarderTo(url) {
  return async (records, dropped) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ records, dropped }) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.env.TABIJI_EVENT_LOG_PROTOCOL ?? '';
  const protocol = STAND_INS[name];
  if (!protocol) {
    console.error(`collector stand-in: TABIJI_EVENT_LOG_PROTOCOL must be one of ${Object.keys(STAND_INS).join(', ')}, got "${name}"`);
    process.exit(2);
  }
  // 0 takes any free port (the tests do); the line below says which.
  const port = Number(process.env.COLLECTOR_PORT ?? 8093);
  const pagePort = Number(process.env.PORT || 8080);
  const allowedOrigins = (process.env.COLLECTOR_ORIGINS || `http://127.0.0.1:${pagePort},http://localhost:${pagePort}`).split(',').map((origin) => origin.trim());
  const forward = process.env.FORWARD_URL ? forwarderTo(process.env.FORWARD_URL) : undefined;
  const server = createCollectorStandIn({ protocol, allowedOrigins, forward });
  server.listen(port, '127.0.0.1', () => {
    console.info(`${name} collector stand-in listening on http://127.0.0.1:${server.address().port}${protocol.endpointPath} (GET /received lists what arrived)`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
