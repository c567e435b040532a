import type { PathCode } from './languages';
import type { SiteNavigation } from './navigation';

/**
 * The stamp on a region's server HTML: which build of the islands made it, and a hash of what it was made from (the
 * language, the region and the parsed navigation). The browser hydrates the HTML only when both match its own;
 * otherwise the HTML is stale (an old prerendered fragment, an old cache entry, a renderer of another deploy), and
 * React 19 would keep its outdated links without a word, so the island renders afresh instead.
 *
 * The path is not in the hash: prerendered fragments are made once per language and serve every page, and what
 * depends on the path (the language links) is corrected in the browser after mounting.
 */
export interface MarkupStamp {
  readonly build: string;
  readonly inputs: string;
}

const PREFIX = 'tabiji:';

/** The stamp of the HTML of `region`, for the build `build`. */
export function markupStampFor(build: string, pathCode: PathCode, region: string, navigation: SiteNavigation): MarkupStamp {
  return { build, inputs: fnv1a(JSON.stringify([pathCode, region, navigation])) };
}

/** The stamp as the text of the HTML comment that opens the region's HTML: `tabiji:<build>:<inputs>`. */
export function markupStampText(stamp: MarkupStamp): string {
  return `${PREFIX}${stamp.build}:${stamp.inputs}`;
}

/** The stamp in a comment's text, or null when the comment is not a Tabiji stamp. */
export function parseMarkupStamp(text: string): MarkupStamp | null {
  const match = /^tabiji:([A-Za-z0-9_-]{1,64}):([0-9a-f]{8})$/.exec(text.trim());
  return match ? { build: match[1] as string, inputs: match[2] as string } : null;
}

/** Whether HTML stamped `found` was made by the build and from the inputs of `expected`. */
export function isSameMarkup(found: MarkupStamp, expected: MarkupStamp): boolean {
  return found.build === expected.build && found.inputs === expected.inputs;
}

/** FNV-1a (32 bits) of the UTF-16 code units of `text`, as 8 hex digits: a fingerprint, not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
