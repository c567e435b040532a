import { describeValue, isRecord } from './describeValue';
import { isKnownPathCode, type PathCode } from './languages';
import { parseOpeningHours, type OpeningHours } from './openingHours';

/**
 * What kind of place a spot card is about (issue 45). Each maps to the fitting schema.org type for the card's JSON-LD
 * (schemaTypeOf); a kind Tabiji does not know reads as a landmark (TouristAttraction).
 */
export const PLACE_KINDS = ['shrine', 'temple', 'castle', 'park', 'garden', 'museum', 'landmark', 'district', 'onsen', 'village', 'viewpoint', 'shop', 'restaurant'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A Japanese address, in the language of the place's facts. */
export interface PlaceAddress {
  readonly postalCode: string | null;
  /** The prefecture. */
  readonly region: string;
  /** The city (and ward). */
  readonly locality: string;
  /** The rest: district, block and building numbers. */
  readonly street: string;
}

/** A place's facts as a spot card shows them, in one language. Every field but id, language, kind and name may be missing. */
export interface Place {
  readonly id: string;
  /** The language the texts are in: the page's, or the place manager's fallback when it has none in the page's. */
  readonly language: PathCode;
  readonly kind: PlaceKind;
  readonly name: string;
  readonly address: PlaceAddress | null;
  readonly geo: { readonly latitude: number; readonly longitude: number } | null;
  readonly hours: OpeningHours | null;
  /** A sentence on the hours (last entry, seasons). */
  readonly hoursNote: string | null;
  /** A sentence on closed days and holidays. */
  readonly closedNote: string | null;
  /** How to get there from the nearest station. */
  readonly access: string | null;
  readonly price: string | null;
  /** The place's own site: an https address. */
  readonly website: string | null;
  /** In international form, as a tel: link dials it. */
  readonly phone: string | null;
}

export const PLACE_LIMITS = { maxPlacesPerPage: 12, maxIdLength: 80, maxTextLength: 300, maxUrlLength: 500 } as const;

/** Ids the place manager's URLs carry as they are: letters, digits, '-' and '_'. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** A phone number as people write it: an optional '+', digits, spaces, hyphens and brackets. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,24}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Whether `id` can name a place (the host's list, the place manager's URLs). */
export function isPlaceId(id: unknown): id is string {
  return typeof id === 'string' && id.length <= PLACE_LIMITS.maxIdLength && ID_PATTERN.test(id);
}

/** Single-line text: control characters out, runs of white space as one space, trimmed; null when empty or not text. */
function text(value: unknown, field: string, errors: string[], prefix: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    errors.push(`${prefix}: ${field} should be text, got ${describeValue(value)}; left out`);
    return null;
  }
  const clean = value.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  if (clean.length > PLACE_LIMITS.maxTextLength) {
    errors.push(`${prefix}: ${field} is longer than ${PLACE_LIMITS.maxTextLength} characters; left out`);
    return null;
  }
  return clean || null;
}

function parseAddress(raw: unknown, errors: string[], prefix: string): PlaceAddress | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) {
    errors.push(`${prefix}: address should be an object, got ${describeValue(raw)}; left out`);
    return null;
  }
  const region = text(raw.region, 'address.region', errors, prefix);
  const locality = text(raw.locality, 'address.locality', errors, prefix);
  const street = text(raw.street, 'address.street', errors, prefix);
  if (!region || !locality || !street) {
    errors.push(`${prefix}: the address needs region, locality and street; left out`);
    return null;
  }
  const postalCode = text(raw.postalCode, 'address.postalCode', errors, prefix);
  const isPostalCode = postalCode !== null && /^\d{3}-?\d{4}$/.test(postalCode);
  if (postalCode !== null && !isPostalCode) errors.push(`${prefix}: address.postalCode ${describeValue(postalCode)} is not a Japanese postal code; left out`);
  return { postalCode: isPostalCode ? postalCode : null, region, locality, street };
}

function parseGeo(raw: unknown, errors: string[], prefix: string): Place['geo'] {
  if (raw === undefined || raw === null) return null;
  const latitude = isRecord(raw) ? raw.lat : undefined;
  const longitude = isRecord(raw) ? raw.lng : undefined;
  if (typeof latitude === 'number' && typeof longitude === 'number' && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
    return { latitude, longitude };
  }
  errors.push(`${prefix}: geo should be { lat, lng } in degrees, got ${describeValue(raw)}; left out`);
  return null;
}

function parseWebsite(raw: unknown, errors: string[], prefix: string): string | null {
  const value = text(raw, 'website', errors, prefix);
  if (value === null) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && !url.username && !url.password && value.length <= PLACE_LIMITS.maxUrlLength) return url.href;
  } catch {
    // Reported below.
  }
  errors.push(`${prefix}: website should be an https address, got ${describeValue(value)}; left out`);
  return null;
}

function parsePhone(raw: unknown, errors: string[], prefix: string): string | null {
  const value = text(raw, 'phone', errors, prefix);
  if (value === null || PHONE_PATTERN.test(value)) return value;
  errors.push(`${prefix}: phone ${describeValue(value)} is not a phone number; left out`);
  return null;
}

/**
 * A place's facts from the place manager's answer (docs/configuration.md, "The place manager"); never throws. A
 * field that is missing or malformed is left out with a message in `errors`; the place itself is null (with a
 * message) only when the answer is not about `id` or has no name or language.
 */
export function parsePlace(raw: unknown, id: string): { place: Place | null; errors: string[] } {
  const prefix = `place ${id}`;
  const errors: string[] = [];
  if (!isRecord(raw)) return { place: null, errors: [`${prefix}: expected an object, got ${describeValue(raw)}`] };
  if (raw.id !== id) return { place: null, errors: [`${prefix}: the answer is about ${describeValue(raw.id)}`] };
  const name = text(raw.name, 'name', errors, prefix);
  if (!name) return { place: null, errors: [...errors, `${prefix}: the answer has no name`] };
  if (typeof raw.lang !== 'string' || !isKnownPathCode(raw.lang)) return { place: null, errors: [`${prefix}: lang should be a path code such as "en", got ${describeValue(raw.lang)}`] };
  const isKnownKind = (PLACE_KINDS as readonly unknown[]).includes(raw.kind);
  if (!isKnownKind) errors.push(`${prefix}: kind ${describeValue(raw.kind)} is not one Tabiji knows; shown as a landmark`);
  const hours = raw.hours === undefined || raw.hours === null ? { hours: null, errors: [] } : parseOpeningHours(raw.hours);
  errors.push(...hours.errors.map((error) => `${prefix}: ${error}`));
  return {
    place: {
      id,
      language: raw.lang,
      kind: isKnownKind ? (raw.kind as PlaceKind) : 'landmark',
      name,
      address: parseAddress(raw.address, errors, prefix),
      geo: parseGeo(raw.geo, errors, prefix),
      hours: hours.hours,
      hoursNote: text(raw.hoursNote, 'hoursNote', errors, prefix),
      closedNote: text(raw.closedNote, 'closedNote', errors, prefix),
      access: text(raw.access, 'access', errors, prefix),
      price: text(raw.price, 'price', errors, prefix),
      website: parseWebsite(raw.website, errors, prefix),
      phone: parsePhone(raw.phone, errors, prefix),
    },
    errors,
  };
}
