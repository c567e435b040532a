import { EARLY_INTERACTIONS } from './adapters/browser/earlyInteractions';
import { showPhotosOnTap } from './adapters/browser/photosOnTap';
import type { LoadFailures } from './application/loadFailures';
import type { VisitOnDemand } from './application/visitOnDemand';
import { whenWanted } from './application/whenWanted';
import { loadChunk } from './domain/loadChunk';
import type { PathCode } from './domain/pathCodes';
import { OFFLINE_TIMING } from './domain/offlineCopy';
import { SAVE_ATTRIBUTE, SAVED_LIST_ATTRIBUTE } from './domain/savedMarkup';
import { SPOT_CARD_ATTRIBUTE } from './domain/spotCardMarkup';
import { SURVEY_ATTRIBUTE } from './domain/surveyMarkup';
import type { ClockPort } from './ports/ClockPort';
import type { PageLifecyclePort } from './ports/PageLifecyclePort';
import type { StartedVisit } from './visit';

// The triggers of the content's own parts, armed by the entry (main.tsx) once the page has painted: each part's code
// is fetched only when a visitor could see or use it. Part of the entry: small, and importing no part's code.

/** How near the viewport a spot card brings its "open now" (placesChunk.ts): a screen ahead. */
const SPOT_CARD_MARGIN = '100% 0px';
/** How near the viewport the reader survey brings its chunk (surveyChunk.ts): a screen ahead. */
const SURVEY_MARGIN = '100% 0px';

/** What the content's triggers use of the entry's page services. */
export interface ContentPage {
  readonly page: PageLifecyclePort;
  readonly clock: ClockPort;
  readonly failures: LoadFailures;
  readonly pathCode: PathCode;
  readonly visit: VisitOnDemand<StartedVisit>;
  /** Whether someone's session is on the device, told without the identity provider. */
  readonly mayBeSignedIn: () => Promise<boolean>;
  /** The presses on "Save" kept since the entry ran (keepSavePresses). */
  readonly savePresses: SavePresses;
}

/** Presses on "Save" controls kept for the save chunk, from before it runs: each control, and whether it asked to save. */
export interface SavePresses {
  readonly pressed: Map<Element, boolean>;
  stop(): void;
}

/**
 * Keeps the presses on "Save" controls from the moment the entry runs (with those the head's script marked before:
 * the controls carry `data-tabiji-replay`), for the save chunk to act on: the first tap is never lost. Called before
 * the tap replay starts, which clears the head's marks.
 */
export function keepSavePresses(document: Document): SavePresses {
  // Marked before the entry ran, a control still said "not saved": its press asked to save. Since, it asks what its
  // state said when pressed (the save marks may have shown it saved); the first press of a control counts.
  const pressed = new Map<Element, boolean>(Array.from(document.querySelectorAll(`button[${SAVE_ATTRIBUTE}][${EARLY_INTERACTIONS.kept}]`), (control) => [control, true]));
  const keep = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.(`button[${SAVE_ATTRIBUTE}]`);
    if (control && !pressed.has(control)) pressed.set(control, control.getAttribute('aria-pressed') !== 'true');
  };
  document.addEventListener('click', keep);
  return { pressed, stop: () => document.removeEventListener('click', keep) };
}

