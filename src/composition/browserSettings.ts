import { buildEnvironment, rebuildWithTheEnvironment, type SettingsMacroContext } from '../buildEnvironment';
import { NO_DEFAULTS, settingText } from '../domain/config';
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
  const { settings, errors } = settingsFrom(buildEnvironment);
  // The maps key is the map chunk's alone (mapsSettings): the visit's services never show a map.
  return { settings: { ...settings, maps: NO_MAPS }, errors };
}

/** The maps settings every chunk but the map's carries: none. */
const NO_MAPS: Settings['maps'] = { apiKey: '', embedUrl: '' };

/** What the page's ads compose from (adsChunk.ts), parsed as the bundle is built: a macro, as browserSettings. */
export function adsSettings(this: SettingsMacroContext | void): { gpt: Settings['gpt']; productionHost: string } {
  rebuildWithTheEnvironment(this);
  const { settings } = settingsFrom(buildEnvironment);
  return { gpt: settings.gpt, productionHost: settings.config.productionHost };
}

/** What the map on request is shown with (mapChunk.ts), parsed as the bundle is built: a macro too, so only that chunk carries the key. */
export function mapsSettings(this: SettingsMacroContext | void): Settings['maps'] {
  rebuildWithTheEnvironment(this);
  return settingsFrom(buildEnvironment).settings.maps;
}

/**
 * Where the reader survey's entries go (surveyChunk.ts), as the build applied the defaults: a macro too, so only the
 * survey's chunk carries the forms-and-surveys entry API's address.
 */
export function surveySettings(this: SettingsMacroContext | void): { formsApiUrl: string; postEntryPath: string } {
  rebuildWithTheEnvironment(this);
  return {
    formsApiUrl: settingText(NO_DEFAULTS, buildEnvironment, 'TABIJI_FORMS_API_URL'),
    postEntryPath: settingText(NO_DEFAULTS, buildEnvironment, 'TABIJI_FORMS_POST_ENTRY_PATH'),
  };
}

/**
 * Where Tabiji's service worker is served (saveChunk.ts registers it for offline reading, as push does) and the main
 * app API (the signed-in reader's saved items): a macro, so the save chunk carries the addresses and not the
 * settings' parsing.
 */
export function offlineSettings(this: SettingsMacroContext | void): { serviceWorkerUrl: string; appApiUrl: string } {
  rebuildWithTheEnvironment(this);
  return {
    serviceWorkerUrl: settingsFrom(buildEnvironment).settings.firebase.messaging.serviceWorkerUrl,
    appApiUrl: settingText(NO_DEFAULTS, buildEnvironment, 'TABIJI_APP_API_URL'),
  };
}

/** What the affiliate links are completed with (affiliateChunk.ts), parsed as the bundle is built: a macro too. */
export function affiliateSettings(this: SettingsMacroContext | void): Pick<Settings['config'], 'hotelAffiliate' | 'flightAffiliate'> {
  rebuildWithTheEnvironment(this);
  const { config } = settingsFrom(buildEnvironment).settings;
  return { hotelAffiliate: config.hotelAffiliate, flightAffiliate: config.flightAffiliate };
}
