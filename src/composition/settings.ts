import { parseFirebaseSettings, type FirebaseSettings } from '../adapters/firebase/firebaseSettings';
import { parseGptSettings, type GptSettings } from '../adapters/gpt/gptSettings';
import { parseMapsSettings, type MapsSettings } from '../adapters/maps/mapsSettings';
import { parseHostSessionSettings, type HostSessionSettings } from '../adapters/host/hostSessionSettings';
import { parsePhotoSettings, type PhotoSettings } from '../adapters/photo/photoSettings';
import { NO_DEFAULTS, parseConfig, settingText, type RawEnvironment, type TabijiConfig, type VariableTable } from '../domain/config';

/** The identity adapters a build can bind (TABIJI_IDENTITY): Firebase Authentication, or the host's own session. */
export const IDENTITY_ADAPTERS = ['firebase', 'host-session'] as const;
export type IdentityAdapterName = (typeof IDENTITY_ADAPTERS)[number];

/** Tabiji's configuration and each adapter's settings, parsed from one environment. */
export interface Settings {
  readonly config: TabijiConfig;
  readonly identity: IdentityAdapterName;
  readonly firebase: FirebaseSettings;
  readonly gpt: GptSettings;
  readonly hostSession: HostSessionSettings;
  readonly photo: PhotoSettings;
  readonly maps: MapsSettings;
}

/**
 * Tabiji's configuration and each adapter's slice, from one environment, with unset values taken from `defaults`.
 * The browser passes none: its build applied every default (scripts/build.mjs), so the variable tables stay out of
 * the bundle. The server and the tests use parseSettings (composition/variables.ts), which passes them all.
 */
export function settingsFrom(raw: RawEnvironment, defaults: VariableTable = NO_DEFAULTS): { settings: Settings; errors: string[] } {
  const { config, errors } = parseConfig(raw, defaults);
  const identity = settingText(defaults, raw, 'TABIJI_IDENTITY') || 'firebase';
  const isKnown = (IDENTITY_ADAPTERS as readonly string[]).includes(identity);
  if (!isKnown) errors.push(`TABIJI_IDENTITY must be one of ${IDENTITY_ADAPTERS.join(', ')}, got "${identity}"; using firebase`);
  const photo = parsePhotoSettings(raw, defaults);
  errors.push(...photo.errors);
  return {
    settings: {
      config,
      identity: isKnown ? (identity as IdentityAdapterName) : 'firebase',
      firebase: parseFirebaseSettings(raw, defaults),
      gpt: parseGptSettings(raw, defaults),
      hostSession: parseHostSessionSettings(raw, defaults),
      photo: photo.settings,
      maps: parseMapsSettings(raw, defaults),
    },
    errors,
  };
}
