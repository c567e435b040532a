import { FetchSurveyEntryAdapter } from '../../../src/adapters/http/FetchSurveyEntryAdapter';
import type { SurveyEntry } from '../../../src/domain/surveyEntry';

const ENTRY: SurveyEntry = {
  entryId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  pagePath: '/en/articles/4',
  language: 'en',
  submittedAtMs: Date.UTC(2026, 10, 29, 10, 0),
  verdict: 'useful',
  translationProblem: false,
  comment: null,
};

// The network is the boundary: a fetch function stands in for the entry API.
const answering = (status: number) => jest.fn(async () => ({ ok: status >= 200 && status < 300, status }) as Response) as unknown as jest.MockedFunction<typeof fetch>;

describe('FetchSurveyEntryAdapter', () => {
  const settings = { formsApiUrl: '/forms/', postEntryPath: '/entry/', baseUrl: 'https://guide.example/en/articles/4' };

  it('posts the entry as JSON to the API’s post_entry path', async () => {
    const fetchFn = answering(201);
    expect(await new FetchSurveyEntryAdapter(settings, fetchFn).postEntry(ENTRY)).toBe('delivered');
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('https://guide.example/forms/entry/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toMatchObject({ form: 'article-survey', entry_id: ENTRY.entryId });
  });

  it.each<[number, string]>([[200, 'delivered'], [409, 'delivered'], [400, 'refused'], [413, 'refused'], [422, 'refused'], [429, 'later'], [500, 'later'], [503, 'later']])(
    'reads HTTP %i as %s',
    async (status, delivery) => {
      expect(await new FetchSurveyEntryAdapter(settings, answering(status)).postEntry(ENTRY)).toBe(delivery);
    },
  );

  it('keeps the entry for later when the network fails or the API is slow, and when no API is configured', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await new FetchSurveyEntryAdapter(settings, failing).postEntry(ENTRY)).toBe('later');
    const slow = jest.fn((_url: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as unknown as typeof fetch;
    expect(await new FetchSurveyEntryAdapter({ ...settings, timeoutMs: 10 }, slow).postEntry(ENTRY)).toBe('later');
    expect(await new FetchSurveyEntryAdapter({ ...settings, formsApiUrl: ' ' }, answering(200)).postEntry(ENTRY)).toBe('later');
  });
});
