import { describeValue, isRecord } from './describeValue';

/** One link the host page offers. */
export interface NavLink {
  readonly label: string;
  readonly href: string;
  readonly isCurrent: boolean;
  /** How to read the label, shown above it as ruby (the host's Easy Japanese region names); absent when not given. */
  readonly reading?: string;
}

/** The longest reading accepted: a reading is a few words of kana, not text. */
const MAX_READING_LENGTH = 40;

/**
 * Bounds on the host's navigation, far above any real menu and far below what would cost a renderer or a browser:
 * entries past `maxListItems` in one list (menu, a menu's children, slider, footer, a footer group's links) are
 * left out with one error for the list, and a label or title longer than `maxLabelLength` characters leaves its
 * entry out. Lists nest (100 menu entries of 100 children each), so the links of the whole navigation are bounded
 * too: past `maxLinks` (menu entries and their children, the slider, then the footer's links, in that order) the
 * rest are left out, unread, with one error. So a hostile or broken navigation costs at most about a thousand links
 * and a few hundred errors, to parse and to render.
 */
export const NAVIGATION_LIMITS = { maxListItems: 100, maxLabelLength: 200, maxLinks: 1000 } as const;

/** A hamburger-menu entry; entries with children open as collapsible menus. */
export interface MenuItem extends NavLink {
  readonly children: readonly NavLink[];
}

export interface FooterGroup {
  readonly title: string;
  readonly links: readonly NavLink[];
}

/** The host page's navigation: hamburger menu, slider bar, footer groups and the sign-in address. */
export interface SiteNavigation {
  readonly menu: readonly MenuItem[];
  readonly slider: readonly NavLink[];
  readonly footer: readonly FooterGroup[];
  readonly signin: string | null;
}

export const EMPTY_NAVIGATION: SiteNavigation = { menu: [], slider: [], footer: [], signin: null };

/** Resolves site paths without knowing the page's origin (only the path, query and hash are kept). */
const SITE_BASE = 'http://site.invalid';

/**
 * A link target that is safe to render, normalised as the browser would read it: a same-site path ('/x', never
 * '//host' or '/\host'; dot segments resolved, characters percent-encoded) or an absolute http(s) URL without
 * credentials. Anything else (javascript:, data:, relative paths, control characters, user@host) gives null.
 */
export function safeHref(href: unknown): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (typeof href !== 'string' || href === '' || /[\u0000-\u001f\u007f\\]/.test(href)) return null;
  const isSitePath = href.startsWith('/');
  if (isSitePath && href.startsWith('//')) return null;
  try {
    const url = isSitePath ? new URL(href, SITE_BASE) : new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    if (!isSitePath) return url.href;
    // Checked on the output: `/.//host`, `/x/..//host` or `/%2e//host` normalise to `//host`, which a browser
    // reads as another site (a protocol-relative link).
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? null : path;
  } catch {
    return null;
  }
}

