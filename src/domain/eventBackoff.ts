import { EVENT_LOG_LIMITS } from './eventDelivery';
import { backoffDelayMs } from './eventQueue';

/**
 * Local-storage key of the delivery backoff the site's tabs share. It is kept apart from the queue so either can
 * change shape without the other, and so a tab that cannot read one still honours the other.
 */
export const BACKOFF_KEY = 'tabiji_event_backoff';

/** No tab sends before `retryAt` (epoch ms); `attempt` sends in a row have failed so far (1 or more). */
export interface BackoffState {
  readonly retryAt: number;
  readonly attempt: number;
}

/** Past this many failures the delay is at its cap anyway; a larger stored count is brought down to it. */
const MAX_ATTEMPT = 30;

/**
 * Reads a stored backoff at `nowMs`: anything malformed is no backoff; a `retryAt` beyond the 300 s cap (a clock
 * set back, a bad write) is brought to `nowMs` + 300 s, so nothing stored can silence the log for longer.
 */
export function parseBackoff(text: string | null, nowMs: number): BackoffState | undefined {
  if (!text) return undefined;
  try {
    const { retryAt, attempt } = JSON.parse(text) as Partial<BackoffState>;
    if (typeof retryAt !== 'number' || !Number.isFinite(retryAt) || !Number.isInteger(attempt) || (attempt ?? 0) < 1) {
      return undefined;
    }
    return { retryAt: Math.min(retryAt, nowMs + EVENT_LOG_LIMITS.maxCollectorWaitMs), attempt: Math.min(attempt as number, MAX_ATTEMPT) };
  } catch {
    return undefined;
  }
}

/**
 * The backoff after one more failed send at `nowMs`: the next attempt's delay (doubling, jittered by `random`,
 * or the wait the collector asked for when longer, see backoffDelayMs) counted from now.
 */
export function nextBackoff(previous: BackoffState | undefined, nowMs: number, random: number, collectorWaitMs?: number): BackoffState {
  const attempt = Math.min((previous?.attempt ?? 0) + 1, MAX_ATTEMPT);
  return { retryAt: nowMs + backoffDelayMs(attempt, random, collectorWaitMs), attempt };
}

/** Milliseconds still to wait at `nowMs` before any send; 0 when there is no backoff or it has passed. */
export function backoffWaitMs(state: BackoffState | undefined, nowMs: number): number {
  return state ? Math.max(0, state.retryAt - nowMs) : 0;
}
