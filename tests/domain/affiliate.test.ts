import { buildFlightLink, buildHotelLink } from '../../src/domain/affiliate';
import { flightSearchFrom, hotelSearchFrom, parseIsoDate, type FlightSearch, type HotelSearch } from '../../src/domain/affiliateSearch';

const HOTEL = { url: 'https://hotels.example/search?src=tabiji', affiliateId: 'aff-42' };
const FLIGHT = { url: 'https://flights.example/s', associateId: 'assoc-7', childAgeYears: 10, infantAgeMonths: 1 };
const STAY: HotelSearch = { destination: 'Kyoto', checkin: '2026-12-01', checkout: '2026-12-04', adults: 2, rooms: 1 };
const TRIP: FlightSearch = { origin: 'BKK', destination: 'KIX', depart: '2026-12-01', return: '2026-12-08', adults: 2, children: 1, infants: 0 };

function href(result: ReturnType<typeof buildHotelLink>): string {
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.href;
}

function errors(result: ReturnType<typeof buildHotelLink>): readonly string[] {
  if (result.ok) throw new Error(`expected errors, built ${result.href}`);
  return result.errors;
}

describe('parseIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(parseIsoDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(parseIsoDate('2026-02-29')).toBeUndefined();
    expect(parseIsoDate('2026-13-01')).toBeUndefined();
    expect(parseIsoDate('2026-1-01')).toBeUndefined();
    expect(parseIsoDate('01/12/2026')).toBeUndefined();
  });
});

describe('buildHotelLink', () => {
  it('keeps the partner base and adds the search, the language and the affiliate id, exactly', () => {
    expect(href(buildHotelLink(HOTEL, STAY, 'th'))).toBe(
      'https://hotels.example/search?src=tabiji&destination=Kyoto&checkin=2026-12-01&checkout=2026-12-04&adults=2&rooms=1&lang=th&aid=aff-42',
    );
  });

  it('encodes hostile destination text as data, never as address syntax', () => {
    const url = new URL(href(buildHotelLink(HOTEL, { ...STAY, destination: 'Ōsaka&aid=evil#x <script>' }, 'en')));
    expect(url.origin).toBe('https://hotels.example');
    expect(url.searchParams.get('destination')).toBe('Ōsaka&aid=evil#x <script>');
    expect(url.searchParams.getAll('aid')).toEqual(['aff-42']);
    expect(url.hash).toBe('');
  });

  it.each<[string, Partial<HotelSearch>, string]>([
    ['a checkout before checkin', { checkout: '2026-11-30' }, 'checkout 2026-11-30 must be after checkin 2026-12-01'],
    ['a zero-night stay', { checkout: '2026-12-01' }, 'must be after checkin'],
    ['an impossible date', { checkin: '2026-02-30' }, 'checkin must be a date written YYYY-MM-DD, got "2026-02-30"'],
    ['no destination', { destination: '  ' }, 'destination is missing'],
    ['no adults', { adults: 0 }, 'adults must be a whole number from 1 to 9, got 0'],
    ['a count that is not a number', { adults: Number.NaN }, 'adults must be a whole number from 1 to 9, got NaN'],
    ['more rooms than adults', { rooms: 3 }, 'rooms (3) cannot outnumber adults (2)'],
    ['a stay longer than 30 nights', { checkout: '2027-01-15' }, 'a stay is at most 30 nights, got 45'],
  ])('refuses %s with a clear reason', (_case, change, reason) => {
    expect(errors(buildHotelLink(HOTEL, { ...STAY, ...change }, 'en')).join('\n')).toContain(reason);
  });

  it('refuses a non-http partner URL and a missing affiliate id', () => {
    expect(errors(buildHotelLink({ url: 'javascript:alert(1)', affiliateId: '' }, STAY, 'en'))).toEqual([
      'TABIJI_HOTEL_AFFILIATE_URL must be an http(s) URL, got "javascript:alert(1)"',
      'TABIJI_HOTEL_AFFILIATE_ID is not set',
    ]);
    expect(errors(buildHotelLink({ ...HOTEL, url: '/relative' }, STAY, 'en'))[0]).toContain('must be an absolute http(s) URL');
  });
});

