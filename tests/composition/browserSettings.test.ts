import { buildEnvironment } from '../../src/buildEnvironment';
import { adsSettings, affiliateSettings, browserSettings } from '../../src/composition/browserSettings';
import { settingsFrom } from '../../src/composition/settings';

describe('browserSettings (a build-time macro of the visit’s services)', () => {
  it('as a macro: parses the build-time environment, again when any of its variables changes and at every build', () => {
    const watched: string[] = [];
    let startups = 0;
    const result = browserSettings.call({ invalidateOnEnvChange: (name: string) => watched.push(name), invalidateOnStartup: () => (startups += 1) });
    expect(result).toEqual(settingsFrom(buildEnvironment));
    expect(watched.sort()).toEqual(Object.keys(buildEnvironment).sort());
    expect(watched).toEqual(expect.arrayContaining(['TABIJI_EVENT_LOG_URL', 'TABIJI_PHOTO_URL_TEMPLATE', 'TABIJI_IDENTITY']));
    // The parsing rules are inputs too, which Parcel does not watch: every build runs it again.
    expect(startups).toBe(1);
  });

  it('called at run time (no macro context): the same parse', () => {
    expect(browserSettings()).toEqual(settingsFrom(buildEnvironment));
  });

  it.each([
    ['adsSettings (the page’s ads)', adsSettings, () => ({ gpt: settingsFrom(buildEnvironment).settings.gpt, productionHost: settingsFrom(buildEnvironment).settings.config.productionHost })],
    ['affiliateSettings (the affiliate links)', affiliateSettings, () => {
      const { config } = settingsFrom(buildEnvironment).settings;
      return { hotelAffiliate: config.hotelAffiliate, flightAffiliate: config.flightAffiliate };
    }],
  ] as const)('%s: only its slice of the same parse, run again as browserSettings is', (_name, macro, slice) => {
    const watched: string[] = [];
    let startups = 0;
    const result = (macro as (this: unknown) => unknown).call({ invalidateOnEnvChange: (name: string) => watched.push(name), invalidateOnStartup: () => (startups += 1) });
    expect(result).toEqual(slice());
    expect(watched.sort()).toEqual(Object.keys(buildEnvironment).sort());
    expect(startups).toBe(1);
  });
});
