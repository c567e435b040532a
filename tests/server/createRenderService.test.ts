/**
 * @jest-environment node
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { disclosureInput } from '../../src/composition/serverServices';
import { parseSettings } from '../../src/composition/variables';
import type { RawEnvironment } from '../../src/domain/config';
import { createRenderService, type RenderBackend, type RenderService } from '../../src/server/createRenderService';
import { disclosureRefusal } from '../../src/server/disclosure/renderDisclosure';
import { parseRenderInput, type RenderInput } from '../../src/server/renderInput';
import { renderRegions } from '../../src/server/renderPage';
import { RenderOverloadedError, RenderPool } from '../../src/server/RenderPool';
import type { ServiceOptions } from '../../src/server/serviceOptions';
import { compileRenderWorker } from './workerFixture';

const OPTIONS: ServiceOptions = {
  port: 0, host: '127.0.0.1', maxBodyBytes: 4096, bodyTimeoutMs: 300, renderTimeoutMs: 2000, cacheEntries: 10, cacheBytes: 1024 * 1024, workers: 1, maxWaitMs: 500, maxConnections: 64, cacheHeader: true,
};
const navigation = { slider: [{ label: 'Temples', href: '/en/categories/1' }], footer: [{ title: 'Regions', links: [{ label: 'Kansai', href: '/en/regions/5' }] }] };

/** An in-thread backend over the real renderer that records what it rendered. */
function inThreadBackend(): RenderBackend & { rendered: string[] } {
  const rendered: string[] = [];
  return {
    buildId: 'test-build',
    rendered,
    render: async (input: Omit<RenderInput, 'warnings' | 'placeIds'>) => {
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

describe('a production renderer’s start', () => {
  /** What renderService.ts asks of its renderer before serving, for a production build in environment `raw`. */
  const refusalIn = (raw: RawEnvironment) => disclosureRefusal(disclosureInput(parseSettings(raw).settings), true);

  it.each<[string, RawEnvironment]>([
    ['a blank operator name', { TABIJI_OPERATOR_NAME: '' }],
    ['a listed recipient without its name', { TABIJI_OPERATOR_NAME: 'Tabiji KK', TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json' }],
  ])('does not listen with %s: the refusal, naming the settings, is the error it starts with', async (_case, raw) => {
    const service = createRenderService(OPTIONS, { ...inThreadBackend(), refusal: refusalIn(raw) });
    await expect(service.listen()).rejects.toThrow(/needs TABIJI_[A-Z_]+_NAME .*docs\/integrating\.md/);
    expect(service.server.listening).toBe(false);
    await service.close();
  });

  it('listens when the environment names the operator and every listed recipient', async () => {
    const refusal = refusalIn({ TABIJI_OPERATOR_NAME: 'Tabiji KK', TABIJI_GEO_LOOKUP_URL: 'https://ipapi.example/json', TABIJI_GEO_LOOKUP_RECIPIENT_NAME: 'IP API Ltd' });
    expect(refusal).toBeNull();
    const { service, url } = await started({ ...inThreadBackend(), refusal });
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', renderer: 'test-build' });
    await service.close();
  });
});

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

  it('caches the survey asked for, but never one that answers a reader’s post (their comment is in it)', async () => {
    const page = { path: '/en/articles/4', navigation, regions: ['footer'], survey: { action: '/en/articles/4/survey' } };
    const first = await postJson(url, page);
    expect((await first.json()).survey).toContain('action="/en/articles/4/survey"');
    expect((await postJson(url, page)).headers.get('x-tabiji-cache')).toBe('hit');
    const answer = { ...page, survey: { ...page.survey, state: { values: { comment: 'My name is Kenji' }, problems: ['nothingChosen'] } } };
    const answered = await postJson(url, answer);
    expect(answered.headers.get('x-tabiji-cache')).toBe('miss');
    expect((await answered.json()).survey).toContain('My name is Kenji');
    expect((await postJson(url, answer)).headers.get('x-tabiji-cache')).toBe('miss');
  });

  // Issue 43: the header told any caller what had been rendered recently; it is for tests and the bench only.
  it('says nothing of the cache unless asked to, and keys no arrival parameter', async () => {
    const quiet = await started(inThreadBackend(), { cacheHeader: false });
    try {
      const page = { path: '/en/?utm_content=1', navigation, regions: ['footer'] };
      const first = await postJson(quiet.url, page);
      const second = await postJson(quiet.url, { ...page, path: '/en/?utm_content=2' });
      expect([first.headers.get('x-tabiji-cache'), second.headers.get('x-tabiji-cache')]).toEqual([null, null]);
      expect(quiet.service.cache.size).toBe(1);
      expect((await second.json()).regions.footer).not.toContain('utm_content');
    } finally {
      await quiet.service.close();
    }
  });

  it('leaves context out of the key but reports each request’s own context warnings', async () => {
    await postJson(url, { path: '/th/', navigation, context: { page_name: 'top' } });
    const other = await postJson(url, { path: '/th/', navigation, context: { article_id: 'x', page_name: 'article' } });
    expect(other.headers.get('x-tabiji-cache')).toBe('hit');
    expect((await other.json()).warnings).toEqual([expect.stringContaining('article_id')]);
    expect(backend.rendered).toEqual(['/th/']);
  });

  describe('place photos', () => {
    const attachments = [{ id: 'a', host: 'new', width: 1200, height: 800, alt: { en: 'Photo a' } }];

    it('answers the photos asked for, in order, with a warning for one the attachments do not list', async () => {
      const response = await postJson(url, { path: '/en/', regions: ['footer'], attachments, photos: ['a', 'zz'] });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(Object.keys(body)).toEqual(['pathCode', 'lang', 'regions', 'photos', 'warnings']);
      expect(body.photos).toEqual(renderRegions(parseRenderInput({ path: '/en/', regions: ['footer'], attachments, photos: ['a', 'zz'] })).photos);
      expect(body.photos[0]).toContain('data-tabiji-photo-frame="a"');
      expect(body.photos[1]).toBe('');
      expect(body.warnings).toEqual([expect.stringContaining('photo 1 names "zz"')]);
    });

    it('answers no photos field when none are asked for', async () => {
      for (const page of [{ path: '/en/', regions: ['footer'], attachments }, { path: '/en/', regions: ['footer'], attachments, photos: [] }]) {
        expect(Object.keys(await (await postJson(url, page)).json())).toEqual(['pathCode', 'lang', 'regions', 'warnings']);
      }
    });

    it('serves the same photos from the cache, and renders again when they change', async () => {
      const page = { path: '/en/', regions: ['footer'], attachments, photos: ['a', 'zz'] };
      const first = await postJson(url, page);
      const second = await postJson(url, page);
      expect([first.headers.get('x-tabiji-cache'), second.headers.get('x-tabiji-cache')]).toEqual(['miss', 'hit']);
      // The request's own warnings come with the cached page too.
      expect(await second.json()).toEqual(await first.json());
      expect((await postJson(url, { ...page, photos: [{ id: 'a', sizes: '50vw' }] })).headers.get('x-tabiji-cache')).toBe('miss');
      expect((await postJson(url, { ...page, photos: ['a'] })).headers.get('x-tabiji-cache')).toBe('miss');
      const withoutPhotos = await postJson(url, { path: '/en/', regions: ['footer'] });
      expect(withoutPhotos.headers.get('x-tabiji-cache')).toBe('miss');
      expect(Object.keys(await withoutPhotos.json())).not.toContain('photos');
      expect(backend.rendered).toHaveLength(4);
    });

    it('counts the photos’ HTML in the cache’s bytes', async () => {
      const response = await postJson(url, { path: '/en/', regions: [], attachments, photos: ['a'] });
      const { photos } = (await response.json()) as { photos: string[] };
      expect(photos[0]?.length).toBeGreaterThan(0);
      expect(service.cache.byteSize).toBe((photos[0]?.length ?? 0) * 2);
    });
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
    ['photos that are not a list', () => postJson(url, { path: '/en/', photos: 'a' }), 400, 'bad_request'],
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
    const pool = new RenderPool<Omit<RenderInput, 'warnings' | 'placeIds'>, ReturnType<typeof renderRegions>>({
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

describe('render service under hostile or heavy load', () => {
  /** A backend whose renders wait until released, recording each input and its signal. */
  function heldBackend() {
    const calls: Array<{ input: Omit<RenderInput, 'warnings' | 'placeIds'>; signal: AbortSignal | undefined }> = [];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const backend: RenderBackend = {
      buildId: 'b',
      render: async (input, signal) => {
        calls.push({ input, signal });
        await released;
        return renderRegions(input);
      },
      close: async () => undefined,
    };
    return { backend, calls, release };
  }
  const until = async (condition: () => boolean): Promise<void> => {
    for (let waited = 0; !condition(); waited += 10) {
      if (waited > 3000) throw new Error('condition not met in 3 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('renders identical misses arriving together once, and answers each of them', async () => {
    const { backend, calls, release } = heldBackend();
    const { service, url } = await started(backend);
    try {
      const answers = Array.from({ length: 8 }, () => postJson(url, { path: '/en/', navigation, regions: ['footer'] }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      const responses = await Promise.all(answers);
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
      expect(calls).toHaveLength(1);
      const bodies = await Promise.all(responses.map((response) => response.json()));
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    } finally {
      await service.close();
    }
  });

  it('calls off the render of a client that has gone, and a later request for the page renders afresh', async () => {
    const { backend, calls, release } = heldBackend();
    const { service, url } = await started(backend);
    try {
      const leaving = new AbortController();
      const gone = postJson(url, { path: '/en/', regions: ['footer'] }, { signal: leaving.signal }).catch(() => 'aborted');
      await until(() => calls.length === 1);
      leaving.abort();
      expect(await gone).toBe('aborted');
      await until(() => calls[0]?.signal?.aborted === true);
      const next = postJson(url, { path: '/en/', regions: ['footer'] });
      await until(() => calls.length === 2);
      expect(calls[1]?.signal?.aborted).toBe(false);
      release();
      expect((await next).status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('answers 503 overloaded with Retry-After at once when the backend would make the page wait too long', async () => {
    const busy: RenderBackend = { buildId: 'b', render: () => Promise.reject(new RenderOverloadedError(2, 'the service is busy')), close: async () => undefined };
    const { service, url } = await started(busy);
    try {
      const response = await postJson(url, { path: '/en/' });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect((await response.json()).error.code).toBe('overloaded');
    } finally {
      await service.close();
    }
  });

  it('refuses a list of more than 16 region names unrendered, and renders a name given twice once', async () => {
    const backend = inThreadBackend();
    const recorded: Array<readonly string[] | null> = [];
    const { service, url } = await started({ ...backend, render: (input) => (recorded.push(input.regions), backend.render(input)) }, { maxBodyBytes: 64 * 1024 });
    try {
      const hostile = await postJson(url, { path: '/en/', regions: Array(3000).fill('footer') });
      expect(hostile.status).toBe(400);
      expect((await hostile.json()).error.message).toMatch(/lists 3000 names; at most 16/);
      expect(recorded).toEqual([]);
      const twice = await postJson(url, { path: '/en/', regions: ['footer', 'footer'] });
      expect(twice.status).toBe(200);
      expect(Object.keys((await twice.json()).regions)).toEqual(['footer']);
      expect(recorded).toEqual([['footer']]);
    } finally {
      await service.close();
    }
  });

  it('answers a navigation of thousands of bad entries with 20 warnings and a count, not one per entry', async () => {
    const { service, url } = await started(inThreadBackend(), { maxBodyBytes: 256 * 1024 });
    try {
      // About 240 KB of entries, each bad (`{}`: no label): the shape of the review's 6 MB answer.
      const badMenu = Array.from({ length: 40_000 }, () => ({}));
      const response = await postJson(url, { path: '/en/', navigation: { menu: badMenu, slider: badMenu }, regions: ['footer'] });
      expect(response.status).toBe(200);
      const text = await response.text();
      const { warnings } = JSON.parse(text) as { warnings: string[] };
      expect(warnings).toHaveLength(21);
      expect(warnings.at(-1)).toMatch(/^… and \d+ more warnings$/);
      expect(text.length).toBeLessThan(10_000);
    } finally {
      await service.close();
    }
  });

  it('lets go of a connection that sends nothing, within its header time', async () => {
    const { service, url } = await started(inThreadBackend());
    try {
      const { port } = new URL(url);
      const startedAt = Date.now();
      const closedAfterMs = await new Promise<number>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        socket.on('error', reject);
        socket.on('close', () => resolve(Date.now() - startedAt));
      });
      // bodyTimeoutMs is 300 here; Node checks every second.
      expect(closedAfterMs).toBeLessThan(2500);
    } finally {
      await service.close();
    }
  });

  it('closes connections past its cap at once', async () => {
    const { service, url } = await started(inThreadBackend(), { maxConnections: 2, bodyTimeoutMs: 5000 });
    const { port } = new URL(url);
    const open = () => connect(Number(port), '127.0.0.1');
    const first = [open(), open()];
    try {
      await Promise.all(first.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const startedAt = Date.now();
      const closedAfterMs = await new Promise<number>((resolve) => open().on('close', () => resolve(Date.now() - startedAt)).on('error', () => undefined));
      expect(closedAfterMs).toBeLessThan(500);
      expect(first.every((socket) => !socket.destroyed)).toBe(true);
    } finally {
      first.forEach((socket) => socket.destroy());
      await service.close();
    }
  });
});
