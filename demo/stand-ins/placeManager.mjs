// The place-manager API's stand-in (TABIJI_PLACE_API_URL, default /api/place/), on the demo's own origin: `GET
// /api/place/{id}?lang={path code}` answers one place of demo/content/places/ in the shape docs/configuration.md
// ("The place manager") describes, in the asked language or, where the place has no texts in it, in English (the
// answer's `lang` says which). 404 for a place it does not know; 400 for a language that is not a path code.
import PLACES from '../content/places/index.mjs';
import { sendJson } from '../http/respond.mjs';

export const PLACE_MANAGER_PATH = '/api/place/';
/** The language of a place's texts when it has none in the asked one. */
const FALLBACK_LANGUAGE = 'en';

/**
 * The stand-in's answer for place `id` in language `lang`.
 * @returns {{ status: 200, body: object } | { status: 400 | 404, body: { error: string } }}
 */
export function placeManagerAnswer(id, lang) {
  if (!Object.hasOwn(PLACES.texts, lang)) return { status: 400, body: { error: `lang must be one of ${Object.keys(PLACES.texts).join(', ')}` } };
  const facts = Object.hasOwn(PLACES.common, id) ? PLACES.common[id] : undefined;
  if (!facts) return { status: 404, body: { error: 'no such place' } };
  const language = Object.hasOwn(PLACES.texts[lang], id) ? lang : FALLBACK_LANGUAGE;
  const { name, region, locality, street, access, price, hoursNote, closedNote } = PLACES.texts[language][id];
  return {
    status: 200,
    body: {
      id,
      lang: language,
      kind: facts.kind,
      name,
      address: { postalCode: facts.postalCode, region, locality, street },
      geo: facts.geo,
      hours: facts.hours,
      hoursNote,
      closedNote,
      access,
      price,
      website: facts.website,
      phone: facts.phone,
    },
  };
}

/**
 * The stand-in's route: GET and HEAD under PLACE_MANAGER_PATH.
 * @param {{ request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL }} exchange
 * @returns {boolean} whether it answered
 */
export function handlePlaceManager({ request, response, url }) {
  if (!url.pathname.startsWith(PLACE_MANAGER_PATH)) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendJson(response, 405, { error: 'GET only' }, { Allow: 'GET, HEAD' });
    return true;
  }
  let id;
  try {
    id = decodeURIComponent(url.pathname.slice(PLACE_MANAGER_PATH.length));
  } catch {
    id = '';
  }
  const answer = placeManagerAnswer(id, url.searchParams.get('lang') ?? '');
  sendJson(response, answer.status, answer.body, { 'Cache-Control': answer.status === 200 ? 'public, max-age=300' : 'no-store' });
  return true;
}
