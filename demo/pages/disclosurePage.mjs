// The external-transmission disclosure (電気通信事業法 §27-12): the body comes from Tabiji's renderer like the
// furniture (region 'external-transmission'), so the demo holds none of its words and any host serves the same page.
import { html, raw } from '../http/html.mjs';
import { layout, pageContext } from './layout.mjs';

/** The region that holds the page's body. */
export const DISCLOSURE_REGION = 'external-transmission';

/** @param {import('./layout.mjs').PageRequest} page */
export function disclosurePage(page) {
  const { text } = page;
  return layout(page, {
    title: `${text.disclosureTitle} | Tabiji`,
    description: text.disclosureDescription,
    context: pageContext({ page_name: 'external_transmission' }),
    pageRegion: DISCLOSURE_REGION,
    // Without the renderer (?no-ssr, fragments) the page still says what it is about rather than being blank.
    body: (regions) => html`<div class="content disclosure">${regions[DISCLOSURE_REGION] ? raw(regions[DISCLOSURE_REGION]) : html`<h1>${text.disclosureTitle}</h1><p>${text.disclosureDescription}</p>`}</div>`,
  });
}
