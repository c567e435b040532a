import { FetchPlaceManagerAdapter } from '../../../src/adapters/http/FetchPlaceManagerAdapter';

// The network is the boundary: a fetch function stands in for the place manager.
const PLACE = {
  id: 'senso-ji',
  lang: 'th',
  kind: 'temple',
  name: 'วัดเซนโซจิ',
  address: { postalCode: '111-0032', region: 'โตเกียว', locality: 'ไทโต', street: 'อาซากุสะ 2-3-1' },
  geo: { lat: 35.7148, lng: 139.7967 },
  hours: { weekly: [{ days: [0, 1, 2, 3, 4, 5, 6], opens: '06:00', closes: '17:00' }] },
  website: 'https://www.senso-ji.jp/',
};

function answering(status: number, body: string): jest.Mock {
  return jest.fn(async () => ({ ok: status >= 200 && status < 300, status, text: async () => body }));
}

describe('FetchPlaceManagerAdapter', () => {
  afterEach(() => jest.useRealTimers());

  it('asks {url}{id}?lang= without credentials and reads the place', async () => {
    const fetch = answering(200, JSON.stringify(PLACE));
    const answer = await new FetchPlaceManagerAdapter({ placeApiUrl: '/api/place', baseUrl: 'https://guide.example/th/articles/4' }, fetch).place('senso-ji', 'th');
    expect(fetch).toHaveBeenCalledWith('https://guide.example/api/place/senso-ji?lang=th', expect.objectContaining({ credentials: 'omit', signal: expect.any(AbortSignal) }));
    expect(answer).toEqual({ found: true, place: expect.objectContaining({ id: 'senso-ji', language: 'th', name: 'วัดเซนโซจิ' }), warnings: [] });
  });

  it('passes on what was left out of an answer as warnings', async () => {
    const answer = await new FetchPlaceManagerAdapter({ placeApiUrl: 'https://places.example/api/place/' }, answering(200, JSON.stringify({ ...PLACE, phone: 'call us' }))).place('senso-ji', 'th');
    expect(answer).toMatchObject({ found: true, warnings: ['place senso-ji: phone "call us" is not a phone number; left out'] });
  });

  it('says a place the manager does not know is not found', async () => {
    expect(await new FetchPlaceManagerAdapter({ placeApiUrl: 'https://places.example/api/place/' }, answering(404, 'Not found')).place('atlantis', 'en')).toEqual({ found: false });
  });

  it.each([
    ['an error status', answering(503, 'down'), /place senso-ji: the place manager answered HTTP 503/],
    ['an answer that is not JSON', answering(200, '<html>oops</html>'), /not JSON/],
    ['an answer about another place', answering(200, JSON.stringify({ ...PLACE, id: 'kinkaku-ji' })), /the answer is about "kinkaku-ji"/],
    ['an answer with no name', answering(200, JSON.stringify({ ...PLACE, name: null })), /has no name/],
    ['an answer far too large', answering(200, JSON.stringify({ ...PLACE, padding: 'x'.repeat(70_000) })), /over 65536 bytes/],
    ['a network failure', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), /place senso-ji: Failed to fetch/],
  ])('rejects with a clear message on %s', async (_name, fetch, message) => {
    await expect(new FetchPlaceManagerAdapter({ placeApiUrl: 'https://places.example/api/place/' }, fetch).place('senso-ji', 'th')).rejects.toThrow(message);
  });

  it('refuses an id that is not a place id before asking anything', async () => {
    const fetch = answering(200, '{}');
    await expect(new FetchPlaceManagerAdapter({ placeApiUrl: 'https://places.example/api/place/' }, fetch).place('../admin', 'en')).rejects.toThrow(/not a place id/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when no place manager is configured', async () => {
    await expect(new FetchPlaceManagerAdapter({ placeApiUrl: ' ' }, answering(200, '{}')).place('senso-ji', 'en')).rejects.toThrow(/TABIJI_PLACE_API_URL/);
  });

  it('gives up on a manager that does not answer in time', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const asked = new FetchPlaceManagerAdapter({ placeApiUrl: 'https://places.example/api/place/', timeoutMs: 1000 }, fetch as unknown as typeof globalThis.fetch).place('senso-ji', 'en');
    const settled = expect(asked).rejects.toThrow('place senso-ji: no answer within 1000 ms');
    await jest.advanceTimersByTimeAsync(1000);
    await settled;
  });
});

describe('FetchPlaceManagerAdapter on a server', () => {
  it('says a relative setting needs an absolute address where no page resolves it', async () => {
    await expect(new FetchPlaceManagerAdapter({ placeApiUrl: '/api/place/' }, answering(200, '{}')).place('senso-ji', 'en')).rejects.toThrow(/is relative where no page address resolves it/);
  });
});
