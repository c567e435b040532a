import { completeAffiliateLinks, type AffiliateContext } from '../../../src/application/affiliate/completeAffiliateLinks';
import en from '../../../src/ui/messages/en';

const CONTEXT: AffiliateContext = {
  config: {
    hotelAffiliate: { url: 'https://hotels.example/search', affiliateId: 'aff-42' },
    flightAffiliate: { url: 'https://flights.example/s', associateId: 'assoc-7', childAgeYears: 10, infantAgeMonths: 1 },
  },
  languageTag: 'th',
  messages: en,
};

const HOTEL_LINK =
  '<a id="hotel" href="/plain/hotels?destination=Kyoto" rel="nofollow" data-tabiji-affiliate="hotel" data-destination="Kyoto" data-checkin="2026-12-01" data-checkout="2026-12-04" data-adults="2" data-rooms="1">Find a hotel</a>';
const FLIGHT_LINK =
  '<a id="flight" href="/plain/flights" data-tabiji-affiliate="flight" data-origin="BKK" data-destination="KIX" data-depart="2026-12-01" data-return="2026-12-08" data-adults="2" data-children="1" data-infants="1">Search flights</a>';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html; // test fixture markup, ours
  return root;
}

describe('completeAffiliateLinks', () => {
  afterEach(() => jest.restoreAllMocks());

  it('completes hotel and flight links: partner address, ids, language, sponsored rel, new tab, a spoken note', () => {
    const root = page(HOTEL_LINK + FLIGHT_LINK);
    expect(completeAffiliateLinks(root, CONTEXT)).toEqual({ completed: 2, plain: 0 });
    const hotel = root.querySelector<HTMLAnchorElement>('#hotel')!;
    expect(hotel.href).toBe(
      'https://hotels.example/search?destination=Kyoto&checkin=2026-12-01&checkout=2026-12-04&adults=2&rooms=1&lang=th&aid=aff-42',
    );
    expect(hotel.rel).toBe('nofollow sponsored noopener');
    expect(hotel.target).toBe('_blank');
    expect(hotel.textContent).toBe('Find a hotel (Sponsored link, opens in a new tab)');
    expect(hotel.lastElementChild?.className).toBe('tabiji-visually-hidden');
    expect(hotel.dataset['tabijiAffiliateState']).toBe('complete');
    const flight = root.querySelector<HTMLAnchorElement>('#flight')!;
    expect(flight.href).toBe(
      'https://flights.example/s?origin=BKK&destination=KIX&depart=2026-12-01&return=2026-12-08&adults=2&children=1&infants=1&child_ages=10&infant_ages_months=1&lang=th&associate_id=assoc-7',
    );
  });

  it('leaves a link with invalid data exactly as the host wrote it, and says why in the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = page(FLIGHT_LINK.replace('data-return="2026-12-08"', 'data-return="2026-11-20"'));
    const before = root.innerHTML;
    expect(completeAffiliateLinks(root, CONTEXT)).toEqual({ completed: 0, plain: 1 });
    const flight = root.querySelector<HTMLAnchorElement>('#flight')!;
    expect(flight.getAttribute('href')).toBe('/plain/flights');
    expect(flight.hasAttribute('target')).toBe(false);
    expect(flight.dataset['tabijiAffiliateState']).toBe('plain');
    expect(root.innerHTML).toBe(before.replace('>Search', ' data-tabiji-affiliate-state="plain">Search'));
    expect(error).toHaveBeenCalledWith(
      'Tabiji: the "flight" affiliate link to /plain/flights was left as the host wrote it: return 2026-11-20 is before depart 2026-12-01.',
    );
  });

  it('leaves flight links plain when the configured child age is invalid (a child age of 40)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = page(HOTEL_LINK + FLIGHT_LINK);
    const context = { ...CONTEXT, config: { ...CONTEXT.config, flightAffiliate: { ...CONTEXT.config.flightAffiliate, childAgeYears: 40 } } };
    expect(completeAffiliateLinks(root, context)).toEqual({ completed: 1, plain: 1 });
    expect(root.querySelector('#flight')!.getAttribute('href')).toBe('/plain/flights');
    expect(error.mock.calls[0]?.[0]).toContain('the child age (TABIJI_FLIGHT_CHILD_AGE_YEARS) must be 2-11 years, got 40');
  });

  it('refuses an unknown partner kind, and does each link only once', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = page(HOTEL_LINK + '<a id="car" href="/cars" data-tabiji-affiliate="car">Cars</a>');
    expect(completeAffiliateLinks(root, CONTEXT)).toEqual({ completed: 1, plain: 1 });
    expect(completeAffiliateLinks(root, CONTEXT)).toEqual({ completed: 0, plain: 0 });
    expect(root.querySelector('#hotel')!.textContent).toBe('Find a hotel (Sponsored link, opens in a new tab)');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('data-tabiji-affiliate must be "hotel" or "flight"');
  });

  it('puts hostile host text into the address as data only', () => {
    const root = page(HOTEL_LINK.replace('data-destination="Kyoto"', 'data-destination="&quot;><img src=x onerror=alert(1)>"'));
    completeAffiliateLinks(root, CONTEXT);
    const hotel = root.querySelector<HTMLAnchorElement>('#hotel')!;
    expect(new URL(hotel.href).searchParams.get('destination')).toBe('"><img src=x onerror=alert(1)>');
    expect(root.querySelector('img')).toBeNull();
  });
});
