import './ui/styles/tabiji.css';
import { BrowserClockAdapter } from './adapters/browser/BrowserClockAdapter';
import { BrowserNavigationAdapter } from './adapters/browser/BrowserNavigationAdapter';
import { BrowserPushPermissionAdapter } from './adapters/browser/BrowserPushPermissionAdapter';
import { claimProgramOnPage } from './adapters/browser/claimProgram';
import { BrowserPageLifecycleAdapter } from './adapters/browser/BrowserPageLifecycleAdapter';
import { markDueNotices } from './adapters/browser/markDueNotices';
import { whenAPhotoFails } from './adapters/browser/photoFailures';
import { replayEarlyTaps } from './adapters/browser/tapReplay';
import { scheduleIslands } from './application/islands/scheduleIslands';
import { clearLeaveWarningOnLinkClick } from './application/leaveWarning';
import { createLoadFailures } from './application/loadFailures';
import { armContentTriggers, keepSavePresses } from './contentTriggers';
import { visitOnDemand, wantVisitWhenNeeded } from './application/visitOnDemand';
import { whenWanted } from './application/whenWanted';
import type { StartedPage, StartedVisit } from './visit';
import type * as IslandsChunk from './islandsChunk';
import { browserIslandConditions } from './composition/islandConditions';
import { HOST_MARKUP } from './domain/hostMarkup';
import { loadChunk } from './domain/loadChunk';
import { pathCodeFromPath } from './domain/pathCodes';
import { PAGE_USER_KEY, SIGNED_OUT_CLASS } from './domain/user';
import { yieldToMain } from './domain/yieldToMain';
import { ISLAND_TRIGGERS } from './ui/islands/loading';
import { loadMessages } from './ui/messages/loadMessages';
import type { Messages } from './ui/messages/Messages';

// The entry: small on purpose. The page view is already claimed by the head snippet's inline script
// (src/pageViewHead.ts) and recorded by its claim program (src/pageViewClaim.ts), neither of which waits for this
// download. Once the host's own content has painted, the entry fetches the page's ads (adsChunk.ts), arms what wants
// the visit's services (visit.ts: no React, no container, no identity or session: ADR 040, 042), the affiliate
// links' trigger and each island's triggers (ui/islands/loading.ts): the visit's services, React, the container, the
// islands' services and an island's code are fetched only when one fires, so a visitor who does nothing downloads no
// framework. A page prerendered by Speculation Rules loads nothing until the visitor activates it: no count, request
// or sign-in for a page never seen.

/** How near the viewport an affiliate link brings the code that completes it: a screen ahead. */
const AFFILIATE_MARGIN = '100% 0px';

/** Whether the visitor turned notifications on here (a permission the browser cannot tell reads as not). */
function isPushGranted(): boolean {
  try {
    return new BrowserPushPermissionAdapter().permission() === 'granted';
  } catch {
    return false;
  }
}

