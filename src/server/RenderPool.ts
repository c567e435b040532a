import { Worker } from 'node:worker_threads';

/** A message to a pool worker. */
export interface WorkerTask<Input> {
  readonly id: number;
  readonly input: Input;
}

/** A pool worker's answer to the task with the same id. */
export type WorkerReply<Result> =
  | { readonly id: number; readonly result: Result }
  | { readonly id: number; readonly error: { readonly name: string; readonly message: string } };

/** The task was not done within the pool's deadline (its worker, if it had started, was terminated). */
export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
}

/** The worker reported an error; `name` is the error's name in the worker (e.g. RenderInputError). */
export class WorkerTaskError extends Error {
  constructor(override readonly name: string, message: string) {
    super(message);
  }
}

/** How a pool is made: which script its workers run, with what data, how many at most, and the deadline per task. */
export interface RenderPoolOptions {
  readonly workerScript: string;
  readonly workerData?: unknown;
  readonly size: number;
  /** Milliseconds from `run` to the answer, queueing included. */
  readonly timeoutMs: number;
}

interface Task<Input, Result> {
  readonly id: number;
  readonly input: Input;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

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

  constructor(private readonly options: RenderPoolOptions) {}

  /** Starts every worker now, so the first tasks do not wait for the renderer to load. */
  warm(): void {
    while (this.workers.size < this.options.size) this.idle.push(this.spawn());
  }

  /** The result of `input` in a worker; rejects with RenderTimeoutError past the deadline, WorkerTaskError on a reported error. */
  run(input: Input): Promise<Result> {
    if (this.isClosed) return Promise.reject(new Error('the render pool is closed'));
    return new Promise<Result>((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => this.expire(task), this.options.timeoutMs);
      const task: Task<Input, Result> = { id, input, resolve, reject, timer };
      this.queue.push(task);
      this.dispatch();
    });
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
