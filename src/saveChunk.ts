import { claimProgramOnPage } from './adapters/browser/claimProgram';
import { LocalStorageSavedItemsAdapter } from './adapters/browser/LocalStorageSavedItemsAdapter';
import { recordsBesideTheVisit, type VisitForAds } from './application/ads/adsBesideTheVisit';
import type { VisitEvent } from './application/tracking/startTracking';
import { format } from './domain/messageFormat';
import type { PathCode } from './domain/pathCodes';
import { articleKey, isSaved, isSitePath, savedItemsPath, savedTitle, withoutSaved, withSaved, type SavedItem } from './domain/savedItems';
import { SAVE_ATTRIBUTE, SAVE_KEY_ATTRIBUTE, SAVE_PATH_ATTRIBUTE, SAVE_TITLE_ATTRIBUTE, SAVED_IDS, SAVED_LIST_ATTRIBUTE } from './domain/savedMarkup';
import type { ClockPort } from './ports/ClockPort';
import type { SavedItemsStorePort } from './ports/SavedItemsStorePort';
import { savedMessages, type SavedMessages } from './ui/messages/saved/SavedMessages';

// Saved items' browser part (issue 46), a chunk the entry fetches at the visitor's first interaction on a page with a
// "Save" control, and at once on the saved-items page (main.tsx). It says which controls' items are saved, saves or
// takes off an item on a press (a press made before it arrived saves: the control showed "not saved"), fills the
// saved-items page from the device and follows changes made in other tabs. The event log learns the kind of item
// saved, never which. A plain object, not re-exports (parcel-bundler/parcel#9972).

/** A pressed control's look, and the kinds' labels on the list: needed only once this chunk runs. */
const STYLES = `.tabiji-save[aria-pressed="true"]{color:var(--tabiji-accent-ink);background:var(--tabiji-accent);border-color:var(--tabiji-accent)}
.tabiji-save[aria-pressed="true"]::before{content:"\\2713\\00a0" / ""}
.tabiji-save-row{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem}
.tabiji-saved__items{padding:0;list-style:none}
.tabiji-saved__items>li{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;padding:.75rem 0;border-bottom:1px solid var(--tabiji-line)}
.tabiji-saved__kind{color:var(--tabiji-muted);font-size:.875rem}
.tabiji-saved__items a{flex:1 1 12rem;font-weight:600}`;

/** What the save chunk uses of the page; the browser's adapters when not given (tests give fakes). */
export interface SavePage {
  readonly pathCode: PathCode;
  readonly store: SavedItemsStorePort;
  readonly clock: Pick<ClockPort, 'now'>;
  /** The page's path: what an article's control saves. */
  readonly pathname: string;
  /** Where saves are counted (the event log). */
  readonly record: (event: VisitEvent) => void;
}

/** What a control saves, read from its markup and the page; null when its markup does not name an item. */
export function itemOfControl(control: Element, page: Pick<SavePage, 'pathCode' | 'pathname'>, nowMs: number): SavedItem | null {
  const kind = control.getAttribute(SAVE_ATTRIBUTE);
  const pagePath = articleKey(page.pathname);
  if (kind === 'article') {
    const heading = control.ownerDocument.querySelector('h1')?.textContent ?? '';
    const title = savedTitle(heading) || savedTitle(control.ownerDocument.title);
    if (!title || !isSitePath(pagePath)) return null;
    return { kind, key: pagePath, title, path: pagePath, language: page.pathCode, savedAtMs: nowMs };
  }
  if (kind !== 'place') return null;
  const key = control.getAttribute(SAVE_KEY_ATTRIBUTE) ?? '';
  const title = savedTitle(control.getAttribute(SAVE_TITLE_ATTRIBUTE) ?? '');
  const anchor = control.getAttribute(SAVE_PATH_ATTRIBUTE) ?? '';
  const path = `${pagePath}${/^#[\w-]+$/.test(anchor) ? anchor : ''}`;
  if (!key.startsWith('place:') || key.length === 'place:'.length || !title || !isSitePath(path)) return null;
  return { kind, key, title, path, language: page.pathCode, savedAtMs: nowMs };
}

/** The control's status line (a polite live region, made empty when the chunk starts so that it is heard later) and its link. */
function statusOf(control: HTMLElement, messages: SavedMessages, pathCode: PathCode): HTMLElement {
  const row = control.parentElement ?? control;
  const existing = row.querySelector<HTMLElement>('.tabiji-save__status');
  if (existing) return existing;
  const status = control.ownerDocument.createElement('span');
  status.className = 'tabiji-save__status';
  status.setAttribute('role', 'status');
  const link = control.ownerDocument.createElement('a');
  link.className = 'tabiji-save__link';
  link.href = savedItemsPath(pathCode);
  link.textContent = messages.savedItemsLink;
  link.hidden = true;
  row.append(status, link);
  return status;
}

