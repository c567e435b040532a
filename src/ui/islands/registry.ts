import type { IslandComponent } from '../mountIslands';
import type { IslandProps } from './IslandProps';

/** The islands this build provides, by the name a host region gives in `data-tabiji-island`. */
export const ISLANDS: Readonly<Record<string, IslandComponent<IslandProps>>> = {};
