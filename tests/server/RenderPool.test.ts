/**
 * @jest-environment node
 */
import { RenderCancelledError, RenderOverloadedError, RenderPool, RenderTimeoutError, WorkerTaskError } from '../../src/server/RenderPool';
import { compileRenderWorker, type CompiledWorker } from './workerFixture';

interface Input {
  readonly path: string;
}
interface Page {
  readonly regions: Record<string, string>;
}

let worker: CompiledWorker;
let pool: RenderPool<Input, Page>;

beforeAll(() => {
  worker = compileRenderWorker();
});
afterAll(() => worker.remove());
beforeEach(() => {
  pool = new RenderPool<Input, Page>({ workerScript: worker.workerScript, workerData: { rendererPath: worker.rendererPath }, size: 2, timeoutMs: 1000 });
});
afterEach(() => pool.close());

describe('RenderPool (the real render worker over a stand-in renderer)', () => {
  it('renders in its workers, starting them on warm()', async () => {
    pool.warm();
    expect(pool.workerCount).toBe(2);
    const pages = await Promise.all(['/a/', '/b/', '/c/'].map((path) => pool.run({ path })));
    expect(pages.map((page) => page.regions['footer'])).toEqual(['<p>/a/</p>', '<p>/b/</p>', '<p>/c/</p>']);
  });

  it('passes an error from the renderer on with its name', async () => {
    const failure = pool.run({ path: '/refused/x' });
    await expect(failure).rejects.toBeInstanceOf(WorkerTaskError);
    await expect(failure).rejects.toMatchObject({ name: 'RenderInputError', message: 'refused /refused/x' });
  });

  it('answers a render past the deadline with RenderTimeoutError, terminates its worker and keeps serving', async () => {
    const started = Date.now();
    await expect(pool.run({ path: '/slow/1' })).rejects.toBeInstanceOf(RenderTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(pool.workerCount).toBe(0);
    await expect(pool.run({ path: '/after/' })).resolves.toEqual(expect.objectContaining({ regions: { footer: '<p>/after/</p>' } }));
    expect(pool.workerCount).toBeLessThanOrEqual(2);
  });

  it('times out queued work too when every worker is blocked', async () => {
    const blocked = [pool.run({ path: '/slow/1' }), pool.run({ path: '/slow/2' })];
    const queued = pool.run({ path: '/queued/' });
    await expect(queued).rejects.toBeInstanceOf(RenderTimeoutError);
    await Promise.all(blocked.map((task) => expect(task).rejects.toBeInstanceOf(RenderTimeoutError)));
    await expect(pool.run({ path: '/after/' })).resolves.toBeDefined();
  });

  it('fails the task of a worker that exits, and replaces the worker', async () => {
    await expect(pool.run({ path: '/exit/' })).rejects.toThrow('exited (code 3)');
    await expect(pool.run({ path: '/after/' })).resolves.toBeDefined();
  });

  it('refuses at once, with a time to retry, a task whose wait would pass the bound; what it took still finishes', async () => {
    const small = new RenderPool<Input, Page>({ workerScript: worker.workerScript, workerData: { rendererPath: worker.rendererPath }, size: 1, timeoutMs: 1000, maxWaitMs: 50 });
    try {
      const blocked = small.run({ path: '/slow/1' });
      const queued = [small.run({ path: '/q/1' }), small.run({ path: '/q/2' })];
      expect(small.queued).toBe(2);
      const started = Date.now();
      const refused = small.run({ path: '/q/3' });
      await expect(refused).rejects.toBeInstanceOf(RenderOverloadedError);
      await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 1, message: expect.stringMatching(/busy/) });
      expect(Date.now() - started).toBeLessThan(100);
      expect(small.queued).toBe(2);
      await expect(blocked).rejects.toBeInstanceOf(RenderTimeoutError);
      await Promise.all(queued.map((task) => expect(task).rejects.toBeInstanceOf(RenderTimeoutError)));
    } finally {
      await small.close();
    }
  });

  it('takes a queued task off the queue when its caller gives up, and lets a running one finish', async () => {
    const small = new RenderPool<Input, Page>({ workerScript: worker.workerScript, workerData: { rendererPath: worker.rendererPath }, size: 1, timeoutMs: 1000 });
    try {
      const running = small.run({ path: '/a/' });
      const gone = new AbortController();
      const queued = small.run({ path: '/b/' }, gone.signal);
      expect(small.queued).toBe(1);
      gone.abort();
      await expect(queued).rejects.toBeInstanceOf(RenderCancelledError);
      expect(small.queued).toBe(0);
      await expect(running).resolves.toEqual(expect.objectContaining({ regions: { footer: '<p>/a/</p>' } }));
      await expect(small.run({ path: '/c/' }, AbortSignal.abort())).rejects.toBeInstanceOf(RenderCancelledError);
    } finally {
      await small.close();
    }
  });

  it('refuses work once closed', async () => {
    await pool.close();
    await expect(pool.run({ path: '/a/' })).rejects.toThrow('closed');
  });
});
