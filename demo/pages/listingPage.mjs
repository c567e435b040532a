// Category and region pages: a banner, a short description and the articles they hold; a region page ends with the
// spot cards of its articles' places (none where Tabiji's renderer gives none: the host has no box of its own there).
import { adSlotsFor } from '../content/adSlots.mjs';
import { articlesInCategory, articlesInRegion } from '../content/catalog.mjs';
import { html } from '../http/html.mjs';
import { adSlotNamed, affiliateBox, breadcrumb, cardGrid, contentLang, photo, regionName } from './components.mjs';
import { layout, pageContext } from './layout.mjs';
import { placeCard } from './pagePlaces.mjs';

/**
 * @param {import('./layout.mjs').PageRequest} page
 * @param {{ kind: 'category' | 'region', item: { id: number, slug: string, description: string, city?: string, airport?: string } }} listing
 */
export function listingPage(page, { kind, item }) {
  const { text, code } = page;
  const isRegion = kind === 'region';
  const name = isRegion ? text.regionNames[item.id] : text.categoryNames[item.id];
  const articles = isRegion ? articlesInRegion(item.id) : articlesInCategory(item.id);
  const ads = adSlotsFor(kind);
  const body = html`<div class="content">
${breadcrumb([
    { label: text.home, href: `/${code}/` },
    { label: isRegion ? text.regions : text.categories, href: `/${code}/#${isRegion ? 'regions' : 'categories'}` },
    { label: name },
  ], page)}
<header class="listing-header">
${photo(`${kind}-${item.slug}`, { role: 'banner' })}
<div class="listing-text">
<p class="listing-kicker">${isRegion ? text.regions : text.categories}</p>
<h1>${isRegion ? regionName(page, item.id) : name}</h1>
<p class="listing-lead"${contentLang(page)}>${item.description}</p>
<p class="listing-count">${text.articleCount(articles.length)}</p>
</div>
</header>
${adSlotNamed(ads, `${kind}_top`)}
<section class="section" aria-labelledby="listing-title">
<h2 id="listing-title" class="section-title">${text.articlesIn(name)}</h2>
${cardGrid(articles, page)}
</section>
${isRegion ? articles.map((article) => placeCard(article.slug, html``)) : ''}
${isRegion ? affiliateBox({ destination: item.city, airport: item.airport }, page) : ''}
${adSlotNamed(ads, `${kind}_bottom`)}${adSlotNamed(ads, `${kind}_bottom_empty`)}
</div>`;
  return layout(page, {
    title: `${text.articlesIn(name)} | Tabiji`,
    description: item.description,
    context: pageContext({
      ads,
      category_id: isRegion ? null : item.id,
      region_id: isRegion ? item.id : null,
      page_name: kind,
    }),
    current: isRegion ? { regionId: item.id } : { categoryId: item.id },
    body,
  });
}
