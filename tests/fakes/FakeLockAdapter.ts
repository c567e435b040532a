import type { Cancel, ClockPort } from '../../src/ports/ClockPort';
import type { LockPort } from '../../src/ports/LockPort';

/**
 * Named locks shared by the pages (tabs) given the same instance: tasks under the same name run one after another,
 * like the Web Locks API. A timeout aborts only the wait, as there: a granted task runs to its end. Timeouts run on
 * `clock` (on the real timers without one); `hold` keeps a lock taken, like a stalled tab.
 */
export class FakeLockAdapter implements LockPort {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly clock?: ClockPort) {}

  withLock<T>(name: string, task: () => Promise<T>, timeoutMs?: number): Promise<T> {
    let isAbandoned = false;
    let cancelTimeout: Cancel = () => undefined;
    const timedOut = new Promise<never>((_, reject) => {
      if (timeoutMs === undefined) return;
      const abandon = () => {
        isAbandoned = true;
        reject(new DOMException(`The lock "${name}" was not granted within ${timeoutMs} ms.`, 'TimeoutError'));
      };
      if (this.clock) cancelTimeout = this.clock.setTimeout(abandon, timeoutMs);
      else {
        const timer = setTimeout(abandon, timeoutMs);
        cancelTimeout = () => clearTimeout(timer);
      }
    });
    const run = (): Promise<T> | undefined => {
      if (isAbandoned) return undefined;
      cancelTimeout();
      return task();
    };
    const previous = this.tails.get(name) ?? Promise.resolve();
    const granted = previous.then(run, run);
    this.tails.set(name, granted.catch(() => undefined));
    return Promise.race([granted as Promise<T>, timedOut]);
  }

  /** Takes the lock until the returned function is called. */
  hold(name: string): () => void {
    let release: () => void = () => undefined;
    void this.withLock(name, () => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }
}
