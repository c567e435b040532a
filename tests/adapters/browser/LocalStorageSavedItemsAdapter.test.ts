import { LocalStorageSavedItemsAdapter, SAVED_ITEMS_KEY } from '../../../src/adapters/browser/LocalStorageSavedItemsAdapter';
import type { SavedItem } from '../../../src/domain/savedItems';

const ARTICLE: SavedItem = { kind: 'article', key: '/en/articles/4', title: 'Temples of Kyoto', path: '/en/articles/4', language: 'en', savedAtMs: 1_764_400_000_000 };
const PLACE: SavedItem = { kind: 'place', key: 'place:senso-ji', title: 'Senso-ji', path: '/en/articles/4#tabiji-spot-senso-ji', language: 'en', savedAtMs: 1_764_400_100_000 };

/** A Storage with its own map; `failing` makes getItem or setItem throw as blocked or full storage does. */
function memoryStorage(): Storage & { failing: { getItem: boolean; setItem: boolean }; data: Map<string, string> } {
  const data = new Map<string, string>();
  const failing = { getItem: false, setItem: false };
  return {
    data,
    failing,
    getItem(key: string) {
      if (failing.getItem) throw new DOMException('The operation is insecure.', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (failing.setItem) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

/** A window's event target alone: what onChange listens to. */
const newTarget = () => new EventTarget();

describe('LocalStorageSavedItemsAdapter', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps an account’s list with its owner: a write keeps the owner, a replace sets or ends it', () => {
    const storage = memoryStorage();
    const store = new LocalStorageSavedItemsAdapter(() => storage, newTarget());
    expect(store.owner()).toBeNull();
    expect(store.replace({ items: [ARTICLE], owner: '42' })).toBe(true);
    expect(JSON.parse(storage.data.get(SAVED_ITEMS_KEY)!)).toEqual({ owner: '42', items: [ARTICLE] });
    expect(store.write([PLACE, ARTICLE])).toBe(true);
    expect(store.owner()).toBe('42');
    expect(store.read()).toEqual([PLACE, ARTICLE]);
    expect(store.replace({ items: [], owner: null })).toBe(true);
    expect(storage.data.get(SAVED_ITEMS_KEY)).toBe('[]');
    expect(store.owner()).toBeNull();
    storage.failing.setItem = true;
    expect(store.replace({ items: [ARTICLE], owner: '7' })).toBe(false);
    expect(store.owner()).toBeNull();
  });

  it('writes the whole list as JSON under its key and reads it back, newest first', () => {
    const store = new LocalStorageSavedItemsAdapter(() => window.localStorage, newTarget());
    expect(store.read()).toEqual([]);
    expect(store.write([ARTICLE, PLACE])).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(SAVED_ITEMS_KEY) ?? 'null')).toEqual([ARTICLE, PLACE]);
    expect(store.read()).toEqual([PLACE, ARTICLE]);
    expect(store.isAvailable()).toBe(true);
    expect(store.write([])).toBe(true);
    expect(store.read()).toEqual([]);
  });

  it('reads as empty, and says it is not available, when opening the storage throws', () => {
    const warn = jest.fn();
    const store = new LocalStorageSavedItemsAdapter(() => {
      throw new DOMException('blocked', 'SecurityError');
    }, newTarget(), warn);
    expect(store.read()).toEqual([]);
    expect(store.isAvailable()).toBe(false);
    expect(store.write([ARTICLE])).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads as empty when getItem throws, and is available again once it reads', () => {
    const storage = memoryStorage();
    const store = new LocalStorageSavedItemsAdapter(() => storage, newTarget());
    store.write([ARTICLE]);
    storage.failing.getItem = true;
    expect(store.read()).toEqual([]);
    expect(store.isAvailable()).toBe(false);
    storage.failing.getItem = false;
    expect(store.read()).toEqual([ARTICLE]);
    expect(store.isAvailable()).toBe(true);
  });

  it('says a write setItem refuses was not kept, and keeps nothing of it (not even in memory)', () => {
    const storage = memoryStorage();
    const store = new LocalStorageSavedItemsAdapter(() => storage, newTarget());
    expect(store.write([ARTICLE])).toBe(true);
    storage.failing.setItem = true;
    expect(store.write([PLACE, ARTICLE])).toBe(false);
    expect(store.read()).toEqual([ARTICLE]);
    expect(JSON.parse(storage.data.get(SAVED_ITEMS_KEY) ?? 'null')).toEqual([ARTICLE]);
  });

  it('reads malformed JSON as empty, warning once with the count', () => {
    const storage = memoryStorage();
    storage.data.set(SAVED_ITEMS_KEY, '{not json');
    const warn = jest.fn();
    const store = new LocalStorageSavedItemsAdapter(() => storage, newTarget(), warn);
    expect(store.read()).toEqual([]);
    expect(store.isAvailable()).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Tabiji: 1 saved entry was not readable and is left out.');
  });

  it('leaves out entries that are not items, warning with how many', () => {
    const storage = memoryStorage();
    storage.data.set(SAVED_ITEMS_KEY, JSON.stringify([ARTICLE, { kind: 'photo' }, { ...PLACE, path: 'javascript:alert(1)' }]));
    const warn = jest.fn();
    const store = new LocalStorageSavedItemsAdapter(() => storage, newTarget(), warn);
    expect(store.read()).toEqual([ARTICLE]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Tabiji: 2 saved entries were not readable and are left out.');
  });

  it('does not warn for a list that reads whole, or for nothing stored', () => {
    const storage = memoryStorage();
    const warn = jest.fn();
    const store = new LocalStorageSavedItemsAdapter(() => storage, newTarget(), warn);
    store.read();
    store.write([ARTICLE]);
    store.read();
    expect(warn).not.toHaveBeenCalled();
  });

  it('hears of its own key and of a cleared storage from other tabs, never of other keys, until removed', () => {
    const target = newTarget();
    const store = new LocalStorageSavedItemsAdapter(() => window.localStorage, target);
    const listener = jest.fn();
    const stop = store.onChange(listener);
    target.dispatchEvent(new StorageEvent('storage', { key: 'tabiji-consent' }));
    expect(listener).not.toHaveBeenCalled();
    target.dispatchEvent(new StorageEvent('storage', { key: SAVED_ITEMS_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new StorageEvent('storage', { key: SAVED_ITEMS_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('listens on the window by default', () => {
    const store = new LocalStorageSavedItemsAdapter(() => window.localStorage);
    const listener = jest.fn();
    const stop = store.onChange(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_ITEMS_KEY }));
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
