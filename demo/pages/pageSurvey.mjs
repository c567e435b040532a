// The reader survey in the host pages (docs/integrating.md, "The reader survey"): an article marks where the survey
// goes; the layout asks Tabiji's renderer for the form, in the same call as the furniture, with where it posts (the
// article's own `…/survey`, answered by surveyPost.mjs) and, when the page answers a post, the form's state. Where no
// form comes (no renderer, `?no-ssr`, fragments, `?no-islands`), the mark is dropped: the survey is Tabiji's.
import { raw } from '../http/html.mjs';
import { surveyAction } from './surveyPost.mjs';

const MARK = '<!--tabiji-survey-->';

/** Where the article's survey goes. */
export function surveySlot() {
  return raw(MARK);
}

/**
 * What the renderer is asked for the survey (`survey`), nothing when `body` has no mark.
 * @param {string} body
 * @param {import('./layout.mjs').PageRequest} page
 */
export function surveyRequest(body, page) {
  if (!body.includes(MARK)) return {};
  const { pathname } = new URL(page.path, 'http://demo.invalid');
  return { survey: { action: surveyAction(pathname), ...(page.surveyState ? { state: page.surveyState } : {}) } };
}

/** `body` with the renderer's survey (Tabiji's own escaped HTML) in place of its mark, or without the mark. */
export function fillSurvey(body, rendered) {
  return body.replace(MARK, () => rendered ?? '');
}
