import { isRecord } from './describeValue';

/**
 * The `data` of a record that measures something (web_vitals, ad_slot): a flat object of named numbers, booleans
 * and short strings. Spec §3's records (page_view, link_click, …) have none.
 */
export type RecordData = Readonly<Record<string, number | boolean | string>>;

/** At most this many keys, each a lower-case name; strings at most MAX_DATA_STRING long (the agreed schema). */
export const MAX_DATA_KEYS = 24;
export const MAX_DATA_STRING = 256;
const DATA_KEY = /^[a-z][a-z0-9_]{0,39}$/;
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Why `value` is not valid record data (names only, never a value), or undefined when it is. */
export function dataFailure(value: unknown): string | undefined {
  if (!isRecord(value) || ![Object.prototype, null].includes(Object.getPrototypeOf(value))) return 'data is not a plain object';
  const keys = Object.keys(value);
  if (keys.length > MAX_DATA_KEYS) return `data has more than ${MAX_DATA_KEYS} keys`;
  for (const key of keys) {
    if (PROTOTYPE_KEYS.has(key) || !DATA_KEY.test(key)) return 'data has a key that is not a lower-case name';
    const item = value[key];
    const isValid = typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item)) ||
      (typeof item === 'string' && item.length <= MAX_DATA_STRING);
    if (!isValid) return `data.${key} is not a finite number, a boolean or a string of at most ${MAX_DATA_STRING}`;
  }
  return undefined;
}

/** `data` with each over-long string cut, never inside a surrogate pair, and non-finite numbers left out. */
export function capData(data: RecordData): RecordData {
  const capped: Record<string, number | boolean | string> = {};
  for (const [key, item] of Object.entries(data)) {
    if (typeof item === 'number' && !Number.isFinite(item)) continue;
    if (typeof item !== 'string' || item.length <= MAX_DATA_STRING) capped[key] = item;
    else {
      const code = item.charCodeAt(MAX_DATA_STRING - 1);
      capped[key] = item.slice(0, code >= 0xd800 && code <= 0xdbff ? MAX_DATA_STRING - 1 : MAX_DATA_STRING);
    }
  }
  return capped;
}
