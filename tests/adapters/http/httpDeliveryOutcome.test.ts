import { httpDeliveryOutcome, retryAfterMs } from '../../../src/adapters/http/httpDeliveryOutcome';

const now = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('httpDeliveryOutcome', () => {
  it.each([
    [200, { kind: 'sent' }], [204, { kind: 'sent' }],
    // What may succeed later: no answer, a collector being deployed (404, 502), overloaded or rate-limiting.
    [0, { kind: 'retry', reason: 'HTTP 0' }], [404, { kind: 'retry', reason: 'HTTP 404' }],
    [405, { kind: 'retry', reason: 'HTTP 405' }], [408, { kind: 'retry', reason: 'HTTP 408' }],
    [425, { kind: 'retry', reason: 'HTTP 425' }], [429, { kind: 'retry', reason: 'HTTP 429' }],
    [500, { kind: 'retry', reason: 'HTTP 500' }], [502, { kind: 'retry', reason: 'HTTP 502' }],
    [503, { kind: 'retry', reason: 'HTTP 503' }], [504, { kind: 'retry', reason: 'HTTP 504' }],
    // Snowplow's default dontRetryStatusCodes: refused for good.
    [400, { kind: 'refused', reason: 'HTTP 400' }], [401, { kind: 'refused', reason: 'HTTP 401' }],
    [403, { kind: 'refused', reason: 'HTTP 403' }], [410, { kind: 'refused', reason: 'HTTP 410' }],
    [422, { kind: 'refused', reason: 'HTTP 422' }],
    [413, { kind: 'too-large' }],
  ] as const)('HTTP %i → %j', (status, result) => {
    expect(httpDeliveryOutcome(status, undefined, now)).toEqual(result);
  });

  it('passes on the wait a retryable answer asked for', () => {
    expect(httpDeliveryOutcome(429, '20', now)).toEqual({ kind: 'retry', reason: 'HTTP 429', afterMs: 20_000 });
    expect(httpDeliveryOutcome(503, 'Sun, 22 Nov 2026 09:00:30 GMT', now)).toEqual({ kind: 'retry', reason: 'HTTP 503', afterMs: 30_000 });
    expect(httpDeliveryOutcome(503, 'soon', now)).toEqual({ kind: 'retry', reason: 'HTTP 503' });
  });

  it('ignores a Retry-After on an answer that is not retried', () => {
    expect(httpDeliveryOutcome(200, '20', now)).toEqual({ kind: 'sent' });
    expect(httpDeliveryOutcome(422, '20', now)).toEqual({ kind: 'refused', reason: 'HTTP 422' });
    expect(httpDeliveryOutcome(413, '20', now)).toEqual({ kind: 'too-large' });
  });
});

describe('retryAfterMs', () => {
  // Not capped here: the backoff policy bounds any wait to 300 s (tests/domain/eventQueue.test.ts, backoffDelayMs).
  it.each([
    ['120', 120_000],
    [' 7 ', 7000],
    ['0', 0],
    ['Sun, 22 Nov 2026 09:00:30 GMT', 30_000],
    ['Sun, 22 Nov 2026 08:00:00 GMT', 0],
    ['86400', 86_400_000],
    ['Sun, 22 Nov 2026 10:00:00 GMT', 3_600_000],
    ['soon', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
  ])('%j → %j', (header, expected) => {
    expect(retryAfterMs(header, now)).toBe(expected);
  });
});
