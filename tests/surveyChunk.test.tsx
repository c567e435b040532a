import { renderToStaticMarkup } from 'react-dom/server';
import { createSurveyOutbox, SURVEY_OUTBOX_KEY } from '../src/application/survey/surveyOutbox';
import type { VisitEvent } from '../src/application/tracking/startTracking';
import type { SurveyEntry } from '../src/domain/surveyEntry';
import type { SurveyDelivery, SurveyEntryPort } from '../src/ports/SurveyEntryPort';
import { surveyChunk, type SurveyPage } from '../src/surveyChunk';
import { ReaderSurvey } from '../src/ui/components/ReaderSurvey';
import { surveyMessages } from '../src/ui/messages/survey/SurveyMessages';
import { FakeStorageAdapter } from './fakes/FakeStorageAdapter';

/** An entry API that answers what it is told, and keeps what it was sent. */
class FakeSurveyEntryAdapter implements SurveyEntryPort {
  readonly sent: SurveyEntry[] = [];
  constructor(public answer: SurveyDelivery = 'delivered') {}
  async postEntry(entry: SurveyEntry): Promise<SurveyDelivery> {
    this.sent.push(entry);
    return this.answer;
  }
}

function setUp(answer: SurveyDelivery = 'delivered', storage = new FakeStorageAdapter()) {
  document.body.innerHTML = renderToStaticMarkup(<ReaderSurvey messages={surveyMessages('en')} action="/en/articles/4/survey" />);
  const entries = new FakeSurveyEntryAdapter(answer);
  const records: VisitEvent[] = [];
  const report = jest.fn();
  let ids = 0;
  const page: SurveyPage = {
    pathCode: 'en',
    clock: { now: () => 1_764_400_000_000 },
    record: (event) => records.push(event),
    outbox: createSurveyOutbox({ storage, entries, now: () => 1_764_400_000_000 }),
    newEntryId: () => `00000000-0000-4000-8000-00000000000${(ids += 1)}`,
    report,
  };
  return { entries, records, report, page, storage };
}

const form = () => document.querySelector('form')!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
function answer({ verdict, translation, comment }: { verdict?: string; translation?: boolean; comment?: string }) {
  if (verdict) form().querySelector<HTMLInputElement>(`input[value="${verdict}"]`)!.checked = true;
  if (translation) form().querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
  if (comment !== undefined) form().querySelector('textarea')!.value = comment;
  form().requestSubmit();
}

describe('surveyChunk.start', () => {
  beforeEach(() => jest.useRealTimers());

  it('checks the answer in place: nothing chosen is said beside the question, which takes the focus; nothing is sent', async () => {
    const { entries, records, page } = setUp();
    expect(surveyChunk.start(document, page)).toBe(true);
    answer({ comment: 'Nice' });
    await settle();
    const group = form().querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('tabiji-survey-nothing-chosen')!.hidden).toBe(false);
    expect(document.activeElement).toBe(form().querySelector('input[value="useful"]'));
    expect(entries.sent).toEqual([]);
    expect(records).toEqual([]);
    // Answered, the problem goes.
    answer({ verdict: 'useful' });
    await settle();
    expect(document.getElementById('tabiji-survey-nothing-chosen')).toBeNull();
  });

  it('a comment over the limit is said beside it, with the hint still describing it', async () => {
    const { entries, page } = setUp();
    surveyChunk.start(document, page);
    answer({ verdict: 'useful', comment: 'あ'.repeat(1001) });
    await settle();
    const comment = form().querySelector('textarea')!;
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(comment.getAttribute('aria-describedby')).toBe('tabiji-survey-hint tabiji-survey-comment-too-long');
    expect(document.activeElement).toBe(comment);
    expect(entries.sent).toEqual([]);
  });

  it('delivers the entry, thanks the reader and records what was answered, never the comment', async () => {
    const { entries, records, page, storage } = setUp();
    surveyChunk.start(document, page);
    answer({ verdict: 'not-useful', translation: true, comment: '  My e-mail is kenji@example.com  ' });
    await settle();
    expect(entries.sent).toEqual([expect.objectContaining({ verdict: 'not-useful', translationProblem: true, comment: 'My e-mail is kenji@example.com', pagePath: '/', language: 'en', entryId: '00000000-0000-4000-8000-000000000001' })]);
    expect(records).toEqual([{ actionType: 'survey_answer', data: { verdict: 'not-useful', translation_problem: true, has_comment: true } }]);
    expect(JSON.stringify(records)).not.toContain('example.com');
    expect(document.querySelector('form')).toBeNull();
    expect(document.activeElement!.textContent).toBe('Thank you for your answer.');
    expect(storage.get(SURVEY_OUTBOX_KEY)).toBeNull();
  });

  it('keeps the entry while the service cannot take it, says so, and delivers it once the next page starts', async () => {
    const storage = new FakeStorageAdapter();
    const first = setUp('later', storage);
    surveyChunk.start(document, first.page);
    answer({ verdict: 'useful' });
    await settle();
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Thank you for your answer. It could not be sent just now, so it is kept on this device and will be sent later.');
    expect(first.records).toHaveLength(1);
    expect(JSON.parse(storage.get(SURVEY_OUTBOX_KEY)!)).toHaveLength(1);
    // The next article: the service is back; the kept entry goes once, and leaves the outbox.
    const second = setUp('delivered', storage);
    surveyChunk.start(document, second.page);
    await settle();
    expect(second.entries.sent.map((entry) => entry.entryId)).toEqual([first.entries.sent[0]!.entryId]);
    expect(storage.get(SURVEY_OUTBOX_KEY)).toBeNull();
    expect(second.records).toEqual([]);
  });

  it('an entry the service refuses is not recorded, and the form stays with a word on what happened', async () => {
    const { records, page } = setUp('refused');
    surveyChunk.start(document, page);
    answer({ verdict: 'useful' });
    await settle();
    expect(records).toEqual([]);
    expect(form().querySelector('[role="status"]')!.textContent).toBe('Your answer could not be sent. Please try again later.');
  });

  it('storage that throws keeps the form, says to try again and reports it', async () => {
    const storage = new FakeStorageAdapter();
    jest.spyOn(storage, 'set').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { page, report } = setUp('delivered', storage);
    surveyChunk.start(document, page);
    answer({ verdict: 'useful' });
    await settle();
    expect(form().querySelector('[role="status"]')!.textContent).toBe('Your answer could not be sent. Please try again later.');
    expect(report).toHaveBeenCalledWith('Tabiji: the survey answer could not be sent.', expect.any(Error));
  });

  it('a page without the survey finds nothing, but still delivers what was kept', async () => {
    const { entries, page } = setUp();
    document.body.innerHTML = '<main></main>';
    expect(surveyChunk.start(document, page)).toBe(false);
    await settle();
    expect(entries.sent).toEqual([]);
  });
});
