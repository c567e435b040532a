import 'reflect-metadata/lite';
import { buildEnvironment } from './buildEnvironment';
import { createContainer, resolverFor } from './container';
import { parseConfig } from './domain/config';
import { languageByPathCode, pathCodeFromPath, type PathCode } from './domain/languages';
import { parseNavigationJson } from './domain/navigation';
import { parsePageContextJson } from './domain/pageContext';
import { TOKENS } from './ports/tokens';
import { startAdsAfterLoad } from './ui/ads/startAdsAfterLoad';
import { ISLANDS } from './ui/islands/registry';
import { clearLeaveWarningOnLinkClick } from './ui/leaveWarning';
import { loadMessages } from './ui/messages/loadMessages';
import type { Messages } from './ui/messages/Messages';
import { mountIslands } from './ui/mountIslands';
import { pushControllerFor } from './ui/push/usePush';
import { trackPageAfterLoad } from './ui/tracking/trackPage';

const jsonText = (id: string) => document.getElementById(id)?.textContent;

/** Reads what the host page says, wires the ports and mounts the islands. */
export async function boot(pathCode: PathCode, messages: Messages): Promise<void> {
  const { config, errors: configErrors } = parseConfig(buildEnvironment);
  const { context, errors: contextErrors } = parsePageContextJson(jsonText('tabiji-context'));
  const { navigation, errors: navigationErrors } = parseNavigationJson(jsonText('tabiji-navigation'));
  for (const error of [...configErrors, ...contextErrors, ...navigationErrors]) console.error(`Tabiji: ${error}`);

  const services = resolverFor(createContainer(config));
  clearLeaveWarningOnLinkClick(document, services.get(TOKENS.Navigation));
  trackPageAfterLoad(services, pathCode);
  startAdsAfterLoad(services, { pathCode, context });
  // Affiliate links are completed by a small chunk, fetched only when the page has some.
  if (document.querySelector('a[data-tabiji-affiliate]')) {
    import('./ui/affiliate/completeAffiliateLinks')
      .then(({ completeAffiliateLinks }) =>
        completeAffiliateLinks(document, { config, languageTag: languageByPathCode(pathCode)?.tag ?? pathCode, messages }),
      )
      .catch((error: unknown) => console.error('Tabiji: the affiliate links could not be completed.', error));
  }
  pushControllerFor(services);
  const path = `${window.location.pathname}${window.location.search}`;
  await mountIslands(document, ISLANDS, { pathCode, path, context, navigation, messages }, services);
}

const pathCode = pathCodeFromPath(window.location.pathname);
loadMessages(pathCode)
  .then((messages) => boot(pathCode, messages))
  .catch((error: unknown) => console.error('Tabiji: the page furniture could not start.', error));
