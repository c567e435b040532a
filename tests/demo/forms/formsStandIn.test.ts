import { callDemoModule } from '../callDemoModule';

const ENTRY = {
  form: 'article-survey',
  entry_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  page_path: '/en/articles/4',
  language: 'en',
  submitted_at: '2026-11-29T10:00:00.000Z',
  answers: { useful: true, translation_problem: false, comment: null },
};

describe('the forms-and-surveys entry API stand-in', () => {
  it('keeps an entry once (201, then 409 for the same id) and refuses malformed ones (422), saying why', () => {
    const answers = callDemoModule<{ status: number; body: { error?: string } }>('demo/stand-ins/forms.mjs', 'acceptEntry', [
      [ENTRY],
      [ENTRY],
      [{ ...ENTRY, entry_id: 'not-a-uuid' }],
      [{ ...ENTRY, entry_id: '1f8fad5b-d9cb-469f-a165-70867728950e', answers: { useful: null, translation_problem: false, comment: null } }],
      [{ ...ENTRY, entry_id: '2f8fad5b-d9cb-469f-a165-70867728950e', page_path: '//evil.example/' }],
      [{ ...ENTRY, entry_id: '3f8fad5b-d9cb-469f-a165-70867728950e', answers: { useful: true, translation_problem: false, comment: 'x'.repeat(1001) } }],
      [null],
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 409, 422, 422, 422, 422, 422]);
    expect(answers[3]!.body.error).toBe('an entry must answer the question or report a translation problem');
  });
});

describe('the demo host’s survey post', () => {
  it('checks the fields as Tabiji does: something to say, a comment within 1000 characters, control characters out', () => {
    const results = callDemoModule<unknown>('demo/pages/surveyPost.mjs', 'checkFields', [
      [{ verdict: '', translation: '', comment: 'Hello' }],
      [{ verdict: 'useful', translation: '', comment: ' a\u0000b\r\nc ' }],
      [{ verdict: 'maybe', translation: '1', comment: '' }],
      [{ verdict: 'not-useful', translation: '', comment: 'あ'.repeat(1001) }],
    ]);
    expect(results).toEqual([
      { problems: ['nothingChosen'] },
      { answer: { verdict: 'useful', translationProblem: false, comment: 'ab\nc' } },
      { answer: { verdict: null, translationProblem: true, comment: null } },
      { problems: ['commentTooLong'] },
    ]);
  });
});
