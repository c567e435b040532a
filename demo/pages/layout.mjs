// The document every host page shares: head metadata, the islands' regions and the page's JSON data.
import { SCRIPT_ALTERNATES, SUPPORTED_CODES, X_DEFAULT_CODE, languageByCode } from '../content/languages.mjs';
import { navigationFor } from '../content/navigation.mjs';
import { html, jsonForScript, raw } from '../http/html.mjs';
import { fillPhotos, photoPlaceholders, photoRequest, photosJson } from './pagePhotos.mjs';
import { fillPlaces, markedPlaces, placeRequest } from './pagePlaces.mjs';
import { fillSave, saveRequest } from './pageSave.mjs';
import { fillSurvey, surveyRequest } from './pageSurvey.mjs';
import { APPLE_TOUCH_ICON, THEME_COLOR, manifestPathFor } from './webAppManifest.mjs';

/**
 * What a page handler knows about the request.
 * @typedef {object} PageRequest
 * @property {string} code  the path code in effect ('jp' when the path has none)
 * @property {boolean} hasCode  whether the path started with a code
 * @property {string} rest  the path after the code, starting with '/'
 * @property {import('../content/languages.mjs').DemoLanguage} language
 * @property {import('../content/i18n/index.mjs').Dictionary} text
 * @property {string} origin  scheme://host:port for absolute URLs
 * @property {boolean} hasIslands  false with ?no-islands
 * @property {boolean} isPlainPhotos  the host draws its photos as plain <img>s (?plain-photos, ?no-islands)
 * @property {string} headSnippet  dist/tabiji.html
 * @property {string} path  the request's path and query, as the renderer takes it
 * @property {((request: object) => Furniture) | null} renderFurniture  the regions' and photos' server HTML
 * @property {boolean} isFurnitureSiteWide  the furniture is one per language (fragments): no current marks
 * @property {URLSearchParams} query
 * @property {string} authEmulatorUrl  the stack's Firebase Auth emulator ('' for none), for the sign-in page
 * @property {boolean} isHostSession  the build signs visitors in with the host's own session (TABIJI_IDENTITY=host-session)
 * @property {boolean | null} lightMode  the reader's light mode (lightMode.mjs); null where none is offered
 * @property {object} [surveyState]  the reader survey's state: the host's answer to a post, or thanks (pageSurvey.mjs)
 */

/**
 * What the renderer gave for a page: each region's HTML, each photo's in the order asked ('' or missing: left
 * for the browser), and each spot card's in the order asked ('' or missing: the host's own facts stay).
 * @typedef {{ regions: Record<string, string>, photos: string[], places?: string[], survey?: string }} Furniture
 */

/**
 * The page data of the islands (snake_case, as the guide's backend writes it).
 * @typedef {{ ads: object[], article_id: number | null, category_id: number | null, region_id: number | null, page_name: string, is_pr_article: boolean }} TabijiContext
 */

/** A context with every field present; pass only what differs. */
/**
 * Speculation Rules (Chromium): an article a visitor hovers over or starts to tap is prerendered, so it opens at
 * once. Tabiji is prerender-safe: nothing counts, requests or signs in before the visitor activates the page.
 */
export const SPECULATION_RULES_JSON = JSON.stringify({ prerender: [{ where: { href_matches: '/*/articles/*' }, eagerness: 'moderate' }] });
const SPECULATION_RULES = `<script type="speculationrules">${SPECULATION_RULES_JSON}</script>`;

export function pageContext(fields) {
  return { ads: [], article_id: null, category_id: null, region_id: null, page_name: 'top', is_pr_article: false, ...fields };
}

/**
 * The hreflang cluster of an indexable page in one of the six supported languages, as [hreflang, absolute URL]
 * pairs: every version, itself included, then zh-Hant and zh-Hans (the tw and cn versions again, for readers whose
 * browser names only the script), and x-default on the English version (a page whose canonical is itself; see
 * languages.mjs). Pages in the other four languages, pages kept out of search and code-less duplicates claim no
 * membership.
 * @param {{ code: string, hasCode: boolean, rest: string, origin: string }} page
 * @param {boolean} isIndexable
 * @returns {Array<[string, string]>}
 */
export function hreflangAlternates(page, isIndexable) {
  // An address without a language code duplicates the Japanese page (its canonical): only that page speaks for it.
  if (!isIndexable || !page.hasCode || !SUPPORTED_CODES.includes(page.code)) return [];
  const versionOf = (code) => `${page.origin}/${code}${page.rest}`;
  return [
    ...SUPPORTED_CODES.map((code) => [languageByCode(code).tag, versionOf(code)]),
    ...SCRIPT_ALTERNATES.map(([tag, code]) => [tag, versionOf(code)]),
    ['x-default', versionOf(X_DEFAULT_CODE)],
  ];
}

function alternates(page, isIndexable) {
  return hreflangAlternates(page, isIndexable).map(([tag, href]) => html`<link rel="alternate" hreflang="${tag}" href="${href}">\n`);
}

