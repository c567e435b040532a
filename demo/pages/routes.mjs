// Which page a path is: /{code}/…, or the same paths without a code (Japanese).
import { articleById, categoryById, prArticleById, regionById } from '../content/catalog.mjs';
import { dictionaryFor } from '../content/i18n/index.mjs';
import { DEFAULT_CODE, languageByCode } from '../content/languages.mjs';
import { articlePage } from './articlePage.mjs';
import { disclosurePage } from './disclosurePage.mjs';
import { homePage } from './homePage.mjs';
import { listingPage } from './listingPage.mjs';
import { notFoundPage } from './notFoundPage.mjs';
import { savedPage } from './savedPage.mjs';
import { signinPage } from './signinPage.mjs';

/** Handlers of the paths after the language code; each returns a document, or undefined for "no such page". */
const ROUTES = [
  [/^\/$/, (page) => homePage(page)],
  [/^\/articles\/([^/]+)$/, (page, id) => withItem(articleById(id), (article) => articlePage(page, article, { isPr: false }))],
  [/^\/pr\/([^/]+)$/, (page, id) => withItem(prArticleById(id), (article) => articlePage(page, article, { isPr: true }))],
  [/^\/categories\/([^/]+)$/, (page, id) => withItem(categoryById(id), (item) => listingPage(page, { kind: 'category', item }))],
  [/^\/regions\/([^/]+)$/, (page, id) => withItem(regionById(id), (item) => listingPage(page, { kind: 'region', item }))],
  [/^\/signin$/, (page) => signinPage(page)],
  [/^\/external-transmission$/, (page) => disclosurePage(page)],
  [/^\/saved$/, (page) => savedPage(page)],
];

function withItem(item, render) {
  return item ? render(item) : undefined;
}

/**
 * @param {URL} url
 * @param {{ origin: string, headSnippet: string, renderFurniture?: (request: object) => import('./layout.mjs').Furniture,
 *   isFurnitureSiteWide?: boolean, authEmulatorUrl?: string, isHostSession?: boolean, lightMode?: boolean | null }} site
 * @returns {{ redirect: string } | { status: number, document: import('../http/html.mjs').SafeHtml }}
 */
export function routePage(url, { origin, headSnippet, renderFurniture, isFurnitureSiteWide = false, authEmulatorUrl = '', isHostSession = false, lightMode = null, surveyState }) {
  const pathname = url.pathname;
  const firstSegment = pathname.split('/')[1] ?? '';
  const language = languageByCode(firstSegment);
  if (language && pathname === `/${firstSegment}`) return { redirect: `${pathname}/${url.search}` };
  const code = language ? language.code : DEFAULT_CODE;
  const rest = language ? pathname.slice(firstSegment.length + 1) : pathname;
  const resolvedLanguage = language ?? languageByCode(DEFAULT_CODE);
  const hasIslands = !url.searchParams.has('no-islands');
  /** @type {import('./layout.mjs').PageRequest} */
  const page = {
    code,
    hasCode: Boolean(language),
    rest,
    language: resolvedLanguage,
    text: dictionaryFor(resolvedLanguage.dictionary),
    origin,
    hasIslands,
    // ?plain-photos: Tabiji's islands, but the host's own plain <img> photos (the floor of Tabiji's photos).
    isPlainPhotos: !hasIslands || url.searchParams.has('plain-photos'),
    headSnippet,
    path: `${url.pathname}${url.search}`,
    // ?no-ssr: empty regions, rendered by the browser (a host that does not use the renderer).
    renderFurniture: url.searchParams.has('no-ssr') ? null : renderFurniture ?? null,
    isFurnitureSiteWide,
    authEmulatorUrl,
    isHostSession,
    // The reader's light mode (lightMode.mjs), or null where the site offers none.
    lightMode,
    query: url.searchParams,
    // The reader survey's state: the host's answer to a post (surveyPost.mjs), or thanks after its redirect.
    surveyState: surveyState ?? (url.searchParams.get('survey') === 'sent' ? { status: 'sent' } : undefined),
  };
  for (const [pattern, handler] of ROUTES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const document = handler(page, ...match.slice(1));
    if (document) return { status: 200, document };
    break;
  }
  return { status: 404, document: notFoundPage(page) };
}
