// Building blocks of the host pages' content: photos, cards, tiles, ad slots, the affiliate box.
import { flightSearchHref, FLIGHT_SEARCH, hotelSearchHref, HOTEL_SEARCH } from '../content/affiliateLinks.mjs';
import { CATEGORIES } from '../content/catalog.mjs';
import { reservedHeight } from '../content/adSlots.mjs';
import { regionReading } from '../content/i18n/readings.mjs';
import { html, raw } from '../http/html.mjs';
import { photo } from './pagePhotos.mjs';

/** The language the demo's articles, descriptions and captions are written in, whatever the page's language. */
export const CONTENT_LANGUAGE = 'en';

/**
 * ` lang="en"` for an element holding article text on a page in another language, so screen readers, fonts and
 * hyphenation treat it as English; nothing on English pages.
 */
export function contentLang(page) {
  return page.language.tag === CONTENT_LANGUAGE ? '' : raw(` lang="${CONTENT_LANGUAGE}"`);
}

/** Place photos: placeholders that Tabiji's renderer (or the browser) fills; see pagePhotos.mjs. */
export { photo } from './pagePhotos.mjs';

/** The empty element an ad is rendered into, with the height to reserve. */
export function adSlot(slot) {
  return html`<div class="tabiji-ad" id="${slot.id}" data-tabiji-ad-height="${reservedHeight(slot.sizes)}"></div>`;
}

/** The slot of `ads` with this id suffix, rendered; nothing when the page has no such slot. */
export function adSlotNamed(ads, unit) {
  const slot = ads.find((candidate) => candidate.name.endsWith(`/${unit}`));
  return slot ? adSlot(slot) : '';
}

function categoryName(text, id) {
  return text.categoryNames[id] ?? CATEGORIES.find((category) => category.id === id)?.name ?? '';
}

/** A listing card of an editorial article. */
export function articleCard(article, page) {
  const href = `/${page.code}/articles/${article.id}`;
  return html`<article class="card">
<a class="card-link" href="${href}">
${photo(article.slug, { role: 'card' })}
<div class="card-body">
<p class="card-kicker">${categoryName(page.text, article.categoryId)} · ${regionName(page, article.regionId)}</p>
<h3 class="card-title"${contentLang(page)}>${article.title}</h3>
<p class="card-summary"${contentLang(page)}>${article.summary}</p>
<p class="card-meta">${page.text.minutesRead(article.readMinutes)} <span class="card-more">${page.text.readMore} →</span></p>
</div>
</a>
</article>`;
}

/** A grid of article cards (their photos load lazily: only the page's first photo is fetched at once). */
export function cardGrid(articles, page) {
  return html`<div class="card-grid">
${articles.map((article) => html`${articleCard(article, page)}\n`)}</div>`;
}

/** A category or region tile: picture, name and article count. */
export function tile({ href, slug, name, label = name, count }, page) {
  return html`<a class="tile" href="${href}">
${photo(slug, { role: 'tile' })}
<span class="tile-label"><span class="tile-name">${label}</span><span class="tile-count">${page.text.articleCount(count)}</span></span>
</a>`;
}

/** A region's name as shown in the page, with its reading as ruby where the language gives one (Easy Japanese). */
export function regionName(page, regionId) {
  const name = page.text.regionNames[regionId];
  const reading = regionReading(page.code, regionId);
  return reading ? html`<ruby>${name}<rp>（</rp><rt>${reading}</rt><rp>）</rp></ruby>` : name;
}

/** Breadcrumb trail; the last item is the current page (its `lang` is an attribute from `contentLang`, if any). */
export function breadcrumb(items, page) {
  return html`<nav class="breadcrumb" aria-label="${page.text.breadcrumb}"><ol>
${items.map((item, index) => (index === items.length - 1
    ? html`<li><span aria-current="page"${item.lang ?? ''}>${item.label}</span></li>`
    : html`<li><a href="${item.href}">${item.label}</a></li>`))}
</ol></nav>`;
}

/** The hotel and flight partner links, with the data attributes the bundle reads. */
export function affiliateBox({ destination, airport }, page) {
  const { text } = page;
  return html`<aside class="affiliate-box" aria-labelledby="plan-trip">
<h2 id="plan-trip">${text.planYourTrip}</h2>
<div class="affiliate-links">
<a class="affiliate-link affiliate-hotel" href="${hotelSearchHref(destination)}" data-tabiji-affiliate="hotel" data-destination="${destination}" data-checkin="${HOTEL_SEARCH.checkin}" data-checkout="${HOTEL_SEARCH.checkout}" data-adults="${HOTEL_SEARCH.adults}" data-rooms="${HOTEL_SEARCH.rooms}">
<span class="affiliate-icon" aria-hidden="true">🏨</span><span>${text.findHotel(destination)}</span></a>
<a class="affiliate-link affiliate-flight" href="${flightSearchHref(airport)}" data-tabiji-affiliate="flight" data-origin="${FLIGHT_SEARCH.origin}" data-destination="${airport}" data-depart="${FLIGHT_SEARCH.depart}" data-return="${FLIGHT_SEARCH.return}" data-adults="${FLIGHT_SEARCH.adults}" data-children="${FLIGHT_SEARCH.children}" data-infants="${FLIGHT_SEARCH.infants}">
<span class="affiliate-icon" aria-hidden="true">✈️</span><span>${text.searchFlights(airport)}</span></a>
</div>
<p class="affiliate-note">${text.affiliateNote}</p>
</aside>`;
}
