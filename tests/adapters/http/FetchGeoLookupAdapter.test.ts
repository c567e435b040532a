import { FetchGeoLookupAdapter } from '../../../src/adapters/http/FetchGeoLookupAdapter';
import { parseConfig, type TabijiConfig } from '../../../src/domain/config';
import { CORE_VARIABLES } from '../../../src/domain/configVariables';

// The network is the boundary: `fetch` stands in for the IP-lookup service (jsdom has none of its own).
const GEO_URL = 'https://ip-lookup.example/json';
const configWith = (geoLookupUrl: string): TabijiConfig => ({ ...parseConfig({}, CORE_VARIABLES).config, geoLookupUrl });

function answering(status: number, body: unknown): jest.Mock {
  return jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
}

describe('FetchGeoLookupAdapter', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it('reads the country code (not the name: the log keeps 8 characters) and query from the answer, asking without credentials', async () => {
    const fetch = answering(200, { status: 'success', country: 'Japan', countryCode: 'JP', query: '203.0.113.7' });
    globalThis.fetch = fetch;
    expect(await new FetchGeoLookupAdapter(configWith(GEO_URL)).lookup()).toEqual({ country: 'JP', ip: '203.0.113.7' });
    expect(fetch).toHaveBeenCalledWith(GEO_URL, expect.objectContaining({ credentials: 'omit', signal: expect.any(AbortSignal) }));
  });

  it.each([
    ['an error status', answering(503, { status: 'fail' }), /HTTP 503/],
    ['an answer without countryCode or query', answering(200, { status: 'fail', message: 'reserved range' }), /without countryCode or query/],
    ['a network failure', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), /Failed to fetch/],
  ])('rejects on %s', async (_name, fetch, message) => {
    globalThis.fetch = fetch;
    await expect(new FetchGeoLookupAdapter(configWith(GEO_URL)).lookup()).rejects.toThrow(message);
  });

  it('gives up on a service that does not answer within 3 s', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    const lookup = new FetchGeoLookupAdapter(configWith(GEO_URL)).lookup();
    let settled = '';
    const outcome = lookup.then(() => 'answered', (error: Error) => error.message).then((text) => (settled = text));
    jest.advanceTimersByTime(2999);
    await Promise.resolve();
    expect(settled).toBe('');
    jest.advanceTimersByTime(1);
    expect(await outcome).toMatch(/no answer within 3000 ms/);
  });

  it('refuses to run without a configured service', async () => {
    globalThis.fetch = answering(200, {});
    await expect(new FetchGeoLookupAdapter(configWith('')).lookup()).rejects.toThrow(/TABIJI_GEO_LOOKUP_URL/);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
