import 'reflect-metadata/lite';
import { buildEnvironment } from './buildEnvironment';
import { createContainer, resolverFor } from './container';
import { parseConfig } from './domain/config';
import { pathCodeFromPath } from './domain/languages';
import { parsePageContextJson } from './domain/pageContext';
import { ISLANDS } from './ui/islands/registry';
import { mountIslands } from './ui/mountIslands';

/** The page bundle: read what the host page says, wire the ports, mount the islands. */
function boot(): void {
  const { config, errors: configErrors } = parseConfig(buildEnvironment);
  const { context, errors: contextErrors } = parsePageContextJson(
    document.getElementById('tabiji-context')?.textContent,
  );
  for (const error of [...configErrors, ...contextErrors]) console.error(`Tabiji: ${error}`);
  const container = createContainer(config);
  const pathCode = pathCodeFromPath(window.location.pathname);
  mountIslands(document, ISLANDS, { pathCode, context }, resolverFor(container));
}

boot();
