import { describeValue } from './describeValue';
import { parseIsoDate, type FlightSearch, type HotelSearch } from './affiliateSearch';

/** Which partner an affiliate link goes to (the host's `data-tabiji-affiliate` value). */
export type AffiliateKind = 'hotel' | 'flight';

export interface HotelAffiliateSettings {
  readonly url: string;
  readonly affiliateId: string;
}

export interface FlightAffiliateSettings {
  readonly url: string;
  readonly associateId: string;
  /** The age every child travels at (spec §9: 10 years unless configured). */
  readonly childAgeYears: number;
  /** The age every infant travels at (spec §9: 1 month unless configured). */
  readonly infantAgeMonths: number;
}

/** A built link, or every reason it could not be built. */
export type LinkResult = { readonly ok: true; readonly href: string } | { readonly ok: false; readonly errors: readonly string[] };

/** Limits of a bookable search: the partners' own forms allow no more. */
export const AFFILIATE_LIMITS = Object.freeze({
  maxTravellers: 9,
  maxRooms: 9,
  maxNights: 30,
  childAgeYears: { min: 2, max: 11 },
  infantAgeMonths: { min: 0, max: 23 },
  maxPlaceLength: 100,
});

const DAY_MS = 86_400_000;

/** The hotel partner's search address for `search`, with the affiliate id and the page's language. */
export function buildHotelLink(settings: HotelAffiliateSettings, search: HotelSearch, language: string): LinkResult {
  const errors: string[] = [];
  const base = partnerBase(settings.url, 'TABIJI_HOTEL_AFFILIATE_URL', errors);
  requireText(settings.affiliateId, 'TABIJI_HOTEL_AFFILIATE_ID', errors);
  checkPlace('destination', search.destination, errors);
  const checkin = checkDate('checkin', search.checkin, errors);
  const checkout = checkDate('checkout', search.checkout, errors);
  if (checkin !== undefined && checkout !== undefined) {
    const nights = (checkout - checkin) / DAY_MS;
    if (nights < 1) errors.push(`checkout ${search.checkout} must be after checkin ${search.checkin}`);
    else if (nights > AFFILIATE_LIMITS.maxNights) errors.push(`a stay is at most ${AFFILIATE_LIMITS.maxNights} nights, got ${nights}`);
  }
  checkCount('adults', search.adults, 1, AFFILIATE_LIMITS.maxTravellers, errors);
  checkCount('rooms', search.rooms, 1, AFFILIATE_LIMITS.maxRooms, errors);
  if (Number.isSafeInteger(search.rooms) && Number.isSafeInteger(search.adults) && search.rooms > search.adults) {
    errors.push(`rooms (${search.rooms}) cannot outnumber adults (${search.adults})`);
  }
  if (!base || errors.length > 0) return { ok: false, errors };
  return withQuery(base, {
    destination: search.destination,
    checkin: search.checkin,
    checkout: search.checkout,
    adults: String(search.adults),
    rooms: String(search.rooms),
    lang: language,
    aid: settings.affiliateId,
  });
}

/**
 * The flight partner's search address for `search`, with the associate id and the page's language. Each child and
 * infant travels at the configured age (`child_ages`, `infant_ages_months`, one entry per traveller).
 */
