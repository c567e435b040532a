import { WebLocksAdapter } from '../../../src/adapters/browser/WebLocksAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';

/**
 * A minimal stand-in for navigator.locks (jsdom has none): one exclusive lock per name, granted in request order,
 * released when the callback's promise settles; an aborted waiter is dropped with the signal's reason.
 */
class FakeLockManager {
  private readonly holders = new Map<string, boolean>();
  private readonly queues = new Map<string, Array<() => void>>();

  isHeld(name: string): boolean {
    return this.holders.get(name) === true;
  }

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.holders.set(name, true);
        void Promise.resolve()
          .then(callback)
          .then(resolve, reject)
          .finally(() => {
            this.holders.set(name, false);
            this.queues.get(name)?.shift()?.();
          });
      };
      if (!this.isHeld(name)) return grant();
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      queue.push(grant);
      options.signal?.addEventListener('abort', () => {
        queue.splice(queue.indexOf(grant), 1);
        reject(options.signal?.reason);
      });
    });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WebLocksAdapter', () => {
  let manager: FakeLockManager;
  let page: FakePageLifecycleAdapter;
  beforeEach(() => {
    manager = new FakeLockManager();
    Object.defineProperty(navigator, 'locks', { value: manager, configurable: true });
    page = new FakePageLifecycleAdapter();
  });
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
    jest.useRealTimers();
  });

  it('runs the task under the lock and answers with its result', async () => {
    const adapter = new WebLocksAdapter(page);
    const result = adapter.withLock('queue', async () => {
      expect(manager.isHeld('queue')).toBe(true);
      return 7;
    });
    expect(await result).toBe(7);
    expect(manager.isHeld('queue')).toBe(false);
    expect(page.listenerCounts.leave).toBe(0);
  });

  it('passes the task failure on, and lets go of the lock', async () => {
    const adapter = new WebLocksAdapter(page);
    await expect(adapter.withLock('queue', async () => Promise.reject(new Error('send failed')))).rejects.toThrow('send failed');
    expect(manager.isHeld('queue')).toBe(false);
  });

  it('lets go of a held lock when the page is left, and still answers with the task result once it ends', async () => {
    const adapter = new WebLocksAdapter(page);
    let finish: (value: string) => void = () => undefined;
    const result = adapter.withLock('queue', () => new Promise<string>((resolve) => (finish = resolve)));
    await settle();
    expect(manager.isHeld('queue')).toBe(true);
    page.leave({ persisted: true });
    await settle();
    expect(manager.isHeld('queue')).toBe(false);
    finish('sent');
    expect(await result).toBe('sent');
    expect(page.listenerCounts.leave).toBe(0);
  });

  it('gives up a wait when the page is left: the task never runs', async () => {
    const adapter = new WebLocksAdapter(page);
    const holder = adapter.withLock('queue', () => new Promise<void>(() => undefined));
    const task = jest.fn(async () => undefined);
    const waiting = adapter.withLock('queue', task);
    await settle();
    page.leave({ persisted: true });
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    expect(task).not.toHaveBeenCalled();
    void holder;
  });

  it('gives up a wait after timeoutMs', async () => {
    jest.useFakeTimers();
    const adapter = new WebLocksAdapter(page);
    void adapter.withLock('queue', () => new Promise<void>(() => undefined));
    const task = jest.fn(async () => undefined);
    const waiting = expect(adapter.withLock('queue', task, 1000)).rejects.toMatchObject({ name: 'TimeoutError' });
    await jest.advanceTimersByTimeAsync(1000);
    await waiting;
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task at once where Web Locks are missing', async () => {
    delete (navigator as { locks?: unknown }).locks;
    expect(await new WebLocksAdapter(page).withLock('queue', async () => 'direct')).toBe('direct');
  });
});
