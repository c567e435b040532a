#!/usr/bin/env node
// The demo host: renders guide pages the way the guide's backend would, serves the Tabiji build and hosts
// the event-log collector and the partner stand-ins. Run alone with `node demo/server.mjs` (env PORT).
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EventLogStore } from './collector/EventLogStore.mjs';
import { createCollectorRoutes } from './collector/collectorRoutes.mjs';
import { allowedOriginsFor } from './collector/crossSiteRefusal.mjs';
import { loadConfig } from './config.mjs';
import { ERROR_PROBE_ELEMENT, wantsErrorProbe } from './http/errorProbe.mjs';
import { contentSecurityPolicy, htmlHeaders, cspHash, inlineScriptHashes, inlineStyleHashes, redirect, send, sendText, serviceWorkerSecurityPolicy } from './http/respond.mjs';
import { SPECULATION_RULES_JSON } from './pages/layout.mjs';
import { IMMUTABLE, REVALIDATE, serveFile } from './http/staticFiles.mjs';
import { handleImage } from './images/placeholderImage.mjs';
import { fragmentFurniture, furnitureRenderer, renderServiceClient } from './pages/furniture.mjs';
import { createHostSessionRoutes } from './hostSession.mjs';
import { routePage } from './pages/routes.mjs';
import { ICON_FOLDER, handleWebAppManifest } from './pages/webAppManifest.mjs';
import { createReportRoutes } from './report/reportRoutes.mjs';
import { handleStandIn } from './stand-ins/standInPages.mjs';
import { handleMapsStandIn } from './stand-ins/maps.mjs';
import { handleFormsStandIn } from './stand-ins/forms.mjs';
import { languageByCode } from './content/languages.mjs';
import { answerLightModePost, LIGHT_MODE_POST, lightModeOf } from './pages/lightMode.mjs';
import { answerSurveyPost, SURVEY_POST } from './pages/surveyPost.mjs';
import { createPhotoServiceRoutes } from './stand-ins/photoService.mjs';
import { handlePlaceManager } from './stand-ins/placeManager.mjs';
import { AccountSavedItemsStore, handleAppApi } from './stand-ins/appApi.mjs';
import { ensurePhotos } from './photos/generatePhotos.mjs';

/**
 * The head snippet of the Tabiji build, re-read when a rebuild replaces it (a missing file later keeps the last
 * one). Exits with instructions when the build is missing at start.
 */
function headSnippetSource(distDir) {
  const file = path.join(distDir, 'tabiji.html');
  if (!existsSync(file)) {
    console.error(`Tabiji demo: ${file} is missing. Run \`npm run build:demo\` first (or \`npm start\`, which builds).`);
    process.exit(1);
  }
  let snippet = '';
  let modifiedMs = -1;
  return function current() {
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== modifiedMs) {
        snippet = readFileSync(file, 'utf8').trim();
        modifiedMs = mtimeMs;
      }
    } catch {
      // Mid-rebuild: keep serving the last snippet.
    }
    return snippet;
  };
}

/** The origin for absolute links: the request's Host when it is this server on 127.0.0.1/localhost. */
function originFor(request, config) {
  const host = request.headers.host ?? '';
  const allowed = [`127.0.0.1:${config.port}`, `localhost:${config.port}`];
  return allowed.includes(host) ? `http://${host}` : config.origin;
}

/**
 * @param {import('./config.mjs').DemoConfig} config
 * @param {EventLogStore} store  the collector's, opened (EventLogStore.open) and closed by the caller
 */
