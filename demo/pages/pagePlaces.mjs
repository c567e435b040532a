// Spot cards in the host pages (docs/integrating.md, "Spot cards"): the content marks where a place's card goes,
// with the host's own facts inside the mark; once the page's HTML is built, the layout asks the place manager for each
// marked place (the stand-in, read in process as a host reads its own service) and Tabiji's renderer for the cards,
// in the same call as the furniture, and puts each card in place of the host's facts. Where no card comes (no
// renderer, `?no-ssr`, prerendered fragments, `?no-islands`, a place the manager does not know or cannot answer), the
// host's facts stay: the page never loses them, and they are the floor the cards are measured against.
import { html, raw } from '../http/html.mjs';
import { placeManagerAnswer } from '../stand-ins/placeManager.mjs';

/** A marked place as placeCard writes it: its id, then the host's own facts, then the end mark. */
const MARK = /<!--tabiji-place:([a-z0-9-]+)-->([\s\S]*?)<!--\/tabiji-place-->/g;

/**
 * Where place `id`'s spot card goes, with `fallback` (the host's own facts) shown until, or unless, a card comes.
 * @param {string} id  a place id of demo/content/places/
 * @param {import('../http/html.mjs').SafeHtml} fallback
 */
export function placeCard(id, fallback) {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`demo: "${id}" is not a place id`);
  return html`${raw(`<!--tabiji-place:${id}-->`)}${fallback}${raw('<!--/tabiji-place-->')}`;
}

/** The places marked in `body`, in document order. */
export function markedPlaces(body) {
  return [...body.matchAll(MARK)].map(([, id]) => id);
}

/**
 * What the renderer is asked for the cards (`places`: the place manager's answers), nothing when no place is marked
 * or the manager knows none of them. Each answer is in the page's language, or the manager's fallback language.
 * @param {string[]} ids
 * @param {string} code  the page's path code
 */
export function placeRequest(ids, code) {
  const places = ids.map((id) => placeManagerAnswer(id, code)).filter((answer) => answer.status === 200).map((answer) => answer.body);
  return places.length > 0 ? { places } : {};
}

/**
 * `body` with each marked place's card from the renderer in place of the host's facts (matched by the place's id);
 * a place without a card keeps the host's facts.
 * @param {string} body
 * @param {{ request: object, rendered: readonly string[] }} cards  what was asked (placeRequest) and the renderer's HTML for it
 */
export function fillPlaces(body, { request, rendered }) {
  const cardOf = new Map((request.places ?? []).map((place, index) => [place.id, rendered[index] ?? '']));
  // The renderer's output is Tabiji's own escaped HTML, placed as is.
  return body.replace(MARK, (whole, id, fallback) => cardOf.get(id) || fallback);
}
