import type { BrowserEnvironmentPort } from '../../src/ports/BrowserEnvironmentPort';
import type { BrowserTraits } from '../../src/domain/visit';

/** A browser whose answers are public fields; UUIDs count up so tests can predict them. */
export class FakeEnvironmentAdapter implements BrowserEnvironmentPort {
  browserLanguage = 'en-US';
  agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  isPhone = false;
  isReducedMotion = false;
  hasGpc = false;
  private uuidCount = 0;

  language(): string {
    return this.browserLanguage;
  }

  userAgent(): string {
    return this.agent;
  }

  isPhoneViewport(): boolean {
    return this.isPhone;
  }

  prefersReducedMotion(): boolean {
    return this.isReducedMotion;
  }

  hasGlobalPrivacyControl(): boolean {
    return this.hasGpc;
  }

  traits(): BrowserTraits {
    return {
      userAgent: this.agent,
      language: this.browserLanguage,
      languages: [this.browserLanguage],
      platform: 'Linux x86_64',
      screen: '1280x800',
      timezone: '540/540',
      colorDepth: 24,
      hardwareConcurrency: 8,
    };
  }

  randomUuid(): string {
    this.uuidCount += 1;
    return `00000000-0000-4000-8000-${String(this.uuidCount).padStart(12, '0')}`;
  }
}
