import { createSurveyOutbox, KEPT_ENTRY_MAX_AGE_MS, MAX_KEPT_ENTRIES, SURVEY_OUTBOX_KEY } from '../../src/application/survey/surveyOutbox';
import type { SurveyEntry } from '../../src/domain/surveyEntry';
import type { SurveyDelivery, SurveyEntryPort } from '../../src/ports/SurveyEntryPort';
import { FakeStorageAdapter } from '../fakes/FakeStorageAdapter';

const NOW = Date.UTC(2026, 10, 29, 10, 0);
const entry = (n: number, submittedAtMs = NOW): SurveyEntry => ({
  entryId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  pagePath: `/en/articles/${n}`,
  language: 'en',
  submittedAtMs,
  verdict: 'useful',
  translationProblem: false,
  comment: null,
});

/** An entry API that answers `answer` (changeable) and lists the entry ids it was sent. */
function fakeApi(answer: SurveyDelivery = 'delivered'): SurveyEntryPort & { sent: string[]; answer: SurveyDelivery } {
  const api = {
    sent: [] as string[],
    answer,
    async postEntry(sent: SurveyEntry): Promise<SurveyDelivery> {
      api.sent.push(sent.entryId);
      return api.answer;
    },
  };
  return api;
}

describe('the survey outbox', () => {
  it('sends an entry at once and keeps nothing once the API has it', async () => {
    const storage = new FakeStorageAdapter();
    const api = fakeApi();
    const outbox = createSurveyOutbox({ storage, entries: api, now: () => NOW });
    expect(await outbox.submit(entry(1))).toBe('delivered');
    expect(api.sent).toEqual([entry(1).entryId]);
    expect(storage.get(SURVEY_OUTBOX_KEY)).toBeNull();
  });

  it('keeps the entry while the API is down and delivers it once when it is back', async () => {
    const storage = new FakeStorageAdapter();
    const api = fakeApi('later');
    const outbox = createSurveyOutbox({ storage, entries: api, now: () => NOW });
    expect(await outbox.submit(entry(1))).toBe('later');
    expect(await outbox.submit(entry(2))).toBe('later');
    expect(outbox.keptCount()).toBe(2);
    // Still down: the first waits again, and the second is not tried behind it.
    expect(await outbox.deliverKept()).toBe(0);
    api.answer = 'delivered';
    api.sent.length = 0;
    expect(await outbox.deliverKept()).toBe(2);
    expect(api.sent).toEqual([entry(1).entryId, entry(2).entryId]);
    expect(await outbox.deliverKept()).toBe(0);
    expect(api.sent).toHaveLength(2);
  });

  it('drops an entry the API refuses for good, rather than send it forever', async () => {
    const storage = new FakeStorageAdapter();
    const outbox = createSurveyOutbox({ storage, entries: fakeApi('refused'), now: () => NOW });
    expect(await outbox.submit(entry(1))).toBe('refused');
    expect(outbox.keptCount()).toBe(0);
  });

  it('keeps a tab’s entry written before it is sent: a second tab delivers it', async () => {
    const storage = new FakeStorageAdapter();
    const never = { postEntry: () => new Promise<SurveyDelivery>(() => undefined) };
    void createSurveyOutbox({ storage, entries: never, now: () => NOW }).submit(entry(1));
    const api = fakeApi();
    expect(await createSurveyOutbox({ storage, entries: api, now: () => NOW }).deliverKept()).toBe(1);
    expect(api.sent).toEqual([entry(1).entryId]);
  });

  it('keeps at most the newest entries, for a week, and ignores what storage holds that is not one', async () => {
    const storage = new FakeStorageAdapter();
    const api = fakeApi('later');
    const outbox = createSurveyOutbox({ storage, entries: api, now: () => NOW });
    for (let n = 1; n <= MAX_KEPT_ENTRIES + 2; n += 1) await outbox.submit(entry(n));
    expect(outbox.keptCount()).toBe(MAX_KEPT_ENTRIES);
    storage.set(SURVEY_OUTBOX_KEY, JSON.stringify([{ entryId: 'x' }, entry(99, NOW - KEPT_ENTRY_MAX_AGE_MS - 1), entry(100)]));
    expect(outbox.keptCount()).toBe(1);
    storage.set(SURVEY_OUTBOX_KEY, '{not json');
    expect(outbox.keptCount()).toBe(0);
  });
});
