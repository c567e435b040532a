import { openingHoursSpecification } from './openingHours';
import type { Place, PlaceKind } from './place';

/**
 * The schema.org type of each place kind (issue 45): a sight is a TouristAttraction, and where schema.org has a more
 * precise type it is named too (Google reads a list of types); a shop or a restaurant is the LocalBusiness type it is.
 */
const SCHEMA_TYPES: Readonly<Record<PlaceKind, string | readonly string[]>> = {
  shrine: ['TouristAttraction', 'PlaceOfWorship'],
  temple: ['TouristAttraction', 'BuddhistTemple'],
  castle: ['TouristAttraction', 'LandmarksOrHistoricalBuildings'],
  park: ['TouristAttraction', 'Park'],
  garden: ['TouristAttraction', 'Park'],
  museum: ['TouristAttraction', 'Museum'],
  landmark: 'TouristAttraction',
  district: 'TouristAttraction',
  onsen: 'TouristAttraction',
  village: 'TouristAttraction',
  viewpoint: 'TouristAttraction',
  shop: 'Store',
  restaurant: 'Restaurant',
};

/** The place as schema.org JSON-LD (name, address, geo, opening hours, phone, site), in `languageTag`'s language. */
export function placeJsonLd(place: Place, languageTag: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[place.kind],
    name: place.name,
    inLanguage: languageTag,
  };
  if (place.address) {
    data['address'] = {
      '@type': 'PostalAddress',
      addressCountry: 'JP',
      addressRegion: place.address.region,
      addressLocality: place.address.locality,
      streetAddress: place.address.street,
      ...(place.address.postalCode ? { postalCode: place.address.postalCode } : {}),
    };
  }
  if (place.geo) data['geo'] = { '@type': 'GeoCoordinates', latitude: place.geo.latitude, longitude: place.geo.longitude };
  if (place.hours) data['openingHoursSpecification'] = openingHoursSpecification(place.hours);
  if (place.phone) data['telephone'] = place.phone;
  if (place.website) data['url'] = place.website;
  return data;
}

/**
 * `value` as the text of a `<script type="application/ld+json">`: JSON in which no character can end the element or
 * open markup (`<`, `>`, `&` and the two JavaScript line terminators as \u escapes, which JSON reads back the same).
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