/** The host's navigation JSON (`tabiji-navigation`), never throwing: bad entries are dropped with an error each. */
export function parseNavigation(raw: unknown): { navigation: SiteNavigation; errors: string[] } {
  const errors: string[] = [];
  if (raw === undefined || raw === null) return { navigation: EMPTY_NAVIGATION, errors };
  if (!isRecord(raw)) return { navigation: EMPTY_NAVIGATION, errors: [`navigation: expected an object, got ${describeValue(raw)}`] };
  let linksLeft: number = NAVIGATION_LIMITS.maxLinks;
  let isOver = false;
  const boundedLink = (item: unknown, at: string): NavLink | null => {
    if (linksLeft === 0) {
      isOver = true;
      return null;
    }
    linksLeft -= 1;
    return parseLink(item, at, errors);
  };
  const links = (value: unknown, where: string): NavLink[] => listOf(value, where, errors, boundedLink);
  const menu = listOf(raw['menu'], 'menu', errors, (item, at) => {
    const link = boundedLink(item, at);
    return link && { ...link, children: links(isRecord(item) ? item['children'] : undefined, `${at}.children`) };
  });
  const slider = links(raw['slider'], 'slider');
  const footer = listOf(raw['footer'], 'footer', errors, (item, at) => {
    if (!isRecord(item) || typeof item['title'] !== 'string' || item['title'].trim() === '') {
      errors.push(`navigation: ${at} needs a non-empty title`);
      return null;
    }
    if (item['title'].trim().length > NAVIGATION_LIMITS.maxLabelLength) {
      errors.push(`navigation: ${at} has a title longer than ${NAVIGATION_LIMITS.maxLabelLength} characters`);
      return null;
    }
    return { title: item['title'].trim(), links: links(item['links'], `${at}.links`) };
  });
  if (isOver) errors.push(`navigation: more than ${NAVIGATION_LIMITS.maxLinks} links in all; the rest were left out, unread`);
  const signin = raw['signin'] === undefined ? null : safeHref(raw['signin']);
  if (raw['signin'] !== undefined && signin === null) errors.push(`navigation: signin is not a safe link: ${describeValue(raw['signin'])}`);
  return { navigation: { menu, slider, footer, signin }, errors };
}

/** Parses the JSON text of the navigation element; missing text means no navigation (not an error). */
export function parseNavigationJson(text: string | null | undefined): { navigation: SiteNavigation; errors: string[] } {
  if (text === null || text === undefined || text.trim() === '') return { navigation: EMPTY_NAVIGATION, errors: [] };
  try {
    return parseNavigation(JSON.parse(text));
  } catch (error) {
    return { navigation: EMPTY_NAVIGATION, errors: [`navigation: not valid JSON (${(error as Error).message})`] };
  }
}

function parseLink(item: unknown, at: string, errors: string[]): NavLink | null {
  if (!isRecord(item) || typeof item['label'] !== 'string' || item['label'].trim() === '') {
    errors.push(`navigation: ${at} needs a non-empty label`);
    return null;
  }
  if (item['label'].trim().length > NAVIGATION_LIMITS.maxLabelLength) {
    errors.push(`navigation: ${at} has a label longer than ${NAVIGATION_LIMITS.maxLabelLength} characters`);
    return null;
  }
  const href = safeHref(item['href']);
  if (href === null) {
    errors.push(`navigation: ${at} has no safe href: ${describeValue(item['href'])}`);
    return null;
  }
  const link = { label: item['label'].trim(), href, isCurrent: item['current'] === true };
  const reading = parseReading(item['reading'], at, errors);
  return reading === null ? link : { ...link, reading };
}

/** An optional reading: a non-empty, one-line string of at most MAX_READING_LENGTH characters; anything else is dropped. */
function parseReading(value: unknown, at: string, errors: string[]): string | null {
  if (value === undefined) return null;
  const reading = typeof value === 'string' ? value.trim() : '';
  // eslint-disable-next-line no-control-regex -- a reading is one line of text
  if (reading === '' || reading.length > MAX_READING_LENGTH || /[\u0000-\u001f\u007f]/.test(reading)) {
    errors.push(`navigation: ${at}.reading must be a short non-empty string, got ${describeValue(value)}; the label is shown without it`);
    return null;
  }
  return reading;
}

function listOf<T>(value: unknown, where: string, errors: string[], parse: (item: unknown, at: string) => T | null): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push(`navigation: ${where} must be a list, got ${describeValue(value)}`);
    return [];
  }
  if (value.length > NAVIGATION_LIMITS.maxListItems) {
    errors.push(`navigation: ${where} has ${value.length} entries; only the first ${NAVIGATION_LIMITS.maxListItems} are used`);
  }
  return value
    .slice(0, NAVIGATION_LIMITS.maxListItems)
    .map((item, index) => parse(item, `${where}[${index}]`))
    .filter((item): item is T => item !== null);
}
