import { BrowserStorageAdapter } from '../../../src/adapters/browser/BrowserStorageAdapter';

/** A Storage whose every call throws, as Safari's private mode and blocked third-party storage do. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

/** A Storage that reads fine but refuses writes once `full` is set. */
function quotaStorage(): Storage & { full: boolean } {
  const data = new Map<string, string>();
  return {
    full: false,
    getItem: (key: string) => data.get(key) ?? null,
    setItem(key: string, value: string) {
      if (this.full && key !== '__tabiji_probe__') throw new DOMException('full', 'QuotaExceededError');
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

describe('BrowserStorageAdapter', () => {
  afterEach(() => window.sessionStorage.clear());

  it('opens the storage at its first call, once, not when it is made', () => {
    const open = jest.fn(() => window.localStorage);
    const storage = new BrowserStorageAdapter(open);
    expect(open).not.toHaveBeenCalled();
    expect(storage.get('missing')).toBeNull();
    storage.set('k', 'v');
    expect(storage.isPersistent()).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    window.localStorage.removeItem('k');
  });

  it('stores values in the real storage and reads them back', () => {
    const store = new BrowserStorageAdapter(() => window.sessionStorage);
    expect(store.set('notice', 'closed')).toBe(true);
    expect(store.get('notice')).toBe('closed');
    expect(window.sessionStorage.getItem('notice')).toBe('closed');
    expect(store.isPersistent()).toBe(true);
    store.remove('notice');
    expect(store.get('notice')).toBeNull();
  });

  it('keeps values in memory when opening the storage throws', () => {
    const store = new BrowserStorageAdapter(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(store.set('notice', 'closed')).toBe(false);
    expect(store.get('notice')).toBe('closed');
    expect(store.isPersistent()).toBe(false);
    store.remove('notice');
    expect(store.get('notice')).toBeNull();
  });

  it('keeps values in memory when every storage call throws', () => {
    const store = new BrowserStorageAdapter(throwingStorage);
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBe('v');
    expect(() => store.remove('k')).not.toThrow();
    expect(store.get('absent')).toBeNull();
  });

  it('falls back to memory for a write that hits the quota, and loses nothing', () => {
    const storage = quotaStorage();
    const store = new BrowserStorageAdapter(() => storage);
    store.set('a', '1');
    storage.full = true;
    expect(store.set('b', '2')).toBe(false);
    expect(store.get('a')).toBe('1');
    expect(store.get('b')).toBe('2');
    expect(store.isPersistent()).toBe(false);
  });

  it('prefers the newest value when a key moves between memory and storage', () => {
    const storage = quotaStorage();
    const store = new BrowserStorageAdapter(() => storage);
    storage.full = true;
    store.set('k', 'in-memory');
    storage.full = false;
    store.set('k', 'persisted');
    expect(store.get('k')).toBe('persisted');
    expect(store.isPersistent()).toBe(true);
  });
});
