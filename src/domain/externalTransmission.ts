import type { RecipientSetting, TabijiConfig } from './config';
import type { PathCode } from './languages';

/**
 * Who may receive a visitor's data from the islands, for the external-transmission disclosure
 * (電気通信事業法 §27-12). Only ids, origins and keys live here: the words are per language (server messages).
 */
export type RecipientId = 'google-ads' | 'firebase-auth' | 'firebase-messaging' | 'ip-lookup' | 'event-log' | 'hotel-affiliate' | 'flight-affiliate';

/** What a recipient may be sent; each key has a plain sentence per language. */
export type DataKey = 'pageUrl' | 'adRequest' | 'browser' | 'ipAddress' | 'googleCookies' | 'authTokens' | 'pushToken' | 'appInstanceId' | 'visitRecord' | 'visitIds' | 'partnerSearch';

/**
 * When the data goes: 'none' always (needed for the service), 'accept' only after "Accept", 'partial' always but
 * the personal part (personalised ads, identifiers) only after "Accept", 'opt-in' only after the visitor turns a
 * feature on, 'click' only when the visitor follows a partner link.
 */
export type ConsentGate = 'none' | 'accept' | 'partial' | 'opt-in' | 'click';

export interface ExternalRecipient {
  readonly id: RecipientId;
  /** The company, or null for a configured service whose name the configuration does not give (named by its origin). */
  readonly recipient: string | null;
  /** The origin shown with the name of a configured service ('{name}（{origin}）'); null for Google's fixed services. */
  readonly recipientOrigin: string | null;
  /** Every origin (scheme://host[:port]) the page may contact for this purpose. */
  readonly origins: readonly string[];
  readonly dataSent: readonly DataKey[];
  readonly consentGate: ConsentGate;
  /** The recipient's privacy policy, or null when the configuration does not say. */
  readonly privacyPolicyUrl: string | null;
}

/** Origins gpt.js itself contacts to fetch, render and measure ads (beyond the script's own origin). */
export const GOOGLE_AD_ORIGINS: readonly string[] = [
  'https://securepubads.g.doubleclick.net',
  'https://pagead2.googlesyndication.com',
  'https://tpc.googlesyndication.com',
  'https://googleads.g.doubleclick.net',
  'https://www.googletagservices.com',
];
export const FIREBASE_AUTH_ORIGINS: readonly string[] = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Firebase's registration services and the browsers' push services a subscription is made with. */
export const FIREBASE_MESSAGING_ORIGINS: readonly string[] = [
  'https://fcmregistrations.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
];
const GOOGLE_PRIVACY_URL = 'https://policies.google.com/privacy';

/** The origin of an absolute http(s) URL; null for a site path ('/api/…'), a blank value or anything else. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

/** A configured service's recipient fields: its configured name and privacy policy, shown with its one origin. */
function configured(setting: RecipientSetting, origin: string | null): Pick<ExternalRecipient, 'recipient' | 'recipientOrigin' | 'origins' | 'privacyPolicyUrl'> {
  return { recipient: setting.name || null, recipientOrigin: origin, origins: origin ? [origin] : [], privacyPolicyUrl: setting.privacyUrl };
}

function withOrigins(fixed: readonly string[], ...configured: string[]): string[] {
  const found = configured.map(originOf).filter((origin): origin is string => origin !== null);
  return [...new Set([...fixed, ...found])];
}

/**
 * Every third party the islands can contact under `config`, in the order the page shows them. A service left
 * unconfigured is left out; the event-log collector only when its origin differs from `siteOrigin` (a site path,
 * the usual case, is the site's own service).
 */
export function externalRecipients(config: TabijiConfig, siteOrigin: string | null = null): ExternalRecipient[] {
  const entries: ExternalRecipient[] = [];
  const add = (entry: ExternalRecipient, isConfigured: boolean): void => {
    if (isConfigured && entry.origins.length > 0) entries.push(entry);
  };
  const google = { recipientOrigin: null, privacyPolicyUrl: GOOGLE_PRIVACY_URL };
  const { geoLookup, eventLog, hotelAffiliate, flightAffiliate } = config.disclosure;
  const geoOrigin = originOf(config.geoLookupUrl);
  const logOrigin = originOf(config.eventLogUrl);
  add({ id: 'google-ads', recipient: 'Google LLC', ...google, origins: withOrigins(GOOGLE_AD_ORIGINS, config.ads.gptScriptUrl), dataSent: ['pageUrl', 'adRequest', 'browser', 'ipAddress', 'googleCookies'], consentGate: 'partial' }, config.ads.gptScriptUrl !== '');
  add({ id: 'firebase-auth', recipient: 'Google LLC (Firebase)', ...google, origins: withOrigins(FIREBASE_AUTH_ORIGINS, config.authEmulatorUrl), dataSent: ['authTokens', 'browser', 'ipAddress'], consentGate: 'none' }, config.firebase.apiKey !== '');
  add({ id: 'firebase-messaging', recipient: 'Google LLC (Firebase)', ...google, origins: FIREBASE_MESSAGING_ORIGINS, dataSent: ['pushToken', 'appInstanceId', 'browser', 'ipAddress'], consentGate: 'opt-in' }, config.push.vapidKey !== '' && config.firebase.apiKey !== '');
  add({ id: 'ip-lookup', ...configured(geoLookup, geoOrigin), dataSent: ['ipAddress', 'browser'], consentGate: 'accept' }, true);
  add({ id: 'event-log', ...configured(eventLog, logOrigin), dataSent: ['visitRecord', 'visitIds', 'browser', 'ipAddress'], consentGate: 'partial' }, logOrigin !== siteOrigin);
  add({ id: 'hotel-affiliate', ...configured(hotelAffiliate, originOf(config.hotelAffiliate.url)), dataSent: ['partnerSearch', 'browser', 'ipAddress'], consentGate: 'click' }, true);
  add({ id: 'flight-affiliate', ...configured(flightAffiliate, originOf(config.flightAffiliate.url)), dataSent: ['partnerSearch', 'browser', 'ipAddress'], consentGate: 'click' }, true);
  return entries;
}

/** The site path of the disclosure page in a language: '/external-transmission' for Japanese (the default), else '/{code}/…'. */
export function disclosurePath(code: PathCode): string {
  return code === 'jp' ? '/external-transmission' : `/${code}/external-transmission`;
}
