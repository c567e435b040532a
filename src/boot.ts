import './installReflectMetadata';
import { hostJsonText } from './application/hostJson';
import { startPageServices } from './application/startPageServices';
import { buildEnvironment } from './buildEnvironment';
import { settingsFrom } from './composition/settings';
import { createContainer, resolverFor } from './container';
import type { PathCode } from './domain/languages';
import { markupStampFor, type MarkupStamp } from './domain/markupStamp';
import { parseNavigationJson } from './domain/navigation';
import { parsePageContextJson } from './domain/pageContext';
import type { IslandProps } from './ui/islands/IslandProps';
import type { Messages } from './ui/messages/Messages';
import { yieldToMain } from './domain/yieldToMain';
import { MARKUP_BUILD } from './markupBuild';
import { APP_TOKENS } from './application/tokens';
import { HOST_MARKUP } from './domain/hostMarkup';
import { PHOTOS_JSON_ID } from './domain/placePhotos';
import { loadChunk } from './domain/loadChunk';
import { TOKENS, type ServiceResolver } from './ports/tokens';

/**
 * On a page with photo placeholders, fetches the photos' chunk and the photo service adapter (beside the islands,
 * never before the first paint): the frames' error handling, and the photos the server left to the browser.
 */
function startPhotos(services: ServiceResolver, pathCode: PathCode): void {
  if (!document.querySelector(`[${HOST_MARKUP.photo}]`)) return;
  const failures = services.get(APP_TOKENS.LoadFailures);
  void failures
    .watch(Promise.all([loadChunk('photos', () => import('./photosChunk')), services.getAsync(TOKENS.Photos)]))
    .then(([{ photosChunk }, photos]) => {
      const json = hostJsonText(document, PHOTOS_JSON_ID);
      for (const error of json.errors) console.error(`Tabiji: ${error}`);
      return photosChunk.start({ doc: document, pathCode, photos, attachmentsJson: json.text });
    })
    .catch((error: unknown) => failures.report('Tabiji: the place photos could not start; they stay as the host rendered them.', error));
}

/** What the islands mount with, once the page's services run: the container and what the host page said. */
export interface BootedPage {
  readonly services: ServiceResolver;
  readonly props: IslandProps;
  /** The markup stamp an island's server HTML must carry to be hydrated (else it is rendered afresh). */
  readonly expectedStamp: (name: string) => MarkupStamp | null;
}

/**
 * Reads what the host page says, creates the container and starts the page's services (tracking, web vitals, ads,
 * photos, affiliate links, push). No React and no island: those come with the islands' chunk, when a trigger fires.
 */
export async function bootServices(pathCode: PathCode, messages: Messages): Promise<BootedPage> {
  // The build applied every default (scripts/build.mjs): no variable tables in the bundle.
  const { settings, errors: configErrors } = settingsFrom(buildEnvironment);
  const { config } = settings;
  const contextJson = hostJsonText(document, 'tabiji-context');
  const navigationJson = hostJsonText(document, 'tabiji-navigation');
  const { context, errors: contextErrors } = parsePageContextJson(contextJson.text);
  const { navigation, errors: navigationErrors } = parseNavigationJson(navigationJson.text);
  const errors = [...configErrors, ...contextJson.errors, ...contextErrors, ...navigationJson.errors, ...navigationErrors];
  for (const error of errors) console.error(`Tabiji: ${error}`);

  // Each step is a task of its own: on a slow phone, reading the page, building the container and starting the
  // services in one go was one long task.
  await yieldToMain();
  const services = resolverFor(createContainer(settings));
  await yieldToMain();
  startPageServices(services, { pathCode, context, config, messages }, document);
  startPhotos(services, pathCode);
  const path = `${window.location.pathname}${window.location.search}`;
  return {
    services,
    props: { pathCode, path, context, navigation, messages },
    expectedStamp: (name) => markupStampFor(MARKUP_BUILD, pathCode, name, navigation),
  };
}
