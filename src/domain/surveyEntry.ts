import { isRecord } from './describeValue';
import { isKnownPathCode, type PathCode } from './pathCodes';

/**
 * The reader survey (issue 45): one short question at the end of an article, "Was this article useful?", with an
 * optional comment and a box to report a problem with the translation. What a reader sends is an entry of the
 * forms-and-surveys API (docs/configuration.md, "The forms-and-surveys entry API").
 */
export const SURVEY_FORM = 'article-survey';

export const SURVEY_LIMITS = { maxCommentLength: 1000 } as const;

/** The reader's answer to "Was this article useful?". */
export type SurveyVerdict = 'useful' | 'not-useful';

/** What the reader filled in, once checked. */
export interface SurveyAnswer {
  readonly verdict: SurveyVerdict | null;
  readonly translationProblem: boolean;
  /** The comment, single-spaced lines kept, control characters out; null when empty. */
  readonly comment: string | null;
}

/** Why an answer cannot be sent, by field: the form shows each beside its field, in the page's language. */
export type SurveyProblem = 'nothingChosen' | 'commentTooLong';

/** An answer ready to be delivered: the entry the API receives, with the id that makes a second delivery harmless. */
export interface SurveyEntry extends SurveyAnswer {
  /** A random id (UUID): the API keeps one entry per id, so an entry sent twice is kept once. */
  readonly entryId: string;
  /** The article's site path, without query or fragment. */
  readonly pagePath: string;
  readonly language: PathCode;
  /** Epoch milliseconds. */
  readonly submittedAtMs: number;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go (newlines and tabs stay)
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * The answer from the form's fields (`verdict`: 'useful' or 'not-useful'; `translation`: present when ticked;
 * `comment`), or the problems to show. The reader must say something: a verdict, a translation problem, or both.
 */
export function checkSurveyAnswer(fields: Readonly<Record<string, string | undefined>>): { answer: SurveyAnswer } | { problems: SurveyProblem[] } {
  const verdict = fields['verdict'] === 'useful' || fields['verdict'] === 'not-useful' ? fields['verdict'] : null;
  const translationProblem = fields['translation'] !== undefined && fields['translation'] !== '';
  const comment = (fields['comment'] ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
  const problems: SurveyProblem[] = [];
  if (verdict === null && !translationProblem) problems.push('nothingChosen');
  // Counted in code points: what the reader sees as characters.
  if ([...comment].length > SURVEY_LIMITS.maxCommentLength) problems.push('commentTooLong');
  return problems.length > 0 ? { problems } : { answer: { verdict, translationProblem, comment: comment || null } };
}

/** The JSON body the entry API receives for `entry` (its field names are the API's: snake_case). */
export function surveyEntryBody(entry: SurveyEntry): Record<string, unknown> {
  return {
    form: SURVEY_FORM,
    entry_id: entry.entryId,
    page_path: entry.pagePath,
    language: entry.language,
    submitted_at: new Date(entry.submittedAtMs).toISOString(),
    answers: { useful: entry.verdict === null ? null : entry.verdict === 'useful', translation_problem: entry.translationProblem, comment: entry.comment },
  };
}

/**
 * What the event log may say of an entry: whether the reader found the article useful, reported the translation and
 * wrote a comment; never the comment itself (free text may hold anything, personal data included).
 */
export function surveyEventData(answer: SurveyAnswer): { verdict: string; translation_problem: boolean; has_comment: boolean } {
  return { verdict: answer.verdict ?? 'none', translation_problem: answer.translationProblem, has_comment: answer.comment !== null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An entry read back from storage (the outbox), or null when it is not one: storage may hold anything. */
export function parseStoredSurveyEntry(raw: unknown): SurveyEntry | null {
  if (!isRecord(raw)) return null;
  const { entryId, pagePath, language, submittedAtMs, verdict, translationProblem, comment } = raw;
  const isEntry =
    typeof entryId === 'string' && UUID.test(entryId) &&
    typeof pagePath === 'string' && pagePath.startsWith('/') && !pagePath.startsWith('//') && pagePath.length <= 2048 &&
    typeof language === 'string' && isKnownPathCode(language) &&
    typeof submittedAtMs === 'number' && Number.isFinite(submittedAtMs) &&
    (verdict === null || verdict === 'useful' || verdict === 'not-useful') &&
    typeof translationProblem === 'boolean' &&
    (comment === null || (typeof comment === 'string' && [...comment].length <= SURVEY_LIMITS.maxCommentLength));
  return isEntry ? { entryId, pagePath, language, submittedAtMs, verdict, translationProblem, comment } : null;
}