function start(): void {
  const pathCode = pathCodeFromPath(window.location.pathname);
  // The page language's words, fetched when an island or the affiliate links first need them: nothing else does.
  let messages: Promise<Messages> | undefined;
  const pageMessages = () => {
    if (!messages) {
      messages = loadMessages(pathCode, (message, error) => failures.report(message, error));
      // Handled at once: the strings may fail (English's own file, aborted by a visitor leaving) while what needs
      // them is still on its way, and an unhandled rejection is an error of its own. Their failure is reported where
      // they are awaited.
      messages.catch(() => {});
    }
    return messages;
  };
  // Whether someone may be signed in, asked once at start: nobody can be, and the server HTML's sign-in link shows
  // (SIGNED_OUT_CLASS) without the header's island; someone may be, and the island comes for the avatar. Asked in a
  // task of its own: Firebase's hint lists localStorage, and a page's first touch of it opens its area through the
  // browser process (3–6 ms on a first visit, traced), which made this start one long task with the islands' triggers.
  const conditions = browserIslandConditions();
  let atStart: Promise<boolean> | undefined = yieldToMain().then(() => conditions.mayBeSignedIn());
  atStart.then((mayBe) => {
    if (mayBe) return;
    document.documentElement.classList.add(SIGNED_OUT_CLASS);
    // Nobody's session is on the device: the user a session confirmed before is forgotten too (a shared device).
    try {
      window.localStorage.removeItem(PAGE_USER_KEY);
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }, () => undefined);
  const mayBeSignedIn = () => {
    const answer = atStart ?? conditions.mayBeSignedIn();
    atStart = undefined;
    return answer;
  };
  // The visit's services (visit.ts: consent, tracking's recorder, web vitals, photos) start when first wanted (ADR
  // 042): a visitor who does nothing has the claim program, the page's ads and none of them. Then, only when first
  // wanted, the islands' (boot.ts: identity, session store, push; ADR 040).
  let missedReturn = false;
  const visit = visitOnDemand<StartedVisit>(() => {
    const starting = failures.watch(import('./visit')).then(({ startVisitServices }) => failures.watch(startVisitServices(pathCode, {
      page,
      clock,
      session: {
        mayBeSignedIn: () => conditions.mayBeSignedIn(),
        want: () => void islands().catch((error: unknown) => failures.report('Tabiji: the session could not start.', error)),
      },
      missedReturn: () => missedReturn,
    })));
    starting.catch((error: unknown) => failures.report('Tabiji: the page furniture could not start.', error));
    return starting;
  });
  // A return from the back/forward cache before the visit's services listen is theirs to act on as they start.
  page.onReturn(() => {
    if (visit.current() === undefined) missedReturn = true;
  });
  wantVisitWhenNeeded({
    page,
    clock,
    document,
    tracksThisPage: () => claimProgramOnPage.tracksThisPage(),
    mayBeSignedIn: () => conditions.mayBeSignedIn(),
    isPushGranted,
    whenAPhotoFails: (task) => void whenAPhotoFails(document, task),
  }, () => void visit.want().catch(() => undefined));
  let islandServices: Promise<StartedPage> | undefined;
  const islands = (): Promise<StartedPage> => {
    islandServices ??= visit.want().then((started) => failures.watch(import('./boot')).then(({ startIslandServices }) => startIslandServices(started)));
    return islandServices;
  };
  // The page's ads compose without the visit's services (adsChunk.ts): fetched now, they start after load. Fetched
  // after load instead (tried on 2026-11-29), the chunk's modules were evaluated later, beside the ads' start and the
  // islands' own evaluation, and the full bench found more long tasks after the first paint, not fewer.
  failures.watch(import('./adsChunk'))
    .then(({ adsChunk }) => adsChunk.start({ page, clock, failures, pathCode, visit }))
    .catch((error: unknown) => failures.report('Tabiji: the ads could not start.', error));
  // The affiliate links are completed before anyone can follow or hear one: when one nears the viewport, or at the
  // first interaction (a key press comes before tabbing to a link far down). Until then each is the host's plain,
  // working link.
  const affiliateLinks = Array.from(document.querySelectorAll(`a[${HOST_MARKUP.affiliate}]`));
  if (affiliateLinks.length > 0) {
    whenWanted(page, affiliateLinks, AFFILIATE_MARGIN, () => {
      failures.watch(Promise.all([loadChunk('affiliate links', () => import('./affiliateChunk')), pageMessages()]))
        .then(([{ affiliateChunk }, messages]) => affiliateChunk.start(document, pathCode, messages))
        .catch((error: unknown) => failures.report('Tabiji: the affiliate links could not be completed.', error));
    });
  }

  // The content's own parts: spot cards, maps, the reader survey, saved items (contentTriggers.ts).
  armContentTriggers(document, { page, clock, failures, pathCode, visit, savePresses, mayBeSignedIn: () => conditions.mayBeSignedIn() });

  let islandsChunk: Promise<typeof IslandsChunk> | undefined;
  const mount = (regions: HTMLElement[]) => {
    // React DOM is a chunk of its own, requested beside the islands' chunk: its evaluation is a task of its own, not
    // part of one long task with the islands'.
    import('react-dom/client').catch(() => {});
    islandsChunk ??= failures.watch(import('./islandsChunk'));
    Promise.all([islandsChunk, islands(), pageMessages()])
      .then(([{ mountRegions }, services, words]) => mountRegions(regions, services, words))
      .catch((error: unknown) => {
        taps.giveUp(regions);
        failures.report('Tabiji: the islands could not be loaded.', error);
      });
  };
  const mountNow = scheduleIslands(document, ISLAND_TRIGGERS, { page, clock, conditions: { mayBeSignedIn }, mount });
  askForRegion = mountNow;
  keptBeforeStart.forEach(mountNow);
}

// The head's notice script has marked the notices due; a host whose CSP blocks it gets them marked here, later.
markDueNotices();
const page = new BrowserPageLifecycleAdapter();
// Taps on controls that need an island's code are kept from the moment this script runs: one made before the
// islands' triggers are armed (after the first paint) asks for its island then.
const keptBeforeStart = new Set<HTMLElement>();
let askForRegion: (region: HTMLElement) => void = (region) => keptBeforeStart.add(region);
// Presses on "Save" are kept from now on for the save chunk, with those the head marked (before the replay clears them).
const savePresses = keepSavePresses(document);
const taps = replayEarlyTaps(document, (region) => askForRegion(region));
// Clicking any link clears the host's leave-page warning (spec §2), from the first click on: no code to wait for.
clearLeaveWarningOnLinkClick(page, new BrowserNavigationAdapter());
const clock = new BrowserClockAdapter();
// Firefox aborts the page's downloads as the visitor leaves: that is not reported as the islands failing.
const failures = createLoadFailures({ page, clock });
// The islands need the host's regions and JSON: a host that loads this entry `async` may run it mid-parse.
page.whenActivated(() => page.afterFirstPaint(() => page.whenDomReady(start)));
