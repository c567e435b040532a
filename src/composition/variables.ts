import { FIREBASE_VARIABLES } from '../adapters/firebase/firebaseVariables';
import { GPT_VARIABLES } from '../adapters/gpt/gptVariables';
import { MAPS_VARIABLES } from '../adapters/maps/mapsVariables';
import { COLLECTOR_VARIABLES } from '../adapters/http/collectorVariables';
import { HOST_SESSION_VARIABLES } from '../adapters/host/hostSessionVariables';
import { PHOTO_VARIABLES } from '../adapters/photo/photoVariables';
import { invalidSettingsIn, missingRequiredIn, type RawEnvironment, type VariableTable } from '../domain/config';
import { CORE_VARIABLES } from '../domain/configVariables';
import COMPOSITION_VARIABLES from './compositionVariables.json';
import { settingsFrom, type Settings } from './settings';

/**
 * Every setting a build reads, with its rules: Tabiji's own (src/domain/configVariables.json), the composition's
 * choice of adapters, and each adapter's slice (beside its code). scripts/build.mjs checks the same files and
 * applies the defaults before Parcel inlines the values; the browser bundle never imports this module.
 */
export const CONFIG_VARIABLES: VariableTable = {
  ...CORE_VARIABLES,
  ...(COMPOSITION_VARIABLES as VariableTable),
  ...FIREBASE_VARIABLES,
  ...GPT_VARIABLES,
  ...HOST_SESSION_VARIABLES,
  ...COLLECTOR_VARIABLES,
  ...PHOTO_VARIABLES,
  ...MAPS_VARIABLES,
};

const NAMES = Object.keys(CONFIG_VARIABLES);
/** Names of the variables a production build must set (besides those required only with another setting). */
export const REQUIRED_VARIABLES = NAMES.filter((name) => CONFIG_VARIABLES[name]!.required);
/** Names the renderer reads at run time and the browser bundle never carries (src/buildEnvironment.ts leaves them out). */
export const SERVER_ONLY_VARIABLES = NAMES.filter((name) => CONFIG_VARIABLES[name]!.serverOnly === true);

/**
 * The names of required variables that are unset or blank, in the list's order: the always-required ones, and
 * those whose `requiredWhenAbsolute` URL is set to an absolute URL (a service on another origin must be named).
 */
export const missingRequired = (raw: RawEnvironment): string[] => missingRequiredIn(CONFIG_VARIABLES, raw);
/** One message per set variable whose value has the wrong form (a privacy policy address that is not http(s)). */
export const invalidSettings = (raw: RawEnvironment): string[] => invalidSettingsIn(CONFIG_VARIABLES, raw);

/** Tabiji's configuration and each adapter's settings from a raw environment, unset values from their defaults. */
export function parseSettings(raw: RawEnvironment): { settings: Settings; errors: string[] } {
  return settingsFrom(raw, CONFIG_VARIABLES);
}
