import { settingText, type RawEnvironment, type VariableTable } from '../../domain/config';
import VARIABLE_LIST from './gptVariables.json';

/** The Google Publisher Tag adapter's settings, with their rules: this adapter's slice. */
export const GPT_VARIABLES: VariableTable = VARIABLE_LIST;

export interface GptSettings {
  /** Where gpt.js is loaded from ('' turns the ads off). */
  readonly scriptUrl: string;
}

export function parseGptSettings(raw: RawEnvironment): GptSettings {
  return { scriptUrl: settingText(GPT_VARIABLES, raw, 'TABIJI_GPT_SCRIPT_URL') };
}
