import type { Cancel, ClockPort } from '../../src/ports/ClockPort';

interface Scheduled {
  at: number;
  callback: () => void;
}

/** A clock that only moves when `advance` is called; idle callbacks run at their timeout. */
export class FakeClockAdapter implements ClockPort {
  private readonly scheduled = new Set<Scheduled>();

  constructor(public nowMs = Date.UTC(2026, 10, 22, 9, 30)) {}

  now(): number {
    return this.nowMs;
  }

  setTimeout(callback: () => void, ms: number): Cancel {
    const entry = { at: this.nowMs + Math.max(0, ms), callback };
    this.scheduled.add(entry);
    return () => void this.scheduled.delete(entry);
  }

  whenIdle(callback: () => void, timeoutMs: number): Cancel {
    return this.setTimeout(callback, timeoutMs);
  }

  /** Moves time forward, running every callback that falls due, in time order. */
  advance(ms: number): void {
    const until = this.nowMs + ms;
    for (;;) {
      const next = [...this.scheduled].filter((entry) => entry.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.scheduled.delete(next);
      this.nowMs = next.at;
      next.callback();
    }
    this.nowMs = until;
  }

  /** How many callbacks are still waiting. */
  pending(): number {
    return this.scheduled.size;
  }
}
