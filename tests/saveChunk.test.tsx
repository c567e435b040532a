import { renderToStaticMarkup } from 'react-dom/server';
import { LocalStorageSavedItemsAdapter, SAVED_ITEMS_KEY } from '../src/adapters/browser/LocalStorageSavedItemsAdapter';
import type { VisitEvent } from '../src/application/tracking/startTracking';
import { format } from '../src/domain/messageFormat';
import type { OfflineCopy } from '../src/domain/offlineCopy';
import { parsePlace } from '../src/domain/place';
import type { PathCode } from '../src/domain/pathCodes';
import { articleKey, SAVED_LIMITS, savedItemsPath, type SavedItem } from '../src/domain/savedItems';
import { SAVE_KEY_ATTRIBUTE, SAVE_PATH_ATTRIBUTE, SAVE_TITLE_ATTRIBUTE, SAVED_IDS } from '../src/domain/savedMarkup';
import type { SavedItemsStorePort } from '../src/ports/SavedItemsStorePort';
import { saveChunk, type PageOpening, type SavePage } from '../src/saveChunk';
import { itemOfControl } from '../src/saveControls';
import { SaveControl } from '../src/ui/components/SaveControl';
import { SavedItemsPage } from '../src/ui/components/SavedItemsPage';
import { SpotCard } from '../src/ui/components/SpotCard';
import { placeMessages } from '../src/ui/messages/places/PlaceMessages';
import { savedMessages } from '../src/ui/messages/saved/SavedMessages';
import type { RecordedSession } from '../src/application/session/sessionRelay';
import type { SessionState } from '../src/application/session/sessionState';
import type { SavedAccount } from '../src/savedAccount';
import { FakeAccountSavedItemsAdapter } from './fakes/FakeAccountSavedItemsAdapter';
import { signedInUser } from './fakes/FakeIdentityAdapter';
import { FakeOfflineCopyAdapter } from './fakes/FakeOfflineCopyAdapter';
import { FakeSavedItemsStoreAdapter } from './fakes/FakeSavedItemsStoreAdapter';

const NOW = 1_764_400_000_000;

const articleOn = (code: PathCode, overrides: Partial<SavedItem> = {}): SavedItem => ({
  kind: 'article', key: `/${code}/articles/4`, title: 'Temples of Kyoto', path: `/${code}/articles/4`, language: code, savedAtMs: NOW - 1000, ...overrides,
});
const placeOn = (code: PathCode, overrides: Partial<SavedItem> = {}): SavedItem => ({
  kind: 'place', key: 'place:senso-ji', title: 'Senso-ji', path: `/${code}/articles/4#tabiji-spot-senso-ji`, language: code, savedAtMs: NOW - 2000, ...overrides,
});

/** An article page as the renderer and the host write it: the title, the article's control, a spot card's control. */
function articleMarkup(code: PathCode): string {
  const messages = savedMessages(code);
  return [
    '<h1>  Temples\n of Kyoto </h1>',
    renderToStaticMarkup(<SaveControl messages={messages} />),
    '<h2 id="tabiji-spot-senso-ji">Senso-ji</h2>',
    renderToStaticMarkup(<SaveControl messages={messages} place={{ id: 'senso-ji', name: 'Senso-ji', nameId: 'tabiji-spot-senso-ji' }} />),
  ].join('');
}

// The chunk listens on the document, which outlives a test: each test's listeners are taken off after it.
let addListener: jest.SpyInstance;
beforeEach(() => {
  addListener = jest.spyOn(document, 'addEventListener');
});
afterEach(() => {
  for (const [type, listener, options] of addListener.mock.calls as [string, EventListener, boolean | undefined][]) document.removeEventListener(type, listener, options);
  addListener.mockRestore();
  document.body.innerHTML = '';
  window.localStorage.clear();
});

/** What the copy of an item's page keeps, as the page would name it. */
const copyOf = (item: SavedItem): OfflineCopy => ({
  key: item.key, page: articleKey(item.path), listPage: savedItemsPath(item.language), assets: ['/assets/tabiji.js'], photos: ['/photos/kyoto.webp'],
});

/** Lets the saves, removals and copies in progress settle (the fakes answer at once unless told to wait). */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setUp({ code = 'en', html = articleMarkup(code), items = [], owner = null, account = null }: { code?: PathCode; html?: string; items?: readonly SavedItem[]; owner?: string | null; account?: SavedAccount | null } = {}) {
  document.body.innerHTML = html;
  const store = new FakeSavedItemsStoreAdapter(items, owner);
  const copies = new FakeOfflineCopyAdapter();
  const records: VisitEvent[] = [];
  const reports: { message: string; error: unknown }[] = [];
  const onlineListeners: (() => void)[] = [];
  const page: SavePage = {
    pathCode: code, store, clock: { now: () => NOW }, pathname: `/${code}/articles/4`, record: (event) => records.push(event),
    copies, copyOf, onOnline: (listener) => onlineListeners.push(listener), report: (message, error) => reports.push({ message, error }), account,
  };
  /** The connection comes back. */
  const goOnline = () => onlineListeners.forEach((listener) => listener());
  return { store, copies, records, reports, page, goOnline, onlineListeners, messages: savedMessages(code) };
}

