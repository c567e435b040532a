import { createHash } from 'node:crypto';
import type { RenderInput } from './renderInput';

/**
 * The key of a render: a hash of the renderer's build id and everything the HTML depends on — the normalised
 * path, the parsed navigation and the regions asked for. Not the context: the HTML does not depend on it
 * (tests/server/renderPage.test.ts proves it), and leaving it out lets every page of a language share entries.
 */
export function renderCacheKey(buildId: string, input: Pick<RenderInput, 'path' | 'navigation' | 'regions'>): string {
  return createHash('sha256').update(JSON.stringify([buildId, input.path, input.navigation, input.regions])).digest('base64url');
}

/** A least-recently-used map holding at most `maxEntries` values (0 keeps nothing). */
export class RenderCache<Value> {
  private readonly entries = new Map<string, Value>();

  constructor(private readonly maxEntries: number) {}

  /** The value for `key`, which becomes the most recently used; undefined when absent. */
  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores `value` as the most recently used, evicting the least recently used past the limit. */
  set(key: string, value: Value): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** How many values are held. */
  get size(): number {
    return this.entries.size;
  }
}
