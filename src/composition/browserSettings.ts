import { buildEnvironment } from '../buildEnvironment';
import { settingsFrom, type Settings } from './settings';

/** The part of Parcel's macro context this module uses (@parcel/macros). */
interface MacroContext {
  invalidateOnEnvChange(name: string): void;
  invalidateOnStartup(): void;
}

/**
 * The browser's settings, parsed as the bundle is built: the visit's services import this with
 * `{ type: 'macro' }`, so Parcel runs it at build time and inlines what it returns (the parsed settings and any
 * errors, which the page still reports in its console). The parsing rules and the build-time environment's table
 * stay out of the bundle. Called without a macro context (unit tests, or a bundler without macros) it parses the
 * environment it is given at run time: the same result.
 */
export function browserSettings(this: MacroContext | void): { settings: Settings; errors: string[] } {
  if (this && typeof this.invalidateOnEnvChange === 'function') {
    // Parcel keeps a macro's result until the file that calls it changes: run it again when a variable changes, and at
    // every build, since the parsing rules (settings.ts and the modules it imports) are inputs Parcel does not watch.
    for (const name of Object.keys(buildEnvironment)) this.invalidateOnEnvChange(name);
    this.invalidateOnStartup();
  }
  return settingsFrom(buildEnvironment);
}
