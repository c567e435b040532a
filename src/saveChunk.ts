import type { VisitEvent } from './application/tracking/startTracking';
import type { OfflineCopy } from './domain/offlineCopy';
import type { PathCode } from './domain/pathCodes';
import { isSaved, withoutSaved, withSaved, type SavedItem } from './domain/savedItems';
import { SAVE_ATTRIBUTE, SAVED_IDS, SAVED_LIST_ATTRIBUTE } from './domain/savedMarkup';
import type { ClockPort } from './ports/ClockPort';
import type { OfflineCopyPort } from './ports/OfflineCopyPort';
import type { SavedItemsStorePort } from './ports/SavedItemsStorePort';
import { savedMessages } from './ui/messages/saved/SavedMessages';
import { fillList } from './savedList';
import { itemOfControl, markControls, say, statusOf } from './saveControls';
import { changeInAccount, followAccount, isAccountList, type SavedAccount } from './savedAccount';
import { saveOnPage, type SaveOnPageOptions } from './savePageServices';
import { copiesOf } from './saveCopies';

// Saved items' browser part (issue 46), a chunk the entry fetches at the visitor's first interaction on a page with a
// "Save" control, and at once on the saved-items page and on a page opened offline (contentTriggers.ts). It says which controls' items are saved, saves or
// takes off an item on a press (a press made before it arrived saves: the control showed "not saved"), fills the
// saved-items page from the device and follows changes made in other tabs. The event log learns the kind of item
// saved, never which. A plain object, not re-exports (parcel-bundler/parcel#9972).

/** What the save chunk uses of the page; the browser's adapters when not given (tests give fakes). */
export interface SavePage {
  readonly pathCode: PathCode;
  readonly store: SavedItemsStorePort;
  readonly clock: Pick<ClockPort, 'now'>;
  /** The page's path: what an article's control saves. */
  readonly pathname: string;
  /** Where saves are counted (the event log). */
  readonly record: (event: VisitEvent) => void;
  /** The copies of saved pages for reading offline. */
  readonly copies: OfflineCopyPort;
  /** What the copy of `item`'s page keeps (this page's resources, once the visit's services have loaded theirs). */
  readonly copyOf: (item: SavedItem) => Promise<OfflineCopy> | OfflineCopy;
  /** Calls `listener` when the connection comes back. */
  readonly onOnline: (listener: () => void) => void;
  /** The signed-in reader's account (savedAccount.ts), where the site signs readers in; null where it does not. */
  readonly account: SavedAccount | null;
  readonly report: (message: string, error?: unknown) => void;
}

/** The presses made on save controls before the chunk ran: each control, and whether its press asked to save. */
export type EarlyPresses = readonly (readonly [Element, boolean])[];

/** How the page was opened: from the network, or by the service worker without a connection (a saved copy, or the list in place of a page not saved). */
export type PageOpening = 'online' | 'saved' | 'unsaved';

/**
 * Starts the page's save controls and saved-items list under `root`; `early` are the controls pressed before it ran,
 * each with what the press asked (a control that showed "not saved" asked to save);
 * `opening` says whether the service worker answered without a connection.
 */
