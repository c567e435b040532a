import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { BrowserTraits } from '../../domain/visit';

const PHONE_QUERY = '(max-width: 767px)';

/** navigator, screen and media queries, read defensively (any of them may be missing or throw). */
export class BrowserEnvironmentAdapter implements BrowserEnvironmentPort {
  language(): string {
    return navigator.language ?? '';
  }

  userAgent(): string {
    return navigator.userAgent ?? '';
  }

  isPhoneViewport(): boolean {
    return matches(PHONE_QUERY);
  }

  prefersReducedMotion(): boolean {
    return matches('(prefers-reduced-motion: reduce)');
  }

  hasGlobalPrivacyControl(): boolean {
    return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  }

  traits(): BrowserTraits {
    return {
      userAgent: this.userAgent(),
      language: this.language(),
      languages: [...(navigator.languages ?? [])],
      platform: navigator.platform ?? '',
      screen: `${screen.width}x${screen.height}`,
      timezone: timeZoneOffsets(),
      colorDepth: screen.colorDepth ?? 0,
      hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
    };
  }

  randomUuid(): string {
    // randomUUID exists only in secure contexts; plain-http pages build a v4 UUID from getRandomValues.
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * The time zone as its UTC offsets in January and July (minutes east, e.g. '540/540' in Tokyo), which tells zones
 * with different daylight-saving rules apart. Not the IANA name: `Intl.DateTimeFormat()` loads the ICU zone data on
 * first use, a 50-100 ms task on a throttled phone, measured by `npm run bench`.
 */
export function timeZoneOffsets(year = new Date().getFullYear()): string {
  const east = (month: number) => -new Date(year, month, 1).getTimezoneOffset();
  return `${east(0)}/${east(6)}`;
}
