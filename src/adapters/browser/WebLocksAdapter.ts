import { injectable } from 'inversify';
import type { LockPort } from '../../ports/LockPort';

/**
 * The Web Locks API, so two tabs never work on the event-log queue at once; runs directly where it is missing. The
 * timeout aborts only the wait (a granted task runs to its end), so a stalled tab cannot keep the others waiting.
 */
@injectable()
export class WebLocksAdapter implements LockPort {
  withLock<T>(name: string, task: () => Promise<T>, timeoutMs?: number): Promise<T> {
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    if (!locks) return task();
    return locks.request(name, timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }, task) as Promise<T>;
  }
}
