/** The searches an affiliate link describes, as the host page writes them in data attributes. */

/** A hotel search: where, which nights, how many guests and rooms. Dates are YYYY-MM-DD. */
export interface HotelSearch {
  readonly destination: string;
  readonly checkin: string;
  readonly checkout: string;
  readonly adults: number;
  readonly rooms: number;
}

/** A flight search: airports or cities, dates (return optional for one-way) and travellers. */
export interface FlightSearch {
  readonly origin: string;
  readonly destination: string;
  readonly depart: string;
  readonly return?: string;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of a real calendar date written YYYY-MM-DD; undefined otherwise (2026-02-30 is not). */
export function parseIsoDate(text: string): number | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

/** The hotel search described by a link's data attributes (strings as the DOM gives them). */
export function hotelSearchFrom(data: Readonly<Record<string, string | undefined>>): HotelSearch {
  return {
    destination: data['destination'] ?? '',
    checkin: data['checkin'] ?? '',
    checkout: data['checkout'] ?? '',
    adults: countFrom(data['adults'], 1),
    rooms: countFrom(data['rooms'], 1),
  };
}

/** The flight search described by a link's data attributes. */
export function flightSearchFrom(data: Readonly<Record<string, string | undefined>>): FlightSearch {
  const back = data['return'];
  return {
    origin: data['origin'] ?? '',
    destination: data['destination'] ?? '',
    depart: data['depart'] ?? '',
    ...(back === undefined || back === '' ? {} : { return: back }),
    adults: countFrom(data['adults'], 1),
    children: countFrom(data['children'], 0),
    infants: countFrom(data['infants'], 0),
  };
}

/** A whole number written in decimal digits; absent/blank → the default; anything else → NaN (reported by the builder). */
function countFrom(text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}
