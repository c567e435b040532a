// An article page, editorial or PR: header, hero, sections with figures, facts, partner links, related reads.
import { adSlotsFor } from '../content/adSlots.mjs';
import { CATEGORIES, relatedArticles } from '../content/catalog.mjs';
import { html } from '../http/html.mjs';
import { adSlotNamed, affiliateBox, breadcrumb, cardGrid, contentLang, photo, regionName } from './components.mjs';
import { saveSlot } from './pageSave.mjs';
import { surveySlot } from './pageSurvey.mjs';
import { layout, pageContext } from './layout.mjs';
import { placeCard } from './pagePlaces.mjs';

function figure([slug, , caption], lang) {
  return html`<figure class="figure"${lang}>
${photo(slug, { role: 'figure' })}
<figcaption>${caption}</figcaption>
</figure>`;
}

function section([heading, ...paragraphs], index, lang) {
  return html`<section class="article-section" aria-labelledby="section-${index + 1}"${lang}>
<h2 id="section-${index + 1}">${heading}</h2>
${paragraphs.map((paragraph) => html`<p>${paragraph}</p>\n`)}</section>`;
}

function facts(article, text, lang) {
  const rows = [[text.access, article.practical.access], [text.hours, article.practical.hours],
    [text.fee, article.practical.fee], [text.bestTime, article.practical.bestTime]];
  return html`<aside class="facts" aria-labelledby="facts-title">
<h2 id="facts-title">${text.practical}</h2>
<dl>${rows.map(([term, value]) => html`<div><dt>${term}</dt><dd${lang}>${value}</dd></div>`)}</dl>
</aside>`;
}

/**
 * The sections interleaved with figures (after sections 1 and 2) and, on editorial pages, the in-article ad.
 */
function articleBody(article, ads, lang) {
  return article.sections.map((item, index) => html`${section(item, index, lang)}
${article.figures[index] ? figure(article.figures[index], lang) : ''}
${index === 1 ? adSlotNamed(ads, 'article_in_content') : ''}
`);
}

/**
 * @param {import('./layout.mjs').PageRequest} page
 * @param {object} article  an editorial or PR article of the catalog
 * @param {{ isPr: boolean }} kind
 */
export function articlePage(page, article, { isPr }) {
  const { text, code } = page;
  const ads = adSlotsFor(isPr ? 'pr' : 'article');
  const category = CATEGORIES.find((candidate) => candidate.id === article.categoryId);
  const categoryLabel = text.categoryNames[category.id];
  const lang = contentLang(page);
  const body = html`<article class="article${isPr ? ' article-pr' : ''}">
<header class="article-header content-narrow">
${breadcrumb([
    { label: text.home, href: `/${code}/` },
    { label: categoryLabel, href: `/${code}/categories/${category.id}` },
    { label: article.title, lang },
  ], page)}
${isPr ? html`<p class="article-label"><span class="badge-pr" title="${text.sponsored}">${text.pr}</span></p>` : ''}
<p class="article-kicker"><a href="/${code}/categories/${category.id}">${categoryLabel}</a> · <a href="/${code}/regions/${article.regionId}">${regionName(page, article.regionId)}</a></p>
<h1${lang}>${article.title}</h1>
<p class="article-lead"${lang}>${article.summary}</p>
<div class="article-meta-row">
<p class="article-meta">${text.minutesRead(article.readMinutes)}${isPr ? html` · ${text.sponsoredBy(article.sponsor)}` : ''}</p>
${saveSlot()}
</div>
${isPr ? html`<p class="pr-notice" role="note"><strong>${text.pr}</strong> ${text.prNotice}</p>` : ''}
</header>
<figure class="article-hero">
${photo(article.slug, { role: 'hero' })}
</figure>
<div class="article-body content-narrow">
${adSlotNamed(ads, 'article_top')}
${articleBody(article, ads, lang)}
${placeCard(article.slug, facts(article, text, lang))}
${isPr ? '' : section([category.etiquette.heading, ...category.etiquette.paragraphs], article.sections.length, lang)}
${isPr ? '' : affiliateBox({ destination: article.city, airport: article.airport }, page)}
${surveySlot()}
${adSlotNamed(ads, 'article_bottom')}${adSlotNamed(ads, 'pr_bottom')}
</div>
</article>
<section class="section content related" aria-labelledby="related-title">
<h2 id="related-title" class="section-title">${text.related}</h2>
${cardGrid(relatedArticles(article), page)}
</section>`;
  return layout(page, {
    title: `${isPr ? `[${text.pr}] ` : ''}${article.title} | Tabiji`,
    description: article.summary,
    context: pageContext({
      ads,
      article_id: article.id,
      category_id: article.categoryId,
      region_id: article.regionId,
      page_name: isPr ? 'pr' : 'article',
      is_pr_article: isPr,
    }),
    current: { categoryId: article.categoryId },
    body,
  });
}