function start(root: Document, page: SavePage, early: EarlyPresses = [], opening: PageOpening = 'online'): void {
  const messages = savedMessages(page.pathCode);
  const controls = () => Array.from(root.querySelectorAll<HTMLElement>(`button[${SAVE_ATTRIBUTE}]`));
  const list = root.querySelector<HTMLElement>(`[${SAVED_LIST_ATTRIBUTE}]`);
  const inFlight = new Set<string>();
  const { dropCopy, dropCopies, copyNew, refreshAll } = copiesOf(page);

  const show = () => {
    const items = page.store.read();
    const intro = opening === 'unsaved' ? null : root.getElementById(SAVED_IDS.intro);
    if (intro) intro.textContent = page.store.owner() === null ? messages.intro : messages.accountIntro;
    markControls(root, items, page);
    if (list) fillList(list, items, messages, remove);
  };

  /** Saves `item` with its copy for reading offline (the copy first: an item listed opens offline), or takes it off. */
  const change = async (item: SavedItem, shouldSave: boolean, from: 'control' | 'list', say: (text: string) => void): Promise<boolean> => {
    const items = page.store.read();
    // A list the device could not read is not replaced by one without its items: nothing is written.
    if (!page.store.isAvailable()) return fail(messages.notKept);
    if (isSaved(items, item.key) === shouldSave) {
      show();
      say(shouldSave ? messages.saved : messages.removed);
      return true;
    }
    function fail(text: string): false {
      say(text);
      show();
      return false;
    }
    if (shouldSave) {
      say(messages.saving);
      const outcome = await page.copies.keep(await page.copyOf(item));
      if (outcome === 'full' || outcome === 'unreachable') {
        // Nothing of the item is kept; with nothing else saved, neither are the shared scripts and styles.
        if (page.store.read().length === 0) await dropCopy(item.key, true);
        return fail(outcome === 'full' ? messages.full : messages.notDownloaded);
      }
      if (page.account && isAccountList(page.store)) {
        const outcome = await changeInAccount(page.store, page.account.list, item, true);
        if (outcome !== 'done') {
          await dropCopy(item.key, page.store.read().length === 0);
          return fail(outcome === 'unreachable' ? messages.accountUnreachable : messages.notKept);
        }
        return done();
      }
      // Read again: another tab may have changed the list while the copy was downloaded.
      const before = page.store.read();
      const after = withSaved(before, item);
      if (!page.store.write(after)) {
        await dropCopy(item.key, before.length === 0);
        return fail(messages.notKept);
      }
      // An item the limit pushed off the list takes its copy with it.
      for (const gone of before.filter((each) => !isSaved(after, each.key))) await dropCopy(gone.key, false);
    } else if (page.account && isAccountList(page.store)) {
      const outcome = await changeInAccount(page.store, page.account.list, item, false);
      if (outcome !== 'done') return fail(outcome === 'unreachable' ? messages.accountUnreachable : messages.notKept);
      await dropCopy(item.key, page.store.read().length === 0);
    } else {
      const left = withoutSaved(items, item.key);
      if (!page.store.write(left)) return fail(messages.notKept);
      await dropCopy(item.key, left.length === 0);
    }
    return done();
    function done(): true {
      say(shouldSave ? messages.saved : messages.removed);
      page.record({ actionType: 'item_save', data: { kind: item.kind, saved: shouldSave, from } });
      show();
      return true;
    }
  };

  /** Runs `change` once at a time per item; a failure of the copies is reported and said as "not kept". */
  const changeOnce = (item: SavedItem, shouldSave: boolean, from: 'control' | 'list', say: (text: string) => void): Promise<boolean> => {
    if (inFlight.has(item.key)) return Promise.resolve(false);
    inFlight.add(item.key);
    return change(item, shouldSave, from, say)
      .catch((error: unknown) => {
        page.report('Tabiji: the saved item could not be changed.', error);
        say(messages.notKept);
        show();
        return false;
      })
      .finally(() => inFlight.delete(item.key));
  };

  const press = (control: HTMLElement, shouldSave: boolean) => {
    const item = itemOfControl(control, page, page.clock.now());
    if (!item) return;
    const status = statusOf(control, messages, page.pathCode);
    const link = status.nextElementSibling as HTMLElement | null;
    if (link) link.hidden = true;
    void changeOnce(item, shouldSave, 'control', (text) => say(status, text)).then((isDone) => {
      if (link) link.hidden = !(isDone && shouldSave);
    });
  };

  const remove = (item: SavedItem, nextKey: string | null) => {
    const outcome = root.getElementById(SAVED_IDS.outcome);
    void changeOnce(item, false, 'list', (text) => outcome && (outcome.textContent = text)).then(() => {
      // The focus goes to the button of what came after the removed item (the list is drawn again), or to the heading.
      const next = nextKey === null ? null : list?.querySelector<HTMLElement>(`button[data-tabiji-saved-key="${CSS.escape(nextKey)}"]`);
      (next ?? root.getElementById(SAVED_IDS.heading))?.focus();
    });
  };

  controls().forEach((control) => statusOf(control, messages, page.pathCode));
  if (opening !== 'online') {
    page.record({ actionType: 'offline_open', data: { saved: opening === 'saved' } });
    // The saved-items page in place of a page not saved: it says so, and lists what can be read.
    if (opening === 'unsaved' && list) {
      const heading = root.getElementById(SAVED_IDS.heading);
      const intro = root.getElementById(SAVED_IDS.intro);
      if (heading) heading.textContent = messages.offlineHeading;
      if (intro) intro.textContent = messages.offlineIntro;
    }
  }
  // An account's list shows only once someone's session is known to be on the device; the device's own, at once.
  const isOwned = page.store.owner() !== null;
  if (!isOwned) show();
  const ready = page.account ? followAccount({ store: page.store, account: page.account.list, dropCopies, copyNew, report: page.report }, page.account, show) : Promise.resolve();
  void ready.then(show);
  root.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(`button[${SAVE_ATTRIBUTE}]`);
    if (control) press(control, control.getAttribute('aria-pressed') !== 'true');
  });
  // A press made before this chunk ran: the control said "not saved", so the visitor asked to save.
  for (const [control, shouldSave] of new Map(early)) if (control instanceof HTMLElement && control.matches(`button[${SAVE_ATTRIBUTE}]`)) press(control, shouldSave);
  page.store.onChange(show);
  // Back online: each saved page is downloaded again in the background.
  page.onOnline(() => refreshAll(page.store.read()));
}

/** `start` on the page, with the browser's adapters (savePageServices.ts). */
function startOnPage(document: Document, options: SaveOnPageOptions): void {
  const { page, early, opening } = saveOnPage(document, options);
  start(document, page, early, opening);
}

export const saveChunk = { start, startOnPage };
