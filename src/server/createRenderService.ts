import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlaceLookup } from './placeLookup';
import { RenderCache } from './RenderCache';
import { createRenderHandler, type RenderHandlerDeps } from './renderHandler';
import type { RenderedPage } from './renderPage';
import type { ServiceOptions } from './serviceOptions';

/** What renders for the service: the worker pool in production, an in-thread renderer or a test double in tests. */
export interface RenderBackend {
  readonly buildId: string;
  readonly render: RenderHandlerDeps['render'];
  /**
   * Why the renderer must not serve (a production build whose environment lacks the disclosure's names:
   * disclosureRefusal); the service then refuses to listen, as the build refuses to build. Null or absent: serve.
   */
  readonly refusal?: string | null;
  close(): Promise<void>;
}

/** A render service, not yet listening. */
export interface RenderService {
  readonly server: Server;
  readonly cache: RenderCache<RenderedPage>;
  /** Starts listening on the options' host and port; resolves with the base URL ('http://127.0.0.1:8092'). */
  listen(): Promise<string>;
  /** Stops taking requests, lets those in flight finish (at most until their deadlines), then closes the backend. */
  close(): Promise<void>;
}

/** Bytes of a rendered page's HTML, its regions', photos' and spot cards', as Node holds it (two per UTF-16 code unit). */
function pageBytes(page: RenderedPage): number {
  // `?? []`: the page crosses a worker boundary from a renderer bundle loaded by path, which may predate photos and cards.
  return [...Object.values(page.regions), ...(page.photos ?? []), ...(page.places ?? [])].reduce((total, html) => total + html.length * 2, 0);
}

/** The render service over `backend` (docs/operations.md, "The render service"). */
export function createRenderService(
  options: ServiceOptions,
  backend: RenderBackend,
  logError: (message: string) => void = (message) => console.error(message),
  places: PlaceLookup | null = null,
): RenderService {
  const cache = new RenderCache<RenderedPage>(options.cacheEntries, options.cacheBytes, pageBytes);
  let isClosing = false;
  // Timeouts are checked every second, not Node's default 30 s: an idle or trickling client is let go on time.
  const server = createServer({ connectionsCheckingInterval: 1000, headersTimeout: options.bodyTimeoutMs, requestTimeout: options.bodyTimeoutMs + 1000 }, createRenderHandler({
    buildId: backend.buildId,
    render: backend.render,
    cache,
    bodyLimits: { maxBytes: options.maxBodyBytes, timeoutMs: options.bodyTimeoutMs },
    logError,
    isClosing: () => isClosing,
    hasCacheHeader: options.cacheHeader,
    places,
  }));
  // Node's own limit (a plain-text 408) stays behind the service's JSON one for the body. The headers must come
  // within the body's time too, and a kept-alive connection is closed after 5 s without a request.
  server.keepAliveTimeout = 5000;
  server.maxConnections = options.maxConnections;
  // Node's header timer starts with the first byte: a connection that sends nothing at all is let go after the
  // body's time. Its first request takes the connection over (the request's own timers apply from then).
  server.on('connection', (socket) => socket.setTimeout(options.bodyTimeoutMs, () => socket.destroy()));
  server.on('request', (request) => request.socket.setTimeout(0));

  return {
    server,
    cache,
    listen: () =>
      new Promise<string>((resolve, reject) => {
        if (backend.refusal) {
          reject(new Error(backend.refusal));
          return;
        }
        server.once('error', reject);
        server.listen(options.port, options.host, () => {
          server.off('error', reject);
          const { address, port, family } = server.address() as AddressInfo;
          resolve(`http://${family === 'IPv6' ? `[${address}]` : address}:${port}`);
        });
      }),
    close: async () => {
      isClosing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), options.bodyTimeoutMs + options.renderTimeoutMs + 1000);
      await closed;
      clearTimeout(deadline);
      await backend.close();
    },
  };
}
