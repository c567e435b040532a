// The affiliate boxes' data: fixed demo trip dates, a destination and an airport per article or region.

export const HOTEL_SEARCH = Object.freeze({ checkin: '2026-12-01', checkout: '2026-12-04', adults: '2', rooms: '1' });
export const FLIGHT_SEARCH = Object.freeze({ origin: 'BKK', depart: '2026-12-01', return: '2026-12-08', adults: '2', children: '1', infants: '0' });

/** A root-relative path with a query built from `parameters` in order. */
function pathWithQuery(pathname, parameters) {
  const url = new URL(pathname, 'http://demo.invalid');
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** Plain hotel-search URL on the demo stand-in (what works before the bundle adds the affiliate id). */
export function hotelSearchHref(destination) {
  return pathWithQuery('/stand-ins/hotels', { destination, ...HOTEL_SEARCH });
}

/** Plain flight-search URL on the demo stand-in. */
export function flightSearchHref(airport) {
  return pathWithQuery('/stand-ins/flights', { ...FLIGHT_SEARCH, destination: airport });
}
