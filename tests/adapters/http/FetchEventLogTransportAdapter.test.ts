import { FetchEventLogTransportAdapter } from '../../../src/adapters/http/FetchEventLogTransportAdapter';
import type { CollectorProtocol } from '../../../src/adapters/http/collectorProtocol';
import { tabijiCollectorProtocol } from '../../../src/adapters/http/tabijiCollectorProtocol';
import { parseConfig, type TabijiConfig } from '../../../src/domain/config';
import { CORE_VARIABLES } from '../../../src/domain/configVariables';
import type { EventLogRecord } from '../../../src/domain/eventRecord';

// The network is the boundary: `fetch` stands in for the collector (jsdom has none of its own).
const LOG_URL = 'https://collector.example/event-log';
const config: TabijiConfig = { ...parseConfig({}, CORE_VARIABLES).config, eventLogUrl: LOG_URL };
const RECORDS = [{ event_id: 'e1', action_type: 'page_view' }] as unknown as EventLogRecord[];

function answering(status: number, headers: Record<string, string> = {}): jest.Mock {
  return jest.fn(async () => ({ status, headers: new Headers(headers) }));
}

describe('FetchEventLogTransportAdapter', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('POSTs the batch and the dropped count as JSON to the collector, with a signal for its timeout', async () => {
    const fetch = answering(204);
    globalThis.fetch = fetch;
    expect(await new FetchEventLogTransportAdapter(config, tabijiCollectorProtocol).send(RECORDS, 2)).toEqual({ kind: 'sent' });
    expect(fetch).toHaveBeenCalledWith(LOG_URL, expect.objectContaining({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      signal: expect.any(AbortSignal),
    }));
    const init = fetch.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(init.body as string)).toEqual({ records: RECORDS, dropped: 2 });
    // No credentials setting of its own: fetch's default sends cookies to a same-origin collector only.
    expect(init).not.toHaveProperty('credentials');
  });

  it.each([
    [413, {}, { kind: 'too-large' }],
    [400, {}, { kind: 'refused', reason: 'HTTP 400' }],
    [503, { 'Retry-After': '7' }, { kind: 'retry', afterMs: 7000, reason: 'HTTP 503' }],
    [429, {}, { kind: 'retry', reason: 'HTTP 429' }],
  ])('reads HTTP %s as the collector\'s answer', async (status, headers, result) => {
    globalThis.fetch = answering(status, headers);
    expect(await new FetchEventLogTransportAdapter(config, tabijiCollectorProtocol).send(RECORDS, 0)).toEqual(result);
  });

  it('retries after a network failure, saying nothing of the request', async () => {
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch https://collector.example/?token=x')));
    expect(await new FetchEventLogTransportAdapter(config, tabijiCollectorProtocol).send(RECORDS, 0)).toEqual({ kind: 'retry', reason: 'network error' });
  });
  it('makes no send without a connection: unsent (this page waits alone), not a failure every tab would back off from', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(await new FetchEventLogTransportAdapter(config, tabijiCollectorProtocol, () => false).send(RECORDS, 0)).toEqual({ kind: 'unsent', reason: 'offline' });
    expect(fetchMock).not.toHaveBeenCalled();
  });


  it('gives up on a collector that does not answer within 5 s, and retries later', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    let settled: unknown = null;
    const outcome = new FetchEventLogTransportAdapter(config, tabijiCollectorProtocol).send(RECORDS, 0).then((result) => (settled = result));
    jest.advanceTimersByTime(4999);
    await Promise.resolve();
    expect(settled).toBeNull();
    jest.advanceTimersByTime(1);
    expect(await outcome).toEqual({ kind: 'retry', reason: 'timeout' });
  });

  it('hands the batch to the browser as the page goes away: sendBeacon, as text (no preflight)', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    expect(new FetchEventLogTransportAdapter(config, tabijiCollectorProtocol).sendOnUnload(RECORDS, 1)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(LOG_URL, JSON.stringify({ records: RECORDS, dropped: 1 }));
  });

  it('hands nothing over without a connection (a beacon made offline is accepted and lost): the records stay queued', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(new FetchEventLogTransportAdapter(config, tabijiCollectorProtocol).sendOnUnload(RECORDS, 1)).toBe(false);
      expect(sendBeacon).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  describe('with a protocol that splits a batch', () => {
    const TWO = [{ event_id: 'a' }, { event_id: 'b' }] as unknown as EventLogRecord[];
    /** One request per record, its body the record's id; `big` is a record no request can carry. */
    const perRecord: CollectorProtocol = {
      contentType: 'application/x-test',
      acceptsTextPlain: false,
      requests: (records) => ({
        requests: records.filter((record) => record.event_id !== 'big').map((record) => ({ body: record.event_id, records: [record] })),
        oversized: records.filter((record) => record.event_id === 'big'),
      }),
      outcome: (status) => (status === 200 ? { kind: 'sent' } : { kind: 'retry', reason: `HTTP ${status}` }),
    };

    it('sends each request in turn, in the protocol\'s own media type, and reads answers the protocol\'s way', async () => {
      const fetchMock = answering(200);
      globalThis.fetch = fetchMock;
      expect(await new FetchEventLogTransportAdapter(config, perRecord).send(TWO, 0)).toEqual({ kind: 'sent' });
      expect(fetchMock.mock.calls.map(([, init]) => [(init as RequestInit).body, (init as RequestInit).headers])).toEqual([
        ['a', { 'content-type': 'application/x-test' }],
        ['b', { 'content-type': 'application/x-test' }],
      ]);
    });

    it('stops at the first request that fails and reports its result (the batch goes again whole)', async () => {
      const fetchMock = answering(503);
      globalThis.fetch = fetchMock;
      expect(await new FetchEventLogTransportAdapter(config, perRecord).send(TWO, 0)).toEqual({ kind: 'retry', reason: 'HTTP 503' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('says too-large, sending nothing, when a record cannot be carried (the queue then refuses that one alone)', async () => {
      const fetchMock = answering(200);
      globalThis.fetch = fetchMock;
      const batch = [...TWO, { event_id: 'big' }] as unknown as EventLogRecord[];
      expect(await new FetchEventLogTransportAdapter(config, perRecord).send(batch, 0)).toEqual({ kind: 'too-large' });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('hands a protocol that takes no text/plain over by fetch with keepalive, in its own type, one request each', () => {
      const sendBeacon = jest.fn(() => true);
      Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
      const fetchMock = answering(200);
      globalThis.fetch = fetchMock;
      expect(new FetchEventLogTransportAdapter(config, perRecord).sendOnUnload(TWO, 0)).toBe(true);
      expect(sendBeacon).not.toHaveBeenCalled();
      expect(fetchMock.mock.calls.map(([url, init]) => [url, init])).toEqual(['a', 'b'].map((body) => [LOG_URL, {
        method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/x-test' },
      }]));
    });
  });

  it('splits Tabiji\'s own bodies at its collector\'s 64 KiB, the dropped count with the first only', async () => {
    const fetchMock = answering(200);
    globalThis.fetch = fetchMock;
    const large = ['e1', 'e2', 'e3'].map((id) => ({ event_id: id, user_agent: 'x'.repeat(30_000) })) as unknown as EventLogRecord[];
    expect(await new FetchEventLogTransportAdapter(config, tabijiCollectorProtocol).send(large, 4)).toEqual({ kind: 'sent' });
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as { records: { event_id: string }[]; dropped: number });
    expect(bodies.map((body) => [body.records.map((record) => record.event_id), body.dropped])).toEqual([[['e1', 'e2'], 4], [['e3'], 0]]);
    expect(fetchMock.mock.calls.every(([, init]) => ((init as RequestInit).body as string).length <= 64 * 1024)).toBe(true);
  });
});
