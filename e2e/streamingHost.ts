import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StreamingHost {
  /** The host's origin (http://127.0.0.1:port). */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * A small host in front of the demo that serves `pagePath` in two parts: its HTML (edited by `edit`) up to `splitAt`
 * at once, and the rest only once `rest` resolves, as a host whose HTML streams in slowly. Everything else is
 * forwarded to the demo as this host's own site (the collector accepts posts from its site's pages); `onServed` sees
 * each forwarded path once it has been served.
 */
export async function streamingHost(demoOrigin: string, { pagePath, splitAt, rest, edit = (html) => html, onServed = () => undefined }: {
  pagePath: string;
  splitAt: string;
  rest: Promise<void>;
  edit?: (html: string) => string;
  onServed?: (path: string) => void;
}): Promise<StreamingHost> {
  const demo = new URL(demoOrigin);
  const host = http.createServer((request, response) => {
    if (request.url === pagePath) {
      void (async () => {
        const html = edit(await (await fetch(`${demo.origin}${pagePath}`)).text());
        const split = html.indexOf(splitAt);
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, split));
        await rest;
        response.end(html.slice(split));
      })();
      return;
    }
    const headers = { ...request.headers, host: demo.host, ...(request.headers.origin ? { origin: demo.origin } : {}) };
    const forward = http.request({ host: demo.hostname, port: demo.port, method: request.method, path: request.url, headers }, (upstream) => {
      response.writeHead(upstream.statusCode ?? 502, upstream.headers);
      upstream.pipe(response);
      upstream.once('end', () => onServed(request.url ?? ''));
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(host.address() as AddressInfo).port}`,
    close: async () => {
      host.closeAllConnections();
      await new Promise((resolve) => host.close(resolve));
    },
  };
}