export function createDemoServer(config, store) {
  const headSnippet = headSnippetSource(config.distDir);
  headSnippet();
  const renderFurniture = furnitureRenderer(config.distDir);
  const renderService = renderServiceClient(config.renderServiceUrl, config.renderTimeoutMs);
  const fromFragments = fragmentFurniture(config.fragmentsDir);
  if (!existsSync(path.join(config.assetsDir, 'signin.js'))) {
    console.warn('Tabiji demo: the sign-in bundle is not built (node demo/signin/buildSignin.mjs); /signin will not work.');
  }
  /**
   * The page, its regions filled by the renderer in process (default), the render service over HTTP
   * (`?furniture=service`: the page is laid out once to learn what to ask, then again with the answer) or the
   * prerendered fragments (`?furniture=fragments`).
   */
  async function pageWithFurniture(url, site, source) {
    // Furniture prerendered once per language cannot carry one reader's light mode: those pages offer none.
    if (source === 'fragments') return routePage(url, { ...site, lightMode: null, renderFurniture: fromFragments, isFurnitureSiteWide: true });
    if (source !== 'service') return routePage(url, { ...site, renderFurniture });
    let asked = null;
    const first = routePage(url, { ...site, renderFurniture: (request) => ((asked = request), { regions: {}, photos: [] }) });
    if (!asked) return first;
    // The place manager's answers go with the request (`places`), as the host looked them up for the in-process
    // renderer. (A render service asked for placeIds looks them up itself, within 200 ms: here that meant this busy
    // process answering it in time, and a page without its card when it did not; tests/server/placeLookup.test.ts
    // covers placeIds against a place manager of its own.)
    const furniture = await renderService(asked);
    return routePage(url, { ...site, renderFurniture: () => furniture });
  }
  // The head snippet's inline script and styles are allowed by their hashes, taken from the snippet served (a rebuild
  // changes both).
  const headersOfSnippet = (snippet) => htmlHeaders(contentSecurityPolicy(config.origins, [...inlineScriptHashes(snippet), cspHash(SPECULATION_RULES_JSON)], inlineStyleHashes(snippet)));
  let headersOf = { snippet: '', headers: headersOfSnippet('') };
  const headersFor = (snippet) => {
    if (snippet !== headersOf.snippet) headersOf = { snippet, headers: headersOfSnippet(snippet) };
    return headersOf.headers;
  };
  const pageHeaders = headersFor('');
  const handleCollector = createCollectorRoutes(store, {
    hasTestHooks: config.hasTestHooks,
    allowedOrigins: allowedOriginsFor(config.port, config.collectorOrigins),
  });
  // The operator's report of the stored telemetry (/report): not a guide page, no islands.
  const handleReport = createReportRoutes(store);
  // The host's own sign-in, for a build with the host-session identity adapter.
  const isHostSession = config.env.TABIJI_IDENTITY === 'host-session';
  const handleHostSession = isHostSession ? createHostSessionRoutes({ isSecure: config.origin.startsWith('https:'), ownOrigins: [...new Set([...allowedOriginsFor(config.port), config.origin])] }) : Object.assign(async () => false, { sessionOf: () => null });
  // The main app API's stand-in: the signed-in readers' saved items, in a file of the data folder.
  const appApi = {
    store: new AccountSavedItemsStore(path.join(config.dataDir, 'account-saved-items.json')),
    authEmulatorUrl: isHostSession ? '' : (config.env.TABIJI_FIREBASE_AUTH_EMULATOR_URL ?? ''),
    apiKey: config.env.TABIJI_FIREBASE_API_KEY ?? '',
    hostSessionOf: (request) => handleHostSession.sessionOf(request),
  };
  // The place photos' service stand-in (its new and old hosts), over the generated photos.
  const handlePhotoService = createPhotoServiceRoutes(config.photosDir);

  /**
   * The reader survey posted without JavaScript to `{article}/survey`: delivered, a redirect to the article saying
   * thanks; else the article again, its form showing the problems (or that it could not be sent) and what was written.
   * A post from another site is refused: only the article's own form may send one.
   */
  async function answerSurvey(request, response, articlePath) {
    const site = { origin: originFor(request, config), headSnippet: headSnippet(), authEmulatorUrl: config.env.TABIJI_FIREBASE_AUTH_EMULATOR_URL ?? '', isHostSession, lightMode: lightModeOf(request) };
    const fetchSite = request.headers['sec-fetch-site'];
    if ((request.headers.origin && request.headers.origin !== site.origin) || (fetchSite && !['same-origin', 'none'].includes(fetchSite))) {
      sendText(response, 403, 'Forbidden: the survey takes posts from its own page only');
      return;
    }
    const code = articlePath.split('/')[1] ?? '';
    const answer = await answerSurveyPost(request, articlePath, /^(articles|pr)$/.test(code) ? 'jp' : code);
    if ('redirect' in answer) {
      send(response, 303, { Location: answer.redirect, 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }, `See ${answer.redirect}\n`);
      return;
    }
    const result = await pageWithFurniture(new URL(articlePath, 'http://demo.invalid'), { ...site, surveyState: answer.state }, null);
    send(response, 'redirect' in result ? 404 : answer.status, headersFor(site.headSnippet), 'redirect' in result ? 'Not found\n' : String(result.document));
  }

  /** The footer's light-mode switch (lightMode.mjs): the cookie set, the reader sent back where they were. */
  async function answerLightMode(request, response, code) {
    if (!languageByCode(code)) return sendText(response, 404, 'Not found');
    const answer = await answerLightModePost(request, { code, origin: originFor(request, config) });
    if (answer.status !== 303) return sendText(response, answer.status, answer.message);
    send(response, 303, { Location: answer.location, 'Set-Cookie': answer.cookie, 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }, `See ${answer.location}\n`);
  }

  async function handle(request, response) {
    // A request target that is not a path (`//evil.example/en/`, `http://other/en/`) names another host: parsed
    // against a base it would be served as `/en/`, and a page's own links built from it would lead there.
    if (!(request.url ?? '/').startsWith('/') || (request.url ?? '').startsWith('//')) {
      send(response, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad request: the target must be a path on this site\n');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://demo.invalid');
    const exchange = { request, response, url };
    const { pathname } = url;
    // Test hook: a request marked `tabiji-test-unreachable` is dropped, as a lost connection drops it, so the engine
    // suite can see the service worker answer without a connection in engines whose drivers cannot go offline.
    if (config.hasTestHooks && url.searchParams.has('tabiji-test-unreachable')) {
      request.socket.destroy();
      return;
    }
    if (await handleCollector(exchange)) return;
    if (await handleHostSession(exchange)) return;
    if (await handleAppApi(exchange, appApi)) return;
    // The place-manager API's stand-in (the spot cards' facts).
    if (handlePlaceManager(exchange)) return;
    // The forms-and-surveys entry API's stand-in (the reader survey's entries).
    if (await handleFormsStandIn(exchange, { hasTestHooks: config.hasTestHooks })) return;
    const surveyPost = request.method === 'POST' ? SURVEY_POST.exec(pathname) : null;
    if (surveyPost) return answerSurvey(request, response, surveyPost[1]);
    const lightModePost = request.method === 'POST' ? LIGHT_MODE_POST.exec(pathname) : null;
    if (lightModePost) return answerLightMode(request, response, lightModePost[1]);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead) {
      send(response, 405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method not allowed\n');
      return;
    }
    // dist/server/ holds the Node renderer: never served to browsers.
    if (pathname.startsWith('/tabiji/') && !pathname.startsWith('/tabiji/server/')) {
      return serveFile(exchange, { folder: config.distDir, relativePath: pathname.slice('/tabiji/'.length), cacheControl: IMMUTABLE, exclude: ['tabiji.html'] });
    }
    if (pathname === '/firebase-messaging-sw.js') {
      return serveFile(exchange, {
        folder: config.distDir,
        relativePath: 'firebase-messaging-sw.js',
        cacheControl: REVALIDATE,
        headers: { 'Content-Security-Policy': serviceWorkerSecurityPolicy() },
      });
    }
    if (pathname.startsWith('/demo-assets/')) {
      return serveFile(exchange, { folder: config.assetsDir, relativePath: pathname.slice('/demo-assets/'.length), cacheControl: REVALIDATE });
    }
    if (pathname === '/site.css' || pathname === '/favicon.svg') {
      return serveFile(exchange, { folder: config.publicDir, relativePath: pathname.slice(1), cacheControl: REVALIDATE });
    }
    if (pathname.startsWith(ICON_FOLDER)) {
      return serveFile(exchange, { folder: path.join(config.publicDir, 'icons'), relativePath: pathname.slice(ICON_FOLDER.length), cacheControl: REVALIDATE });
    }
    if (handleWebAppManifest(exchange)) return;
    if (await handlePhotoService(exchange)) return;
    if (handleImage(exchange)) return;
    if (await handleReport(exchange)) return;
    if (pathname.startsWith('/stand-ins/')) {
      if (handleMapsStandIn(exchange)) return;
      if (await handleStandIn(exchange, pageHeaders)) return;
      return sendText(response, 404, 'Not found', request.method === 'HEAD');
    }
    // Test hooks: the engines' error probe goes first in the snippet, so the CSP allows it by the same rule.
    const snippet = config.hasTestHooks && wantsErrorProbe(request) ? `${ERROR_PROBE_ELEMENT}${headSnippet()}` : headSnippet();
    const site = { origin: originFor(request, config), headSnippet: snippet, authEmulatorUrl: config.env.TABIJI_FIREBASE_AUTH_EMULATOR_URL ?? '', isHostSession, lightMode: lightModeOf(request) };
    const result = await pageWithFurniture(url, site, url.searchParams.get('furniture'));
    if ('redirect' in result) return redirect(response, result.redirect);
    send(response, result.status, headersFor(snippet), String(result.document), request.method === 'HEAD');
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error('Tabiji demo: request failed', request.method, request.url, error);
      if (!response.headersSent) sendText(response, 500, 'Internal server error');
      else response.destroy();
    });
  });
  // Node closes an idle keep-alive connection after 5 s, and a client that sends its next request on that
  // connection at the same moment gets ECONNRESET (a test's request context polling the collector did, once, in CI).
  // Keep idle connections longer than the clients here wait between requests, as servers behind a proxy do.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfig();
  // Alone, the in-process renderer reads the build's variables (the photo service's hosts) from demo.env, as under
  // start.mjs; start.mjs passes the photos it made sure of.
  Object.assign(process.env, config.env);
  config.photosDir ||= await ensurePhotos();
  // The collector's database (<data dir>/event-logs.duckdb), with the former event-logs.jsonl migrated into it.
  const store = await EventLogStore.open(config.dataDir);
  const server = createDemoServer(config, store);
  server.listen(config.port, '127.0.0.1', () => {
    console.info(`Tabiji demo server listening on ${config.origin}/ (test hooks ${config.hasTestHooks ? 'on' : 'off'})`);
  });
  const stop = () => {
    // Once the last request is answered, the store finishes its writes and closes its file.
    server.close(() => store.close().then(() => process.exit(0), (error) => {
      console.error('Tabiji demo: closing the event-log store failed', error);
      process.exit(1);
    }));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
