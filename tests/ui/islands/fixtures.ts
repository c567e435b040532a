import { DEFAULT_PAGE_CONTEXT } from '../../../src/domain/pageContext';
import type { SiteNavigation } from '../../../src/domain/navigation';
import type { IslandProps } from '../../../src/ui/islands/IslandProps';
import en from '../../../src/ui/messages/en';

export const NAVIGATION: SiteNavigation = {
  menu: [
    { label: 'Sightseeing', href: '/en/categories/1', isCurrent: false, children: [] },
    {
      label: 'Regions',
      href: '/en/regions/',
      isCurrent: false,
      children: [{ label: 'Kansai', href: '/en/regions/5', isCurrent: false }],
    },
  ],
  slider: [
    { label: 'Temples', href: '/en/categories/1', isCurrent: false },
    { label: 'Food', href: '/en/categories/2', isCurrent: true },
  ],
  footer: [
    { title: 'About Tabiji', links: [{ label: 'Our story', href: '/en/about', isCurrent: false }] },
    { title: 'Help', links: [{ label: 'Contact', href: '/en/contact', isCurrent: false }] },
  ],
  signin: '/en/signin',
};

/** Props as the boot code would pass them for an English article page. */
export function islandProps(overrides: Partial<IslandProps> = {}): IslandProps {
  return { pathCode: 'en', path: '/en/articles/1', context: DEFAULT_PAGE_CONTEXT, navigation: NAVIGATION, messages: en, ...overrides };
}
