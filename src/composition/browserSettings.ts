import { buildEnvironment, rebuildWithTheEnvironment, type SettingsMacroContext } from '../buildEnvironment';
import { settingsFrom, type Settings } from './settings';

/**
 * The browser's settings, parsed as the bundle is built: the visit's services import this with
 * `{ type: 'macro' }`, so Parcel runs it at build time and inlines what it returns (the parsed settings and any
 * errors, which the page still reports in its console). The parsing rules and the build-time environment's table
 * stay out of the bundle. Called without a macro context (unit tests, or a bundler without macros) it parses the
 * environment it is given at run time: the same result.
 */
export function browserSettings(this: SettingsMacroContext | void): { settings: Settings; errors: string[] } {
  rebuildWithTheEnvironment(this);
  return settingsFrom(buildEnvironment);
}
