import { describeValue, isRecord } from './describeValue';
import { isKnownPathCode, type PathCode } from './languages';

/**
 * Which host of the place-attachment photo service (spec §7) holds an attachment: the new host for current
 * attachments, the old host for legacy ones.
 */
export type PhotoHost = 'new' | 'old';

/** A place attachment as the host page passes it (host-page contract: the `tabiji-photos` JSON). */
export interface PlaceAttachment {
  readonly id: string;
  readonly host: PhotoHost;
  /** The photo's intrinsic size, in pixels: it fixes the frame's aspect ratio before any byte arrives. */
  readonly width: number;
  readonly height: number;
  /** Alt text per language (path codes); empty for a decorative photo. */
  readonly alt: Readonly<Partial<Record<PathCode, string>>>;
  /** A decorative photo says nothing the text does not: its alt is empty, on purpose. */
  readonly isDecorative: boolean;
}

/** The id of the host's JSON script listing the page's attachments. */
export const PHOTOS_JSON_ID = 'tabiji-photos';

export const PHOTO_LIMITS = { maxAttachments: 200, maxIdLength: 80, maxDimension: 20_000, maxAltLength: 300 } as const;

/** Ids the photo service's URLs can carry as they are: letters, digits, '-', '_' and '.', not starting with '.'. */
const ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

const PREFIX = 'photos:';

/**
 * The page's attachments from the host's JSON value (a list); never throws: each bad attachment is left out with a
 * message in `errors` (its frame then stays as the host rendered it). The first of two with the same id wins.
 */
export function parsePlaceAttachments(raw: unknown): { attachments: PlaceAttachment[]; errors: string[] } {
  const errors: string[] = [];
  if (raw === undefined || raw === null) return { attachments: [], errors };
  if (!Array.isArray(raw)) return { attachments: [], errors: [`${PREFIX} expected a list of attachments, got ${describeValue(raw)}`] };
  if (raw.length > PHOTO_LIMITS.maxAttachments) {
    errors.push(`${PREFIX} ${raw.length} attachments; only the first ${PHOTO_LIMITS.maxAttachments} are read`);
  }
  const attachments: PlaceAttachment[] = [];
  const seen = new Set<string>();
  raw.slice(0, PHOTO_LIMITS.maxAttachments).forEach((item, index) => {
    const attachment = parseAttachment(item, `${PREFIX} attachment ${index}`, errors);
    if (!attachment) return;
    if (seen.has(attachment.id)) {
      errors.push(`${PREFIX} attachment ${index}: the id "${attachment.id}" is listed twice; the first is used`);
      return;
    }
    seen.add(attachment.id);
    attachments.push(attachment);
  });
  return { attachments, errors };
}

/** The attachments from the host's JSON text (null: the page lists none). */
export function parsePlaceAttachmentsJson(text: string | null): { attachments: PlaceAttachment[]; errors: string[] } {
  if (text === null || text.trim() === '') return { attachments: [], errors: [] };
  try {
    return parsePlaceAttachments(JSON.parse(text));
  } catch (error) {
    return { attachments: [], errors: [`${PREFIX} ${PHOTOS_JSON_ID} is not JSON (${(error as Error).message})`] };
  }
}

function parseAttachment(item: unknown, where: string, errors: string[]): PlaceAttachment | null {
  if (!isRecord(item)) {
    errors.push(`${where}: expected an object, got ${describeValue(item)}`);
    return null;
  }
  const { id, host, width, height, alt, decorative } = item;
  if (typeof id !== 'string' || id.length > PHOTO_LIMITS.maxIdLength || !ID_PATTERN.test(id)) {
    errors.push(`${where}: id must be letters, digits, '-', '_' or '.' (at most ${PHOTO_LIMITS.maxIdLength}), got ${describeValue(id)}; left out`);
    return null;
  }
  if (host !== 'new' && host !== 'old') {
    errors.push(`${where} (${id}): host must be "new" or "old", got ${describeValue(host)}; left out`);
    return null;
  }
  const isDimension = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= PHOTO_LIMITS.maxDimension;
  if (!isDimension(width) || !isDimension(height)) {
    errors.push(`${where} (${id}): width and height must be whole numbers of pixels (1–${PHOTO_LIMITS.maxDimension}); left out`);
    return null;
  }
  const isDecorative = decorative === true;
  const texts: Partial<Record<PathCode, string>> = {};
  if (isRecord(alt)) {
    for (const [code, text] of Object.entries(alt)) {
      if (!isKnownPathCode(code)) errors.push(`${where} (${id}): alt language "${code.slice(0, 20)}" is not a path code; ignored`);
      else if (typeof text !== 'string' || text.trim() === '') errors.push(`${where} (${id}): alt.${code} must be text; ignored`);
      else texts[code] = text.trim().slice(0, PHOTO_LIMITS.maxAltLength);
    }
  } else if (alt !== undefined) {
    errors.push(`${where} (${id}): alt must be an object of texts by language, got ${describeValue(alt)}; ignored`);
  }
  if (!isDecorative && Object.keys(texts).length === 0) {
    errors.push(`${where} (${id}): no alt text and not marked decorative; shown with an empty alt`);
  }
  return { id, host, width, height, alt: isDecorative ? {} : texts, isDecorative };
}

/** The languages an alt text falls back to, in order, when the page's own is missing. */
const ALT_FALLBACKS: readonly PathCode[] = ['en', 'jp'];

/**
 * The alt text of `attachment` on a page in `pathCode`: its own language's, else English's, else Japanese's (with
 * `lang` naming the language it is written in, for the img's lang attribute); '' for a decorative photo.
 */
export function photoAlt(attachment: PlaceAttachment, pathCode: PathCode): { text: string; lang: PathCode | null } {
  if (attachment.isDecorative) return { text: '', lang: null };
  const own = attachment.alt[pathCode];
  if (own) return { text: own, lang: null };
  for (const code of ALT_FALLBACKS) {
    const text = attachment.alt[code];
    if (text) return { text, lang: code };
  }
  return { text: '', lang: null };
}

/**
 * A frame's states: showing the attachment from its own host, from the old host after the new one failed, or empty
 * (both failed, or the only host did): the frame keeps its size, and never shows a broken image.
 */
export type PhotoFrameState = 'primary' | 'fallback' | 'empty';

/** The state after an image of a frame in `state` failed to load: the old host once when there is one, then empty. */
export function afterPhotoError(state: PhotoFrameState, hasFallback: boolean): PhotoFrameState {
  return state === 'primary' && hasFallback ? 'fallback' : 'empty';
}

/**
 * A layout's `sizes` as a host gives it (media conditions and lengths), or the full viewport width when it is
 * absent or not one (no markup, quotes or URLs can pass).
 */
export function photoSizes(value: unknown): string {
  const sizes = typeof value === 'string' ? value.trim() : '';
  // '/' stays for calc() and aspect ratios; '//' and url( only ever start an address.
  const isLayout = sizes !== '' && sizes.length <= 300 && /^[\w\s().,:%+\-/*]+$/.test(sizes) && !/\/\/|url\(/i.test(sizes);
  return isLayout ? sizes : '100vw';
}