/** The islands' regions this layout places (what a request with `regions` must name besides a page region). */
const FURNITURE_REGIONS = ['information-header', 'sticky-header', 'slider-nav', 'footer'];

/**
 * What the renderer is asked for: the furniture and the page's photos by default; with a page region, it too (even
 * without islands).
 */
function furnitureRequest(page, navigation, context, pageRegion, photos, content) {
  // The article's "Save" control is a page region too (issue 46), asked for where the article marks it.
  const { saveRegion = [], ...rest } = content;
  if (!pageRegion && saveRegion.length === 0) return page.hasIslands ? { path: page.path, navigation, context, ...photos, ...rest } : null;
  const regions = page.hasIslands ? [...FURNITURE_REGIONS, ...(pageRegion ? [pageRegion] : []), ...saveRegion] : pageRegion ? [pageRegion] : [];
  return { path: page.path, navigation, context, regions, ...photos, ...(page.hasIslands ? rest : {}) };
}

/**
 * The whole document. A page whose body the renderer writes names its region in `pageRegion` and gives `body`
 * as a function of the rendered regions. The body's photo placeholders (pagePhotos.mjs) are filled with the
 * renderer's photo HTML, asked for in the same call as the furniture.
 * @param {PageRequest} page
 * @param {{ title: string, description: string, context: TabijiContext,
 *   body: import('../http/html.mjs').SafeHtml | ((regions: Record<string, string>) => import('../http/html.mjs').SafeHtml),
 *   current?: { categoryId?: number | null, regionId?: number | null, isTop?: boolean }, isIndexable?: boolean,
 *   extraHead?: import('../http/html.mjs').SafeHtml, pageRegion?: string }} content
 */
export function layout(page, { title, description, context: pageData, body, current = {}, isIndexable = true, extraHead, pageRegion }) {
  // The reader's light mode goes with every page's context, where the site offers one.
  const context = page.lightMode === null ? pageData : { ...pageData, light_mode: page.lightMode };
  // Prerendered fragments serve every page of a language, so the page's navigation must be the one they were
  // rendered with (no current marks), or hydration would not match them.
  const navigation = navigationFor(page.code, page.text, page.isFurnitureSiteWide ? {} : current);
  // A body written by the renderer holds no photos; any other is complete before the renderer is asked.
  const staticBody = typeof body === 'function' ? null : String(body);
  const placeholders = staticBody ? photoPlaceholders(staticBody) : [];
  const tabijiPhotos = page.isPlainPhotos ? [] : placeholders;
  // Spot cards are Tabiji's: a page without it (?no-islands) keeps the host's own facts.
  const places = staticBody && page.hasIslands ? placeRequest(markedPlaces(staticBody), page.code) : {};
  // The reader survey is Tabiji's too: asked for with the furniture, where the article marks it.
  const survey = staticBody && page.hasIslands ? surveyRequest(staticBody, page) : {};
  const save = staticBody && page.hasIslands ? saveRequest(staticBody) : {};
  const request = page.renderFurniture ? furnitureRequest(page, navigation, context, pageRegion, photoRequest(tabijiPhotos, page.code), { ...places, ...survey, ...save }) : null;
  const { regions = {}, photos = [], places: cards = [], survey: surveyHtml } = (request ? page.renderFurniture(request) : null) ?? {};
  // The renderer's output is Tabiji's own escaped HTML, placed as is inside each region.
  const region = (name) => html`<div data-tabiji-island="${name}">${raw(regions[name] ?? '')}</div>`;
  const main = staticBody === null ? body(regions) : fillPhotos(fillSave(fillSurvey(fillPlaces(staticBody, { request: places, rendered: cards }), surveyHtml), regions.save), { rendered: photos, isPlain: page.isPlainPhotos, code: page.code });
  return html`<!doctype html>
<html lang="${page.language.tag}" data-path-code="${page.code}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
${isIndexable ? '' : html`<meta name="robots" content="noindex">\n`}<meta name="theme-color" content="${THEME_COLOR}">
<link rel="canonical" href="${page.origin}/${page.code}${page.rest}">
${alternates(page, isIndexable)}<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="${manifestPathFor(page.code)}">
<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}">
<link rel="stylesheet" href="/site.css">
${page.hasIslands ? raw(page.headSnippet) : ''}
${raw(SPECULATION_RULES)}
${extraHead ?? ''}
</head>
<body class="page-${context.page_name}">
<a class="skip-link" href="#main">${page.text.skipToContent}</a>
${region('information-header')}
${region('sticky-header')}
${region('slider-nav')}
<main id="main">
${main}
</main>
${region('footer')}
<script type="application/json" id="tabiji-context">${jsonForScript(context)}</script>
<script type="application/json" id="tabiji-navigation">${jsonForScript(navigation)}</script>
${tabijiPhotos.length > 0 ? html`<script type="application/json" id="tabiji-photos">${jsonForScript(photosJson(tabijiPhotos, page.code))}</script>\n` : ''}</body>
</html>
`;
}
