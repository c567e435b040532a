import { backoffWaitMs, nextBackoff, parseBackoff } from '../../src/domain/eventBackoff';

const now = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('parseBackoff', () => {
  it.each([
    null, '', '{', '[]', '{"retryAt":"soon","attempt":1}', '{"retryAt":1e400,"attempt":1}',
    `{"retryAt":${now},"attempt":0}`, `{"retryAt":${now},"attempt":1.5}`, `{"retryAt":${now}}`,
  ])('%j reads as no backoff', (text) => {
    expect(parseBackoff(text, now)).toBeUndefined();
  });

  it('reads back what was stored', () => {
    expect(parseBackoff(JSON.stringify({ retryAt: now + 4000, attempt: 3 }), now)).toEqual({ retryAt: now + 4000, attempt: 3 });
  });

  it('brings a retryAt past the 300 s cap (a clock set back, a bad write) to now + 300 s', () => {
    expect(parseBackoff(JSON.stringify({ retryAt: Date.UTC(2100, 0, 1), attempt: 2 }), now)).toEqual({ retryAt: now + 300_000, attempt: 2 });
  });

  it('brings an absurd attempt count down to where the delay is capped anyway', () => {
    expect(parseBackoff(JSON.stringify({ retryAt: now, attempt: 1e9 }), now)?.attempt).toBe(30);
  });
});

describe('nextBackoff', () => {
  it('starts at attempt 1, 0.5 s from now, and doubles with each failure up to 60 s', () => {
    const first = nextBackoff(undefined, now, 1);
    expect(first).toEqual({ retryAt: now + 500, attempt: 1 });
    expect(nextBackoff(first, now, 1)).toEqual({ retryAt: now + 1000, attempt: 2 });
    expect(nextBackoff({ retryAt: now, attempt: 12 }, now, 1)).toEqual({ retryAt: now + 60_000, attempt: 13 });
  });

  it('waits as long as the collector asked when that is longer, up to 300 s', () => {
    expect(nextBackoff(undefined, now, 1, 2000).retryAt).toBe(now + 2000);
    expect(nextBackoff(undefined, now, 1, 3_600_000).retryAt).toBe(now + 300_000);
  });
});

describe('backoffWaitMs', () => {
  it.each([
    [undefined, 0],
    [{ retryAt: now + 1500, attempt: 1 }, 1500],
    [{ retryAt: now - 1, attempt: 4 }, 0],
  ])('%j → %i ms', (state, expected) => {
    expect(backoffWaitMs(state, now)).toBe(expected);
  });
});
