// The forms-and-surveys entry API's stand-in (TABIJI_FORMS_API_URL + TABIJI_FORMS_POST_ENTRY_PATH, by default
// /forms/entry/), on the demo's own origin: `POST /forms/entry/` takes one entry in the shape docs/configuration.md
// ("The forms-and-surveys entry API") describes and keeps it in memory, once per entry id: 201 for a new entry, 409
// for one it has, 422 for a malformed one, 413 past 16 KB, 503 while it is down (TABIJI_DEMO_FORMS_MODE=down, or the
// test hook). The demo host's own form handler (pages/surveyPost.mjs) delivers through `acceptEntry`, as a host
// calls its own service. With test hooks: `GET /forms/test/entries` lists what it kept, `PUT /forms/test/mode` with
// {"down": true|false} takes it down or up, `DELETE /forms/test/entries` forgets everything.
import { readBody } from '../http/readBody.mjs';
import { sendJson } from '../http/respond.mjs';

export const FORMS_ENTRY_PATH = '/forms/entry/';
const BODY_LIMIT = 16 * 1024;
const PATH_CODES = new Set(['jp', 'en', 'th', 'cn', 'tw', 'ko', 'id', 'vn', 'easy', 'es']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_COMMENT_LENGTH = 1000;

const entries = new Map();
let isDown = process.env.TABIJI_DEMO_FORMS_MODE === 'down';

/** Why `body` is not an entry of the article survey, or null when it is one. */
function entryProblem(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not a JSON object';
  const { form, entry_id: entryId, page_path: pagePath, language, submitted_at: submittedAt, answers } = body;
  if (form !== 'article-survey') return 'form must be "article-survey"';
  if (typeof entryId !== 'string' || !UUID.test(entryId)) return 'entry_id must be a UUID';
  if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || pagePath.startsWith('//') || pagePath.length > 2048) return 'page_path must be a site path';
  if (!PATH_CODES.has(language)) return 'language must be a path code';
  if (typeof submittedAt !== 'string' || Number.isNaN(Date.parse(submittedAt))) return 'submitted_at must be an ISO 8601 time';
  if (typeof answers !== 'object' || answers === null) return 'answers must be an object';
  const { useful, translation_problem: translationProblem, comment } = answers;
  if (useful !== null && typeof useful !== 'boolean') return 'answers.useful must be true, false or null';
  if (typeof translationProblem !== 'boolean') return 'answers.translation_problem must be true or false';
  if (comment !== null && (typeof comment !== 'string' || [...comment].length > MAX_COMMENT_LENGTH)) return `answers.comment must be null or text of at most ${MAX_COMMENT_LENGTH} characters`;
  if (useful === null && !translationProblem) return 'an entry must answer the question or report a translation problem';
  return null;
}

/**
 * Takes one entry: the status the API answers and its body.
 * @returns {{ status: number, body: object }}
 */
export function acceptEntry(body) {
  if (isDown) return { status: 503, body: { error: 'the forms service is down' } };
  const problem = entryProblem(body);
  if (problem) return { status: 422, body: { error: problem } };
  if (entries.has(body.entry_id)) return { status: 409, body: { entry_id: body.entry_id, error: 'this entry is kept already' } };
  entries.set(body.entry_id, { ...body, received_at: new Date().toISOString() });
  return { status: 201, body: { entry_id: body.entry_id } };
}

/**
 * Answers the entry path and, with test hooks, the stand-in's test paths; false for other paths.
 * @param {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL }} exchange
 * @param {{ hasTestHooks: boolean }} options
 */
export async function handleFormsStandIn({ request, response, url }, { hasTestHooks }) {
  if (url.pathname === FORMS_ENTRY_PATH) {
    if (request.method !== 'POST') {
      sendJson(response, 405, { error: 'POST an entry' }, { Allow: 'POST' });
      return true;
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      sendJson(response, 415, { error: 'send the entry as application/json' });
      return true;
    }
    const text = await readBody(request, BODY_LIMIT);
    if (text === undefined) {
      sendJson(response, 413, { error: `an entry is at most ${BODY_LIMIT} bytes` }, { Connection: 'close' });
      return true;
    }
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      sendJson(response, 422, { error: 'the body is not JSON' });
      return true;
    }
    const answer = acceptEntry(body);
    sendJson(response, answer.status, answer.body);
    return true;
  }
  if (!url.pathname.startsWith('/forms/test/')) return false;
  if (!hasTestHooks) {
    sendJson(response, 404, { error: 'test hooks are off (TABIJI_DEMO_TEST_HOOKS=1 turns them on)' });
    return true;
  }
  if (url.pathname === '/forms/test/entries' && request.method === 'GET') {
    sendJson(response, 200, { entries: [...entries.values()] });
  } else if (url.pathname === '/forms/test/entries' && request.method === 'DELETE') {
    entries.clear();
    sendJson(response, 200, { entries: [] });
  } else if (url.pathname === '/forms/test/mode' && request.method === 'PUT') {
    const text = await readBody(request, 1024);
    isDown = JSON.parse(text ?? '{}').down === true;
    sendJson(response, 200, { down: isDown });
  } else {
    sendJson(response, 404, { error: 'no such test hook' });
  }
  return true;
}
