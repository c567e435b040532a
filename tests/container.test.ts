import { createContainer, resolverFor } from '../src/container';
import { parseConfig } from '../src/domain/config';
import { TOKENS } from '../src/ports/tokens';
import { BrowserStorageAdapter } from '../src/adapters/browser/BrowserStorageAdapter';
import { JsCookieAdapter } from '../src/adapters/browser/JsCookieAdapter';
import { FirebasePushAdapter } from '../src/adapters/firebase/FirebasePushAdapter';
import { GptAdsAdapter } from '../src/adapters/gpt/GptAdsAdapter';

describe('createContainer', () => {
  const { config } = parseConfig({});

  it('backs each browser port with its adapter, once per page', () => {
    const services = resolverFor(createContainer(config));
    expect(services.get(TOKENS.Cookies)).toBeInstanceOf(JsCookieAdapter);
    expect(services.get(TOKENS.Cookies)).toBe(services.get(TOKENS.Cookies));
    expect(services.get(TOKENS.SessionStorage)).toBeInstanceOf(BrowserStorageAdapter);
    expect(services.get(TOKENS.SessionStorage)).not.toBe(services.get(TOKENS.LocalStorage));
    expect(services.get(TOKENS.Config)).toBe(config);
    expect(services.get(TOKENS.Push)).toBeInstanceOf(FirebasePushAdapter);
  });

  it('fetches the GPT adapter only when the ads port is first resolved, then keeps it', async () => {
    const services = resolverFor(createContainer(config));
    const ads = await services.getAsync(TOKENS.Ads);
    expect(ads).toBeInstanceOf(GptAdsAdapter);
    expect(await services.getAsync(TOKENS.Ads)).toBe(ads);
  });

  it('injects constructor parameters by token (no decorator metadata needed)', () => {
    const services = resolverFor(createContainer(config));
    window.history.replaceState(null, '', '/en/articles/1');
    expect(services.get(TOKENS.Navigation).currentHref()).toBe('http://localhost/en/articles/1');
    expect(services.get(TOKENS.Cookies).set('probe', 'yes')).toBe(true);
    expect(services.get(TOKENS.Cookies).get('probe')).toBe('yes');
  });
});
