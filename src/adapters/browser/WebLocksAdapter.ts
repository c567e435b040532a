import { injectable } from 'inversify';
import type { LockPort } from '../../ports/LockPort';

/** The Web Locks API, so two tabs never work on the event-log queue at once; runs directly where it is missing. */
@injectable()
export class WebLocksAdapter implements LockPort {
  withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    return locks ? (locks.request(name, task) as Promise<T>) : task();
  }
}
