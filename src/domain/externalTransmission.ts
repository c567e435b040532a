import type { RecipientSetting, TabijiConfig } from './config';
import type { PathCode } from './languages';

/**
 * Who may receive a visitor's data from the islands, for the external-transmission disclosure
 * (電気通信事業法 §27-12). Only ids, origins and keys live here: the words are per language (server messages).
 * The services Tabiji's own code calls are listed here; each vendor adapter lists its own (an id the server
 * messages name in every language).
 */
export type RecipientId = string;

/**
 * What a recipient may be sent; each key has a plain sentence per language. `ipAddressRecordedAfterAccept` is the
 * address every request carries, kept only after "Accept" (the event log's records); `googleCookies` says when
 * Google's cookies are used (for ads only after "Accept"); the push keys are what a browser's push service gets.
 */
export type DataKey =
  | 'pageUrl' | 'adRequest' | 'browser' | 'ipAddress' | 'ipAddressRecordedAfterAccept' | 'googleCookies' | 'authTokens'
  | 'pushToken' | 'appInstanceId' | 'pushSubscription' | 'pushMessages' | 'visitRecord' | 'pageMeasurements' | 'adOutcomes'
  | 'visitIds' | 'partnerSearch' | 'mapPlace';

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
  /** The origin shown with the name of a configured service ('{name}（{origin}）'); null for a vendor's fixed services. */
  readonly recipientOrigin: string | null;
  /** Every origin (scheme://host[:port]) the page may contact for this purpose. */
  readonly origins: readonly string[];
  readonly dataSent: readonly DataKey[];
  readonly consentGate: ConsentGate;
  /** The recipient's privacy policy, or null when the configuration does not say. */
  readonly privacyPolicyUrl: string | null;
}

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

/**
 * Every third party the islands can contact under `config`, in the order the page shows them: the bound vendor
 * adapters' (`vendors`, as the composition root lists them), then Tabiji's own services. A service left
 * unconfigured is left out; the event-log collector only when its origin differs from `siteOrigin` (a site path,
 * the usual case, is the site's own service).
 */
export function externalRecipients(config: TabijiConfig, vendors: readonly ExternalRecipient[], siteOrigin: string | null = null): ExternalRecipient[] {
  const entries: ExternalRecipient[] = [];
  const add = (entry: ExternalRecipient, isConfigured: boolean): void => {
    if (isConfigured && entry.origins.length > 0) entries.push(entry);
  };
  const { geoLookup, eventLog, hotelAffiliate, flightAffiliate } = config.disclosure;
  const geoOrigin = originOf(config.geoLookupUrl);
  const logOrigin = originOf(config.eventLogUrl);
  vendors.forEach((entry) => add(entry, true));
  add({ id: 'ip-lookup', ...configured(geoLookup, geoOrigin), dataSent: ['ipAddress', 'browser'], consentGate: 'accept' }, true);
  add({
    id: 'event-log',
    ...configured(eventLog, logOrigin),
    dataSent: ['visitRecord', 'pageMeasurements', 'adOutcomes', 'visitIds', 'browser', 'ipAddressRecordedAfterAccept'],
    consentGate: 'partial',
  }, logOrigin !== siteOrigin);
  add({ id: 'hotel-affiliate', ...configured(hotelAffiliate, originOf(config.hotelAffiliate.url)), dataSent: ['partnerSearch', 'browser', 'ipAddress'], consentGate: 'click' }, true);
  add({ id: 'flight-affiliate', ...configured(flightAffiliate, originOf(config.flightAffiliate.url)), dataSent: ['partnerSearch', 'browser', 'ipAddress'], consentGate: 'click' }, true);
  return entries;
}

/** The site path of the disclosure page in a language: '/external-transmission' for Japanese (the default), else '/{code}/…'. */
export function disclosurePath(code: PathCode): string {
  return code === 'jp' ? '/external-transmission' : `/${code}/external-transmission`;
}
