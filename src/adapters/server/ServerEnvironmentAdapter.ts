import type { BrowserTraits } from '../../domain/visit';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';

/**
 * The environment a server render sees: no browser, so the answers are the neutral ones the HTML is written for
 * (a wide viewport with the furniture open, no motion preference, no Global Privacy Control). Visit traits and
 * ids belong to a visitor, which a server render has none of: those calls throw.
 */
export class ServerEnvironmentAdapter implements BrowserEnvironmentPort {
  language(): string {
    return '';
  }

  userAgent(): string {
    return '';
  }

  isPhoneViewport(): boolean {
    return false;
  }

  prefersReducedMotion(): boolean {
    return false;
  }

  hasGlobalPrivacyControl(): boolean {
    return false;
  }

  traits(): BrowserTraits {
    throw new Error('browser traits are browser-only: a server render has no visitor');
  }

  randomUuid(): string {
    throw new Error('visit ids are browser-only: a server render has no visitor');
  }
}
