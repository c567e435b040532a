import 'reflect-metadata/lite';
import './ui/styles/tabiji.css';
import { buildEnvironment } from './buildEnvironment';
import { createContainer, resolverFor } from './container';
import { parseConfig } from './domain/config';
import { pathCodeFromPath } from './domain/languages';
import { parseNavigationJson } from './domain/navigation';
import { parsePageContextJson } from './domain/pageContext';
import { TOKENS } from './ports/tokens';
import { ISLANDS } from './ui/islands/registry';
import { clearLeaveWarningOnLinkClick } from './ui/leaveWarning';
import { loadMessages } from './ui/messages/loadMessages';
import { mountIslands } from './ui/mountIslands';

const jsonText = (id: string) => document.getElementById(id)?.textContent;

/** The page bundle: read what the host page says, wire the ports, mount the islands. */
async function boot(): Promise<void> {
  const pathCode = pathCodeFromPath(window.location.pathname);
  const messages = loadMessages(pathCode);
  const { config, errors: configErrors } = parseConfig(buildEnvironment);
  const { context, errors: contextErrors } = parsePageContextJson(jsonText('tabiji-context'));
  const { navigation, errors: navigationErrors } = parseNavigationJson(jsonText('tabiji-navigation'));
  for (const error of [...configErrors, ...contextErrors, ...navigationErrors]) console.error(`Tabiji: ${error}`);

  const services = resolverFor(createContainer(config));
  clearLeaveWarningOnLinkClick(document, services.get(TOKENS.Navigation));
  mountIslands(document, ISLANDS, { pathCode, context, navigation, messages: await messages }, services);
}

boot().catch((error: unknown) => console.error('Tabiji: the page furniture could not start.', error));
