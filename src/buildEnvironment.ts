import type { RawEnvironment } from './domain/config';

/** The build-time environment. Parcel inlines each `process.env.NAME` literally, so every name is spelt out. */

export const buildEnvironment: RawEnvironment = {
  TABIJI_PRODUCTION_HOST: process.env.TABIJI_PRODUCTION_HOST,
  TABIJI_PHOTO_OLD_URL: process.env.TABIJI_PHOTO_OLD_URL,
  TABIJI_PHOTO_NEW_URL: process.env.TABIJI_PHOTO_NEW_URL,
  TABIJI_PHOTO_URL_TEMPLATE: process.env.TABIJI_PHOTO_URL_TEMPLATE,
  TABIJI_PHOTO_WIDTHS: process.env.TABIJI_PHOTO_WIDTHS,
  TABIJI_PHOTO_FORMATS: process.env.TABIJI_PHOTO_FORMATS,
  TABIJI_GEO_LOOKUP_URL: process.env.TABIJI_GEO_LOOKUP_URL,
  TABIJI_EVENT_LOG_URL: process.env.TABIJI_EVENT_LOG_URL,
  TABIJI_EVENT_LOG_PROTOCOL: process.env.TABIJI_EVENT_LOG_PROTOCOL,
  TABIJI_EVENT_LOG_APP_ID: process.env.TABIJI_EVENT_LOG_APP_ID,
  TABIJI_EVENT_LOG_WRITE_KEY: process.env.TABIJI_EVENT_LOG_WRITE_KEY,
  TABIJI_FIREBASE_API_KEY: process.env.TABIJI_FIREBASE_API_KEY,
  TABIJI_FIREBASE_AUTH_DOMAIN: process.env.TABIJI_FIREBASE_AUTH_DOMAIN,
  TABIJI_FIREBASE_DATABASE_URL: process.env.TABIJI_FIREBASE_DATABASE_URL,
  TABIJI_FIREBASE_PROJECT_ID: process.env.TABIJI_FIREBASE_PROJECT_ID,
  TABIJI_FIREBASE_STORAGE_BUCKET: process.env.TABIJI_FIREBASE_STORAGE_BUCKET,
  TABIJI_FIREBASE_MESSAGING_SENDER_ID: process.env.TABIJI_FIREBASE_MESSAGING_SENDER_ID,
  TABIJI_FIREBASE_APP_ID: process.env.TABIJI_FIREBASE_APP_ID,
  TABIJI_FIREBASE_AUTH_EMULATOR_URL: process.env.TABIJI_FIREBASE_AUTH_EMULATOR_URL,
  TABIJI_PUSH_VAPID_KEY: process.env.TABIJI_PUSH_VAPID_KEY,
  TABIJI_PUSH_SERVICE_WORKER_URL: process.env.TABIJI_PUSH_SERVICE_WORKER_URL,
  TABIJI_PUSH_LINK_ALLOWLIST: process.env.TABIJI_PUSH_LINK_ALLOWLIST,
  TABIJI_GPT_SCRIPT_URL: process.env.TABIJI_GPT_SCRIPT_URL,
  TABIJI_IDENTITY: process.env.TABIJI_IDENTITY,
  TABIJI_HOST_SESSION_URL: process.env.TABIJI_HOST_SESSION_URL,
  TABIJI_HOST_LOGOUT_URL: process.env.TABIJI_HOST_LOGOUT_URL,
  TABIJI_HOTEL_AFFILIATE_URL: process.env.TABIJI_HOTEL_AFFILIATE_URL,
  TABIJI_HOTEL_AFFILIATE_ID: process.env.TABIJI_HOTEL_AFFILIATE_ID,
  TABIJI_FLIGHT_AFFILIATE_URL: process.env.TABIJI_FLIGHT_AFFILIATE_URL,
  TABIJI_FLIGHT_ASSOCIATE_ID: process.env.TABIJI_FLIGHT_ASSOCIATE_ID,
  TABIJI_FLIGHT_CHILD_AGE_YEARS: process.env.TABIJI_FLIGHT_CHILD_AGE_YEARS,
  TABIJI_FLIGHT_INFANT_AGE_MONTHS: process.env.TABIJI_FLIGHT_INFANT_AGE_MONTHS,
  TABIJI_VITALS_ATTRIBUTION_SAMPLE: process.env.TABIJI_VITALS_ATTRIBUTION_SAMPLE,
  TABIJI_MAPS_API_KEY: process.env.TABIJI_MAPS_API_KEY,
  TABIJI_FORMS_API_URL: process.env.TABIJI_FORMS_API_URL,
  TABIJI_APP_API_URL: process.env.TABIJI_APP_API_URL,
  TABIJI_FORMS_POST_ENTRY_PATH: process.env.TABIJI_FORMS_POST_ENTRY_PATH,
  TABIJI_MAPS_EMBED_URL: process.env.TABIJI_MAPS_EMBED_URL,
};

/** The part of Parcel's macro context (@parcel/macros) that a macro parsing these settings uses. */
export interface SettingsMacroContext {
  invalidateOnEnvChange(name: string): void;
  invalidateOnStartup(): void;
}

/**
 * For a macro that parses this environment at build time: Parcel keeps a macro's result until the file that calls
 * it changes, so it is run again when any of these variables changes, and at every build, since the parsing rules
 * (the modules it imports) are inputs Parcel does not watch. Does nothing when called at run time (no context).
 */
export function rebuildWithTheEnvironment(context: SettingsMacroContext | void): void {
  if (!context || typeof context.invalidateOnEnvChange !== 'function') return;
  for (const name of Object.keys(buildEnvironment)) context.invalidateOnEnvChange(name);
  context.invalidateOnStartup();
}
