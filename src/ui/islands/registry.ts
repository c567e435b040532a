import type { IslandComponent } from '../mountIslands';
import { Footer } from './Footer';
import { InformationHeader } from './InformationHeader';
import type { IslandProps } from './IslandProps';
import { SliderNav } from './SliderNav';
import { StickyHeader } from './StickyHeader';

/** The islands this build provides, by the name a host region gives in `data-tabiji-island`. */
export const ISLANDS: Readonly<Record<string, IslandComponent<IslandProps>>> = {
  'information-header': InformationHeader,
  'sticky-header': StickyHeader,
  'slider-nav': SliderNav,
  footer: Footer,
};
