import { FetchAccountSavedItemsAdapter } from '../../../src/adapters/http/FetchAccountSavedItemsAdapter';
import type { SavedItem } from '../../../src/domain/savedItems';
import { NotSignedInError } from '../../../src/domain/user';
import { AccountSavedItemsError } from '../../../src/ports/AccountSavedItemsPort';

const ARTICLE: SavedItem = { kind: 'article', key: '/en/articles/4', title: 'Temples of Kyoto', path: '/en/articles/4', language: 'en', savedAtMs: 1_764_400_000_000 };
const PLACE: SavedItem = { kind: 'place', key: 'place:senso-ji', title: 'Senso-ji', path: '/en/articles/4#tabiji-spot-senso-ji', language: 'en', savedAtMs: 1_764_400_100_000 };
const TOKEN = 'eyJhbGciOiJub25lIn0.secret-token';

// The network is the boundary: a fetch function stands in for the main app API.
const answering = (status: number, body: string) => jest.fn(async () => ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response) as unknown as jest.MockedFunction<typeof fetch>;
const settings = { appApiUrl: '/api/', baseUrl: 'https://guide.example/en/articles/4' };
const headers = async () => ({ authorization: `Bearer ${TOKEN}` });

/** The error a call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<AccountSavedItemsError> {
  const error = await call.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(AccountSavedItemsError);
  return error as AccountSavedItemsError;
}

describe('FetchAccountSavedItemsAdapter', () => {
  it('merges with a POST of the items, the identity in a header only, and reads the account’s list, newest first', async () => {
    const fetchFn = answering(200, JSON.stringify({ items: [ARTICLE, PLACE] }));
    const list = await new FetchAccountSavedItemsAdapter(settings, headers, fetchFn).merge([ARTICLE]);
    expect(list).toEqual([PLACE, ARTICLE]);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://guide.example/api/saved-items/merge');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ items: [ARTICLE] });
    expect(String(url)).not.toContain(TOKEN);
  });

  it('removes with a DELETE of the key, escaped in the path', async () => {
    const fetchFn = answering(200, JSON.stringify({ items: [] }));
    expect(await new FetchAccountSavedItemsAdapter({ ...settings, appApiUrl: 'https://app.guide.example/v1' }, headers, fetchFn).remove('place:senso-ji/../x')).toEqual([]);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://app.guide.example/v1/saved-items/place%3Asenso-ji%2F..%2Fx');
    expect(init).toMatchObject({ method: 'DELETE' });
    expect(init?.body).toBeUndefined();
  });

  it('leaves out the entries of an answer that are not items (a hostile path among them)', async () => {
    const body = JSON.stringify({ items: [ARTICLE, { ...PLACE, path: 'https://evil.example/' }, 'x', ARTICLE] });
    expect(await new FetchAccountSavedItemsAdapter(settings, headers, answering(200, body)).merge([])).toEqual([ARTICLE]);
  });

  it.each([401, 403])('reads HTTP %i as signed out', async (status) => {
    expect((await failureOf(new FetchAccountSavedItemsAdapter(settings, headers, answering(status, '')).merge([]))).reason).toBe('signed-out');
  });

  it('is signed out when the identity has no one to name, unreachable when it cannot say (offline), and asks nothing', async () => {
    const fetchFn = answering(200, '{"items":[]}');
    const nobody = async () => Promise.reject(new NotSignedInError());
    expect((await failureOf(new FetchAccountSavedItemsAdapter(settings, nobody, fetchFn).merge([]))).reason).toBe('signed-out');
    const offline = async () => Promise.reject(new Error('auth/network-request-failed'));
    expect((await failureOf(new FetchAccountSavedItemsAdapter(settings, offline, fetchFn).merge([]))).reason).toBe('unreachable');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it.each([
    ['HTTP 500', answering(500, '{"items":[]}')],
    ['an answer that is not JSON', answering(200, '<html>')],
    ['an answer without a list', answering(200, '{"saved":[]}')],
    ['an answer too large', answering(200, `{"items":[],"pad":"${'x'.repeat(600 * 1024)}"}`)],
    ['a network failure', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch],
  ])('reads %s as unreachable, its message free of the token', async (_label, fetchFn) => {
    const error = await failureOf(new FetchAccountSavedItemsAdapter(settings, headers, fetchFn).merge([ARTICLE]));
    expect(error.reason).toBe('unreachable');
    expect(error.message).not.toContain(TOKEN);
  });

  it('gives up on a slow API, and on no configured API', async () => {
    const slow = jest.fn((_url: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as unknown as typeof fetch;
    const error = await failureOf(new FetchAccountSavedItemsAdapter({ ...settings, timeoutMs: 10 }, headers, slow).merge([]));
    expect(error.message).toBe('saved items: no answer within 10 ms');
    expect((await failureOf(new FetchAccountSavedItemsAdapter({ ...settings, appApiUrl: ' ' }, headers, answering(200, '')).merge([]))).message).toMatch(/TABIJI_APP_API_URL/);
  });
});
