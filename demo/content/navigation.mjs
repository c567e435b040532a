// The navigation data the islands render (menu, slider, footer), in the page language.
import { CATEGORIES, REGIONS } from './catalog.mjs';
import { flightSearchHref, hotelSearchHref } from './affiliateLinks.mjs';

/**
 * @param {string} code  the page's path code
 * @param {import('./i18n/index.mjs').Dictionary} text
 * @param {{ categoryId?: number | null, regionId?: number | null, isTop?: boolean }} current
 */
export function navigationFor(code, text, current = {}) {
  const base = `/${code}`;
  const categoryHref = (id) => `${base}/categories/${id}`;
  const regionHref = (id) => `${base}/regions/${id}`;
  return {
    menu: [
      { label: text.home, href: `${base}/` },
      { label: text.sightseeing, href: categoryHref(1) },
      { label: text.food, href: categoryHref(2) },
      { label: text.nature, href: categoryHref(3) },
      { label: text.onsen, href: categoryHref(5) },
      { label: text.regions, href: `${base}/#regions` },
      { label: text.hotels, href: hotelSearchHref('Japan') },
      { label: text.transport, href: flightSearchHref('HND') },
    ],
    slider: [
      { label: text.top, href: `${base}/`, current: Boolean(current.isTop) },
      ...CATEGORIES.map(({ id }) => ({ label: text.categoryNames[id], href: categoryHref(id), current: current.categoryId === id })),
      ...REGIONS.map(({ id }) => ({ label: text.regionNames[id], href: regionHref(id), current: current.regionId === id })),
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
      { title: text.regions, links: REGIONS.map(({ id }) => ({ label: text.regionNames[id], href: regionHref(id) })) },
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