/** Arms the triggers of the spot cards (and their maps), the reader survey, the save controls and light mode's folded photos under `document`. */
export function armContentTriggers(document: Document, { page, clock, failures, pathCode, visit, savePresses, mayBeSignedIn }: ContentPage): void {
  const report = (message: string, error?: unknown) => failures.report(message, error);
  // Light mode: a folded photo shows as it is opened (its code is a few lines, here: no chunk to wait for).
  showPhotosOnTap(document);
  // The spot cards say whether their place is open now once one nears the viewport (the server HTML cannot know the
  // hour), and their map facades get their buttons; a press on one fetches the map's chunk (mapChunk.ts), which asks
  // the consent as it is then.
  const spotCards = Array.from(document.querySelectorAll(`[${SPOT_CARD_ATTRIBUTE}]`));
  if (spotCards.length > 0) {
    const showMap = (facade: HTMLElement) => {
      failures.watch(loadChunk('map', () => import('./mapChunk')))
        .then(({ mapChunk }) => mapChunk.showOnPage(facade, { pathCode, visit, report }))
        .catch((error: unknown) => report('Tabiji: the map could not be loaded.', error));
    };
    whenWanted(page, spotCards, SPOT_CARD_MARGIN, () => {
      failures.watch(loadChunk('spot cards', () => import('./placesChunk')))
        .then(({ placesChunk }) => placesChunk.start(document, pathCode, new Date(), showMap))
        .catch((error: unknown) => report('Tabiji: the spot cards could not be completed.', error));
    });
  }

  // The reader survey's form posts to the host until its chunk runs: fetched when the survey nears the viewport (not at
  // the first interaction: the form works without it, and a keyboard user tabbing to it brings it into view), it sends
  // the answer through the entry API and keeps it while the service cannot take it.
  const surveys = Array.from(document.querySelectorAll(`[${SURVEY_ATTRIBUTE}]`));
  if (surveys.length > 0) {
    page.whenNearViewport(surveys, SURVEY_MARGIN, () => {
      failures.watch(loadChunk('survey', () => import('./surveyChunk')))
        .then(({ surveyChunk }) => surveyChunk.startOnPage(document, { pathCode, visit, clock, report }))
        .catch((error: unknown) => report('Tabiji: the survey could not be started.', error));
    });
  }

  // The save controls (issue 46) say whether their item is saved from the visitor's first interaction (the server
  // HTML cannot know the device's list); the saved-items page needs its list at once. A press made before the chunk
  // runs is kept (keepSavePresses) and saves when it does: the control said "not saved".
  const hasControls = document.querySelector(`button[${SAVE_ATTRIBUTE}]`) !== null;
  const hasList = document.querySelector(`[${SAVED_LIST_ATTRIBUTE}]`) !== null;
  // A page the service worker answered without a connection (a saved copy, or the list in place of a page not saved)
  // says so in its navigation's Server-Timing: its chunk comes at once, to count the opening and say what is there.
  const opening = offlineOpening(performance);
  if (hasControls || hasList) {
    let isStarted = false;
    let marks: { cannotSave(): void } | undefined;
    const startSaved = () => {
      if (isStarted) return;
      isStarted = true;
      failures.watch(loadChunk('saved items', () => import('./saveChunk')))
        .then(({ saveChunk }) => {
          savePresses.stop();
          saveChunk.startOnPage(document, { pathCode, visit, clock, early: [...savePresses.pressed], opening, mayBeSignedIn, report });
        })
        .catch((error: unknown) => {
          // Offline, say so where a press wanted it; a later press tries again (the presses so far were answered).
          isStarted = false;
          if (savePresses.pressed.size > 0) marks?.cannotSave();
          savePresses.pressed.clear();
          report('Tabiji: the saved items could not be started.', error);
        });
    };
    // At the first interaction, the controls' marks alone (saveMarks.ts, about 4 KB gzip against the rest's 14): the
    // rest comes with a press, or for a reader who may be signed in or whose device holds an account's list.
    const markSaved = () => {
      if (savePresses.pressed.size > 0) return startSaved();
      failures.watch(loadChunk('save marks', () => import('./saveMarks')))
        .then(({ saveMarks }) => {
          marks = saveMarks.start(document, { pathCode, mayBeSignedIn, wantAll: startSaved });
          // A press made while the marks were on their way (the first interaction may be that press) wants the rest.
          if (savePresses.pressed.size > 0) startSaved();
        })
        .catch((error: unknown) => report('Tabiji: the saved items could not be started.', error));
    };
    if (hasList || opening !== 'online') startSaved();
    else page.onFirstInteraction(markSaved);
  }
}

/** How this page was opened: `saved` or `unsaved` when Tabiji's service worker answered it without a connection. */
export function offlineOpening(performance: Pick<Performance, 'getEntriesByType'>): 'online' | 'saved' | 'unsaved' {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const mark = navigation?.serverTiming?.find((entry) => entry.name === OFFLINE_TIMING);
  if (!mark) return 'online';
  return mark.description === 'unsaved' ? 'unsaved' : 'saved';
}