describe('buildFlightLink', () => {
  it('sends each child at the configured child age and each infant at the infant age', () => {
    const url = new URL(href(buildFlightLink(FLIGHT, { ...TRIP, children: 2, infants: 1 }, 'ko')));
    expect(url.href).toBe(
      'https://flights.example/s?origin=BKK&destination=KIX&depart=2026-12-01&return=2026-12-08&adults=2&children=2&infants=1&child_ages=10%2C10&infant_ages_months=1&lang=ko&associate_id=assoc-7',
    );
  });

  it('uses overridden ages and leaves out age lists nobody needs', () => {
    const url = new URL(href(buildFlightLink({ ...FLIGHT, childAgeYears: 7, infantAgeMonths: 0 }, { ...TRIP, children: 1, infants: 2, adults: 2 }, 'en')));
    expect(url.searchParams.get('child_ages')).toBe('7');
    expect(url.searchParams.get('infant_ages_months')).toBe('0,0');
    const adultsOnly = new URL(href(buildFlightLink(FLIGHT, { ...TRIP, children: 0 }, 'en')));
    expect(adultsOnly.searchParams.has('child_ages')).toBe(false);
    expect(adultsOnly.searchParams.has('infant_ages_months')).toBe(false);
  });

  it('builds a one-way search without a return date', () => {
    const oneWay: FlightSearch = { ...TRIP, return: '' };
    expect(new URL(href(buildFlightLink(FLIGHT, oneWay, 'en'))).searchParams.has('return')).toBe(false);
  });

  it.each<[string, Partial<typeof FLIGHT>, Partial<FlightSearch>, string]>([
    ['a child age of 40', { childAgeYears: 40 }, {}, 'the child age (TABIJI_FLIGHT_CHILD_AGE_YEARS) must be 2-11 years, got 40'],
    ['an unset (invalid) child age', { childAgeYears: Number.NaN }, {}, 'must be 2-11 years, got NaN'],
    ['an infant age of 2 years', { infantAgeMonths: 24 }, {}, 'the infant age (TABIJI_FLIGHT_INFANT_AGE_MONTHS) must be 0-23 months, got 24'],
    ['a return date before departure', {}, { return: '2026-11-20' }, 'return 2026-11-20 is before depart 2026-12-01'],
    ['more infants than adults', {}, { infants: 3 }, 'infants (3) cannot outnumber adults (2)'],
    ['ten seated travellers', {}, { adults: 5, children: 5 }, 'at most 9 seated travellers, got 10'],
    ['the same origin and destination', {}, { destination: 'bkk' }, 'origin and destination are both "BKK"'],
    ['no departure date', {}, { depart: '' }, 'depart must be a date written YYYY-MM-DD, got ""'],
  ])('refuses %s with a clear reason', (_case, settings, change, reason) => {
    expect(errors(buildFlightLink({ ...FLIGHT, ...settings }, { ...TRIP, ...change }, 'en')).join('\n')).toContain(reason);
  });
});

describe('searches from the host link data attributes', () => {
  it('reads the hotel attributes, defaulting one adult and one room', () => {
    expect(hotelSearchFrom({ destination: 'Nara', checkin: '2026-12-01', checkout: '2026-12-02' })).toEqual({
      destination: 'Nara', checkin: '2026-12-01', checkout: '2026-12-02', adults: 1, rooms: 1,
    });
  });

  it('reads the flight attributes; counts that are not plain digits become NaN for the builder to refuse', () => {
    expect(flightSearchFrom({ origin: 'BKK', destination: 'HND', depart: '2026-12-01', return: '', adults: '2', children: ' 1 ', infants: '1e1' })).toEqual({
      origin: 'BKK', destination: 'HND', depart: '2026-12-01', adults: 2, children: 1, infants: Number.NaN,
    });
  });
});
