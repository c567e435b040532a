import { renderToStaticMarkup } from 'react-dom/server';
import { LocalStorageSavedItemsAdapter, SAVED_ITEMS_KEY } from '../src/adapters/browser/LocalStorageSavedItemsAdapter';
import type { VisitEvent } from '../src/application/tracking/startTracking';
import { format } from '../src/domain/messageFormat';
import { parsePlace } from '../src/domain/place';
import type { PathCode } from '../src/domain/pathCodes';
import type { SavedItem } from '../src/domain/savedItems';
import { SAVE_KEY_ATTRIBUTE, SAVE_PATH_ATTRIBUTE, SAVE_TITLE_ATTRIBUTE, SAVED_IDS } from '../src/domain/savedMarkup';
import type { SavedItemsStorePort } from '../src/ports/SavedItemsStorePort';
import { itemOfControl, saveChunk, type SavePage } from '../src/saveChunk';
import { SaveControl } from '../src/ui/components/SaveControl';
import { SavedItemsPage } from '../src/ui/components/SavedItemsPage';
import { SpotCard } from '../src/ui/components/SpotCard';
import { placeMessages } from '../src/ui/messages/places/PlaceMessages';
import { savedMessages } from '../src/ui/messages/saved/SavedMessages';
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

function setUp({ code = 'en', html = articleMarkup(code), items = [] }: { code?: PathCode; html?: string; items?: readonly SavedItem[] } = {}) {
  document.body.innerHTML = html;
  const store = new FakeSavedItemsStoreAdapter(items);
  const records: VisitEvent[] = [];
  const page: SavePage = { pathCode: code, store, clock: { now: () => NOW }, pathname: `/${code}/articles/4`, record: (event) => records.push(event) };
  return { store, records, page, messages: savedMessages(code) };
}

const articleControl = () => document.querySelector<HTMLButtonElement>('button[data-tabiji-save="article"]')!;
const placeControl = () => document.querySelector<HTMLButtonElement>('button[data-tabiji-save="place"]')!;
const statusOf = (control: HTMLElement) => control.parentElement!.querySelector<HTMLElement>('.tabiji-save__status')!;
const linkOf = (control: HTMLElement) => control.parentElement!.querySelector<HTMLAnchorElement>('.tabiji-save__link')!;

