import { renderToStaticMarkup } from 'react-dom/server';
import type { SavedItem } from '../src/domain/savedItems';
import { saveMarks } from '../src/saveMarks';
import { SaveControl } from '../src/ui/components/SaveControl';
import { savedMessages } from '../src/ui/messages/saved/SavedMessages';
import { FakeSavedItemsStoreAdapter } from './fakes/FakeSavedItemsStoreAdapter';

const ARTICLE: SavedItem = { kind: 'article', key: '/en/articles/4', title: 'Temples of Kyoto', path: '/en/articles/4', language: 'en', savedAtMs: 1 };
const PLACE: SavedItem = { kind: 'place', key: 'place:senso-ji', title: 'Senso-ji', path: '/en/articles/4#tabiji-spot-senso-ji', language: 'en', savedAtMs: 2 };

const articleControl = () => document.querySelector<HTMLButtonElement>('button[data-tabiji-save="article"]')!;
const placeControl = () => document.querySelector<HTMLButtonElement>('button[data-tabiji-save="place"]')!;
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The marks listen on the document: each test's listener is taken off after it.
let addListener: jest.SpyInstance;
beforeEach(() => {
  addListener = jest.spyOn(document, 'addEventListener');
  window.history.replaceState(null, '', '/en/articles/4');
  const messages = savedMessages('en');
  document.body.innerHTML = [
    '<h1>Temples of Kyoto</h1>',
    renderToStaticMarkup(<SaveControl messages={messages} />),
    renderToStaticMarkup(<SaveControl messages={messages} place={{ id: 'senso-ji', name: 'Senso-ji', nameId: 'tabiji-spot-senso-ji' }} />),
    '<button id="other">Other</button>',
  ].join('');
});
afterEach(() => {
  for (const [type, listener] of addListener.mock.calls as [string, EventListener][]) document.removeEventListener(type, listener);
  addListener.mockRestore();
});

function marks({ items = [] as readonly SavedItem[], owner = null as string | null, mayBeSignedIn = false } = {}) {
  const store = new FakeSavedItemsStoreAdapter(items, owner);
  const wantAll = jest.fn();
  saveMarks.start(document, { pathCode: 'en', mayBeSignedIn: async () => mayBeSignedIn, wantAll }, store);
  return { store, wantAll };
}

describe('saveMarks.start', () => {
  it('marks the controls whose items the device holds, and wants nothing more from a reader who presses nothing', async () => {
    const { wantAll } = marks({ items: [PLACE] });
    expect(placeControl().getAttribute('aria-pressed')).toBe('true');
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
    document.getElementById('other')!.click();
    await flush();
    expect(wantAll).not.toHaveBeenCalled();
  });

  it('follows another tab’s changes', () => {
    const { store } = marks();
    store.changeFromAnotherTab([ARTICLE]);
    expect(articleControl().getAttribute('aria-pressed')).toBe('true');
  });

  it('wants the whole of saved items at each press on a control (fetched once; tried again after it could not come), and stops following', async () => {
    const { store, wantAll } = marks();
    placeControl().click();
    expect(wantAll).toHaveBeenCalledTimes(1);
    expect(store.listenerCount()).toBe(0);
    placeControl().click();
    expect(wantAll).toHaveBeenCalledTimes(2);
  });

  it('says in the page’s language that nothing was saved when the rest could not come (no connection)', () => {
    const store = new FakeSavedItemsStoreAdapter();
    const started = saveMarks.start(document, { pathCode: 'th', mayBeSignedIn: async () => false, wantAll: jest.fn() }, store);
    started.cannotSave();
    const status = document.querySelector<HTMLElement>('.tabiji-save-toast--shown [role="status"]');
    expect(status?.textContent).toBe(savedMessages('th').notDownloaded);
    expect(document.querySelector<HTMLAnchorElement>('.tabiji-save__link')?.hidden).toBe(true);
  });

  it('wants it at once for a reader who may be signed in, and leaves an account’s list unmarked for it to show', async () => {
    const signedIn = marks({ mayBeSignedIn: true });
    await flush();
    expect(signedIn.wantAll).toHaveBeenCalledTimes(1);
    const owned = marks({ items: [ARTICLE], owner: '42' });
    expect(owned.wantAll).toHaveBeenCalled();
    expect(articleControl().getAttribute('aria-pressed')).toBe('false');
  });
});
