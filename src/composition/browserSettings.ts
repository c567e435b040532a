import { buildEnvironment, rebuildWithTheEnvironment, type SettingsMacroContext } from '../buildEnvironment';
import { settingsFrom, type Settings } from './settings';

/**
 * The browser's settings, parsed as the bundle is built: the visit's services import this with
 * `{ type: 'macro' }`, so Parcel runs it at build time and inlines what it returns (the parsed settings and any
 * errors, which the page still reports in its console). The parsing rules and the build-time environment's table
 * stay out of the bundle. Called without a macro context (unit tests, or a bundler without macros) it parses the
 * environment it is given at run time: the same result.
 */
export function browserSettings(this: SettingsMacroContext | void): { settings: Settings; errors: string[] } {
  rebuildWithTheEnvironment(this);
  return settingsFrom(buildEnvironment);
}

/** What the page's ads compose from (adsChunk.ts), parsed as the bundle is built: a macro, as browserSettings. */
export function adsSettings(this: SettingsMacroContext | void): { gpt: Settings['gpt']; productionHost: string } {
  rebuildWithTheEnvironment(this);
  const { settings } = settingsFrom(buildEnvironment);
  return { gpt: settings.gpt, productionHost: settings.config.productionHost };
}

/** What the affiliate links are completed with (affiliateChunk.ts), parsed as the bundle is built: a macro too. */
export function affiliateSettings(this: SettingsMacroContext | void): Pick<Settings['config'], 'hotelAffiliate' | 'flightAffiliate'> {
  rebuildWithTheEnvironment(this);
  const { config } = settingsFrom(buildEnvironment).settings;
  return { hotelAffiliate: config.hotelAffiliate, flightAffiliate: config.flightAffiliate };
}