const articleControl = () => document.querySelector<HTMLButtonElement>('button[data-tabiji-save="article"]')!;
const placeControl = () => document.querySelector<HTMLButtonElement>('button[data-tabiji-save="place"]')!;
/** The page's one save status (the controls share it: a box fixed at the foot of the screen). */
const statusOf = (_control?: HTMLElement) => document.querySelector<HTMLElement>('.tabiji-save-toast .tabiji-save__status')!;
const linkOf = (_control?: HTMLElement) => document.querySelector<HTMLAnchorElement>('.tabiji-save-toast .tabiji-save__link')!;

describe('saveChunk.start: the save controls', () => {
  it('shows which controls’ items the device holds, with an empty status line and a hidden link', () => {
    const { store, copies, page } = setUp({ items: [articleOn('en')] });
    saveChunk.start(document, page);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(placeControl().getAttribute('aria-pressed')).toBe('false');
    for (const control of [articleControl(), placeControl()]) {
      expect(statusOf(control).getAttribute('role')).toBe('status');
      expect(statusOf(control).textContent).toBe('');
      expect(linkOf(control).hidden).toBe(true);
    }
    expect(store.listenerCount()).toBe(1);
    expect(copies.keeps).toEqual([]);
  });

  it('saves the article on a press, in the page’s language: its copy kept first, then pressed, said, linked to the saved items, and counted', async () => {
    const { store, copies, records, page, messages } = setUp({ code: 'ko' });
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(copies.keeps).toEqual([copyOf(articleOn('ko', { savedAtMs: NOW }))]);
    expect(copies.keeps[0]).toMatchObject({ key: '/ko/articles/4', page: '/ko/articles/4', listPage: '/ko/saved' });
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(statusOf(articleControl()).textContent).toBe(messages.saved);
    expect(messages.saved).not.toBe(savedMessages('en').saved);
    expect(linkOf(articleControl()).hidden).toBe(false);
    expect(linkOf(articleControl()).getAttribute('href')).toBe('/ko/saved');
    expect(linkOf(articleControl()).textContent).toBe(savedMessages('ko').savedItemsLink);
    expect(store.items).toEqual([articleOn('ko', { savedAtMs: NOW })]);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'article', saved: true, from: 'control' } }]);
    // The place's control is not touched; the page has one status, shown at the foot of the screen.
    expect(placeControl().getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelectorAll('.tabiji-save__status')).toHaveLength(1);
    expect(statusOf().parentElement!.classList.contains('tabiji-save-toast--shown')).toBe(true);
  });

  it('puts the status away at the next press elsewhere or Escape, its link out of the tab order', async () => {
    const { page } = setUp();
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    const toast = statusOf().parentElement!;
    expect(toast.classList.contains('tabiji-save-toast--shown')).toBe(true);
    expect(linkOf().hidden).toBe(false);
    // A press inside it (on its link) leaves it.
    linkOf().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(toast.classList.contains('tabiji-save-toast--shown')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(toast.classList.contains('tabiji-save-toast--shown')).toBe(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toast.classList.contains('tabiji-save-toast--shown')).toBe(false);
    expect(linkOf().hidden).toBe(true);
  });

  it('shows the status above the notices while one shows (they share the foot of the screen), at the foot once none does', async () => {
    const { page, messages } = setUp();
    const notices = document.createElement('div');
    notices.className = 'tabiji-notices';
    notices.append(document.createElement('section'));
    notices.getBoundingClientRect = () => ({ top: window.innerHeight - 180 }) as DOMRect;
    document.body.append(notices);
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    const toast = statusOf().parentElement!;
    expect(statusOf().textContent).toBe(messages.saved);
    expect(toast.style.bottom).toBe('188px');
    notices.replaceChildren();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    articleControl().click();
    await flush();
    expect(statusOf().textContent).toBe(messages.removed);
    expect(toast.style.bottom).toBe('');
    notices.remove();
  });

  it('says “saving” while the copy downloads: not pressed, no link, nothing written or counted until it is kept', async () => {
    const { store, copies, records, page, messages } = setUp({ code: 'es' });
    copies.keepAnswers.push('pending');
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(statusOf(articleControl()).textContent).toBe(messages.saving);
    expect(messages.saving).not.toBe(savedMessages('en').saving);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(linkOf(articleControl()).hidden).toBe(true);
    expect(store.writes).toEqual([]);
    expect(records).toEqual([]);
    copies.settleKeep('kept');
    await flush();
    expect(statusOf(articleControl()).textContent).toBe(messages.saved);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(linkOf(articleControl()).hidden).toBe(false);
    expect(store.items).toEqual([articleOn('es', { savedAtMs: NOW })]);
    expect(records).toHaveLength(1);
  });

  it('ignores a second press while the first save is downloading: one copy, one write, one count', async () => {
    const { store, copies, records, page, messages } = setUp();
    copies.keepAnswers.push('pending');
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    articleControl().click();
    await flush();
    expect(copies.keeps).toHaveLength(1);
    expect(copies.pending().keeps).toBe(1);
    expect(statusOf(articleControl()).textContent).toBe(messages.saving);
    expect(store.writes).toEqual([]);
    copies.settleKeep('kept');
    await flush();
    expect(store.writes).toEqual([[articleOn('en', { savedAtMs: NOW })]]);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'article', saved: true, from: 'control' } }]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(linkOf(articleControl()).hidden).toBe(false);
    // Once it is done, a press is heard again: it takes the item off.
    articleControl().click();
    await flush();
    expect(store.items).toEqual([]);
    expect(copies.drops).toEqual([{ key: '/en/articles/4', isLast: true }]);
  });

  it('saves another item while one is downloading: the guard is per item', async () => {
    const { store, copies, page } = setUp();
    copies.keepAnswers.push('pending');
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    placeControl().click();
    await flush();
    expect(store.items).toEqual([placeOn('en', { savedAtMs: NOW })]);
    copies.settleKeep('kept');
    await flush();
    expect(copies.keeps.map((copy) => copy.key)).toEqual(['/en/articles/4', 'place:senso-ji']);
    expect(store.items).toEqual([articleOn('en', { savedAtMs: NOW }), placeOn('en', { savedAtMs: NOW })]);
  });

  it('keeps what another tab saved while the copy was downloading (the list is read again before it is written)', async () => {
    const { store, copies, page } = setUp();
    copies.keepAnswers.push('pending');
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    const other = articleOn('en', { key: '/en/articles/9', path: '/en/articles/9', title: 'Ramen in Sapporo' });
    store.changeFromAnotherTab([other]);
    copies.settleKeep('kept');
    await flush();
    expect(store.items).toEqual([articleOn('en', { savedAtMs: NOW }), other]);
  });

  it.each([
    ['full', 'full'],
    ['unreachable', 'notDownloaded'],
  ] as const)('says so when the copy ends %s: not pressed, no link, nothing written, nothing counted', async (outcome, message) => {
    const { store, copies, records, page, messages } = setUp({ code: 'ko' });
    copies.keepOutcome = outcome;
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(copies.keeps).toHaveLength(1);
    expect(statusOf(articleControl()).textContent).toBe(messages[message]);
    expect(messages[message]).not.toBe(savedMessages('en')[message]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(linkOf(articleControl()).hidden).toBe(true);
    expect(store.writes).toEqual([]);
    // Nothing else is saved: whatever the failed copy left of the shared scripts and styles goes too.
    expect(copies.drops).toEqual([{ key: '/ko/articles/4', isLast: true }]);
    expect(records).toEqual([]);
  });

  it('deletes the copy of the oldest item when a save pushes it past the limit', async () => {
    const full = Array.from({ length: SAVED_LIMITS.maxItems }, (_, index) => articleOn('en', { key: `/en/articles/${100 + index}`, path: `/en/articles/${100 + index}`, savedAtMs: NOW - 10_000 - index }));
    const { store, copies, page } = setUp({ items: full });
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(store.items).toHaveLength(SAVED_LIMITS.maxItems);
    expect(store.items[0]?.key).toBe('/en/articles/4');
    expect(copies.drops).toEqual([{ key: full.at(-1)!.key, isLast: false }]);
  });

  it('a copy that cannot be deleted after a removal is reported; the item is off the list and the reader is told so', async () => {
    const { store, copies, page, reports, messages } = setUp({ items: [articleOn('en')] });
    copies.dropError = new Error('cache gone');
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(store.items).toEqual([]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(statusOf(articleControl()).textContent).toBe(messages.removed);
    expect(reports.map((report) => report.message)).toEqual(['Tabiji: the copy of a saved item could not be deleted.']);
  });

  it('leaves the other items’ copies alone when a copy fails beside them', async () => {
    const { store, copies, page } = setUp();
    store.items = [placeOn('en')];
    copies.keepOutcome = 'full';
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(copies.drops).toEqual([]);
    expect(store.items).toEqual([placeOn('en')]);
  });

  it('still saves where the browser cannot read offline (no copy, the item is listed)', async () => {
    const { store, copies, records, page, messages } = setUp();
    copies.keepOutcome = 'unsupported';
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(store.items).toEqual([articleOn('en', { savedAtMs: NOW })]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(statusOf(articleControl()).textContent).toBe(messages.saved);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'article', saved: true, from: 'control' } }]);
  });

  it('reports a copy that fails and says it was not kept: not pressed, nothing written, and a later press is heard', async () => {
    const { store, copies, records, reports, page, messages } = setUp();
    const failure = new Error('cache storage broke');
    copies.keepAnswers.push(failure);
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(reports).toEqual([{ message: expect.stringContaining('Tabiji'), error: failure }]);
    expect(statusOf(articleControl()).textContent).toBe(messages.notKept);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(linkOf(articleControl()).hidden).toBe(true);
    expect(store.writes).toEqual([]);
    expect(records).toEqual([]);
    articleControl().click();
    await flush();
    expect(copies.keeps).toHaveLength(2);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the item off on a second press, says so, hides the link and deletes the copy (the last one)', async () => {
    const { store, copies, records, page, messages } = setUp();
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    articleControl().click();
    await flush();
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(statusOf(articleControl()).textContent).toBe(messages.removed);
    expect(linkOf(articleControl()).hidden).toBe(true);
    expect(store.items).toEqual([]);
    expect(copies.drops).toEqual([{ key: '/en/articles/4', isLast: true }]);
    expect(records).toEqual([
      { actionType: 'item_save', data: { kind: 'article', saved: true, from: 'control' } },
      { actionType: 'item_save', data: { kind: 'article', saved: false, from: 'control' } },
    ]);
  });

  it('saves a spot card’s place with its name and the card’s anchor, before what was saved already', async () => {
    const { store, copies, records, page } = setUp({ items: [articleOn('en')] });
    saveChunk.start(document, page);
    placeControl().click();
    await flush();
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
    expect(store.items).toEqual([placeOn('en', { savedAtMs: NOW }), articleOn('en')]);
    // The place's copy is of its page, without the card's anchor.
    expect(copies.keeps.map(({ key, page: path }) => ({ key, path }))).toEqual([{ key: 'place:senso-ji', path: '/en/articles/4' }]);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'place', saved: true, from: 'control' } }]);
    // The event log learns the kind alone, never which item.
    expect(JSON.stringify(records)).not.toMatch(/senso-ji|Senso-ji|articles/);
  });

  it('saves on a press made before it ran, even when the item is saved already (no toggle off, nothing counted)', async () => {
    const { store, copies, records, page, messages } = setUp({ items: [articleOn('en')] });
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="other">Other</button>');
    saveChunk.start(document, page, [[articleControl(), true], [articleControl(), true], [document.getElementById('other')!, true]]);
    await flush();
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(statusOf(articleControl()).textContent).toBe(messages.saved);
    expect(linkOf(articleControl()).hidden).toBe(false);
    expect(store.items).toEqual([articleOn('en')]);
    expect(store.writes).toEqual([]);
    expect(copies.keeps).toEqual([]);
    expect(copies.drops).toEqual([]);
    expect(records).toEqual([]);
  });

  it('saves an early-pressed item the device did not hold, once however often it was pressed', async () => {
    const { store, copies, records, page } = setUp();
    saveChunk.start(document, page, [[placeControl(), true], [placeControl(), true]]);
    await flush();
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
    expect(store.items).toEqual([placeOn('en', { savedAtMs: NOW })]);
    expect(copies.keeps).toHaveLength(1);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'place', saved: true, from: 'control' } }]);
  });

  it('takes an item off on a press made before it ran on a control the marks showed saved', async () => {
    const { store, records, page, messages } = setUp({ items: [articleOn('en')] });
    saveChunk.start(document, page, [[articleControl(), false]]);
    await flush();
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(statusOf().textContent).toBe(messages.removed);
    expect(store.items).toEqual([]);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'article', saved: false, from: 'control' } }]);
  });

  it('says so when the device would not keep it: not pressed, no link, nothing counted, and the copy kept for it deleted', async () => {
    const { store, copies, records, page, messages } = setUp({ code: 'es' });
    store.refusesWrites = true;
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(statusOf(articleControl()).textContent).toBe(messages.notKept);
    expect(messages.notKept).not.toBe(savedMessages('en').notKept);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(linkOf(articleControl()).hidden).toBe(true);
    expect(store.items).toEqual([]);
    expect(copies.keeps).toHaveLength(1);
    expect(copies.drops).toEqual([{ key: '/es/articles/4', isLast: true }]);
    expect(records).toEqual([]);
  });

  it('deletes the copy of a save the device refused, but not the shared files while other items are saved', async () => {
    const { store, copies, page } = setUp({ items: [articleOn('en')] });
    store.refusesWrites = true;
    saveChunk.start(document, page);
    placeControl().click();
    await flush();
    expect(copies.drops).toEqual([{ key: 'place:senso-ji', isLast: false }]);
    expect(store.items).toEqual([articleOn('en')]);
  });

  it('never replaces a list it could not read: a press says so, keeps no copy and writes nothing', async () => {
    const { store, copies, records, page, messages } = setUp();
    store.items = [placeOn('en')];
    store.isReadable = false;
    saveChunk.start(document, page);
    articleControl().click();
    await flush();
    expect(statusOf(articleControl()).textContent).toBe(messages.notKept);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(copies.keeps).toEqual([]);
    expect(store.writes).toEqual([]);
    expect(store.items).toEqual([placeOn('en')]);
    expect(records).toEqual([]);
  });

  it('follows another tab: a control’s pressed state changes with the device’s list', () => {
    const { store, page } = setUp();
    saveChunk.start(document, page);
    store.changeFromAnotherTab([placeOn('en')]);
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    store.changeFromAnotherTab([]);
    expect(placeControl().getAttribute('aria-pressed')).toBe('false');
  });

  it('does nothing on a press of a control whose markup names no item', async () => {
    const { store, copies, records, page } = setUp();
    placeControl().setAttribute(SAVE_KEY_ATTRIBUTE, 'senso-ji');
    saveChunk.start(document, page);
    placeControl().click();
    await flush();
    expect(placeControl().getAttribute('aria-pressed')).toBe('false');
    expect(statusOf(placeControl()).textContent).toBe('');
    expect(copies.keeps).toEqual([]);
    expect(store.writes).toEqual([]);
    expect(records).toEqual([]);
  });
});

