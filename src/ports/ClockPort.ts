/** Cancels a scheduled callback; calling it twice is harmless. */
export type Cancel = () => void;

/** Time and timers, so rules that wait can be tested with a fake clock. */
export interface ClockPort {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Runs the callback once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): Cancel;
  /** Runs the callback when the browser is idle, or after `timeoutMs` at the latest. */
  whenIdle(callback: () => void, timeoutMs: number): Cancel;
}
