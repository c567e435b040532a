import type { Cancel, ClockPort } from '../../ports/ClockPort';

/** Wall-clock time and the window's timers; `requestIdleCallback` where the browser has it. */
export class BrowserClockAdapter implements ClockPort {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): Cancel {
    const handle = window.setTimeout(callback, ms);
    return () => window.clearTimeout(handle);
  }

  whenIdle(callback: () => void, timeoutMs: number): Cancel {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    return this.setTimeout(callback, Math.min(timeoutMs, 200));
  }
}