describe('saveChunk.start: opened offline, and back online', () => {
  const listPage = (items: readonly SavedItem[], code: PathCode) => setUp({ code, html: renderToStaticMarkup(<SavedItemsPage messages={savedMessages(code)} />), items });
  const heading = () => document.getElementById(SAVED_IDS.heading)!;
  const intro = () => document.getElementById(SAVED_IDS.intro)!;

  it('counts nothing on a page opened from the network', () => {
    const { records, page } = setUp();
    saveChunk.start(document, page, [], 'online');
    expect(records).toEqual([]);
  });

  it.each([
    ['saved', true],
    ['unsaved', false],
  ] as const)('counts a page opened offline (%s) as an offline opening, saying whether it was a copy', (opening, saved) => {
    const { records, page } = setUp({ items: [articleOn('en')] });
    saveChunk.start(document, page, [], opening);
    expect(records).toEqual([{ actionType: 'offline_open', data: { saved } }]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    // An article page has no list: its heading stays.
    expect(document.querySelector('h1')!.textContent).toBe('  Temples\n of Kyoto ');
  });

  it('says on the saved-items page, stood in for a page not saved, that the reader is offline, in the page’s language', () => {
    const { records, page, messages } = listPage([placeOn('ko')], 'ko');
    saveChunk.start(document, page, [], 'unsaved');
    expect(heading().textContent).toBe(messages.offlineHeading);
    expect(intro().textContent).toBe(messages.offlineIntro);
    expect(messages.offlineHeading).not.toBe(savedMessages('en').offlineHeading);
    expect(messages.offlineIntro).not.toBe(savedMessages('en').offlineIntro);
    expect(records).toEqual([{ actionType: 'offline_open', data: { saved: false } }]);
    // What can be read is listed below.
    expect(document.querySelectorAll('.tabiji-saved__items > li')).toHaveLength(1);
  });

  it.each(['online', 'saved'] as const)('keeps the saved-items page’s own heading and intro when it was opened %s', (opening: PageOpening) => {
    const { page, messages } = listPage([], 'ko');
    saveChunk.start(document, page, [], opening);
    expect(heading().textContent).toBe(messages.heading);
    expect(intro().textContent).toBe(messages.intro);
  });

  it('downloads each saved page again when the connection comes back, one at a time, by its page’s path', async () => {
    const first = placeOn('en');
    const second = articleOn('en', { key: '/en/articles/9', path: '/en/articles/9?utm_source=x#top', title: 'Ramen in Sapporo' });
    const { copies, page, goOnline, onlineListeners } = setUp({ items: [first, second] });
    copies.refreshAnswers.push('pending', 'pending');
    saveChunk.start(document, page);
    expect(onlineListeners).toHaveLength(1);
    expect(copies.refreshes).toEqual([]);
    goOnline();
    await flush();
    expect(copies.refreshes).toEqual([{ key: 'place:senso-ji', page: '/en/articles/4' }]);
    copies.settleRefresh('unreachable');
    await flush();
    expect(copies.refreshes).toEqual([{ key: 'place:senso-ji', page: '/en/articles/4' }, { key: '/en/articles/9', page: '/en/articles/9' }]);
    copies.settleRefresh('kept');
    await flush();
    expect(copies.refreshes).toHaveLength(2);
    expect(copies.keeps).toEqual([]);
  });

  it('reports a refresh that fails and goes on with the next item', async () => {
    const first = placeOn('en');
    const second = articleOn('en');
    const { copies, reports, page, goOnline } = setUp({ items: [first, second] });
    const failure = new Error('network gone again');
    copies.refreshAnswers.push(failure);
    saveChunk.start(document, page);
    goOnline();
    await flush();
    expect(copies.refreshes.map((copy) => copy.key)).toEqual(['place:senso-ji', '/en/articles/4']);
    expect(reports).toEqual([{ message: expect.stringContaining('refreshed'), error: failure }]);
  });
});

describe('itemOfControl', () => {
  const page = { pathCode: 'en', pathname: '/en/articles/4' } as const;

  it('reads an article from the page’s heading and path, and a place from its control’s markup', () => {
    setUp();
    expect(itemOfControl(articleControl(), page, NOW)).toEqual(articleOn('en', { savedAtMs: NOW }));
    expect(itemOfControl(placeControl(), page, NOW)).toEqual(placeOn('en', { savedAtMs: NOW }));
  });

  it('takes the document’s title for an article without a heading, and no item without either', () => {
    setUp({ html: renderToStaticMarkup(<SaveControl messages={savedMessages('en')} />) });
    document.title = 'Temples of Kyoto | Tabiji';
    expect(itemOfControl(articleControl(), page, NOW)?.title).toBe('Temples of Kyoto | Tabiji');
    document.title = '';
    expect(itemOfControl(articleControl(), page, NOW)).toBeNull();
  });

  it('reads a spot card’s place as the card writes it, and saves it on a press', async () => {
    const { place } = parsePlace({ id: 'kinkaku-ji', lang: 'en', kind: 'temple', name: 'Kinkaku-ji <b>' }, 'kinkaku-ji');
    const { store, page } = setUp({ code: 'ko', html: renderToStaticMarkup(<SpotCard place={place!} pathCode="ko" messages={placeMessages('ko')} savedMessages={savedMessages('ko')} />) });
    const expected: SavedItem = { kind: 'place', key: 'place:kinkaku-ji', title: 'Kinkaku-ji <b>', path: '/ko/articles/4#tabiji-spot-kinkaku-ji', language: 'ko', savedAtMs: NOW };
    expect(itemOfControl(placeControl(), page, NOW)).toEqual(expected);
    expect(document.getElementById('tabiji-spot-kinkaku-ji')?.textContent).toBe('Kinkaku-ji <b>');
    saveChunk.start(document, page);
    placeControl().click();
    await flush();
    expect(store.items).toEqual([expected]);
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
  });

  it('is null for a place whose key is not a place’s, or that has no name', () => {
    setUp();
    placeControl().setAttribute(SAVE_KEY_ATTRIBUTE, 'senso-ji');
    expect(itemOfControl(placeControl(), page, NOW)).toBeNull();
    placeControl().removeAttribute(SAVE_KEY_ATTRIBUTE);
    expect(itemOfControl(placeControl(), page, NOW)).toBeNull();
    placeControl().setAttribute(SAVE_KEY_ATTRIBUTE, 'place:senso-ji');
    placeControl().setAttribute(SAVE_TITLE_ATTRIBUTE, '   ');
    expect(itemOfControl(placeControl(), page, NOW)).toBeNull();
  });

  it('leaves out an anchor that is not one, keeping the page’s path', () => {
    setUp();
    for (const anchor of ['javascript:alert(1)', '#a b', '//evil.example/', '#"><img src=x>', '']) {
      placeControl().setAttribute(SAVE_PATH_ATTRIBUTE, anchor);
      expect({ anchor, path: itemOfControl(placeControl(), page, NOW)?.path }).toEqual({ anchor, path: '/en/articles/4' });
    }
  });

  it('is null for a page path that is not a site path, or a control of no known kind', () => {
    setUp();
    expect(itemOfControl(articleControl(), { pathCode: 'en', pathname: '//evil.example/x' }, NOW)).toBeNull();
    expect(itemOfControl(placeControl(), { pathCode: 'en', pathname: '//evil.example/x' }, NOW)).toBeNull();
    articleControl().setAttribute('data-tabiji-save', 'photo');
    expect(itemOfControl(document.querySelector('button[data-tabiji-save="photo"]')!, page, NOW)).toBeNull();
  });
});

describe('saveChunk.start: the saved-items page', () => {
  const first = placeOn('es', { savedAtMs: NOW - 10 });
  const second = articleOn('es', { savedAtMs: NOW - 20 });
  const third = articleOn('es', { key: '/es/articles/9', path: '/es/articles/9', title: 'Ramen in Sapporo', savedAtMs: NOW - 30 });

  const listPage = (items: readonly SavedItem[], code: PathCode = 'es') => setUp({ code, html: renderToStaticMarkup(<SavedItemsPage messages={savedMessages(code)} />), items });
  const rows = () => Array.from(document.querySelectorAll('.tabiji-saved__items > li'));
  const removeButton = (title: string) => rows().find((row) => row.querySelector('a')?.textContent === title)!.querySelector('button')!;
  const empty = () => document.getElementById(SAVED_IDS.empty)!;

  it('lists the items with their kinds, links and Remove buttons, in the page’s language', () => {
    const { page, messages } = listPage([first, second, third]);
    saveChunk.start(document, page);
    expect(rows().map((row) => ({
      kind: row.querySelector('.tabiji-saved__kind')?.textContent,
      href: row.querySelector('a')?.getAttribute('href'),
      title: row.querySelector('a')?.textContent,
      button: row.querySelector('button')?.textContent,
    }))).toEqual([
      { kind: 'Lugar', href: '/es/articles/4#tabiji-spot-senso-ji', title: 'Senso-ji', button: format(messages.remove, { title: 'Senso-ji' }) },
      { kind: 'Artículo', href: '/es/articles/4', title: 'Temples of Kyoto', button: format(messages.remove, { title: 'Temples of Kyoto' }) },
      { kind: messages.article, href: '/es/articles/9', title: 'Ramen in Sapporo', button: format(messages.remove, { title: 'Ramen in Sapporo' }) },
    ]);
    expect(empty().hidden).toBe(true);
  });

  it('lists the device’s items newest first, whatever order they were stored in', () => {
    window.localStorage.setItem(SAVED_ITEMS_KEY, JSON.stringify([third, first, second]));
    const { page } = listPage([]);
    const store: SavedItemsStorePort = new LocalStorageSavedItemsAdapter(() => window.localStorage, new EventTarget());
    saveChunk.start(document, { ...page, store });
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['Senso-ji', 'Temples of Kyoto', 'Ramen in Sapporo']);
  });

  it('shows the empty line when nothing is saved', () => {
    const { page, messages } = listPage([], 'ko');
    saveChunk.start(document, page);
    expect(rows()).toEqual([]);
    expect(empty().hidden).toBe(false);
    expect(empty().textContent).toBe(messages.empty);
    expect(document.querySelector('h1')!.textContent).toBe(savedMessages('ko').heading);
  });

  it('writes a hostile title as text, in the link and in the button', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { page, messages } = listPage([{ ...second, title: hostile }]);
    saveChunk.start(document, page);
    expect(document.querySelector('img')).toBeNull();
    expect(rows()[0]!.querySelector('a')!.textContent).toBe(hostile);
    expect(rows()[0]!.querySelector('button')!.textContent).toBe(format(messages.remove, { title: hostile }));
  });

  it('takes an item off on Remove, says so, counts it, deletes its copy and moves the focus to the next item’s button', async () => {
    const { store, copies, records, page, messages } = listPage([first, second, third]);
    saveChunk.start(document, page);
    removeButton('Senso-ji').click();
    await flush();
    expect(store.items).toEqual([second, third]);
    expect(copies.drops).toEqual([{ key: 'place:senso-ji', isLast: false }]);
    expect(copies.keeps).toEqual([]);
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['Temples of Kyoto', 'Ramen in Sapporo']);
    expect(document.getElementById(SAVED_IDS.outcome)!.textContent).toBe(messages.removed);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'place', saved: false, from: 'list' } }]);
    expect(document.activeElement).toBe(removeButton('Temples of Kyoto'));
  });

  it('moves the focus from a middle item to the one after it, not the one before', async () => {
    const { page } = listPage([first, second, third]);
    saveChunk.start(document, page);
    removeButton('Temples of Kyoto').click();
    await flush();
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['Senso-ji', 'Ramen in Sapporo']);
    expect(document.activeElement).toBe(removeButton('Ramen in Sapporo'));
  });

  it('moves the focus to the item before when the last one goes, and to the heading when the list empties', async () => {
    const { store, copies, records, page } = listPage([first, second]);
    saveChunk.start(document, page);
    removeButton('Temples of Kyoto').click();
    await flush();
    expect(document.activeElement).toBe(removeButton('Senso-ji'));
    removeButton('Senso-ji').click();
    await flush();
    expect(store.items).toEqual([]);
    // The shared scripts and styles go with the last copy only.
    expect(copies.drops).toEqual([{ key: '/es/articles/4', isLast: false }, { key: 'place:senso-ji', isLast: true }]);
    expect(rows()).toEqual([]);
    expect(document.activeElement).toBe(document.getElementById(SAVED_IDS.heading));
    expect(empty().hidden).toBe(false);
    expect(records.map((record) => record.data)).toEqual([{ kind: 'article', saved: false, from: 'list' }, { kind: 'place', saved: false, from: 'list' }]);
  });

  it('keeps an item the device would not let go, with its copy, and says so', async () => {
    const { store, copies, records, page, messages } = listPage([first, second]);
    store.refusesWrites = true;
    saveChunk.start(document, page);
    removeButton('Senso-ji').click();
    await flush();
    expect(rows()).toHaveLength(2);
    expect(copies.drops).toEqual([]);
    expect(document.getElementById(SAVED_IDS.outcome)!.textContent).toBe(messages.notKept);
    expect(records).toEqual([]);
  });

  it('draws the list again when another tab changes it', () => {
    const { store, page } = listPage([first]);
    saveChunk.start(document, page);
    store.changeFromAnotherTab([third, first]);
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['Ramen in Sapporo', 'Senso-ji']);
    store.changeFromAnotherTab([]);
    expect(rows()).toEqual([]);
    expect(empty().hidden).toBe(false);
  });
});

