import { LocalStorageSavedItemsAdapter } from './adapters/browser/LocalStorageSavedItemsAdapter';
import type { PathCode } from './domain/pathCodes';
import { SAVE_ATTRIBUTE } from './domain/savedMarkup';
import type { SavedItemsStorePort } from './ports/SavedItemsStorePort';
import { adoptControlStyles, markControls, say, statusOf } from './saveControls';
import { NOT_DOWNLOADED } from './ui/messages/saved/notDownloaded';

// The save controls' marks (issue 46): a chunk of about 4 KB gzip the entry fetches at the visitor's first interaction
// on a page with "Save" controls. It says which controls' items the device holds and follows other tabs' changes; the
// rest of saved items (saving, copies for reading offline, the account: saveChunk.ts) comes only when it is wanted —
// at a press on a control (the press is kept meanwhile by the entry, with what the control said: contentTriggers.ts),
// or at once for a reader who may be signed in or whose device holds an account's list. A reader who never presses
// Save pays for this, not for the rest.

/** What the marks use of the page. */
export interface SaveMarksPage {
  readonly pathCode: PathCode;
  /** Whether someone's session is on the device, told without the identity provider. */
  readonly mayBeSignedIn: () => Promise<boolean>;
  /** Fetches and starts the whole of saved items (once, however often called). */
  readonly wantAll: () => void;
}

/** What the entry can ask of the marks once they run. */
export interface SaveMarks {
  /** Says that nothing was saved: the rest of saved items could not be fetched (no connection). */
  cannotSave(): void;
}

/**
 * Marks the controls under `root` from the device's list (local storage when `store` is not given). A press on a
 * control wants the rest, and again after it could not come.
 */
function start(root: Document, page: SaveMarksPage, store: SavedItemsStorePort = new LocalStorageSavedItemsAdapter(() => window.localStorage)): SaveMarks {
  const controls = () => Array.from(root.querySelectorAll<HTMLElement>(`button[${SAVE_ATTRIBUTE}]`));
  const marks: SaveMarks = {
    cannotSave() {
      const [control] = controls();
      // The status box as the rest makes it (its link's words come with the rest: hidden until then).
      if (control) say(statusOf(control, { savedItemsLink: '' }, page.pathCode), NOT_DOWNLOADED[page.pathCode]);
    },
  };
  let stopFollowing = () => {};
  function handOver(): void {
    stopFollowing();
    page.wantAll();
  }
  function onClick(event: Event): void {
    if ((event.target as Element | null)?.closest?.(`button[${SAVE_ATTRIBUTE}]`)) handOver();
  }
  // An account's list is shown only by the whole chunk, once it knows whose session is on the device (a shared device).
  adoptControlStyles(root);
  root.addEventListener('click', onClick);
  if (store.owner() !== null) {
    handOver();
    return marks;
  }
  const show = () => markControls(root, store.read(), { pathCode: page.pathCode, pathname: root.location?.pathname ?? '' });
  show();
  stopFollowing = store.onChange(show);
  void page.mayBeSignedIn().then((mayBe) => mayBe && handOver(), () => undefined);
  return marks;
}

export const saveMarks = { start };
