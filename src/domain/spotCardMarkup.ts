/** The attribute that marks a spot card (SpotCard), with its place's id. */
export const SPOT_CARD_ATTRIBUTE = 'data-tabiji-place';
/** The card's opening hours as JSON (the place manager's `hours`), which the browser reads to say whether it is open now. */
export const SPOT_HOURS_ATTRIBUTE = 'data-tabiji-place-hours';
/** The element on the card's kicker line that the browser fills with "Open now" or "Closed now" (placesChunk.ts). */
export const SPOT_NOW_CLASS = 'tabiji-spot__now';
/** The map's facade (its place's "latitude,longitude"), which the browser turns into the map when asked (mapChunk.ts). */
export const SPOT_MAP_ATTRIBUTE = 'data-tabiji-map';
/** The facade's button, hidden in the server HTML: the browser shows it once it can load the map. */
export const SPOT_MAP_BUTTON_CLASS = 'tabiji-spot__map-show';
