import './installReflectMetadata';
import type { StartedPage } from './visit';
import { islandsContainer, resolverFor } from './container';
import { hostJsonText } from './application/hostJson';
import { markupStampFor } from './domain/markupStamp';
import { parseNavigationJson } from './domain/navigation';
import { MARKUP_BUILD } from './markupBuild';
import type { IslandProps } from './ui/islands/IslandProps';
import { ISLANDS } from './ui/islands/registry';
import { mountIslands } from './ui/mountIslands';
import type { ServiceResolver } from './ports/tokens';
import type { Messages } from './ui/messages/Messages';

/** What the islands mount with: their container and what the host page said. */
interface IslandsPage {
  readonly services: ServiceResolver;
  readonly props: IslandProps;
}

let islandsPage: IslandsPage | undefined;

/** The islands' container (over the running services, ADR 038) and props, made with the first island of the page. */
function islandsPageOf(started: StartedPage, messages: Messages): IslandsPage {
  if (islandsPage) return islandsPage;
  const navigationJson = hostJsonText(document, 'tabiji-navigation');
  const { navigation, errors } = parseNavigationJson(navigationJson.text);
  for (const error of [...navigationJson.errors, ...errors]) console.error(`Tabiji: ${error}`);
  const { pathCode, context } = started;
  const path = `${window.location.pathname}${window.location.search}`;
  islandsPage = {
    services: resolverFor(islandsContainer(started.services, started.bindings)),
    props: { pathCode, path, context, navigation, messages },
  };
  return islandsPage;
}

/**
 * The islands' chunk: React, the island components, their container and their mounting, fetched only when a region's
 * trigger fires (ui/islands/loading.ts). It mounts the regions with the page's services, which started without it.
 */
export function mountRegions(regions: HTMLElement[], started: StartedPage, messages: Messages): Promise<string[]> {
  const { services, props } = islandsPageOf(started, messages);
  return mountIslands(regions, ISLANDS, props, services, (name) => markupStampFor(MARKUP_BUILD, props.pathCode, name, props.navigation));
}
