import type { BootedPage } from './boot';
import { ISLANDS } from './ui/islands/registry';
import { mountIslands } from './ui/mountIslands';

/**
 * The islands' chunk: React, the island components and their mounting, fetched only when a region's trigger fires
 * (ui/islands/loading.ts). It mounts the regions with the page's services, which started without it.
 */
export function mountRegions(regions: HTMLElement[], page: BootedPage): Promise<string[]> {
  return mountIslands(regions, ISLANDS, page.props, page.services, page.expectedStamp);
}
