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
}

export const DEFAULT_PAGE_CONTEXT: PageContext = Object.freeze({
  ads: Object.freeze([]) as unknown as AdSlotDefinition[],
  articleId: null,
  categoryId: null,
  regionId: null,
  pageName: 'normal',
  isPrArticle: false,
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
 * Only the page name from the page context's JSON text, as parsePageContextJson reads it (the default when the text
 * or the field is missing or bad): for the head script, which records a page's web vitals without the islands.
 */
export function pageNameFromContextJson(text: string | null | undefined): string {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    return DEFAULT_PAGE_CONTEXT.pageName;
  }
  return isRecord(raw) && Object.hasOwn(raw, 'page_name') && isPageName(raw.page_name) ? raw.page_name : DEFAULT_PAGE_CONTEXT.pageName;
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

function parseFlag(key: string, raw: unknown, errors: Errors): boolean {
  if (raw === undefined || raw === null) return false;
  if (typeof raw === 'boolean') return raw;
  errors.push(`${PREFIX} ${key} must be true or false, got ${describeValue(raw)}`);
  return false;
}
