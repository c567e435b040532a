import { NO_DEFAULTS, settingText, type RawEnvironment, type VariableTable } from '../../domain/config';

export interface GptSettings {
  /** Where gpt.js is loaded from ('' turns the ads off). */
  readonly scriptUrl: string;
}

export function parseGptSettings(raw: RawEnvironment, defaults: VariableTable = NO_DEFAULTS): GptSettings {
  return { scriptUrl: settingText(defaults, raw, 'TABIJI_GPT_SCRIPT_URL') };
}
