import type { StoragePort } from '../../src/ports/StoragePort';

/** An in-memory store; with `isBlocked` it keeps values but reports them as not persisted, like the real fallback. */
export class FakeStorageAdapter implements StoragePort {
  readonly values = new Map<string, string>();
  isBlocked = false;

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): boolean {
    this.values.set(key, value);
    return !this.isBlocked;
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  isPersistent(): boolean {
    return !this.isBlocked;
  }
}
