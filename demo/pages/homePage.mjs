// The top page: hero, featured articles, categories, regions and a short "about".
import { adSlotsFor } from '../content/adSlots.mjs';
import { ARTICLES, CATEGORIES, FEATURED_IDS, REGIONS, articlesInCategory, articlesInRegion } from '../content/catalog.mjs';
import { html } from '../http/html.mjs';
import { adSlotNamed, cardGrid, photo, regionName, tile } from './components.mjs';
import { layout, pageContext } from './layout.mjs';

/** @param {import('./layout.mjs').PageRequest} page */
export function homePage(page) {
  const { text, code } = page;
  const ads = adSlotsFor('top');
  const featured = FEATURED_IDS.map((id) => ARTICLES.find((article) => article.id === id));
  const body = html`<section class="hero" aria-labelledby="hero-title">
${photo('home-hero', { role: 'home' })}
<div class="hero-text">
<p class="hero-kicker">Tabiji · ${text.tagline}</p>
<h1 id="hero-title">${text.heroTitle}</h1>
<p class="hero-lead">${text.heroLead}</p>
<a class="button" href="#featured">${text.exploreArticles}</a>
</div>
</section>
<div class="content">
${adSlotNamed(ads, 'top_leaderboard')}
<section class="section" id="featured" aria-labelledby="featured-title">
<h2 id="featured-title" class="section-title">${text.featured}</h2>
${cardGrid(featured, page)}
</section>
${adSlotNamed(ads, 'top_middle')}
<section class="section" id="categories" aria-labelledby="categories-title">
<h2 id="categories-title" class="section-title">${text.categories}</h2>
<div class="tile-grid">
${CATEGORIES.map((category) => tile({
    href: `/${code}/categories/${category.id}`, slug: `category-${category.slug}`,
    name: text.categoryNames[category.id], count: articlesInCategory(category.id).length,
  }, page))}
</div>
</section>
<section class="section" id="regions" aria-labelledby="regions-title">
<h2 id="regions-title" class="section-title">${text.regions}</h2>
<div class="tile-grid">
${REGIONS.map((region) => tile({
    href: `/${code}/regions/${region.id}`, slug: `region-${region.slug}`,
    name: text.regionNames[region.id], label: regionName(page, region.id), count: articlesInRegion(region.id).length,
  }, page))}
</div>
</section>
<section class="section about" id="about" aria-labelledby="about-title">
<h2 id="about-title" class="section-title">${text.aboutTitle}</h2>
<p>${text.aboutText}</p>
</section>
</div>`;
  return layout(page, {
    title: `Tabiji — ${text.tagline}`,
    description: text.heroLead,
    context: pageContext({ ads, page_name: 'top' }),
    current: { isTop: true },
    body,
  });
}
