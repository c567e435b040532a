import { languageTag, type PathCode } from '../../domain/languages';
import { format } from '../../domain/messageFormat';
import { closedDays, hoursRows, weekdayName } from '../../domain/openingHours';
import type { Place, PlaceAddress } from '../../domain/place';
import { jsonLdText, placeJsonLd } from '../../domain/placeSchema';
import { SPOT_CARD_ATTRIBUTE, SPOT_HOURS_ATTRIBUTE, SPOT_MAP_ATTRIBUTE, SPOT_MAP_BUTTON_CLASS, SPOT_NOW_CLASS } from '../../domain/spotCardMarkup';
import type { PlaceMessages } from '../messages/places/PlaceMessages';
import type { SavedMessages } from '../messages/saved/SavedMessages';
import { SaveControl } from './SaveControl';

/** Languages that write an address from the prefecture down, with the postal mark first. */
const LARGEST_FIRST: readonly PathCode[] = ['jp', 'easy', 'cn', 'tw', 'ko'];

/** The address as the page's language writes it: Japanese order (〒, prefecture down) or street first. */
export function addressText(address: PlaceAddress, pathCode: PathCode): string {
  if (LARGEST_FIRST.includes(pathCode)) {
    return [address.postalCode ? `〒${address.postalCode}` : '', address.region, address.locality, address.street].filter(Boolean).join(' ');
  }
  return [address.street, address.locality, [address.region, address.postalCode].filter(Boolean).join(' ')].join(', ');
}

/** Where "Open in maps" leads without JavaScript: the maps provider's public search URL at the place's coordinates. */
export function mapsLinkOf(geo: NonNullable<Place['geo']>): string {
  return `https://www.google.com/maps/search/?api=1&query=${geo.latitude}%2C${geo.longitude}`;
}

function daysText(days: readonly number[], locale: string, messages: PlaceMessages): string {
  if (days.length === 7) return messages.everyDay;
  const names = days.map((day) => weekdayName(day, locale, 'short'));
  // A run of three or more consecutive days as a range ('Mon–Fri'); shorter runs listed.
  return days.length >= 3 ? `${names[0]}–${names.at(-1)}` : names.join(', ');
}

export interface SpotCardProps {
  readonly place: Place;
  /** The page's language: the card's labels and formats; the place's texts say their own (Place.language). */
  readonly pathCode: PathCode;
  readonly messages: PlaceMessages;
  /** The words of its "Save" control (issue 46). */
  readonly savedMessages: SavedMessages;
}

/**
 * A spot card (issue 45): the place's name, address, opening hours and closed days (in the page's language and
 * formats, with Intl), how to get there, price, website and phone, a link that opens the place in a maps app, and
 * the place as schema.org JSON-LD. Static HTML: it needs no script, and renders the same on the server; a script says
 * whether the place is open now when the card nears the viewport (a cached page cannot know the time). The texts
 * the place manager gave in another language than the page's carry their own `lang` and a line saying so.
 */
export function SpotCard({ place, pathCode, messages, savedMessages }: SpotCardProps) {
  const locale = languageTag(pathCode);
  const placeTag = languageTag(place.language);
  const isOtherLanguage = placeTag !== locale || place.language !== pathCode;
  const textLang = isOtherLanguage ? placeTag : undefined;
  const nameId = `tabiji-spot-${place.id}`;
  let languageName = new Intl.DisplayNames([locale], { type: 'language' }).of(placeTag) ?? placeTag;
  if (pathCode === 'vn') languageName = languageName.charAt(0).toLocaleLowerCase('vi') + languageName.slice(1);
  const rows = place.hours && !place.hours.always ? hoursRows(place.hours, locale) : [];
  const closed = place.hours ? closedDays(place.hours) : null;
  const closedList = closed && closed.length > 0
    ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(closed.map((day) => weekdayName(day, locale, 'long')))
    : null;
  return (
    <section
      className="tabiji-spot"
      aria-labelledby={nameId}
      {...{ [SPOT_CARD_ATTRIBUTE]: place.id, [SPOT_HOURS_ATTRIBUTE]: place.hours ? JSON.stringify(place.hours) : undefined }}
    >
      {/* "Open now" comes on the kicker's line (placesChunk.ts): a short line, so the words never push the card down. */}
      <p className="tabiji-spot__kicker">{messages.spotInformation}{place.hours && <span className={SPOT_NOW_CLASS} />}</p>
      <h2 className="tabiji-spot__name" id={nameId} lang={textLang}>{place.name}</h2>
      {isOtherLanguage && <p className="tabiji-spot__language">{format(messages.inOtherLanguage, { language: languageName })}</p>}
      <dl className="tabiji-spot__facts">
        {place.address && (
          <div>
            <dt>{messages.address}</dt>
            <dd lang={textLang}>{addressText(place.address, isOtherLanguage ? place.language : pathCode)}</dd>
          </div>
        )}
        {(place.hours || place.hoursNote) && (
          <div>
            <dt>{messages.hours}</dt>
            <dd>
              {place.hours?.always && <p>{messages.alwaysOpen}</p>}
              {rows.length > 0 && (
                <ul className="tabiji-spot__hours">
                  {rows.map((row) => <li key={row.days.join()}>{daysText(row.days, locale, messages)} {row.times.join(', ')}</li>)}
                </ul>
              )}
              {place.hoursNote && <p lang={textLang}>{place.hoursNote}</p>}
            </dd>
          </div>
        )}
        {(closed || place.closedNote) && (
          <div>
            <dt>{messages.closed}</dt>
            <dd>
              {closed && <p>{closedList ?? messages.openEveryDay}</p>}
              {place.closedNote && <p lang={textLang}>{place.closedNote}</p>}
            </dd>
          </div>
        )}
        {place.access && (
          <div>
            <dt>{messages.access}</dt>
            <dd lang={textLang}>{place.access}</dd>
          </div>
        )}
        {place.price && (
          <div>
            <dt>{messages.price}</dt>
            <dd lang={textLang}>{place.price}</dd>
          </div>
        )}
        {place.website && (
          <div>
            <dt>{messages.website}</dt>
            <dd><a href={place.website} rel="noopener">{new URL(place.website).hostname}</a></dd>
          </div>
        )}
        {place.phone && (
          <div>
            <dt>{messages.phone}</dt>
            <dd><a href={`tel:${place.phone.replace(/[^+0-9]/g, '')}`}>{place.phone}</a></dd>
          </div>
        )}
      </dl>
      {/* The map's facade: drawn by the page's styles, so nothing reaches the maps provider until the visitor asks.
          Without JavaScript its link opens the place in maps; with it, its button (hidden here, so it is never a dead
          control) loads the interactive map in the facade's box, which has the map's size from the start. */}
      {place.geo && (
        <div className="tabiji-spot__map" {...{ [SPOT_MAP_ATTRIBUTE]: `${place.geo.latitude},${place.geo.longitude}` }}>
          <button type="button" className={`${SPOT_MAP_BUTTON_CLASS} tabiji-button tabiji-button--primary`} hidden>{messages.showMap}</button>
          <p className="tabiji-spot__maps"><a href={mapsLinkOf(place.geo)} rel="noopener">{messages.openInMaps}</a></p>
        </div>
      )}
      <SaveControl messages={savedMessages} place={{ id: place.id, name: place.name, nameId }} />
      {/* JSON-LD: the only raw text here, escaped so that no character of it can end the element (jsonLdText). */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(placeJsonLd(place, placeTag)) }} />
    </section>
  );
}
