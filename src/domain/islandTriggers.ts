/**
 * When an island's code is fetched and the island mounted (declared per island in src/ui/islands/loading.ts, as the
 * Guardian's `deferUntil` and Astro's `client:*` do); the first trigger that fires mounts it.
 */
export type IslandTrigger =
  /** At start and whenever the page comes back, when someone may be signed in: their avatar shows without a tap. */
  | 'signed-in'
  /** At the visitor's first press, key or scroll anywhere on the page. */
  | 'interaction'
  /** When the region comes within a screen's height of the viewport. */
  | 'visible'
  /** At the browser's first idle moment after the page started (a timeout where it cannot tell). */
  | 'idle';
