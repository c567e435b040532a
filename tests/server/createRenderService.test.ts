/**
 * @jest-environment node
 */
import { request as httpRequest } from 'node:http';
import { createRenderService, type RenderBackend, type RenderService } from '../../src/server/createRenderService';
import type { RenderInput } from '../../src/server/renderInput';
import { renderRegions } from '../../src/server/renderPage';
import { RenderPool } from '../../src/server/RenderPool';
import type { ServiceOptions } from '../../src/server/serviceOptions';
import { compileRenderWorker } from './workerFixture';

const OPTIONS: ServiceOptions = { port: 0, host: '127.0.0.1', maxBodyBytes: 4096, bodyTimeoutMs: 300, renderTimeoutMs: 2000, cacheEntries: 10, workers: 1 };
const navigation = { slider: [{ label: 'Temples', href: '/en/categories/1' }], footer: [{ title: 'Regions', links: [{ label: 'Kansai', href: '/en/regions/5' }] }] };

/** An in-thread backend over the real renderer that records what it rendered. */
function inThreadBackend(): RenderBackend & { rendered: string[] } {
  const rendered: string[] = [];
  return {
    buildId: 'test-build',
    rendered,
    render: async (input: Omit<RenderInput, 'warnings'>) => {
      rendered.push(input.path);
      return renderRegions(input);
    },
    close: async () => undefined,
  };
}

async function started(backend: RenderBackend, options: Partial<ServiceOptions> = {}, logged: string[] = []): Promise<{ service: RenderService; url: string }> {
  const service = createRenderService({ ...OPTIONS, ...options }, backend, (line) => logged.push(line));
  return { service, url: await service.listen() };
}

