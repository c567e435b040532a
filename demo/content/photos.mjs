// The place attachments of the demo content: every image the content names is an attachment of the photo service
// (the stand-in at /photo-service/, demo/stand-ins/photoService.mjs), shown as one of the eight generated scenes.
//
// Which host has what, as in a migration half done:
// - current attachments (`host: 'new'`) are on the new host, and an old copy of each is still on the old host;
// - legacy attachments (`host: 'old'`), the region pictures (region-*), are on the old host only;
// - FALLBACK_PHOTO_ID (ginzan-onsen-river, the first figure of /{code}/articles/12): the new host answers 503, so the
//   frame falls back to the old host's copy;
// - MISSING_PHOTO_ID (beppu-steam, the second figure of /{code}/articles/13): the new host answers 503 and the old
//   host 404, so the frame ends empty.
// Both are figures, which no other page shows: every other page loads without a failed request.
import { hashOf } from '../photos/landscape.mjs';
import { SCENES } from '../photos/scenes.mjs';
import { IMAGES } from './catalog.mjs';

/**
 * What the photo service does with an attachment's images, per host: serves them, answers 503 (a host in trouble)
 * or 404 (it has none).
 * @typedef {'served' | 'unavailable' | 'absent'} PhotoAvailability
 * @typedef {object} PhotoAttachment
 * @property {string} id  the image's slug
 * @property {'new' | 'old'} host  the host Tabiji asks first
 * @property {number} width  intrinsic size of the service's largest image
 * @property {number} height
 * @property {string} scene  the scene it shows (scenes.mjs)
 * @property {Record<string, string>} alt  the scene's alt text, by path code
 * @property {boolean} isDecorative  its subject is named by the text beside it (hero, tiles, banners): alt ""
 * @property {{ new: PhotoAvailability, old: PhotoAvailability }} service
 */

/** The intrinsic size of every attachment: the largest width the service offers, at 3:2. */
export const PHOTO_SIZE = Object.freeze({ width: 1280, height: 853 });

/** A figure of article 12: its new-host images answer 503, so the frame shows the old host's copy. */
export const FALLBACK_PHOTO_ID = 'ginzan-onsen-river';

/** A figure of article 13: neither host has it, so its frame ends empty. */
export const MISSING_PHOTO_ID = 'beppu-steam';

/** Legacy attachments, only on the old host. */
const isLegacy = (slug) => slug.startsWith('region-');

/** @returns {{ new: PhotoAvailability, old: PhotoAvailability }} */
function serviceOf(slug) {
  if (slug === MISSING_PHOTO_ID) return { new: 'unavailable', old: 'absent' };
  if (slug === FALLBACK_PHOTO_ID) return { new: 'unavailable', old: 'served' };
  return { new: isLegacy(slug) ? 'absent' : 'served', old: 'served' };
}

/** Every attachment by id, in the catalog's image order. @type {ReadonlyMap<string, PhotoAttachment>} */
export const PHOTO_ATTACHMENTS = new Map([...IMAGES].map(([slug, { showsLabel }]) => {
  const scene = SCENES[hashOf(slug) % SCENES.length];
  return [slug, Object.freeze({
    id: slug,
    host: isLegacy(slug) ? 'old' : 'new',
    ...PHOTO_SIZE,
    scene: scene.name,
    alt: scene.alt,
    isDecorative: !showsLabel,
    service: serviceOf(slug),
  })];
}));

/**
 * An attachment as the page's `tabiji-photos` JSON lists it: the alt text in the page's language only (all a page in
 * it needs), or `decorative: true`.
 * @param {PhotoAttachment} attachment
 * @param {string} code  the page's path code
 */
export function attachmentJson({ id, host, width, height, alt, isDecorative }, code) {
  return isDecorative ? { id, host, width, height, decorative: true } : { id, host, width, height, alt: { [code]: alt[code] } };
}
