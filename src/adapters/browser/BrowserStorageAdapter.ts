import type { StoragePort } from '../../ports/StoragePort';

/**
 * Web Storage that never throws. Reaching `window.localStorage` itself can throw (blocked
 * third-party storage, sandboxed frames), and `setItem` throws when the quota is full; in either
 * case values move to memory for the rest of the page view, so the caller loses nothing now.
 */
export class BrowserStorageAdapter implements StoragePort {
  private readonly memory = new Map<string, string>();
  private storage: Storage | null;

  constructor(openStorage: () => Storage) {
    this.storage = BrowserStorageAdapter.probe(openStorage);
  }

  get(key: string): string | null {
    if (this.memory.has(key)) return this.memory.get(key) ?? null;
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): boolean {
    if (this.storage) {
      try {
        this.storage.setItem(key, value);
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
      this.storage?.removeItem(key);
    } catch {
      this.storage = null;
    }
  }

  isPersistent(): boolean {
    return this.storage !== null && this.memory.size === 0;
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
