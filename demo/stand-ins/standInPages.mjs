// Stand-ins for the partner sites the affiliate links lead to, and the GPT stand-in script.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { html } from '../http/html.mjs';
import { send } from '../http/respond.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PARTNERS = { '/stand-ins/hotels': 'hotel-booking site', '/stand-ins/flights': 'flight-search site' };

function partnerPage(partner, url) {
  const query = url.search.slice(1);
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Demo ${partner}</title><link rel="stylesheet" href="/site.css"></head>
<body class="page-stand-in"><main id="main" class="content stand-in">
<h1>Demo stand-in for the ${partner}: ${query}</h1>
<dl class="stand-in-params">${[...url.searchParams].map(([name, value]) => html`<div><dt>${name}</dt><dd>${value}</dd></div>`)}</dl>
<p><a href="/en/">Back to Tabiji</a></p>
</main></body></html>
`;
}

/**
 * Answers /stand-ins/hotels, /stand-ins/flights and /stand-ins/gpt.js; false for other paths.
 * @param {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL }} exchange
 * @param {Record<string, string>} pageHeaders  the HTML security headers
 */
export async function handleStandIn({ request, response, url }, pageHeaders) {
  const isHead = request.method === 'HEAD';
  const partner = PARTNERS[url.pathname];
  if (partner) {
    send(response, 200, pageHeaders, String(partnerPage(partner, url)), isHead);
    return true;
  }
  if (url.pathname === '/stand-ins/gpt.js') {
    const script = await readFile(path.join(HERE, 'gpt.js'));
    send(response, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      // Loaded cross-origin when the page is opened on localhost but the script URL says 127.0.0.1.
      'Access-Control-Allow-Origin': '*',
    }, script, isHead);
    return true;
  }
  return false;
}
