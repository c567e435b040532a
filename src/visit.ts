import { hostJsonText } from './application/hostJson';
import { startPageServices } from './application/startPageServices';
import type { Binding } from './composition/bindings';
import { visitBindings } from './composition/visitBindings';
import { createSessionRelay, type SessionRelay } from './application/session/sessionRelay';
import { createPageResolver } from './composition/pageResolver';
import { browserSettings } from './composition/browserSettings' with { type: 'macro' };
import type { Settings } from './composition/settings';
import type { PathCode } from './domain/languages';
import { parsePageContextJson, type PageContext } from './domain/pageContext';
import { yieldToMain } from './domain/yieldToMain';
import { APP_TOKENS } from './application/tokens';
import { HOST_MARKUP } from './domain/hostMarkup';
import { whenAPhotoFails } from './adapters/browser/photoFailures';
import { loadChunk } from './domain/loadChunk';
import type { ClockPort } from './ports/ClockPort';
import type { PageLifecyclePort } from './ports/PageLifecyclePort';
import { TOKENS, type ServiceResolver } from './ports/tokens';

/**
 * On a page with photo placeholders, fetches the photos' chunk and the photo service adapter (never before the first
 * paint): the frames' error handling, and the photos the server left to the browser. Photos the server rendered
 * show by themselves: for them the chunk comes only when one fails to load (ADR 038).
 */
function startPhotos(services: ServiceResolver, pathCode: PathCode): void {
  const placeholders = Array.from(document.querySelectorAll(`[${HOST_MARKUP.photo}]`));
  if (placeholders.length === 0) return;
  const failures = services.get(APP_TOKENS.LoadFailures);
  const start = () => void failures
    .watch(Promise.all([loadChunk('photos', () => import('./photosChunk')), services.getAsync(TOKENS.Photos)]))
    .then(([{ photosChunk }, photos]) => photosChunk.start({ doc: document, pathCode, photos }))
    .catch((error: unknown) => failures.report('Tabiji: the place photos could not start; they stay as the host rendered them.', error));
  if (placeholders.some((placeholder) => placeholder.firstElementChild === null)) start();
  else whenAPhotoFails(document, start);
}

/** The page's running services, and what the islands' chunk builds its container and props from. */
export interface StartedPage {
  /** The page's services, each made once, when first asked for (composition/pageResolver.ts). */
  readonly services: ServiceResolver;
  /** The table they are made from: the islands' container binds each token to the instance `services` made. */
  readonly bindings: readonly Binding[];
  readonly pathCode: PathCode;
  readonly context: PageContext;
}

/** The services every visit runs, and what the islands' services are made over (boot.ts). */
export interface StartedVisit extends StartedPage {
  readonly settings: Settings;
  /** The session visit tracking follows: boot.ts connects the page's session store to it. */
  readonly session: SessionRelay;
}

/** The entry's part in the visit's services: the page and clock adapters, and how to want the islands' services. */
export interface VisitEntry {
  readonly page: PageLifecyclePort;
  readonly clock: ClockPort;
  /** Whether someone may be signed in (told without an SDK), and how to ask for the islands' services. */
  readonly session: { mayBeSignedIn(): Promise<boolean>; want(): void };
  /** Whether the page came back from the back/forward cache before these services could listen (main.tsx). */
  missedReturn(): boolean;
}

/**
 * Reads what the host page says and starts the services a visit runs once it is wanted (ADR 042: consent, tracking's
 * recorder, web vitals, photos) from their binding table, with no container, no React and none of
 * the islands' services (identity, session store, push: ADR 040). Those come with boot.ts when first wanted; this
 * asks for them at idle when the visitor has turned notifications on (the push controller refreshes the opt-in).
 */
export async function startVisitServices(pathCode: PathCode, entry: VisitEntry): Promise<StartedVisit> {
  // Parsed as the bundle was built (a macro: composition/browserSettings.ts), after the build applied every default
  // (scripts/build.mjs): no variable tables or parsing rules in the bundle.
  const { settings, errors: configErrors } = browserSettings();
  const { config } = settings;
  const contextJson = hostJsonText(document, 'tabiji-context');
  const { context, errors: contextErrors } = parsePageContextJson(contextJson.text);
  for (const error of [...configErrors, ...contextJson.errors, ...contextErrors]) console.error(`Tabiji: ${error}`);

  // Reading the page and starting the services are tasks of their own: on a slow phone, one go was one long task.
  await yieldToMain();
  const session = createSessionRelay(entry.session);
  const bindings = visitBindings(settings, entry, session);
  const services = createPageResolver(bindings);
  startPageServices(services, { pathCode, context, config, mayBeSignedIn: entry.session.mayBeSignedIn, missedReturn: entry.missedReturn() });
  startPhotos(services, pathCode);
  if (pushIsGranted(services)) entry.clock.whenIdle(() => entry.session.want(), 4000);
  return { services, bindings, pathCode, context, settings, session };
}

/** Whether the visitor turned notifications on here (a permission the browser cannot tell reads as not). */
function pushIsGranted(services: ServiceResolver): boolean {
  try {
    return services.get(TOKENS.PushPermission).permission() === 'granted';
  } catch {
    return false;
  }
}