export function buildFlightLink(settings: FlightAffiliateSettings, search: FlightSearch, language: string): LinkResult {
  const errors: string[] = [];
  const base = partnerBase(settings.url, 'TABIJI_FLIGHT_AFFILIATE_URL', errors);
  requireText(settings.associateId, 'TABIJI_FLIGHT_ASSOCIATE_ID', errors);
  const { childAgeYears: childAge, infantAgeMonths: infantAge } = AFFILIATE_LIMITS;
  if (!isWholeIn(settings.childAgeYears, childAge.min, childAge.max)) {
    errors.push(`the child age (TABIJI_FLIGHT_CHILD_AGE_YEARS) must be ${childAge.min}-${childAge.max} years, got ${describeValue(settings.childAgeYears)}`);
  }
  if (!isWholeIn(settings.infantAgeMonths, infantAge.min, infantAge.max)) {
    errors.push(`the infant age (TABIJI_FLIGHT_INFANT_AGE_MONTHS) must be ${infantAge.min}-${infantAge.max} months, got ${describeValue(settings.infantAgeMonths)}`);
  }
  checkPlace('origin', search.origin, errors);
  checkPlace('destination', search.destination, errors);
  if (search.origin.trim() !== '' && search.origin.trim().toUpperCase() === search.destination.trim().toUpperCase()) {
    errors.push(`origin and destination are both ${JSON.stringify(search.origin)}`);
  }
  const depart = checkDate('depart', search.depart, errors);
  if (search.return !== undefined && search.return !== '') {
    const back = checkDate('return', search.return, errors);
    if (depart !== undefined && back !== undefined && back < depart) {
      errors.push(`return ${search.return} is before depart ${search.depart}`);
    }
  }
  checkCount('adults', search.adults, 1, AFFILIATE_LIMITS.maxTravellers, errors);
  checkCount('children', search.children, 0, AFFILIATE_LIMITS.maxTravellers, errors);
  checkCount('infants', search.infants, 0, AFFILIATE_LIMITS.maxTravellers, errors);
  if (search.adults + search.children > AFFILIATE_LIMITS.maxTravellers) {
    errors.push(`at most ${AFFILIATE_LIMITS.maxTravellers} seated travellers, got ${search.adults + search.children}`);
  }
  // Airlines seat an infant on an adult's lap: one each.
  if (search.infants > search.adults) errors.push(`infants (${search.infants}) cannot outnumber adults (${search.adults})`);
  if (!base || errors.length > 0) return { ok: false, errors };
  return withQuery(base, {
    origin: search.origin,
    destination: search.destination,
    depart: search.depart,
    ...(search.return ? { return: search.return } : {}),
    adults: String(search.adults),
    children: String(search.children),
    infants: String(search.infants),
    ...(search.children > 0 ? { child_ages: Array(search.children).fill(settings.childAgeYears).join(',') } : {}),
    ...(search.infants > 0 ? { infant_ages_months: Array(search.infants).fill(settings.infantAgeMonths).join(',') } : {}),
    lang: language,
    associate_id: settings.associateId,
  });
}

function partnerBase(url: string, variable: string, errors: string[]): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    errors.push(`${variable} must be an absolute http(s) URL, got ${describeValue(url)}`);
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    errors.push(`${variable} must be an http(s) URL, got ${describeValue(url)}`);
    return undefined;
  }
  return parsed;
}

function requireText(value: string, variable: string, errors: string[]): void {
  if (value.trim() === '') errors.push(`${variable} is not set`);
}

function checkPlace(name: string, value: string, errors: string[]): void {
  const trimmed = value.trim();
  if (trimmed === '') errors.push(`${name} is missing`);
  else if (trimmed.length > AFFILIATE_LIMITS.maxPlaceLength) errors.push(`${name} is longer than ${AFFILIATE_LIMITS.maxPlaceLength} characters`);
}

function checkDate(name: string, value: string, errors: string[]): number | undefined {
  const time = parseIsoDate(value);
  if (time === undefined) errors.push(`${name} must be a date written YYYY-MM-DD, got ${describeValue(value)}`);
  return time;
}

function checkCount(name: string, value: number, min: number, max: number, errors: string[]): void {
  if (!isWholeIn(value, min, max)) errors.push(`${name} must be a whole number from ${min} to ${max}, got ${describeValue(value)}`);
}

function isWholeIn(value: number, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

function withQuery(base: URL, parameters: Record<string, string>): LinkResult {
  const url = new URL(base.href);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value.trim());
  return { ok: true, href: url.href };
}