/** Starts the page's save controls and saved-items list under `root`; `early` are controls pressed before it ran. */
function start(root: Document, page: SavePage, early: readonly Element[] = []): void {
  const messages = savedMessages(page.pathCode);
  const controls = () => Array.from(root.querySelectorAll<HTMLElement>(`button[${SAVE_ATTRIBUTE}]`));
  const list = root.querySelector<HTMLElement>(`[${SAVED_LIST_ATTRIBUTE}]`);

  const show = () => {
    const items = page.store.read();
    for (const control of controls()) {
      const item = itemOfControl(control, page, 0);
      control.setAttribute('aria-pressed', String(item !== null && isSaved(items, item.key)));
    }
    if (list) fillList(list, items, messages, remove);
  };

  /** Saves or takes off `item`, says how it went beside `status`, and counts it. */
  const change = (item: SavedItem, shouldSave: boolean, from: 'control' | 'list', status: HTMLElement | null): boolean => {
    const items = page.store.read();
    // A list the device could not read is not replaced by one without its items: nothing is written.
    if (!page.store.isAvailable()) {
      if (status) status.textContent = messages.notKept;
      return false;
    }
    if (isSaved(items, item.key) === shouldSave) {
      show();
      if (status) status.textContent = shouldSave ? messages.saved : messages.removed;
      return true;
    }
    const isKept = page.store.write(shouldSave ? withSaved(items, item) : withoutSaved(items, item.key));
    if (status) status.textContent = isKept ? (shouldSave ? messages.saved : messages.removed) : messages.notKept;
    if (isKept) page.record({ actionType: 'item_save', data: { kind: item.kind, saved: shouldSave, from } });
    show();
    return isKept;
  };

  const press = (control: HTMLElement, shouldSave: boolean) => {
    const item = itemOfControl(control, page, page.clock.now());
    if (!item) return;
    const status = statusOf(control, messages, page.pathCode);
    const link = status.nextElementSibling as HTMLElement | null;
    const isKept = change(item, shouldSave, 'control', status);
    if (link) link.hidden = !(isKept && shouldSave);
  };

  const remove = (item: SavedItem, nextKey: string | null) => {
    change(item, false, 'list', root.getElementById(SAVED_IDS.outcome));
    // The focus goes to the button of what came after the removed item (the list is drawn again), or to the heading.
    const next = nextKey === null ? null : list?.querySelector<HTMLElement>(`button[data-tabiji-saved-key="${CSS.escape(nextKey)}"]`);
    (next ?? root.getElementById(SAVED_IDS.heading))?.focus();
  };

  controls().forEach((control) => statusOf(control, messages, page.pathCode));
  show();
  root.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(`button[${SAVE_ATTRIBUTE}]`);
    if (control) press(control, control.getAttribute('aria-pressed') !== 'true');
  });
  // A press made before this chunk ran: the control said "not saved", so the visitor asked to save.
  for (const control of new Set(early)) if (control instanceof HTMLElement && control.matches(`button[${SAVE_ATTRIBUTE}]`)) press(control, true);
  page.store.onChange(show);
}

/** The saved-items page's list: each item's kind, its link and its "Remove" button; the empty line when there are none. */
function fillList(list: HTMLElement, items: readonly SavedItem[], messages: SavedMessages, remove: (item: SavedItem, nextKey: string | null) => void): void {
  const document = list.ownerDocument;
  const ul = list.querySelector('ul');
  const empty = document.getElementById(SAVED_IDS.empty);
  if (!ul) return;
  const rows = items.map((item, index) => {
    const li = document.createElement('li');
    const kind = document.createElement('span');
    kind.className = 'tabiji-saved__kind';
    kind.textContent = item.kind === 'article' ? messages.article : messages.place;
    const link = document.createElement('a');
    link.href = item.path;
    link.textContent = item.title;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tabiji-button';
    button.textContent = format(messages.remove, { title: item.title });
    button.dataset['tabijiSavedKey'] = item.key;
    button.addEventListener('click', () => remove(item, (items[index + 1] ?? items[index - 1])?.key ?? null));
    li.append(kind, ' ', link, ' ', button);
    return li;
  });
  ul.replaceChildren(...rows);
  if (empty) empty.hidden = items.length > 0;
}

/** Adds the chunk's styles as a constructed sheet (a page's CSP may allow no inline <style>). */
function adoptStyles(document: Document): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // An engine without constructed sheets shows a pressed control by aria-pressed alone (announced, not drawn).
  }
}

/** `start` on the page, with the browser's adapters: local storage, the visit's log. */
function startOnPage(document: Document, { pathCode, visit, clock, early }: { pathCode: PathCode; visit: VisitForAds; clock: ClockPort; early: readonly Element[] }): void {
  adoptStyles(document);
  const store = new LocalStorageSavedItemsAdapter(() => window.localStorage);
  const recorder = recordsBesideTheVisit(visit, { claimProgram: claimProgramOnPage, clock });
  start(document, { pathCode, store, clock, pathname: window.location.pathname, record: (event) => recorder.record(event) }, early);
}

export const saveChunk = { start, startOnPage };
