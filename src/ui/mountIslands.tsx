import { startTransition, type ComponentType } from 'react';
import { HOST_MARKUP } from '../domain/hostMarkup';
import { isSameMarkup, parseMarkupStamp, type MarkupStamp } from '../domain/markupStamp';
import { IslandRoot } from './IslandRoot';
import { yieldToMain } from '../domain/yieldToMain';
import type { ServiceResolver } from './services';


/** What every island receives from the boot code. */
export type IslandComponent<P> = ComponentType<P>;

/** The region holds HTML from Tabiji's server renderer (an element; whitespace around it does not count). */
function hasServerHtml(region: HTMLElement): boolean {
  return region.firstElementChild !== null;
}

/** Hydration walks the region's nodes one by one: whitespace the host left around the HTML would not match. */
function dropWhitespaceText(region: HTMLElement): void {
  for (const node of Array.from(region.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '') node.remove();
  }
}

/** The region's markup stamp comment, taken out of it (hydration must not meet it); null when it has none. */
function takeStamp(region: HTMLElement): MarkupStamp | null {
  for (const node of Array.from(region.childNodes)) {
    if (node.nodeType !== Node.COMMENT_NODE) continue;
    const stamp = parseMarkupStamp(node.textContent ?? '');
    if (stamp) {
      node.remove();
      return stamp;
    }
  }
  return null;
}

/**
 * Mounts each region (`regions`, or every element marked `data-tabiji-island="name"` under a root) with the island
 * registered under its name, one island per task. A region holding server-rendered HTML is hydrated, an empty one rendered from scratch, both as
 * interruptible (transition) renders. Server HTML stamped by another build or for other inputs than `expectedStamp`
 * gives (stale: an old fragment or cache entry), or with no stamp where one is expected (stripped: one warning for
 * all such regions), is rendered from scratch too, replacing it when React commits. Unknown names are reported and skipped; each island has its own root
 * and error boundary. Once an island runs with browser state its region gets `data-tabiji-ready`.
 */
export async function mountIslands<P extends object>(
  regions: ParentNode | readonly HTMLElement[],
  islands: Readonly<Record<string, IslandComponent<P>>>,
  props: P,
  services: ServiceResolver,
  expectedStamp: (name: string) => MarkupStamp | null = () => null,
): Promise<string[]> {
  const mounted: string[] = [];
  const unstamped: string[] = [];
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const elements = Array.isArray(regions) ? regions : Array.from((regions as ParentNode).querySelectorAll<HTMLElement>(`[${HOST_MARKUP.island}]`));
  for (const element of elements) {
    const name = element.getAttribute(HOST_MARKUP.island) ?? '';
    const Island = Object.hasOwn(islands, name) ? islands[name] : undefined;
    if (!Island) {
      console.warn(`Tabiji: no island is called "${name}"; the region was left as the host rendered it.`);
      continue;
    }
    await yieldToMain();
    try {
      const tree = (
        <IslandRoot name={name} services={services} onReady={() => element.setAttribute(HOST_MARKUP.ready, '')}>
          <Island {...props} />
        </IslandRoot>
      );
      const identifierPrefix = `tabiji-${name}-`;
      const stamp = hasServerHtml(element) ? takeStamp(element) : null;
      const expected = hasServerHtml(element) ? expectedStamp(name) : null;
      // Server HTML without its stamp cannot tell which build or inputs made it (a CDN or minifier that strips
      // comments, an edited fragment): it may carry stale links React would keep, so it is rendered afresh too.
      const isUnstamped = stamp === null && expected !== null;
      const isStale = isUnstamped || (stamp !== null && expected !== null && !isSameMarkup(stamp, expected));
      if (isUnstamped) unstamped.push(name);
      else if (isStale) {
        console.info(`Tabiji: the "${name}" region's server HTML was made by build ${stamp?.build} from other inputs or code; it was rendered afresh.`);
      }
      if (hasServerHtml(element) && !isStale) {
        dropWhitespaceText(element);
        // Inside a transition, hydration gets a transition lane: React hydrates in slices and yields between them,
        // so no island's hydration is one long task on a slow phone.
        startTransition(() => {
          hydrateRoot(element, tree, {
            identifierPrefix,
            onRecoverableError: (error) =>
              console.error(`Tabiji: the "${name}" island's server HTML did not match; it was rendered again in the browser.`, error),
          });
        });
      } else {
        // Stale server HTML stays on screen until React's first commit replaces it: nothing blinks or moves.
        const reactRoot = createRoot(element, { identifierPrefix });
        startTransition(() => reactRoot.render(tree));
      }
      mounted.push(name);
    } catch (error) {
      console.error(`Tabiji: the "${name}" island could not be mounted.`, error);
    }
  }
  if (unstamped.length > 0) {
    console.warn(`Tabiji: the server HTML of ${unstamped.map((name) => `"${name}"`).join(', ')} has no markup stamp (the <!--tabiji:…--> comment ` +
      'a CDN or HTML minifier may strip), so it was rendered afresh rather than hydrated; keep the comment to hydrate it.');
  }
  return mounted;
}
