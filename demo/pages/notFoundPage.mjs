// The 404 page: the same furniture as every page, a friendly message and ways back.
import { ARTICLES, FEATURED_IDS } from '../content/catalog.mjs';
import { html } from '../http/html.mjs';
import { cardGrid } from './components.mjs';
import { layout, pageContext } from './layout.mjs';

/** @param {import('./layout.mjs').PageRequest} page */
export function notFoundPage(page) {
  const { text, code } = page;
  const suggestions = FEATURED_IDS.slice(0, 3).map((id) => ARTICLES.find((article) => article.id === id));
  const body = html`<div class="content">
<section class="not-found" aria-labelledby="not-found-title">
<p class="not-found-code" aria-hidden="true">404</p>
<h1 id="not-found-title">${text.notFoundTitle}</h1>
<p>${text.notFoundText}</p>
<p><a class="button" href="/${code}/">${text.backHome}</a></p>
</section>
<section class="section" aria-labelledby="suggestions-title">
<h2 id="suggestions-title" class="section-title">${text.featured}</h2>
${cardGrid(suggestions, page)}
</section>
</div>`;
  return layout(page, {
    title: `${text.notFoundTitle} | Tabiji`,
    description: text.notFoundText,
    context: pageContext({ page_name: 'not_found' }),
    isIndexable: false,
    body,
  });
}
