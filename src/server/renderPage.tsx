import { renderToString } from 'react-dom/server';
import { describeValue, isRecord } from '../domain/describeValue';
import { languageByPathCode, pathCodeFromPath, type PathCode } from '../domain/languages';
import { parseNavigation } from '../domain/navigation';
import { parsePageContext } from '../domain/pageContext';
import type { Token } from '../ports/tokens';
import { IslandRoot } from '../ui/IslandRoot';
import type { IslandProps } from '../ui/islands/IslandProps';
import { ISLANDS } from '../ui/islands/registry';
import type { ServiceResolver } from '../ui/services';
import { SERVER_MESSAGES } from './serverMessages';

/** The names of the regions Tabiji renders, as hosts mark them in `data-tabiji-island`. */
export const REGION_NAMES: readonly string[] = Object.keys(ISLANDS);

/** Longest page path (with its query) the renderer accepts. */
export const MAX_PATH_LENGTH = 2048;

/** What a page's furniture is rendered from. */
export interface RenderRequest {
  /** The page's site path with its query, e.g. '/en/articles/1?keyword=ramen'. Its first segment is the language. */
  readonly path: string;
  /** The page's navigation, in the shape of the `tabiji-navigation` JSON. */
  readonly navigation?: unknown;
  /** The page context, in the shape of the `tabiji-context` JSON. */
  readonly context?: unknown;
  /** Which regions to render (default: all). */
  readonly regions?: readonly string[];
}

/** The HTML of each region (to be placed inside its `data-tabiji-island` element), and what was wrong with the input. */
export interface RenderedPage {
  readonly pathCode: PathCode;
  /** The BCP 47 tag of the language the furniture is written in. */
  readonly lang: string;
  readonly regions: Readonly<Record<string, string>>;
  /** Bad navigation or context entries that were left out, and regions that failed (left empty). */
  readonly warnings: readonly string[];
}

/** The request cannot be rendered at all (the message says why, for the caller). */
export class RenderInputError extends Error {
  override readonly name = 'RenderInputError';
}

/** Islands read browser-only services after mounting; resolving one while rendering on the server is a bug. */
const SERVER_SERVICES: ServiceResolver = {
  get<T>(token: Token<T>): T {
    throw new Error(`${token.description ?? 'a service'} is browser-only and cannot be used while rendering on the server`);
  },
  getAsync<T>(token: Token<T>): Promise<T> {
    return Promise.reject(new Error(`${token.description ?? 'a service'} is browser-only`));
  },
};

/** The site path and query of `raw`, normalised (no hash); throws RenderInputError when it is not a site path. */
export function normalisePath(raw: unknown): string {
  if (typeof raw !== 'string') throw new RenderInputError(`path must be a site path such as "/en/", got ${describeValue(raw)}`);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) {
    throw new RenderInputError(`path must be a site path starting with a single "/", got ${describeValue(raw)}`);
  }
  if (raw.length > MAX_PATH_LENGTH) throw new RenderInputError(`path is longer than ${MAX_PATH_LENGTH} characters`);
  const url = new URL(raw, 'http://tabiji.invalid');
  return `${url.pathname}${url.search}`;
}

function regionsOf(raw: unknown): readonly string[] {
  if (raw === undefined) return REGION_NAMES;
  if (!Array.isArray(raw) || raw.some((name) => typeof name !== 'string')) {
    throw new RenderInputError(`regions must be a list of region names, got ${describeValue(raw)}`);
  }
  const unknown = raw.filter((name: string) => !REGION_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new RenderInputError(`unknown region(s) ${unknown.map((name) => JSON.stringify(name)).join(', ')}; known: ${REGION_NAMES.join(', ')}`);
  }
  return raw as string[];
}

/**
 * The HTML of the page's furniture, region by region, in the page's language, exactly as the islands' first
 * render in the browser produces it (so they hydrate it). Bad navigation or context entries are left out with a
 * warning, like the browser does; a region that fails to render is left empty (the browser renders it) with a
 * warning. Throws RenderInputError when the request itself is unusable.
 */
export function renderPage(request: unknown): RenderedPage {
  if (!isRecord(request)) throw new RenderInputError(`the request must be an object, got ${describeValue(request)}`);
  const path = normalisePath(request['path']);
  const regions = regionsOf(request['regions']);
  const { navigation, errors: navigationErrors } = parseNavigation(request['navigation']);
  const { context, errors: contextErrors } = parsePageContext(request['context'] ?? {});
  const pathCode = pathCodeFromPath(new URL(path, 'http://tabiji.invalid').pathname);
  const props: IslandProps = { pathCode, path, navigation, context, messages: SERVER_MESSAGES[pathCode] };
  const warnings = [...navigationErrors, ...contextErrors];
  const html: Record<string, string> = {};
  for (const name of regions) {
    const Island = ISLANDS[name];
    if (!Island) continue;
    try {
      html[name] = renderToString(
        <IslandRoot name={name} services={SERVER_SERVICES}>
          <Island {...props} />
        </IslandRoot>,
        { identifierPrefix: `tabiji-${name}-` },
      );
    } catch (error) {
      html[name] = '';
      warnings.push(`region ${name} could not be rendered (${(error as Error).message}); left empty for the browser to render`);
    }
  }
  return { pathCode, lang: languageByPathCode(pathCode)?.tag ?? pathCode, regions: html, warnings };
}
