import { parseFirebaseSettings, type FirebaseSettings } from '../adapters/firebase/firebaseSettings';
import { parseGptSettings, type GptSettings } from '../adapters/gpt/gptSettings';
import { parseMapsSettings, type MapsSettings } from '../adapters/maps/mapsSettings';
import { parseCollectorSettings, type CollectorSettings } from '../adapters/http/collectorSettings';
import { parseHostSessionSettings, type HostSessionSettings } from '../adapters/host/hostSessionSettings';
import { parsePhotoSettings, type PhotoSettings } from '../adapters/photo/photoSettings';
import { COLLECTOR_PROTOCOLS, type CollectorProtocolName } from './collectorProtocol';
import { NO_DEFAULTS, parseConfig, settingText, type RawEnvironment, type TabijiConfig, type VariableTable } from '../domain/config';

/** The identity adapters a build can bind (TABIJI_IDENTITY): Firebase Authentication, or the host's own session. */
export const IDENTITY_ADAPTERS = ['firebase', 'host-session'] as const;
export type IdentityAdapterName = (typeof IDENTITY_ADAPTERS)[number];

/** Tabiji's configuration and each adapter's settings, parsed from one environment. */
export interface Settings {
  readonly config: TabijiConfig;
  readonly identity: IdentityAdapterName;
  /** The event log's wire format (TABIJI_EVENT_LOG_PROTOCOL) and what the standard ones name besides the URL. */
  readonly eventLogProtocol: CollectorProtocolName;
  readonly collector: CollectorSettings;
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
  const protocol = settingText(defaults, raw, 'TABIJI_EVENT_LOG_PROTOCOL') || 'tabiji';
  const isKnownProtocol = (COLLECTOR_PROTOCOLS as readonly string[]).includes(protocol);
  if (!isKnownProtocol) errors.push(`TABIJI_EVENT_LOG_PROTOCOL must be one of ${COLLECTOR_PROTOCOLS.join(', ')}, got "${protocol}"; using tabiji`);
  const collector = parseCollectorSettings(raw, defaults);
  if (protocol === 'segment' && !collector.writeKey) errors.push('TABIJI_EVENT_LOG_WRITE_KEY must be set with TABIJI_EVENT_LOG_PROTOCOL=segment (the source\'s write key)');
  const photo = parsePhotoSettings(raw, defaults);
  errors.push(...photo.errors);
  return {
    settings: {
      config,
      identity: isKnown ? (identity as IdentityAdapterName) : 'firebase',
      eventLogProtocol: isKnownProtocol ? (protocol as CollectorProtocolName) : 'tabiji',
      collector,
      firebase: parseFirebaseSettings(raw, defaults),
      gpt: parseGptSettings(raw, defaults),
      hostSession: parseHostSessionSettings(raw, defaults),
      photo: photo.settings,
      maps: parseMapsSettings(raw, defaults),
    },
    errors,
  };
}