describe('saveChunk.start: the save controls', () => {
  it('shows which controls’ items the device holds, with an empty status line and a hidden link beside each', () => {
    const { store, page } = setUp({ items: [articleOn('en')] });
    saveChunk.start(document, page);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(placeControl().getAttribute('aria-pressed')).toBe('false');
    for (const control of [articleControl(), placeControl()]) {
      expect(statusOf(control).getAttribute('role')).toBe('status');
      expect(statusOf(control).textContent).toBe('');
      expect(linkOf(control).hidden).toBe(true);
    }
    expect(store.listenerCount()).toBe(1);
  });

  it('saves the article on a press, in the page’s language: pressed, said, linked to the saved items, and counted', () => {
    const { store, records, page, messages } = setUp({ code: 'ko' });
    saveChunk.start(document, page);
    articleControl().click();
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(statusOf(articleControl()).textContent).toBe(messages.saved);
    expect(messages.saved).not.toBe(savedMessages('en').saved);
    expect(linkOf(articleControl()).hidden).toBe(false);
    expect(linkOf(articleControl()).getAttribute('href')).toBe('/ko/saved');
    expect(linkOf(articleControl()).textContent).toBe(savedMessages('ko').savedItemsLink);
    expect(store.items).toEqual([articleOn('ko', { savedAtMs: NOW })]);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'article', saved: true, from: 'control' } }]);
    // The place's control is not touched.
    expect(placeControl().getAttribute('aria-pressed')).toBe('false');
    expect(statusOf(placeControl()).textContent).toBe('');
  });

  it('takes the item off on a second press, says so and hides the link', () => {
    const { store, records, page, messages } = setUp();
    saveChunk.start(document, page);
    articleControl().click();
    articleControl().click();
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(statusOf(articleControl()).textContent).toBe(messages.removed);
    expect(linkOf(articleControl()).hidden).toBe(true);
    expect(store.items).toEqual([]);
    expect(records).toEqual([
      { actionType: 'item_save', data: { kind: 'article', saved: true, from: 'control' } },
      { actionType: 'item_save', data: { kind: 'article', saved: false, from: 'control' } },
    ]);
  });

  it('saves a spot card’s place with its name and the card’s anchor, before what was saved already', () => {
    const { store, records, page } = setUp({ items: [articleOn('en')] });
    saveChunk.start(document, page);
    placeControl().click();
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
    expect(store.items).toEqual([placeOn('en', { savedAtMs: NOW }), articleOn('en')]);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'place', saved: true, from: 'control' } }]);
    // The event log learns the kind alone, never which item.
    expect(JSON.stringify(records)).not.toMatch(/senso-ji|Senso-ji|articles/);
  });

  it('saves on a press made before it ran, even when the item is saved already (no toggle off, nothing counted)', () => {
    const { store, records, page, messages } = setUp({ items: [articleOn('en')] });
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="other">Other</button>');
    saveChunk.start(document, page, [articleControl(), articleControl(), document.getElementById('other')!]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
    expect(statusOf(articleControl()).textContent).toBe(messages.saved);
    expect(linkOf(articleControl()).hidden).toBe(false);
    expect(store.items).toEqual([articleOn('en')]);
    expect(store.writes).toEqual([]);
    expect(records).toEqual([]);
  });

  it('saves an early-pressed item the device did not hold, once however often it was pressed', () => {
    const { store, records, page } = setUp();
    saveChunk.start(document, page, [placeControl(), placeControl()]);
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
    expect(store.items).toEqual([placeOn('en', { savedAtMs: NOW })]);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'place', saved: true, from: 'control' } }]);
  });

  it('says so when the device would not keep it: not pressed, no link, nothing counted', () => {
    const { store, records, page, messages } = setUp({ code: 'es' });
    store.refusesWrites = true;
    saveChunk.start(document, page);
    articleControl().click();
    expect(statusOf(articleControl()).textContent).toBe(messages.notKept);
    expect(messages.notKept).not.toBe(savedMessages('en').notKept);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    expect(linkOf(articleControl()).hidden).toBe(true);
    expect(store.items).toEqual([]);
    expect(records).toEqual([]);
  });

  it('never replaces a list it could not read: a press says so and writes nothing', () => {
    const { store, records, page, messages } = setUp();
    store.items = [placeOn('en')];
    store.isReadable = false;
    saveChunk.start(document, page);
    articleControl().click();
    expect(statusOf(articleControl()).textContent).toBe(messages.notKept);
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
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

  it('does nothing on a press of a control whose markup names no item', () => {
    const { store, records, page } = setUp();
    placeControl().setAttribute(SAVE_KEY_ATTRIBUTE, 'senso-ji');
    saveChunk.start(document, page);
    placeControl().click();
    expect(placeControl().getAttribute('aria-pressed')).toBe('false');
    expect(statusOf(placeControl()).textContent).toBe('');
    expect(store.writes).toEqual([]);
    expect(records).toEqual([]);
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

  it('reads a spot card’s place as the card writes it, and saves it on a press', () => {
    const { place } = parsePlace({ id: 'kinkaku-ji', lang: 'en', kind: 'temple', name: 'Kinkaku-ji <b>' }, 'kinkaku-ji');
    const { store, page } = setUp({ code: 'ko', html: renderToStaticMarkup(<SpotCard place={place!} pathCode="ko" messages={placeMessages('ko')} savedMessages={savedMessages('ko')} />) });
    const expected: SavedItem = { kind: 'place', key: 'place:kinkaku-ji', title: 'Kinkaku-ji <b>', path: '/ko/articles/4#tabiji-spot-kinkaku-ji', language: 'ko', savedAtMs: NOW };
    expect(itemOfControl(placeControl(), page, NOW)).toEqual(expected);
    expect(document.getElementById('tabiji-spot-kinkaku-ji')?.textContent).toBe('Kinkaku-ji <b>');
    saveChunk.start(document, page);
    placeControl().click();
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

  it('takes an item off on Remove, says so, counts it and moves the focus to the next item’s button', () => {
    const { store, records, page, messages } = listPage([first, second, third]);
    saveChunk.start(document, page);
    removeButton('Senso-ji').click();
    expect(store.items).toEqual([second, third]);
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['Temples of Kyoto', 'Ramen in Sapporo']);
    expect(document.getElementById(SAVED_IDS.outcome)!.textContent).toBe(messages.removed);
    expect(records).toEqual([{ actionType: 'item_save', data: { kind: 'place', saved: false, from: 'list' } }]);
    expect(document.activeElement).toBe(removeButton('Temples of Kyoto'));
  });

  it('moves the focus from a middle item to the one after it, not the one before', () => {
    const { page } = listPage([first, second, third]);
    saveChunk.start(document, page);
    removeButton('Temples of Kyoto').click();
    expect(rows().map((row) => row.querySelector('a')?.textContent)).toEqual(['Senso-ji', 'Ramen in Sapporo']);
    expect(document.activeElement).toBe(removeButton('Ramen in Sapporo'));
  });

  it('moves the focus to the item before when the last one goes, and to the heading when the list empties', () => {
    const { store, records, page } = listPage([first, second]);
    saveChunk.start(document, page);
    removeButton('Temples of Kyoto').click();
    expect(document.activeElement).toBe(removeButton('Senso-ji'));
    removeButton('Senso-ji').click();
    expect(store.items).toEqual([]);
    expect(rows()).toEqual([]);
    expect(document.activeElement).toBe(document.getElementById(SAVED_IDS.heading));
    expect(empty().hidden).toBe(false);
    expect(records.map((record) => record.data)).toEqual([{ kind: 'article', saved: false, from: 'list' }, { kind: 'place', saved: false, from: 'list' }]);
  });

  it('keeps an item the device would not let go, and says so', () => {
    const { store, records, page, messages } = listPage([first, second]);
    store.refusesWrites = true;
    saveChunk.start(document, page);
    removeButton('Senso-ji').click();
    expect(rows()).toHaveLength(2);
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
