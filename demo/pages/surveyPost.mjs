// The reader survey without JavaScript (docs/integrating.md, "The reader survey"): the form Tabiji's renderer writes
// posts to the article's own `…/survey` path, and the host, as any host in any language would, checks the answer,
// delivers the entry to the forms-and-surveys entry API (here the stand-in, called in process as a host calls its
// own service) and answers: a redirect to the article saying thanks (`?survey=sent`), or the article again with the
// form showing its problems, or that it could not be sent, and what the reader wrote (the renderer's `survey.state`).
import { randomUUID } from 'node:crypto';
import { URLSearchParams } from 'node:url';
import { readBody } from '../http/readBody.mjs';
import { acceptEntry } from '../stand-ins/forms.mjs';

/** The survey's post path: the article's path and `/survey`. */
export const SURVEY_POST = /^(\/(?:[a-z]+\/)?(?:articles|pr)\/\d+)\/survey$/;
const BODY_LIMIT = 16 * 1024;
const MAX_COMMENT_LENGTH = 1000;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go (newlines and tabs stay)
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;

/** The survey's action for an article path ('/en/articles/4' → '/en/articles/4/survey'). */
export function surveyAction(articlePath) {
  return `${articlePath.replace(/\/+$/, '')}/survey`;
}

/**
 * The reader's fields checked as Tabiji checks them (src/domain/surveyEntry.ts, checkSurveyAnswer): an answer, or the
 * problems to show. The reader must answer the question, report a translation problem, or both.
 */
export function checkFields(fields) {
  const verdict = fields.verdict === 'useful' || fields.verdict === 'not-useful' ? fields.verdict : null;
  const translationProblem = Boolean(fields.translation);
  const comment = (fields.comment ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
  const problems = [];
  if (verdict === null && !translationProblem) problems.push('nothingChosen');
  if ([...comment].length > MAX_COMMENT_LENGTH) problems.push('commentTooLong');
  return problems.length > 0 ? { problems } : { answer: { verdict, translationProblem, comment: comment || null } };
}

/**
 * Answers a survey post for the article at `articlePath` in `code`: `{ redirect }` once delivered, or `{ status,
 * state }` for the article to be written again with the form's state.
 * @param {import('node:http').IncomingMessage} request
 */
export async function answerSurveyPost(request, articlePath, code) {
  const text = await readBody(request, BODY_LIMIT);
  if (text === undefined) return { status: 413, state: { problems: ['commentTooLong'] } };
  const params = new URLSearchParams(text);
  const fields = { verdict: params.get('verdict') ?? '', translation: params.get('translation') ?? '', comment: params.get('comment') ?? '' };
  const checked = checkFields(fields);
  if ('problems' in checked) return { status: 422, state: { values: fields, problems: checked.problems } };
  const { verdict, translationProblem, comment } = checked.answer;
  const delivery = acceptEntry({
    form: 'article-survey',
    entry_id: randomUUID(),
    page_path: articlePath,
    language: code,
    submitted_at: new Date().toISOString(),
    answers: { useful: verdict === null ? null : verdict === 'useful', translation_problem: translationProblem, comment },
  });
  if (delivery.status === 201 || delivery.status === 409) return { redirect: `${articlePath}?survey=sent#tabiji-survey` };
  console.error(`Tabiji demo: a survey entry for ${articlePath} was not delivered (${delivery.status}: ${delivery.body.error})`);
  return { status: 503, state: { values: fields, status: 'failed' } };
}
