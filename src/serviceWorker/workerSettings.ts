import { buildEnvironment, rebuildWithTheEnvironment, type SettingsMacroContext } from '../buildEnvironment';
import { parseConfig } from '../domain/config';

/** What the service worker needs of the settings: the push links' allow-list. */
export interface WorkerSettings {
  readonly linkAllowlist: readonly string[];
}

/**
 * The push service worker's settings, parsed as it is built: the worker imports this with `{ type: 'macro' }`, so
 * Parcel inlines the result and the parsing rules and the table of build-time variables stay out of the worker (as
 * composition/browserSettings.ts does for the visit's services). Without a macro context it parses at run time.
 */
export function workerSettings(this: SettingsMacroContext | void): WorkerSettings {
  rebuildWithTheEnvironment(this);
  return { linkAllowlist: parseConfig(buildEnvironment).config.push.linkAllowlist };
}