const postJson = (url: string, body: unknown, init: RequestInit = {}): Promise<Response> =>
  fetch(`${url}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...init });

/** Sends `chunks` of a body over a raw request and resolves with the response (without ending the body). */
function rawPost(url: string, headers: Record<string, string>, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
  });
}

describe('render service over HTTP (in-thread renderer)', () => {
  let backend: ReturnType<typeof inThreadBackend>;
  let service: RenderService;
  let url: string;
  const logged: string[] = [];

  beforeEach(async () => {
    backend = inThreadBackend();
    ({ service, url } = await started(backend, {}, logged));
  });
  afterEach(() => service.close());

  it('answers POST /render with every region, the language and the headers of the contract', async () => {
    const response = await postJson(url, { path: '/en/articles/1?keyword=x', navigation, context: { page_name: 'article' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-tabiji-renderer')).toBe('test-build');
    expect(response.headers.get('x-tabiji-cache')).toBe('miss');
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['pathCode', 'lang', 'regions', 'warnings']);
    expect(body).toMatchObject({ pathCode: 'en', lang: 'en', warnings: [] });
    expect(Object.keys(body.regions)).toEqual(['information-header', 'sticky-header', 'slider-nav', 'footer']);
    expect(body.regions.footer).toContain('href="/jp/articles/1?keyword=x"');
  });

  it('serves the second identical page from the cache, and renders again when path or navigation change', async () => {
    const page = { path: '/en/', navigation, regions: ['footer'] };
    const first = await postJson(url, page);
    const second = await postJson(url, page);
    expect([first.headers.get('x-tabiji-cache'), second.headers.get('x-tabiji-cache')]).toEqual(['miss', 'hit']);
    expect(await second.json()).toEqual(await first.json());
    expect((await postJson(url, { ...page, path: '/en/?keyword=x' })).headers.get('x-tabiji-cache')).toBe('miss');
    expect((await postJson(url, { ...page, navigation: { ...navigation, slider: [] } })).headers.get('x-tabiji-cache')).toBe('miss');
    expect((await postJson(url, { ...page, regions: ['footer', 'slider-nav'] })).headers.get('x-tabiji-cache')).toBe('miss');
    expect(backend.rendered).toEqual(['/en/', '/en/?keyword=x', '/en/', '/en/']);
  });

  it('leaves context out of the key but reports each request’s own context warnings', async () => {
    await postJson(url, { path: '/th/', navigation, context: { page_name: 'top' } });
    const other = await postJson(url, { path: '/th/', navigation, context: { article_id: 'x', page_name: 'article' } });
    expect(other.headers.get('x-tabiji-cache')).toBe('hit');
    expect((await other.json()).warnings).toEqual([expect.stringContaining('article_id')]);
    expect(backend.rendered).toEqual(['/th/']);
  });

  it('answers GET /healthz with the build id', async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', renderer: 'test-build' });
  });

  it.each([
    ['invalid JSON', () => fetch(`${url}/render`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"path":' }), 400, 'invalid_json'],
    ['a bad path', () => postJson(url, { path: 'en/' }), 400, 'bad_request'],
    ['an unknown region', () => postJson(url, { path: '/en/', regions: ['nav'] }), 400, 'bad_request'],
    ['another path', () => fetch(`${url}/render/x`, { method: 'POST' }), 404, 'not_found'],
    ['GET /render', () => fetch(`${url}/render`), 405, 'method_not_allowed'],
    ['a form body', () => fetch(`${url}/render`, { method: 'POST', body: 'path=/en/' }), 415, 'unsupported_media_type'],
    ['a declared body over the limit', () => postJson(url, { path: '/en/', padding: 'x'.repeat(5000) }), 413, 'too_large'],
  ])('refuses %s with a JSON error', async (_what, send, status, code) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await response.json()).error).toEqual({ code, message: expect.any(String) });
  });

  it('names the allowed methods on 405', async () => {
    expect((await fetch(`${url}/render`)).headers.get('allow')).toBe('POST');
    expect((await fetch(`${url}/healthz`, { method: 'POST' })).headers.get('allow')).toBe('GET, HEAD');
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    const response = await rawPost(url, { 'Transfer-Encoding': 'chunked' }, ['{"path":"/en/","padding":"', 'x'.repeat(3000), 'x'.repeat(3000)]);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).error.code).toBe('too_large');
  });

  it('answers 408 to a client that does not finish sending its body in time', async () => {
    const response = await rawPost(url, { 'Content-Length': '100' }, ['{"path":']);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body).error.code).toBe('request_timeout');
  });
});

describe('render service shutdown', () => {
  it('finishes the request in flight, refuses new connections, then closes the backend', async () => {
    let finishRender: () => void = () => undefined;
    let isBackendClosed = false;
    const slow: RenderBackend = {
      buildId: 'b',
      render: (input) => new Promise((resolve) => (finishRender = () => resolve(renderRegions(input)))),
      close: async () => {
        isBackendClosed = true;
      },
    };
    const { service, url } = await started(slow);
    const inFlight = postJson(url, { path: '/en/', regions: ['footer'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = service.close();
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(isBackendClosed).toBe(false);
    finishRender();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    await closing;
    expect(isBackendClosed).toBe(true);
  });
});

describe('render service failures', () => {
  it('answers 500 internal without the error’s details, which go to the error log', async () => {
    const logged: string[] = [];
    const failing: RenderBackend = { buildId: 'b', render: () => Promise.reject(new Error('secret detail')), close: async () => undefined };
    const { service, url } = await started(failing, {}, logged);
    const response = await postJson(url, { path: '/en/' });
    await service.close();
    expect(response.status).toBe(500);
    const { error } = await response.json();
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('secret');
    expect(logged).toEqual([expect.stringContaining('secret detail')]);
  });

  it('answers 503 render_timeout when a worker passes the deadline, then serves the next page', async () => {
    const worker = compileRenderWorker();
    const pool = new RenderPool<Omit<RenderInput, 'warnings'>, ReturnType<typeof renderRegions>>({
      workerScript: worker.workerScript,
      workerData: { rendererPath: worker.rendererPath },
      size: 1,
      timeoutMs: 1000,
    });
    const { service, url } = await started({ buildId: 'b', render: (input) => pool.run(input), close: () => pool.close() });
    try {
      const slow = await postJson(url, { path: '/slow/page' });
      expect(slow.status).toBe(503);
      expect((await slow.json()).error.code).toBe('render_timeout');
      const next = await postJson(url, { path: '/next/' });
      expect(next.status).toBe(200);
      expect((await next.json()).regions).toEqual({ footer: '<p>/next/</p>' });
    } finally {
      await service.close();
      worker.remove();
    }
  });
});