/** A session the test moves (signs in, out), and the account's list behind it; `sessionAsked` counts the loads. */
function accountFor({ userId = 42 as number | null, mayBeSignedIn = true, items = [] as readonly SavedItem[] } = {}) {
  const list = new FakeAccountSavedItemsAdapter(items);
  const listeners = new Set<() => void>();
  let state: SessionState = userId === null ? { status: 'anonymous' } : { status: 'signed-in', user: signedInUser({ userMetadata: { user_id: userId } }), isConfirmed: true };
  let sessionAsked = 0;
  const session: RecordedSession = { getState: () => state, subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)), load: async () => state };
  const account: SavedAccount = { list, mayBeSignedIn: async () => mayBeSignedIn, session: async () => ((sessionAsked += 1), session) };
  const moveTo = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return { account, list, moveTo, sessionAsked: () => sessionAsked };
}

describe('saveChunk.start: the signed-in reader’s account', () => {
  it('merges the device’s own items into the account on sign-in, none lost or doubled, and holds the account’s list', async () => {
    const shared = articleOn('en', { savedAtMs: NOW - 5000 });
    const { account, list } = accountFor({ items: [{ ...shared, savedAtMs: NOW - 9000 }, placeOn('en')] });
    const { store, copies, page } = setUp({ items: [shared, articleOn('en', { key: '/en/articles/9', path: '/en/articles/9', savedAtMs: NOW - 100 })], account });
    saveChunk.start(document, page);
    await flush();
    expect(list.calls).toHaveLength(1);
    expect((list.calls[0] as { merge: readonly SavedItem[] }).merge.map((item) => item.key)).toEqual(['/en/articles/4', '/en/articles/9']);
    expect(store.owner()).toBe('42');
    // Each key once; the item on both keeps its first save.
    expect(store.items.map((item) => [item.key, item.savedAtMs])).toEqual([['/en/articles/9', NOW - 100], ['place:senso-ji', NOW - 2000], ['/en/articles/4', NOW - 9000]]);
    expect(list.items).toEqual(store.items);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
    // The place was saved on another device: a copy is made here, without photos this device never loaded.
    await flush();
    expect(copies.keeps.map((copy) => [copy.key, copy.photos])).toEqual([['place:senso-ji', []]]);
  });

  it('never merges another user’s list into this account: it leaves the device, with its copies, first', async () => {
    const { account, list } = accountFor({ userId: 42, items: [placeOn('en')] });
    const { store, copies, page } = setUp({ items: [articleOn('en')], owner: '7', account });
    saveChunk.start(document, page);
    await flush();
    expect(list.calls).toEqual([{ merge: [] }]);
    expect(list.items.map((item) => item.key)).toEqual(['place:senso-ji']);
    expect(store.owner()).toBe('42');
    expect(store.items.map((item) => item.key)).toEqual(['place:senso-ji']);
    expect(copies.drops).toEqual([{ key: '/en/articles/4', isLast: true }]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
  });

  it('takes an account’s list off the device once nobody can be signed in, without asking the session or the account', async () => {
    const { account, list, sessionAsked } = accountFor({ userId: null, mayBeSignedIn: false });
    const { store, copies, page } = setUp({ items: [articleOn('en'), placeOn('en')], owner: '42', account });
    saveChunk.start(document, page);
    // Not shown while the device's sessions are looked at: it may be the last visitor's.
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    await flush();
    expect(store.items).toEqual([]);
    expect(store.owner()).toBeNull();
    expect(copies.drops).toEqual([{ key: '/en/articles/4', isLast: false }, { key: 'place:senso-ji', isLast: true }]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(sessionAsked()).toBe(0);
    expect(list.calls).toEqual([]);
  });

  it('leaves the device’s own list alone, and asks nothing, where nobody can be signed in', async () => {
    const { account, list, sessionAsked } = accountFor({ userId: null, mayBeSignedIn: false });
    const { store, page } = setUp({ items: [articleOn('en')], account });
    saveChunk.start(document, page);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    await flush();
    expect(store.items).toEqual([articleOn('en')]);
    expect(sessionAsked()).toBe(0);
    expect(list.calls).toEqual([]);
  });

  it('sends a save and a removal to the account first, and keeps its answer on the device', async () => {
    const { account, list } = accountFor({ items: [articleOn('en')] });
    const { store, records, page, messages } = setUp({ items: [articleOn('en')], owner: '42', account });
    saveChunk.start(document, page);
    await flush();
    placeControl().click();
    await flush();
    expect(list.calls.at(-1)).toEqual({ merge: [placeOn('en', { savedAtMs: NOW })] });
    expect(store.items.map((item) => item.key)).toEqual(['place:senso-ji', '/en/articles/4']);
    expect(store.owner()).toBe('42');
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
    articleControl().click();
    await flush();
    expect(list.calls.at(-1)).toEqual({ remove: '/en/articles/4' });
    expect(store.items.map((item) => item.key)).toEqual(['place:senso-ji']);
    expect(statusOf().textContent).toBe(messages.removed);
    expect(records.map((record) => record.data)).toEqual([{ kind: 'place', saved: true, from: 'control' }, { kind: 'article', saved: false, from: 'control' }]);
  });

  it('changes nothing when the account cannot be reached, says so, and keeps no copy', async () => {
    const { account, list } = accountFor({ items: [articleOn('en')] });
    const { store, copies, records, page, messages } = setUp({ items: [articleOn('en')], owner: '42', account });
    saveChunk.start(document, page);
    await flush();
    list.failure = 'unreachable';
    placeControl().click();
    await flush();
    expect(statusOf().textContent).toBe(messages.accountUnreachable);
    expect(placeControl().getAttribute('aria-pressed')).toBe('false');
    expect(store.items).toEqual([articleOn('en')]);
    expect(copies.drops.map((drop) => drop.key)).toEqual(['place:senso-ji']);
    articleControl().click();
    await flush();
    expect(statusOf().textContent).toBe(messages.accountUnreachable);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(records).toEqual([]);
  });

  it('keeps the device’s own list as it is when the account cannot be read at sign-in, and says why in the console only', async () => {
    const { account, list } = accountFor({ items: [placeOn('en')] });
    list.failure = 'unreachable';
    const { store, reports, page } = setUp({ items: [articleOn('en')], account });
    saveChunk.start(document, page);
    await flush();
    expect(store.items).toEqual([articleOn('en')]);
    expect(store.owner()).toBeNull();
    expect(reports.map((report) => report.message)).toEqual(['Tabiji: the account’s saved items could not be read; the device’s list stays as it is.']);
    expect(String(reports[0]?.error)).not.toMatch(/token|Bearer/i);
  });

  it('takes the account’s list off the device when the reader signs out on the page', async () => {
    const { account, moveTo } = accountFor({ items: [articleOn('en')] });
    const { store, copies, page } = setUp({ account });
    saveChunk.start(document, page);
    await flush();
    expect(store.owner()).toBe('42');
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    moveTo({ status: 'anonymous' });
    await flush();
    expect(store.items).toEqual([]);
    expect(store.owner()).toBeNull();
    expect(copies.drops).toEqual([{ key: '/en/articles/4', isLast: true }]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
  });

  it('says on the saved-items page that the list is the account’s', async () => {
    const { account } = accountFor({ items: [articleOn('ko')] });
    const { page, messages } = setUp({ code: 'ko', html: renderToStaticMarkup(<SavedItemsPage messages={savedMessages('ko')} />), account });
    saveChunk.start(document, page);
    await flush();
    expect(document.getElementById(SAVED_IDS.intro)?.textContent).toBe(messages.accountIntro);
    expect(document.querySelectorAll('section li')).toHaveLength(1);
  });
});
