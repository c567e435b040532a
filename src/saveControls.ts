import type { PathCode } from './domain/pathCodes';
import { articleKey, isSaved, isSitePath, savedItemsPath, savedTitle, type SavedItem } from './domain/savedItems';
import { SAVE_ATTRIBUTE, SAVE_KEY_ATTRIBUTE, SAVE_PATH_ATTRIBUTE, SAVE_TITLE_ATTRIBUTE } from './domain/savedMarkup';
import type { SavedMessages } from './ui/messages/saved/SavedMessages';

// The save controls' markup as the save chunk (saveChunk.ts) reads and completes it: what a control saves, and the
// status line and link it gets beside it.

/** What a control saves, read from its markup and the page; null when its markup does not name an item. */
export function itemOfControl(control: Element, page: { readonly pathCode: PathCode; readonly pathname: string }, nowMs: number): SavedItem | null {
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

/** Marks each save control under `root` pressed when the device's `items` hold what it saves. */
export function markControls(root: ParentNode, items: readonly SavedItem[], page: { readonly pathCode: PathCode; readonly pathname: string }): void {
  for (const control of Array.from(root.querySelectorAll<HTMLElement>(`button[${SAVE_ATTRIBUTE}]`))) {
    const item = itemOfControl(control, page, 0);
    control.setAttribute('aria-pressed', String(item !== null && isSaved(items, item.key)));
  }
}

/**
 * The page's save status: one polite live region (made empty when the chunk starts, so that what it says later is
 * heard) with the link to the saved-items page, in a box fixed at the foot of the screen, so that what it says never
 * moves the page (a save may end seconds after the press). Shown (opacity only: a live region must stay in the
 * accessibility tree) while it has something to say; the next press elsewhere, Tab or Escape puts it away.
 */
export function statusOf(control: HTMLElement, messages: Pick<SavedMessages, 'savedItemsLink'>, pathCode: PathCode): HTMLElement {
  const document = control.ownerDocument;
  const existing = document.querySelector<HTMLElement>('.tabiji-save-toast .tabiji-save__status');
  if (existing) {
    // Made by the save marks, its link had no words yet.
    const link = existing.nextElementSibling;
    if (link && !link.textContent) link.textContent = messages.savedItemsLink;
    return existing;
  }
  const toast = document.createElement('div');
  toast.className = 'tabiji-save-toast';
  const status = document.createElement('span');
  status.className = 'tabiji-save__status';
  status.setAttribute('role', 'status');
  const link = document.createElement('a');
  link.className = 'tabiji-save__link';
  link.href = savedItemsPath(pathCode);
  link.textContent = messages.savedItemsLink;
  link.hidden = true;
  toast.append(status, link);
  document.body.append(toast);
  const putAway = (event: Event) => {
    if (event.target instanceof Node && toast.contains(event.target)) return;
    if (event instanceof KeyboardEvent && event.key !== 'Escape' && event.key !== 'Tab') return;
    toast.classList.remove('tabiji-save-toast--shown');
    // Put away, its link leaves the tab order too: nothing invisible takes the focus.
    link.hidden = true;
  };
  document.addEventListener('pointerdown', putAway, true);
  document.addEventListener('keydown', putAway, true);
  return status;
}

/** Says `text` in the page's save status, and shows it above the notices, if any show (they too sit at the foot). */
export function say(status: HTMLElement, text: string): void {
  status.textContent = text;
  const toast = status.parentElement;
  if (!toast) return;
  toast.classList.toggle('tabiji-save-toast--shown', text !== '');
  const notices = toast.ownerDocument.querySelector('.tabiji-notices');
  const top = notices && notices.childElementCount > 0 ? notices.getBoundingClientRect().top : 0;
  const view = toast.ownerDocument.defaultView;
  toast.style.bottom = view && top > 0 && top < view.innerHeight ? `${Math.round(view.innerHeight - top) + 8}px` : '';
}

/** A pressed control's look and the status box's: the save marks' and the save chunk's (whichever runs first adds them). */
const CONTROL_STYLES = `.tabiji-save[aria-pressed="true"]{color:var(--tabiji-accent-ink);background:var(--tabiji-accent);border-color:var(--tabiji-accent)}
.tabiji-save-toast{position:fixed;z-index:40;inset-inline:.75rem;bottom:.75rem;max-width:34rem;margin-inline:auto;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;padding:.75rem 1rem;border-radius:var(--tabiji-radius);background:var(--tabiji-ink);color:var(--tabiji-paper);box-shadow:0 2px 12px #0004;opacity:0;pointer-events:none}
.tabiji-save-toast--shown{opacity:1;pointer-events:auto}
.tabiji-save-toast a{color:inherit;font-weight:600}`;

/** The documents that have the controls' styles. */
const styled = new WeakSet<Document>();

/** Adds the controls' styles to `document`, once. */
export function adoptControlStyles(document: Document): void {
  if (styled.has(document)) return;
  styled.add(document);
  adoptStyles(document, CONTROL_STYLES);
}

/** Adds `styles` as a constructed sheet (a page's CSP may allow no inline <style>). */
export function adoptStyles(document: Document, styles: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // An engine without constructed sheets shows a pressed control by aria-pressed alone (announced, not drawn).
  }
}
