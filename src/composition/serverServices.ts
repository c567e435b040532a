import { ServerEnvironmentAdapter } from '../adapters/server/ServerEnvironmentAdapter';
import { UrlTemplatePhotoAdapter } from '../adapters/photo/UrlTemplatePhotoAdapter';
import { ServerNavigationAdapter } from '../adapters/server/ServerNavigationAdapter';
import { TOKENS, type ServiceResolver, type Token } from '../ports/tokens';
import { firebaseRecipients } from '../adapters/firebase/firebaseDisclosure';
import { gptRecipients } from '../adapters/gpt/gptDisclosure';
import { mapsRecipients } from '../adapters/maps/mapsDisclosure';
import type { ExternalRecipient } from '../domain/externalTransmission';
import type { Settings } from './settings';
import { parseSettings } from './variables';
import { FetchPlaceManagerAdapter } from '../adapters/http/FetchPlaceManagerAdapter';
import { isHttpUrl, settingText, type RawEnvironment } from '../domain/config';
import { CORE_VARIABLES } from '../domain/configVariables';
import { createPlaceLookup, PLACE_LOOKUP_TIMEOUT_MS, type PlaceLookup } from '../server/placeLookup';

/**
 * The server renderer's adapter set: the ports an island may read while it renders (the page's address, the
 * environment the HTML is written for) and the photo service, backed by server adapters. Every other service is the browser's (the
 * session, consent, ads, tracking…): islands reach for those only after mounting, so resolving one on the server
 * is a bug, reported by name.
 */
export function serverServices(path: string, settings: Settings = serverSettings()): ServiceResolver {
  const bound = new Map<symbol, unknown>([
    [TOKENS.Navigation, new ServerNavigationAdapter(path)],
    [TOKENS.Environment, new ServerEnvironmentAdapter()],
    // The renderer draws place photos too: the same URLs as the browser would build.
    [TOKENS.Photos, new UrlTemplatePhotoAdapter(settings.photo)],
  ]);
  const browserOnly = (token: Token<unknown>) =>
    new Error(`${token.description ?? 'a service'} is browser-only and cannot be used while rendering on the server`);
  return {
    get<T>(token: Token<T>): T {
      if (!bound.has(token)) throw browserOnly(token);
      return bound.get(token) as T;
    },
    getAsync<T>(token: Token<T>): Promise<T> {
      return bound.has(token) ? Promise.resolve(bound.get(token) as T) : Promise.reject(browserOnly(token));
    },
  };
}

let runtimeSettings: Settings | undefined;

/**
 * The settings from the renderer's own environment, read once. Parcel inlines the TABIJI_* variables into the
 * browser bundle only, not into a Node target, so the renderer must run with the variables the islands were built
 * with (docs/integrating.md, "External-transmission disclosure"); the demo stack and its render service do.
 */
export function serverSettings(): Settings {
  runtimeSettings ??= parseSettings(process.env).settings;
  return runtimeSettings;
}

/** What the disclosure needs of the composition: Tabiji's configuration and the bound vendor adapters' recipients. */
export function disclosureInput(settings: Settings = serverSettings()) {
  return { config: settings.config, vendors: vendorRecipients(settings) };
}

/** The third parties the bound vendor adapters send data to, for the external-transmission disclosure. */
export function vendorRecipients(settings: Settings): ExternalRecipient[] {
  return [
    ...gptRecipients(settings.gpt),
    ...firebaseRecipients(settings.firebase, { isIdentity: settings.identity === 'firebase' }),
    ...mapsRecipients(settings.maps),
  ];
}

/**
 * The place lookup the render service's environment configures: TABIJI_PLACE_API_URL (default /api/place/) as an
 * absolute http(s) URL. A site path cannot be reached from the service (it has no site origin): then null, and why.
 */
export function placeLookupFromEnvironment(env: RawEnvironment): { lookup: PlaceLookup | null; reason: string } {
  const url = settingText(CORE_VARIABLES, env, 'TABIJI_PLACE_API_URL');
  if (!isHttpUrl(url)) {
    return { lookup: null, reason: `TABIJI_PLACE_API_URL is ${JSON.stringify(url)}, not an absolute http(s) URL: requests with placeIds are refused (send places instead)` };
  }
  return { lookup: createPlaceLookup(new FetchPlaceManagerAdapter({ placeApiUrl: url, timeoutMs: PLACE_LOOKUP_TIMEOUT_MS })), reason: `places from ${url}` };
}
