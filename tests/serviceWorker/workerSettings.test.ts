import { buildEnvironment } from '../../src/buildEnvironment';
import { parseConfig } from '../../src/domain/config';
import { workerSettings } from '../../src/serviceWorker/workerSettings';

describe('workerSettings (a build-time macro of the push service worker)', () => {
  it('as a macro: the push links’ allow-list, parsed again when a variable changes and at every build', () => {
    const watched: string[] = [];
    let startups = 0;
    const settings = workerSettings.call({ invalidateOnEnvChange: (name: string) => watched.push(name), invalidateOnStartup: () => (startups += 1) });
    expect(settings).toEqual({ linkAllowlist: parseConfig(buildEnvironment).config.push.linkAllowlist });
    expect(watched).toEqual(expect.arrayContaining(['TABIJI_PUSH_LINK_ALLOWLIST']));
    expect(startups).toBe(1);
  });

  it('called at run time (no macro context): the same parse', () => {
    expect(workerSettings()).toEqual(workerSettings.call({ invalidateOnEnvChange: () => undefined, invalidateOnStartup: () => undefined }));
  });
});
