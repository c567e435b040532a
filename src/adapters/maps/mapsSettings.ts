import { NO_DEFAULTS, settingText, type RawEnvironment, type VariableTable } from '../../domain/config';

export interface MapsSettings {
  /** The maps key (a browser key: restrict it to the site's addresses in the provider's console); '' turns maps off. */
  readonly apiKey: string;
  /** The Maps Embed API's place mode, or a stand-in with the same query (`key`, `q`, `language`). */
  readonly embedUrl: string;
}

export function parseMapsSettings(raw: RawEnvironment, defaults: VariableTable = NO_DEFAULTS): MapsSettings {
  return { apiKey: settingText(defaults, raw, 'TABIJI_MAPS_API_KEY'), embedUrl: settingText(defaults, raw, 'TABIJI_MAPS_EMBED_URL') };
}
