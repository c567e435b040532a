import type { LockPort } from '../../src/ports/LockPort';

/** Named locks for one page: tasks under the same name run one after another, like the Web Locks API. */
export class FakeLockAdapter implements LockPort {
  private readonly tails = new Map<string, Promise<unknown>>();

  withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const next = previous.then(task, task);
    this.tails.set(name, next.catch(() => undefined));
    return next;
  }
}
