// Readings the demo host sends with names in kanji, for the languages that show them as ruby: Easy Japanese,
// whose readers may not know the kanji of a region's name. Keyed by path code, then region id.
export const REGION_READINGS = Object.freeze({
  easy: Object.freeze({ 1: 'ほっかいどう', 2: 'とうほく', 3: 'かんとう', 4: 'ちゅうぶ', 5: 'かんさい', 6: 'きゅうしゅう・おきなわ' }),
});

/** The reading of a region's name on `code` pages, or undefined when that language shows none. */
export function regionReading(code, regionId) {
  return REGION_READINGS[code]?.[regionId];
}
