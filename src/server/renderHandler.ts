import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readRequestBody, type BodyLimits } from './readRequestBody';
import { renderCacheKey, type RenderCache } from './RenderCache';
import { parseRenderInput, RenderInputError, summariseWarnings, type RenderInput } from './renderInput';
import type { RenderedPage } from './renderPage';
import type { PlaceLookup } from './placeLookup';
import { pathCodeFromPath } from '../domain/languages';
import { RenderCancelledError, RenderOverloadedError, RenderTimeoutError } from './RenderPool';

/** What the service's request handler works with. */
export interface RenderHandlerDeps {
  /** The renderer's build id, sent in X-Tabiji-Renderer and part of every cache key. */
  readonly buildId: string;
  /**
   * Renders a checked input; its warnings are only the regions that failed. Rejects with RenderTimeoutError past the
   * deadline, RenderOverloadedError when it would wait too long, RenderCancelledError when `signal` aborts first.
   */
  readonly render: (input: Omit<RenderInput, 'warnings' | 'placeIds'>, signal?: AbortSignal) => Promise<RenderedPage>;
  readonly cache: RenderCache<RenderedPage>;
  readonly bodyLimits: BodyLimits;
  /** The place manager, for requests that give `placeIds`; null: such requests are refused (400). */
  readonly places?: PlaceLookup | null;
  /** Where internal errors are reported (never request bodies). */
  readonly logError: (message: string) => void;
  /** True once the service is stopping: answers then close their connection. */
  readonly isClosing: () => boolean;
  /** Whether answers carry `X-Tabiji-Cache: hit|miss` (ServiceOptions.cacheHeader). */
  readonly hasCacheHeader: boolean;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The HTTP handler of the render service: `POST /render` and `GET /healthz` (docs/integrating.md, "The render service's HTTP contract"). */
export function createRenderHandler(deps: RenderHandlerDeps): Handler {
  // Misses being rendered, by cache key: a second request for the same page waits for the first render (single
  // flight), and the render is called off (while still queued) once every client waiting for it has gone.
  const inFlight = new Map<string, { readonly page: Promise<RenderedPage>; readonly controller: AbortController; waiting: number }>();
  const renderOnce = (key: string, input: RenderInput, response: ServerResponse): Promise<RenderedPage> => {
    let flight = inFlight.get(key);
    if (!flight) {
      const controller = new AbortController();
      const page = deps.render({ path: input.path, navigation: input.navigation, context: input.context, regions: input.regions, photos: input.photos, places: input.places, survey: input.survey }, controller.signal);
      const started = { page, controller, waiting: 0 };
      flight = started;
      inFlight.set(key, started);
      const done = (): void => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      };
      page.then((rendered) => {
        done();
        // A region that failed is left out of the cache, so the next request tries it again.
        // A survey with a state answers one reader's post (their comment is in it): never kept.
        if (rendered.warnings.length === 0 && !input.survey?.state) deps.cache.set(key, rendered);
      }, done);
    }
    const joined = flight;
    joined.waiting += 1;
    let isCounted = true;
    const leave = (): void => {
      if (!isCounted) return;
      isCounted = false;
      joined.waiting -= 1;
      if (joined.waiting > 0) return;
      // A request for the same page from now on starts afresh rather than join a render being called off.
      if (inFlight.get(key) === joined) inFlight.delete(key);
      joined.controller.abort();
    };
    // 'close' before the answer was written: the client went away (or the connection was cut).
    response.once('close', () => {
      if (!response.writableFinished) leave();
    });
    return joined.page.finally(() => {
      isCounted = false;
    });
  };

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': 'no-store',
      'X-Tabiji-Renderer': deps.buildId,
      ...(deps.isClosing() ? { Connection: 'close' } : {}),
      ...headers,
    });
    response.end(text);
  };
  const sendError = (response: ServerResponse, error: HttpError, headers: Record<string, string> = {}): void => {
    send(response, error.status, { error: { code: error.code, message: error.message } }, headers);
  };

  const renderRoute = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      throw new HttpError(415, 'unsupported_media_type', 'send the page as Content-Type: application/json');
    }
    const body = await readRequestBody(request, deps.bodyLimits);
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch (error) {
      throw new HttpError(400, 'invalid_json', `the body is not valid JSON (${(error as Error).message})`);
    }
    let input = parseRenderInput(json);
    if (input.placeIds.length > 0) {
      if (!deps.places) {
        throw new HttpError(400, 'bad_request', 'placeIds: this render service has no place manager (TABIJI_PLACE_API_URL must be an absolute http(s) URL in its environment); send places instead');
      }
      const { places, warnings } = await deps.places.lookUp(input.placeIds, pathCodeFromPath(new URL(input.path, 'http://render.invalid').pathname));
      input = { ...input, places, warnings: [...input.warnings, ...warnings] };
    }
    const key = renderCacheKey(deps.buildId, input);
    const cached = input.survey?.state ? undefined : deps.cache.get(key);
    const isHit = cached !== undefined;
    const page = cached ?? (await renderOnce(key, input, response));
    const { pathCode, lang, regions, photos, places, survey, warnings } = page;
    send(response, 200, { pathCode, lang, regions, ...(input.photos.length > 0 ? { photos } : {}), ...(input.places.length > 0 ? { places } : {}), ...(input.survey ? { survey } : {}), warnings: summariseWarnings([...input.warnings, ...warnings]) }, deps.hasCacheHeader ? { 'X-Tabiji-Cache': isHit ? 'hit' : 'miss' } : {});
  };

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const { pathname } = new URL(request.url ?? '/', 'http://render.invalid');
    if (pathname === '/render') {
      if (request.method !== 'POST') throw new MethodNotAllowed('POST');
      return renderRoute(request, response);
    }
    if (pathname === '/healthz') {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new MethodNotAllowed('GET, HEAD');
      return send(response, 200, { status: 'ok', renderer: deps.buildId });
    }
    throw new HttpError(404, 'not_found', `nothing at ${pathname}; the service answers POST /render and GET /healthz`);
  };

  return (request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return;
      if (error instanceof MethodNotAllowed) return sendError(response, error, { Allow: error.allow });
      // A refused body is not read to its end: close the connection rather than wait for the rest.
      if (error instanceof HttpError) return sendError(response, error, error.status === 413 || error.status === 408 ? { Connection: 'close' } : {});
      if (error instanceof RenderInputError || (error instanceof Error && error.name === 'RenderInputError')) {
        return sendError(response, new HttpError(400, 'bad_request', error.message));
      }
      if (error instanceof RenderTimeoutError) return sendError(response, new HttpError(503, 'render_timeout', error.message));
      if (error instanceof RenderOverloadedError) {
        return sendError(response, new HttpError(503, 'overloaded', error.message), { 'Retry-After': String(error.retryAfterSeconds) });
      }
      // Its client has gone (an answer written now reaches no one), or the render it joined was called off.
      if (error instanceof RenderCancelledError) return sendError(response, new HttpError(503, 'cancelled', error.message), { 'Retry-After': '1' });
      deps.logError(`Tabiji render service: ${request.method} ${request.url ?? ''} failed: ${(error as Error).message}`);
      sendError(response, new HttpError(500, 'internal', 'the page could not be rendered'));
    });
  };
}

class MethodNotAllowed extends HttpError {
  constructor(readonly allow: string) {
    super(405, 'method_not_allowed', `use ${allow}`);
  }
}
