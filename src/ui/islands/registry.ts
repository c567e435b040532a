import type { IslandComponent } from '../mountIslands';
import { Footer } from './Footer';
import { InformationHeader } from './InformationHeader';
import type { IslandProps } from './IslandProps';
import type { IslandName } from './loading';
import { SliderNav } from './SliderNav';
import { StickyHeader } from './StickyHeader';

/**
 * The islands this build provides, by the name a host region gives in `data-tabiji-island`. When each one loads is
 * declared beside it, in loading.ts (which the entry reads without loading these components).
 */
export const ISLANDS: Readonly<Record<IslandName, IslandComponent<IslandProps>>> = {
  'information-header': InformationHeader,
  'sticky-header': StickyHeader,
  'slider-nav': SliderNav,
  footer: Footer,
};
