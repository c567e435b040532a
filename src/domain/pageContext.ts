import { parseAdSlots, type AdSlotDefinition } from './adSlot';
import { describeValue, isRecord } from './describeValue';

export type { AdSize, AdSlotDefinition } from './adSlot';

export interface PageContext {
  ads: AdSlotDefinition[];
  articleId: number | null;
  categoryId: number | null;
  regionId: number | null;
  pageName: string;
  isPrArticle: boolean;
  /**
   * The reader's light mode, as the host decided it (docs/integrating.md, "Light mode"): true, false, or null when
   * the host offers none (then no switch is shown).
   */
  lightMode: boolean | null;
}

export const DEFAULT_PAGE_CONTEXT: PageContext = Object.freeze({
  ads: Object.freeze([]) as unknown as AdSlotDefinition[],
  articleId: null,
  categoryId: null,
  regionId: null,
  pageName: 'normal',
  isPrArticle: false,
  lightMode: null,
});

const PREFIX = 'page context:';

type Errors = string[];

/** The page context from the host page's snake_case JSON value; never throws: each bad field or slot falls back or is dropped with a message in `errors`. */
export function parsePageContext(raw: unknown): { context: PageContext; errors: string[] } {
  if (!isRecord(raw)) {
    return { context: freshDefaults(), errors: [`${PREFIX} expected an object, got ${describeValue(raw)}`] };
  }
  const field = (key: string): unknown => (Object.hasOwn(raw, key) ? raw[key] : undefined);
  const errors: Errors = [];
  const context: PageContext = {
    ads: parseAds(field('ads'), errors),
    articleId: parseId('article_id', field('article_id'), errors),
    categoryId: parseId('category_id', field('category_id'), errors),
    regionId: parseId('region_id', field('region_id'), errors),
    pageName: parsePageName(field('page_name'), errors),
    isPrArticle: parseFlag('is_pr_article', field('is_pr_article'), errors),
    lightMode: parseLightMode(field('light_mode'), errors),
  };
  return { context, errors };
}

/** parsePageContext of JSON text; missing/blank text or invalid JSON gives the defaults and one error. */
export function parsePageContextJson(text: string | null | undefined): { context: PageContext; errors: string[] } {
  if (text === null || text === undefined || text.trim() === '') {
    return { context: freshDefaults(), errors: [`${PREFIX} missing`] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { context: freshDefaults(), errors: [`${PREFIX} not valid JSON (${reason})`] };
  }
  return parsePageContext(raw);
}

/**
 * Only the page name and the light mode from the page context's JSON text, as parsePageContextJson reads them (the
 * defaults when the text or a field is missing or bad): for the claim program, which records the page view and its
 * web vitals without the islands.
 */
export function pageFactsFromContextJson(text: string | null | undefined): Pick<PageContext, 'pageName' | 'lightMode'> {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    raw = undefined;
  }
  const field = (key: string): unknown => (isRecord(raw) && Object.hasOwn(raw, key) ? raw[key] : undefined);
  const pageName = field('page_name');
  const lightMode = field('light_mode');
  return {
    pageName: isPageName(pageName) ? pageName : DEFAULT_PAGE_CONTEXT.pageName,
    lightMode: typeof lightMode === 'boolean' ? lightMode : null,
  };
}

/** True on an article page: an article id is set or the page is a PR article. */
export function isArticlePage(context: Pick<PageContext, 'articleId' | 'isPrArticle'>): boolean {
  return context.articleId !== null || context.isPrArticle;
}

function freshDefaults(): PageContext {
  return { ...DEFAULT_PAGE_CONTEXT, ads: [] };
}

function parseAds(raw: unknown, errors: Errors): AdSlotDefinition[] {
  const parsed = parseAdSlots(raw);
  errors.push(...parsed.errors.map((error) => `${PREFIX} ${error}`));
  return parsed.slots;
}

function parseId(key: string, raw: unknown, errors: Errors): number | null {
  if (raw === undefined || raw === null) return null;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  errors.push(`${PREFIX} ${key} must be a whole number, got ${describeValue(raw)}`);
  return null;
}

function isPageName(raw: unknown): raw is string {
  return typeof raw === 'string' && raw.trim() !== '';
}

function parsePageName(raw: unknown, errors: Errors): string {
  if (raw === undefined || raw === null) return DEFAULT_PAGE_CONTEXT.pageName;
  if (isPageName(raw)) return raw;
  errors.push(`${PREFIX} page_name must be a non-empty string, got ${describeValue(raw)}`);
  return DEFAULT_PAGE_CONTEXT.pageName;
}

function parseLightMode(raw: unknown, errors: Errors): boolean | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'boolean') return raw;
  errors.push(`${PREFIX} light_mode must be true, false or absent, got ${describeValue(raw)}`);
  return null;
}

function parseFlag(key: string, raw: unknown, errors: Errors): boolean {
  if (raw === undefined || raw === null) return false;
  if (typeof raw === 'boolean') return raw;
  errors.push(`${PREFIX} ${key} must be true or false, got ${describeValue(raw)}`);
  return false;
}
