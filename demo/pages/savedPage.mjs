// The saved-items page (issue 46, docs/integrating.md "Saved items"): its body is Tabiji's region 'saved-items', a
// heading and a list the save chunk fills from the browser (the server cannot know it). Not for search engines: it
// differs for each reader.
import { html, raw } from '../http/html.mjs';
import { layout, pageContext } from './layout.mjs';

/** The region that holds the page's body. */
export const SAVED_REGION = 'saved-items';

/** @param {import('./layout.mjs').PageRequest} page */
export function savedPage(page) {
  const { text } = page;
  return layout(page, {
    title: `${text.savedTitle} | Tabiji`,
    description: text.savedDescription,
    context: pageContext({ page_name: 'saved_items' }),
    pageRegion: SAVED_REGION,
    isIndexable: false,
    // Without the renderer (?no-ssr, fragments) the page still says what it is about rather than being blank.
    body: (regions) => html`<div class="content saved">${regions[SAVED_REGION] ? raw(regions[SAVED_REGION]) : html`<h1>${text.savedTitle}</h1><p>${text.savedDescription}</p>`}</div>`,
  });
}
