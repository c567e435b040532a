// The navigation data the islands render (menu, slider, footer), in the page language.
import { CATEGORIES, REGIONS } from './catalog.mjs';
import { flightSearchHref, hotelSearchHref } from './affiliateLinks.mjs';
import { regionReading } from './i18n/readings.mjs';

/** The categories the main menu lists (all but cities, which the slider and the top page show). */
const MENU_CATEGORY_IDS = [1, 2, 3, 5];

/**
 * @param {string} code  the page's path code
 * @param {import('./i18n/index.mjs').Dictionary} text
 * @param {{ categoryId?: number | null, regionId?: number | null, isTop?: boolean }} current
 */
export function navigationFor(code, text, current = {}) {
  const base = `/${code}`;
  const categoryHref = (id) => `${base}/categories/${id}`;
  const regionHref = (id) => `${base}/regions/${id}`;
  // Easy Japanese region names carry their reading, which the islands show as ruby (the contract's `reading`).
  const regionLink = (id) => {
    const reading = regionReading(code, id);
    return { label: text.regionNames[id], href: regionHref(id), ...(reading ? { reading } : {}) };
  };
  return {
    menu: [
      { label: text.home, href: `${base}/` },
      // Each label is the name of what it opens: the category's own name, the flight search's.
      ...MENU_CATEGORY_IDS.map((id) => ({ label: text.categoryNames[id], href: categoryHref(id) })),
      { label: text.regions, href: `${base}/#regions` },
      { label: text.hotels, href: hotelSearchHref('Japan') },
      { label: text.flights, href: flightSearchHref('HND') },
    ],
    slider: [
      { label: text.top, href: `${base}/`, current: Boolean(current.isTop) },
      ...CATEGORIES.map(({ id }) => ({ label: text.categoryNames[id], href: categoryHref(id), current: current.categoryId === id })),
      ...REGIONS.map(({ id }) => ({ ...regionLink(id), current: current.regionId === id })),
    ],
    footer: [
      {
        title: text.aboutTitle,
        links: [
          { label: text.aboutUs, href: `${base}/#about` },
          { label: text.featured, href: `${base}/#featured` },
          { label: text.categories, href: `${base}/#categories` },
        ],
      },
      { title: text.regions, links: REGIONS.map(({ id }) => regionLink(id)) },
      {
        title: text.help,
        links: [
          { label: text.signIn, href: `${base}/signin` },
          { label: text.hotels, href: hotelSearchHref('Japan') },
          { label: text.flights, href: flightSearchHref('HND') },
          { label: text.contact, href: `${base}/#about` },
        ],
      },
    ],
    signin: `${base}/signin`,
  };
}
