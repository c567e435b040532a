// Place photos in the host pages (docs/integrating.md, the photo placeholders): the content marks each photo with an
// empty placeholder; once the page's HTML is built, the layout collects them in document order, asks Tabiji's
// renderer for their HTML along with the furniture, and puts it inside. A placeholder left empty (no renderer,
// `?no-ssr`, prerendered fragments) is rendered by the browser. With `?plain-photos` or `?no-islands` the host
// draws each photo itself as a plain <img> instead: the floor Tabiji's photos are measured against.
import { PHOTO_ATTACHMENTS, attachmentJson } from '../content/photos.mjs';
import { html, raw } from '../http/html.mjs';

/**
 * Each role's `sizes`: how wide its photo is drawn at each viewport width, from site.css (the grids' columns, the
 * frames' paddings). The top page's hero crops a 3:2 photo into a 4:5 frame on phones, so its photo is drawn wider
 * than the screen (1.875 ×); the other roles crop only top and bottom, if at all.
 */
export const PHOTO_SIZES = Object.freeze({
  home: '(min-width: 72rem) 69.5rem, (min-width: 48rem) 100vw, 188vw',
  hero: '(min-width: 72rem) 69.5rem, (min-width: 48rem) calc(100vw - 2.5rem), 100vw',
  figure: '(min-width: 46rem) 43.5rem, calc(100vw - 2.5rem)',
  card: '(min-width: 72rem) 22.2rem, (min-width: 56.5rem) calc(33.33vw - 1.83rem), (min-width: 38rem) calc(50vw - 2rem), calc(100vw - 2.5rem)',
  tile: '(min-width: 71.5rem) 13.1rem, (min-width: 57.5rem) calc(25vw - 1.38rem), (min-width: 43.5rem) calc(33.33vw - 1.5rem), (min-width: 29.5rem) calc(50vw - 1.75rem), calc(100vw - 2.5rem)',
  banner: '(min-width: 72rem) 69.5rem, calc(100vw - 2.5rem)',
});

/** The placeholders as photo() writes them: role and id (slugs and role names need no escaping). */
const PLACEHOLDER = /<div class="photo photo-([a-z]+)" data-tabiji-photo="([a-z0-9-]+)" data-tabiji-photo-sizes="[^"]*"><\/div>/g;

/**
 * The placeholder of a place photo: a frame of the role's size (site.css) that Tabiji fills.
 * @param {string} slug  an image slug of the catalog
 * @param {{ role: keyof typeof PHOTO_SIZES }} options
 */
export function photo(slug, { role }) {
  if (!PHOTO_ATTACHMENTS.has(slug)) throw new Error(`demo: no photo attachment "${slug}"`);
  if (!Object.hasOwn(PHOTO_SIZES, role)) throw new Error(`demo: no photo role "${role}"`);
  return html`<div class="photo photo-${role}" data-tabiji-photo="${slug}" data-tabiji-photo-sizes="${PHOTO_SIZES[role]}"></div>`;
}

/**
 * The page's photo placeholders in document order (the first is the hero, in the first screen).
 * @param {string} body
 * @returns {{ role: string, id: string }[]}
 */
export function photoPlaceholders(body) {
  return [...body.matchAll(PLACEHOLDER)].map(([, role, id]) => ({ role, id }));
}

/** The page's attachments, each once, in the order of their first photo. */
function attachmentsOf(placeholders, code) {
  const ids = [...new Set(placeholders.map(({ id }) => id))];
  return ids.map((id) => attachmentJson(PHOTO_ATTACHMENTS.get(id), code));
}

/**
 * What the renderer is asked for the photos (`attachments`, `photos`), nothing when the page has none. The renderer
 * gives the first photo the high fetch priority.
 */
export function photoRequest(placeholders, code) {
  if (placeholders.length === 0) return {};
  return { attachments: attachmentsOf(placeholders, code), photos: placeholders.map(({ id, role }) => ({ id, sizes: PHOTO_SIZES[role] })) };
}

/** The `tabiji-photos` JSON value of the page. */
export function photosJson(placeholders, code) {
  return attachmentsOf(placeholders, code);
}

/** A photo as a host without Tabiji's photos draws it: its own host's largest JPEG, the first at high priority. */
function plainPhoto({ role, id }, index, code) {
  const { host, width, height, alt, isDecorative } = PHOTO_ATTACHMENTS.get(id);
  const loading = index === 0 ? html` fetchpriority="high"` : html` loading="lazy"`;
  return html`<div class="photo photo-${role}"><img src="/photo-service/${host}/${id}/${width}.jpeg" width="${width}" height="${height}" alt="${isDecorative ? '' : alt[code]}"${loading}></div>`;
}

/**
 * `body` with its placeholders filled: with Tabiji's photo HTML from the renderer (in placeholder order; '' leaves
 * one empty for the browser), or, with `isPlain`, replaced by plain <img> frames.
 * @param {string} body
 * @param {{ rendered: readonly string[], isPlain: boolean, code: string }} options
 */
export function fillPhotos(body, { rendered, isPlain, code }) {
  let index = 0;
  return raw(body.replace(PLACEHOLDER, (placeholder, role, id) => {
    const position = index;
    index += 1;
    if (isPlain) return String(plainPhoto({ role, id }, position, code));
    // The renderer's output is Tabiji's own escaped HTML, placed as is inside the placeholder.
    return `${placeholder.slice(0, -'</div>'.length)}${rendered[position] ?? ''}</div>`;
  }));
}
