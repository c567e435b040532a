import type { StoragePort } from '../../ports/StoragePort';

/**
 * Web Storage that never throws. Reaching `window.localStorage` itself can throw (blocked
 * third-party storage, sandboxed frames), and `setItem` throws when the quota is full; in either
 * case values move to memory for the rest of the page view, so the caller loses nothing now.
 *
 * The storage is opened (and probed with a write) at the first call, not when the adapter is made: a page's first
 * touch of `localStorage` opens its area through the browser process, 3–6 ms of the main thread on a first visit
 * (traced on the claim program's start, which makes its queue's adapter but uses it only when it hands over).
 */
export class BrowserStorageAdapter implements StoragePort {
  private readonly memory = new Map<string, string>();
  /** Undefined until the first call opens it; null where it cannot be used. */
  private storage: Storage | null | undefined;

  constructor(private readonly openStorage: () => Storage) {}

  private opened(): Storage | null {
    if (this.storage === undefined) this.storage = BrowserStorageAdapter.probe(this.openStorage);
    return this.storage;
  }

  get(key: string): string | null {
    if (this.memory.has(key)) return this.memory.get(key) ?? null;
    try {
      return this.opened()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): boolean {
    const storage = this.opened();
    if (storage) {
      try {
        storage.setItem(key, value);
        this.memory.delete(key);
        return true;
      } catch {
        // Full or revoked: keep this value in memory so the page view still has it.
      }
    }
    this.memory.set(key, value);
    return false;
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      this.opened()?.removeItem(key);
    } catch {
      this.storage = null;
    }
  }

  isPersistent(): boolean {
    return this.opened() !== null && this.memory.size === 0;
  }

  private static probe(openStorage: () => Storage): Storage | null {
    try {
      const storage = openStorage();
      const probeKey = '__tabiji_probe__';
      storage.setItem(probeKey, '1');
      storage.removeItem(probeKey);
      return storage;
    } catch {
      return null;
    }
  }
}
