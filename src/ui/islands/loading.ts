import type { IslandTrigger } from '../../domain/islandTriggers';

/**
 * When each island's code is fetched and the island mounted, where the islands are declared (as the Guardian's
 * `deferUntil` and Astro's `client:*` do). The first trigger that fires mounts the island; until then its region is
 * the server's HTML, which works on its own: the menus are `<details>`, the navigation and the language list links.
 * This table imports no island, so the entry can read it without React.
 */
export const ISLAND_TRIGGERS = {
  // The notices due show as server HTML, marked by the head's notice script; their buttons need the code, and a tap on
  // one before it arrives is kept and made again (tapReplay.ts). "Cookie settings" asks again at an interaction too.
  'information-header': ['interaction'],
  // The menus work as HTML; the account menu needs the code only for a visitor who may be signed in.
  'sticky-header': ['signed-in', 'interaction'],
  // It hides as the visitor scrolls down: its first scroll is its trigger.
  'slider-nav': ['interaction'],
  // Its links work as HTML and "Cookie settings" is kept if tapped first; reaching it is a scroll. Not `visible`: on a
  // short page the footer is on the first screen, and a visitor who does nothing would fetch React for it (measured:
  // 167 KB against 89 on /en/regions/1).
  footer: ['interaction'],
} as const satisfies Readonly<Record<string, readonly IslandTrigger[]>>;

/** The islands this build provides, by the name a host region gives in `data-tabiji-island`. */
export type IslandName = keyof typeof ISLAND_TRIGGERS;

/** Whether a region's name is one of this build's islands (a host may name one this build does not have). */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_TRIGGERS, name);
}
