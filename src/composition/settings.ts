import { FIREBASE_VARIABLES, parseFirebaseSettings, type FirebaseSettings } from '../adapters/firebase/firebaseSettings';
import { GPT_VARIABLES, parseGptSettings, type GptSettings } from '../adapters/gpt/gptSettings';
import { HOST_SESSION_VARIABLES, parseHostSessionSettings, type HostSessionSettings } from '../adapters/host/hostSessionSettings';
import CORE_VARIABLES from '../domain/configVariables.json';
import {
  invalidSettingsIn,
  missingRequiredIn,
  parseConfig,
  settingText,
  type RawEnvironment,
  type TabijiConfig,
  type VariableTable,
} from '../domain/config';
import COMPOSITION_VARIABLES from './compositionVariables.json';

/** The identity adapters a build can bind (TABIJI_IDENTITY): Firebase Authentication, or the host's own session. */
export const IDENTITY_ADAPTERS = ['firebase', 'host-session'] as const;
export type IdentityAdapterName = (typeof IDENTITY_ADAPTERS)[number];

/**
 * Every setting a build reads: Tabiji's own (src/domain/configVariables.json), the composition's choice of adapters,
 * and each adapter's slice (beside its code). scripts/build.mjs checks the same files.
 */
export const CONFIG_VARIABLES: VariableTable = {
  ...(CORE_VARIABLES as VariableTable),
  ...(COMPOSITION_VARIABLES as VariableTable),
  ...FIREBASE_VARIABLES,
  ...GPT_VARIABLES,
  ...HOST_SESSION_VARIABLES,
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

/** Tabiji's configuration and each adapter's settings, parsed from one environment. */
export interface Settings {
  readonly config: TabijiConfig;
  readonly identity: IdentityAdapterName;
  readonly firebase: FirebaseSettings;
  readonly gpt: GptSettings;
  readonly hostSession: HostSessionSettings;
}

export function parseSettings(raw: RawEnvironment): { settings: Settings; errors: string[] } {
  const { config, errors } = parseConfig(raw);
  const identity = settingText(CONFIG_VARIABLES, raw, 'TABIJI_IDENTITY');
  const isKnown = (IDENTITY_ADAPTERS as readonly string[]).includes(identity);
  if (!isKnown) errors.push(`TABIJI_IDENTITY must be one of ${IDENTITY_ADAPTERS.join(', ')}, got "${identity}"; using firebase`);
  return {
    settings: {
      config,
      identity: isKnown ? (identity as IdentityAdapterName) : 'firebase',
      firebase: parseFirebaseSettings(raw),
      gpt: parseGptSettings(raw),
      hostSession: parseHostSessionSettings(raw),
    },
    errors,
  };
}
