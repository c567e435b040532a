/**
 * @jest-environment node
 */
import { ServerEnvironmentAdapter } from '../../../src/adapters/server/ServerEnvironmentAdapter';

describe('ServerEnvironmentAdapter', () => {
  const environment = new ServerEnvironmentAdapter();

  it('answers as the neutral browser the server HTML is written for: wide viewport, no motion or privacy preference', () => {
    expect(environment.isPhoneViewport()).toBe(false);
    expect(environment.prefersReducedMotion()).toBe(false);
    expect(environment.hasGlobalPrivacyControl()).toBe(false);
  });

  it('knows no visitor’s language or user agent', () => {
    expect(environment.language()).toBe('');
    expect(environment.userAgent()).toBe('');
  });

  it.each([
    ['traits', () => environment.traits(), /browser traits are browser-only/],
    ['randomUuid', () => environment.randomUuid(), /visit ids are browser-only/],
  ])('refuses %s: a server render has no visitor', (_name, ask, message) => {
    expect(ask).toThrow(message);
  });
});
