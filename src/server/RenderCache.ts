import { createHash } from 'node:crypto';
import type { RenderInput } from './renderInput';

/**
 * The key of a render: a hash of the renderer's build id and everything the HTML depends on — the normalised
 * path, the parsed navigation, the regions, the photos, the places and the survey asked for. Not the context: the HTML does not depend on it
 * (tests/server/renderPage.test.ts proves it), and leaving it out lets every page of a language share entries.
 */
export function renderCacheKey(buildId: string, input: Pick<RenderInput, 'path' | 'navigation' | 'regions'> & Partial<Pick<RenderInput, 'photos' | 'places' | 'survey'>>): string {
  const key = [
    buildId, input.path, input.navigation, input.regions,
    ...(input.photos && input.photos.length > 0 ? [input.photos] : []),
    ...(input.places && input.places.length > 0 ? [{ places: input.places }] : []),
    ...(input.survey ? [{ survey: input.survey }] : []),
  ];
  return createHash('sha256').update(JSON.stringify(key)).digest('base64url');
}

/**
 * A least-recently-used map holding at most `maxEntries` values (0 keeps nothing) and at most `maxBytes` of them as
 * `sizeOf` counts (a value larger than that alone is not kept).
 */
export class RenderCache<Value> {
  private readonly entries = new Map<string, Value>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number = Number.POSITIVE_INFINITY,
    private readonly sizeOf: (value: Value) => number = () => 0,
  ) {}

  /** The value for `key`, which becomes the most recently used; undefined when absent. */
  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores `value` as the most recently used, evicting the least recently used past either limit. */
  set(key: string, value: Value): void {
    const size = this.sizeOf(value);
    if (this.maxEntries <= 0 || size > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, value);
    this.sizes.set(key, size);
    this.bytes += size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.remove(this.entries.keys().next().value as string);
    }
  }

  /** How many values are held. */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes held, as `sizeOf` counts them. */
  get byteSize(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    if (!this.entries.delete(key)) return;
    this.bytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }
}
