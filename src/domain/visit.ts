/** The browser properties a visit id is built from (spec §9), read by an adapter. */
export interface BrowserTraits {
  userAgent: string;
  language: string;
  languages: readonly string[];
  platform: string;
  screen: string;
  /** The zone's UTC offsets, e.g. '540/540' (January/July minutes east). */
  timezone: string;
  colorDepth: number;
  hardwareConcurrency: number;
}

// `_ga` is GA<version>.<domain depth>[-<path depth>].<random>.<first visit seconds>; `_ga_<id>` (GS...) is not a client id.
const GA_COOKIE = /^GA\d+\.\d+(?:-\d+)?\.(\d+)\.(\d+)$/;

/** A stable 16-lowercase-hex-digit hash of all traits: equal traits give equal ids, raw values are not recoverable from it. */
export function visitIdFrom(traits: BrowserTraits): string {
  // A JSON array keeps field boundaries unambiguous ('ab' + 'c' differs from 'a' + 'bc').
  const text = JSON.stringify([
    traits.userAgent,
    traits.language,
    traits.languages,
    traits.platform,
    traits.screen,
    traits.timezone,
    traits.colorDepth,
    traits.hardwareConcurrency,
  ]);
  const [high, low] = cyrb64(text, 0);
  return hex32(high) + hex32(low);
}

/** '<random>.<timestamp>' from a `_ga` cookie like 'GA1.2.123.456'; otherwise `${visitId}.HHYYYYMMDD` from `now` in UTC. */
export function clientIdFrom(gaCookie: string | undefined | null, visitId: string, now: Date): string {
  const match = GA_COOKIE.exec(gaCookie?.trim() ?? '');
  if (match) return `${match[1]}.${match[2]}`;
  if (Number.isNaN(now.getTime())) throw new Error('clientIdFrom: now is an invalid Date');
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  const stamp =
    pad(now.getUTCHours(), 2) + pad(now.getUTCFullYear(), 4) + pad(now.getUTCMonth() + 1, 2) + pad(now.getUTCDate(), 2);
  return `${visitId}.${stamp}`;
}

// cyrb53 (public domain, bryc) keeping both 32-bit lanes: fast, well mixed, not cryptographic.
function cyrb64(text: string, seed: number): [number, number] {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h2 >>> 0, h1 >>> 0];
}

function hex32(value: number): string {
  return value.toString(16).padStart(8, '0');
}
