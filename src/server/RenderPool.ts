import { Worker } from 'node:worker_threads';
import { RenderCancelledError, RenderOverloadedError, RenderTimeoutError, WorkerTaskError } from './renderErrors';

export { RenderCancelledError, RenderOverloadedError, RenderTimeoutError, WorkerTaskError } from './renderErrors';

/** A message to a pool worker. */
export interface WorkerTask<Input> {
  readonly id: number;
  readonly input: Input;
}

/** A pool worker's answer to the task with the same id. */
export type WorkerReply<Result> =
  | { readonly id: number; readonly result: Result }
  | { readonly id: number; readonly error: { readonly name: string; readonly message: string } };

/** How a pool is made: which script its workers run, with what data, how many at most, and the deadline per task. */
export interface RenderPoolOptions {
  readonly workerScript: string;
  readonly workerData?: unknown;
  readonly size: number;
  /** Milliseconds from `run` to the answer, queueing included. */
  readonly timeoutMs: number;
  /**
   * The longest a task may be expected to wait for a worker (queued tasks × the recent render time ÷ workers):
   * past it `run` refuses at once with RenderOverloadedError, rather than queue work that would time out anyway
   * and delay everything behind it. Default: a quarter of `timeoutMs`.
   */
  readonly maxWaitMs?: number;
}

interface Task<Input, Result> {
  readonly id: number;
  readonly input: Input;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
  startedAt?: number;
}

/** The render time assumed before any has been measured (a warm furniture render takes a few milliseconds). */
const INITIAL_RENDER_MS = 20;

/**
 * Worker threads that run synchronous work with a deadline: a task past it rejects with RenderTimeoutError and
 * its worker is terminated (a replacement starts when there is work). A worker that dies fails its task.
 */
export class RenderPool<Input, Result> {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task<Input, Result>>();
  private readonly workers = new Set<Worker>();
  private readonly queue: Task<Input, Result>[] = [];
  private nextId = 1;
  private isClosed = false;
  /** Recent render time, an exponentially weighted average of finished tasks (ms). */
  private renderMs = INITIAL_RENDER_MS;

  constructor(private readonly options: RenderPoolOptions) {}

  /** Starts every worker now, so the first tasks do not wait for the renderer to load. */
  warm(): void {
    while (this.workers.size < this.options.size) this.idle.push(this.spawn());
  }

  /**
   * The result of `input` in a worker; rejects with RenderTimeoutError past the deadline, WorkerTaskError on a
   * reported error, RenderOverloadedError at once when the wait would pass the bound, and RenderCancelledError when
   * `signal` aborts before a worker has taken the task (a task already running is let finish).
   */
  run(input: Input, signal?: AbortSignal): Promise<Result> {
    if (this.isClosed) return Promise.reject(new Error('the render pool is closed'));
    if (signal?.aborted) return Promise.reject(new RenderCancelledError('the render was no longer wanted'));
    const waitMs = this.expectedWaitMs();
    const maxWaitMs = this.options.maxWaitMs ?? this.options.timeoutMs / 4;
    if (waitMs > maxWaitMs) {
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      return Promise.reject(new RenderOverloadedError(retryAfterSeconds, `the service is busy (about ${Math.round(waitMs)} ms of work waiting); try again in ${retryAfterSeconds} s`));
    }
    return new Promise<Result>((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => this.expire(task), this.options.timeoutMs);
      const task: Task<Input, Result> = { id, input, resolve, reject, timer };
      signal?.addEventListener('abort', () => this.cancel(task), { once: true });
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Tasks waiting for a worker. */
  get queued(): number {
    return this.queue.length;
  }

  /** How long a new task would wait for a worker: the queue ahead of it, spread over the workers. */
  private expectedWaitMs(): number {
    const isWorkerFree = this.busy.size < this.options.size;
    if (this.queue.length === 0 && isWorkerFree) return 0;
    return ((this.queue.length + 1) / this.options.size) * this.renderMs;
  }

  private cancel(task: Task<Input, Result>): void {
    const queued = this.queue.indexOf(task);
    if (queued < 0) return;
    this.queue.splice(queued, 1);
    this.settle(task, new RenderCancelledError('the render was no longer wanted'));
  }

  /** Fails queued tasks and terminates every worker. */
  async close(): Promise<void> {
    this.isClosed = true;
    for (const task of this.queue.splice(0)) this.settle(task, new Error('the render pool is closing'));
    for (const [worker, task] of this.busy) {
      this.busy.delete(worker);
      this.settle(task, new Error('the render pool is closing'));
    }
    const terminations = [...this.workers].map((worker) => worker.terminate());
    this.workers.clear();
    this.idle.length = 0;
    await Promise.all(terminations);
  }

  /** Workers alive (idle or busy). */
  get workerCount(): number {
    return this.workers.size;
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.isClosed) {
      const worker = this.idle.pop() ?? (this.workers.size < this.options.size ? this.spawn() : undefined);
      if (!worker) return;
      const task = this.queue.shift() as Task<Input, Result>;
      task.startedAt = performance.now();
      this.busy.set(worker, task);
      worker.postMessage({ id: task.id, input: task.input } satisfies WorkerTask<Input>);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(this.options.workerScript, { workerData: this.options.workerData });
    this.workers.add(worker);
    worker.on('message', (reply: WorkerReply<Result>) => this.answer(worker, reply));
    worker.on('error', (error) => this.retire(worker, new Error(`a render worker failed: ${error.message}`)));
    worker.on('exit', (code) => this.retire(worker, new Error(`a render worker exited (code ${code})`)));
    return worker;
  }

  private answer(worker: Worker, reply: WorkerReply<Result>): void {
    const task = this.busy.get(worker);
    if (!task || task.id !== reply.id) return;
    this.busy.delete(worker);
    this.idle.push(worker);
    if (task.startedAt !== undefined) this.renderMs = 0.8 * this.renderMs + 0.2 * (performance.now() - task.startedAt);
    this.settle(task, 'error' in reply ? new WorkerTaskError(reply.error.name, reply.error.message) : undefined, 'result' in reply ? reply.result : undefined);
    this.dispatch();
  }

  private expire(task: Task<Input, Result>): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) this.queue.splice(queued, 1);
    for (const [worker, running] of this.busy) {
      if (running !== task) continue;
      this.forget(worker);
      void worker.terminate();
    }
    // A task that ran out its time says how long work takes now.
    if (task.startedAt !== undefined) this.renderMs = 0.8 * this.renderMs + 0.2 * (performance.now() - task.startedAt);
    task.reject(new RenderTimeoutError(`the render took longer than ${this.options.timeoutMs} ms`));
    this.dispatch();
  }

  private retire(worker: Worker, error: Error): void {
    if (!this.workers.has(worker)) return;
    const task = this.busy.get(worker);
    this.forget(worker);
    if (task) this.settle(task, error);
    this.dispatch();
  }

  private forget(worker: Worker): void {
    this.workers.delete(worker);
    this.busy.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
  }

  private settle(task: Task<Input, Result>, error: Error | undefined, result?: Result): void {
    clearTimeout(task.timer);
    if (error) task.reject(error);
    else task.resolve(result as Result);
  }
}
