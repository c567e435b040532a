import { describeValue, isRecord } from '../domain/describeValue';
import { parseNavigation, type SiteNavigation } from '../domain/navigation';
import { parsePageContext, type PageContext } from '../domain/pageContext';

/** Longest page path (with its query) the renderer accepts. */
export const MAX_PATH_LENGTH = 2048;

/** Most region names one request may list (Tabiji has fewer regions); a longer list is refused, duplicates dropped. */
export const MAX_REGIONS = 16;

/** Most warnings an answer lists; past them, one line says how many more there were. */
export const MAX_WARNINGS = 20;

/** `warnings` as an answer carries them: the first MAX_WARNINGS, then a count of the rest. */
export function summariseWarnings(warnings: readonly string[]): readonly string[] {
  if (warnings.length <= MAX_WARNINGS) return warnings;
  return [...warnings.slice(0, MAX_WARNINGS), `… and ${warnings.length - MAX_WARNINGS} more warnings`];
}

/** The request cannot be rendered at all (the message says why, for the caller). */
export class RenderInputError extends Error {
  override readonly name = 'RenderInputError';
}

/** A render request once checked: what the HTML is rendered from, and what was wrong with navigation and context. */
export interface RenderInput {
  /** The normalised site path with its query (no hash). */
  readonly path: string;
  readonly navigation: SiteNavigation;
  readonly context: PageContext;
  /** The distinct region names asked for (at most MAX_REGIONS listed), in their first order (checked against the islands when rendering); null for all. */
  readonly regions: readonly string[] | null;
  /** Bad navigation or context entries that were left out. */
  readonly warnings: readonly string[];
}

/** The site path and query of `raw`, normalised (no hash); throws RenderInputError when it is not a site path. */
export function normalisePath(raw: unknown): string {
  if (typeof raw !== 'string') throw new RenderInputError(`path must be a site path such as "/en/", got ${describeValue(raw)}`);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) {
    throw new RenderInputError(`path must be a site path starting with a single "/", got ${describeValue(raw)}`);
  }
  if (raw.length > MAX_PATH_LENGTH) throw new RenderInputError(`path is longer than ${MAX_PATH_LENGTH} characters`);
  const url = new URL(raw, 'http://tabiji.invalid');
  // Checked on the output too: `/.//host` or `/x/..//host` normalise to `//host`, another site to a browser.
  if (url.pathname.startsWith('//')) {
    throw new RenderInputError(`path must be a site path starting with a single "/", got ${describeValue(raw)}`);
  }
  return `${url.pathname}${url.search}`;
}

/**
 * The checked form of a render request (`{path, navigation?, context?, regions?}`). Bad navigation or context
 * entries become warnings, as in the browser; a request that is not an object, a bad path or a `regions` that is
 * not a list of strings throw RenderInputError.
 */
export function parseRenderInput(request: unknown): RenderInput {
  if (!isRecord(request)) throw new RenderInputError(`the request must be an object, got ${describeValue(request)}`);
  const path = normalisePath(request['path']);
  const rawRegions = request['regions'];
  if (rawRegions !== undefined && (!Array.isArray(rawRegions) || rawRegions.some((name) => typeof name !== 'string'))) {
    throw new RenderInputError(`regions must be a list of region names, got ${describeValue(rawRegions)}`);
  }
  const { navigation, errors: navigationErrors } = parseNavigation(request['navigation']);
  const { context, errors: contextErrors } = parsePageContext(request['context'] ?? {});
  if (rawRegions !== undefined && (rawRegions as string[]).length > MAX_REGIONS) {
    throw new RenderInputError(`regions lists ${(rawRegions as string[]).length} names; at most ${MAX_REGIONS} may be asked for`);
  }
  // A name given twice is one region: rendered once, one key in the cache.
  const regions = rawRegions === undefined ? null : [...new Set(rawRegions as string[])];
  return { path, navigation, context, regions, warnings: [...navigationErrors, ...contextErrors] };
}
