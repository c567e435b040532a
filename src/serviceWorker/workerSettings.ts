import { parseFirebaseSettings, type FirebaseAppSettings } from '../adapters/firebase/firebaseSettings';
import { buildEnvironment } from '../buildEnvironment';
import { parseConfig } from '../domain/config';

/** The part of Parcel's macro context this module uses (@parcel/macros). */
interface MacroContext {
  invalidateOnEnvChange(name: string): void;
  invalidateOnStartup(): void;
}

/** What the push service worker needs of the settings: the Firebase app, and the push links' allow-list. */
export interface WorkerSettings {
  readonly app: FirebaseAppSettings;
  readonly linkAllowlist: readonly string[];
}

/**
 * The push service worker's settings, parsed as it is built: the worker imports this with `{ type: 'macro' }`, so
 * Parcel inlines the result and the parsing rules and the table of build-time variables stay out of the worker (as
 * composition/browserSettings.ts does for the visit's services). Without a macro context it parses at run time.
 */
export function workerSettings(this: MacroContext | void): WorkerSettings {
  if (this && typeof this.invalidateOnEnvChange === 'function') {
    for (const name of Object.keys(buildEnvironment)) this.invalidateOnEnvChange(name);
    this.invalidateOnStartup();
  }
  return { app: parseFirebaseSettings(buildEnvironment).app, linkAllowlist: parseConfig(buildEnvironment).config.push.linkAllowlist };
}
