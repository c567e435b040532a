import type { LockPort } from '../../ports/LockPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';

/**
 * The Web Locks API, so two tabs never work on the event-log queue at once; runs directly where it is missing. The
 * timeout aborts only the wait (a granted task runs to its end), so a stalled tab cannot keep the others waiting.
 *
 * Leaving the page (pagehide) ends the wait and lets go of a held lock, while the task itself runs on: a page frozen
 * in the back/forward cache holding a lock another tab or page asks for is evicted (WebLocksContention), and a lock
 * granted to a frozen page would run its task there (JavaScriptExecution). The task's end is still the answer.
 */
export class WebLocksAdapter implements LockPort {
  constructor(private readonly page: PageLifecyclePort) {}

  withLock<T>(name: string, task: () => Promise<T>, timeoutMs?: number): Promise<T> {
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    if (!locks) return task();
    const wait = new AbortController();
    // A timer, not AbortSignal.timeout/any (both missing from Safari before 16 and 17.4).
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => wait.abort(new DOMException(`the lock ${name} was not granted within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
    let letGo: () => void = () => undefined;
    const isLeft = new Promise<void>((resolve) => (letGo = resolve));
    const stopListening = this.page.onLeave(() => {
      wait.abort(new DOMException(`the page was left before the lock ${name} was granted`, 'AbortError'));
      letGo();
    });
    let running: Promise<T> | undefined;
    const held = locks.request(name, { signal: wait.signal }, () => {
      clearTimeout(timer);
      running = task();
      // Held until the task ends or the page is left, whichever comes first.
      return Promise.race([running.then(() => undefined, () => undefined), isLeft]);
    });
    return held
      .then(() => running as Promise<T>)
      .finally(() => {
        clearTimeout(timer);
        stopListening();
      });
  }
}
