import type { BrowserTraits } from '../domain/visit';

/** What the page may ask of the browser it runs in. */
export interface BrowserEnvironmentPort {
  /** The visitor's preferred language tag (navigator.language), '' when unknown. */
  language(): string;
  /** The user agent string. */
  userAgent(): string;
  /** Whether the viewport is phone-sized (a narrow screen matched by media query). */
  isPhoneViewport(): boolean;
  /** Whether the visitor asked for reduced motion. */
  prefersReducedMotion(): boolean;
  /** Whether the browser sends Global Privacy Control. */
  hasGlobalPrivacyControl(): boolean;
  /** The properties the visit id is hashed from. */
  traits(): BrowserTraits;
  /** A new random UUID (v4). */
  randomUuid(): string;
}
