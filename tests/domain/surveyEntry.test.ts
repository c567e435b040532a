import { checkSurveyAnswer, parseStoredSurveyEntry, SURVEY_LIMITS, surveyEntryBody, surveyEventData, type SurveyEntry } from '../../src/domain/surveyEntry';

const ENTRY: SurveyEntry = {
  entryId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  pagePath: '/en/articles/4',
  language: 'en',
  submittedAtMs: Date.UTC(2026, 10, 29, 10, 0),
  verdict: 'not-useful',
  translationProblem: true,
  comment: 'The opening hours are wrong.\nLine two.',
};

describe('the reader survey’s answer (checkSurveyAnswer)', () => {
  it('takes a verdict, a translation report, or both, with an optional comment', () => {
    expect(checkSurveyAnswer({ verdict: 'useful' })).toEqual({ answer: { verdict: 'useful', translationProblem: false, comment: null } });
    expect(checkSurveyAnswer({ translation: 'on', comment: '  Typo in the title ' })).toEqual({ answer: { verdict: null, translationProblem: true, comment: 'Typo in the title' } });
    expect(checkSurveyAnswer({ verdict: 'not-useful', translation: 'on', comment: 'a\r\nb\u0007' })).toEqual({ answer: { verdict: 'not-useful', translationProblem: true, comment: 'a\nb' } });
  });

  it('asks for something to be chosen, and refuses a comment over the limit, counting characters as readers do', () => {
    expect(checkSurveyAnswer({ comment: 'Nice' })).toEqual({ problems: ['nothingChosen'] });
    expect(checkSurveyAnswer({ verdict: 'maybe' })).toEqual({ problems: ['nothingChosen'] });
    const emoji = '🗾'.repeat(SURVEY_LIMITS.maxCommentLength);
    expect(checkSurveyAnswer({ verdict: 'useful', comment: emoji })).toEqual({ answer: { verdict: 'useful', translationProblem: false, comment: emoji } });
    expect(checkSurveyAnswer({ comment: `${emoji}!` })).toEqual({ problems: ['nothingChosen', 'commentTooLong'] });
  });
});

describe('what leaves the page', () => {
  it('sends the entry API the entry in its own field names', () => {
    expect(surveyEntryBody(ENTRY)).toEqual({
      form: 'article-survey',
      entry_id: ENTRY.entryId,
      page_path: '/en/articles/4',
      language: 'en',
      submitted_at: '2026-11-29T10:00:00.000Z',
      answers: { useful: false, translation_problem: true, comment: 'The opening hours are wrong.\nLine two.' },
    });
    expect((surveyEntryBody({ ...ENTRY, verdict: null })['answers'] as { useful: unknown }).useful).toBeNull();
  });

  it('tells the event log whether there was a comment, never the comment', () => {
    const data = surveyEventData(ENTRY);
    expect(data).toEqual({ verdict: 'not-useful', translation_problem: true, has_comment: true });
    expect(JSON.stringify(data)).not.toContain('wrong');
  });
});

describe('an entry read back from storage (parseStoredSurveyEntry)', () => {
  it('reads an entry it wrote', () => {
    expect(parseStoredSurveyEntry(JSON.parse(JSON.stringify(ENTRY)))).toEqual(ENTRY);
  });

  it.each<[string, unknown]>([
    ['not an object', 'x'],
    ['an id that is not a UUID', { ...ENTRY, entryId: 'x' }],
    ['a path to another site', { ...ENTRY, pagePath: '//evil.example/' }],
    ['an unknown language', { ...ENTRY, language: 'fr' }],
    ['an over-long comment', { ...ENTRY, comment: 'x'.repeat(SURVEY_LIMITS.maxCommentLength + 1) }],
    ['a verdict it does not know', { ...ENTRY, verdict: 'great' }],
  ])('drops %s', (_case, raw) => {
    expect(parseStoredSurveyEntry(raw)).toBeNull();
  });
});
