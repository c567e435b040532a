import type VARIABLE_LIST from './configVariables.json';

/** The name of one of the core settings (adapters list their own settings beside their code). */
export type VariableName = keyof typeof VARIABLE_LIST;

/**
 * One setting's rules: `requiredWhenAbsolute` names a URL setting that makes it required once that URL is on another
 * origin; `serverOnly` ones are read by the renderer at run time, never inlined into the browser bundle;
 * `format: 'http-url'` ones must be an absolute http(s) URL when set.
 */
export interface VariableSpec {
  readonly default: string;
  readonly required: boolean;
  readonly requiredWhenAbsolute?: string;
  readonly serverOnly?: boolean;
  readonly format?: 'http-url';
}

/** A list of settings and their rules, by variable name: the core list here, each adapter's beside its code. */
export type VariableTable = Readonly<Record<string, VariableSpec>>;

/** No defaults: the values as given (a build has applied the defaults already; scripts/build.mjs). */
export const NO_DEFAULTS: VariableTable = {};
/** The build-time environment as read by the bundle: any variable may be unset. */
export type RawEnvironment = Readonly<Partial<Record<string, string | undefined>>>;

/**
 * A setting's trimmed value from `raw`, or the table's documented default when unset or blank. Adapters read their
 * own slice of the configuration with it, from their own table.
 */
export function settingText(table: VariableTable, raw: RawEnvironment, name: string): string {
  return raw[name]?.trim() || (table[name]?.default ?? '');
}

/**
 * Every configured endpoint and key of spec §7 that Tabiji's own code reads, typed. The settings of a vendor's
 * service (identity, ads, push messaging) are its adapter's, parsed beside it: this type names no vendor.
 */
export interface TabijiConfig {
  readonly productionHost: string;
  readonly geoLookupUrl: string;
  readonly eventLogUrl: string;
  /** Hosts a push notification's link may lead to, beside the site's own. */
  readonly push: { readonly linkAllowlist: readonly string[] };
  readonly hotelAffiliate: { readonly url: string; readonly affiliateId: string };
  readonly flightAffiliate: {
    readonly url: string;
    readonly associateId: string;
    readonly childAgeYears: number;
    readonly infantAgeMonths: number;
  };
  /** Field telemetry: the share of visits (0 to 1) whose web vitals carry attribution (what was slow, and where). */
  readonly telemetry: { readonly attributionSample: number };
  /** Who the disclosure names (server-only settings: blank in the browser bundle). */
  readonly disclosure: {
    /** The site's operator, named in the disclosure's introduction. */
    readonly operatorName: string;
    readonly geoLookup: RecipientSetting;
    readonly eventLog: RecipientSetting;
    readonly hotelAffiliate: RecipientSetting;
    readonly flightAffiliate: RecipientSetting;
  };
}

/** A configured service's operator: its name ('' when unset) and privacy policy (null when unset or not http(s)). */
export interface RecipientSetting {
  readonly name: string;
  readonly privacyUrl: string | null;
}

/** The attribution sample used when the setting is not a fraction (its documented default). */
const FRACTION_FALLBACK = 0.1;

/**
 * The config from raw variables: unset or blank → the default in `defaults` (CORE_VARIABLES; none in the browser,
 * whose build has applied them: the tables stay out of the bundle); bad numbers → a fallback plus an error.
 */
export function parseConfig(raw: RawEnvironment, defaults: VariableTable = NO_DEFAULTS): { config: TabijiConfig; errors: string[] } {
  const errors: string[] = [];
  const text = (name: VariableName): string => settingText(defaults, raw, name);
  // An out-of-range age is kept as NaN, not replaced by the default: the affiliate builders then refuse to complete
  // links with a wrong age, and the host's plain links stay (issue 8).
  const whole = (name: VariableName, min: number, max: number): number => {
    const value = text(name);
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (parsed >= min && parsed <= max) return parsed;
    errors.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"; affiliate flight links stay plain`);
    return Number.NaN;
  };
  const fraction = (name: VariableName): number => {
    const value = text(name);
    const parsed = /^(0(\.\d+)?|1(\.0+)?)$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isNaN(parsed)) return parsed;
    errors.push(`${name} must be a number from 0 to 1, got "${value}"; using ${FRACTION_FALLBACK}`);
    return FRACTION_FALLBACK;
  };
  const httpUrl = (name: VariableName): string | null => {
    const value = text(name);
    if (value === '') return null;
    if (isHttpUrl(value)) return value;
    errors.push(`${name} must be an absolute http(s) URL, got "${value}"; the disclosure shows no privacy policy link`);
    return null;
  };
  const recipient = (name: VariableName, privacyUrl: VariableName): RecipientSetting => ({ name: text(name), privacyUrl: httpUrl(privacyUrl) });
  const config: TabijiConfig = {
    productionHost: text('TABIJI_PRODUCTION_HOST'),
    geoLookupUrl: text('TABIJI_GEO_LOOKUP_URL'),
    eventLogUrl: text('TABIJI_EVENT_LOG_URL'),
    push: { linkAllowlist: splitList(text('TABIJI_PUSH_LINK_ALLOWLIST')) },
    hotelAffiliate: { url: text('TABIJI_HOTEL_AFFILIATE_URL'), affiliateId: text('TABIJI_HOTEL_AFFILIATE_ID') },
    flightAffiliate: {
      url: text('TABIJI_FLIGHT_AFFILIATE_URL'),
      associateId: text('TABIJI_FLIGHT_ASSOCIATE_ID'),
      childAgeYears: whole('TABIJI_FLIGHT_CHILD_AGE_YEARS', 2, 11),
      infantAgeMonths: whole('TABIJI_FLIGHT_INFANT_AGE_MONTHS', 0, 23),
    },
    telemetry: { attributionSample: fraction('TABIJI_VITALS_ATTRIBUTION_SAMPLE') },
    disclosure: {
      operatorName: text('TABIJI_OPERATOR_NAME'),
      geoLookup: recipient('TABIJI_GEO_LOOKUP_RECIPIENT_NAME', 'TABIJI_GEO_LOOKUP_PRIVACY_URL'),
      eventLog: recipient('TABIJI_EVENT_LOG_RECIPIENT_NAME', 'TABIJI_EVENT_LOG_PRIVACY_URL'),
      hotelAffiliate: recipient('TABIJI_HOTEL_AFFILIATE_RECIPIENT_NAME', 'TABIJI_HOTEL_AFFILIATE_PRIVACY_URL'),
      flightAffiliate: recipient('TABIJI_FLIGHT_AFFILIATE_RECIPIENT_NAME', 'TABIJI_FLIGHT_AFFILIATE_PRIVACY_URL'),
    },
  };
  return { config, errors };
}

/**
 * The names of required variables that are unset or blank, in the list's order: the always-required ones, and
 * those whose `requiredWhenAbsolute` URL is set to an absolute URL (a service on another origin must be named).
 */
export function missingRequiredIn(table: VariableTable, raw: RawEnvironment): string[] {
  const isRequired = (name: string): boolean => {
    const { required, requiredWhenAbsolute } = table[name]!;
    return required || (requiredWhenAbsolute !== undefined && /^https?:\/\//i.test(raw[requiredWhenAbsolute]?.trim() ?? ''));
  };
  return Object.keys(table).filter((name) => isRequired(name) && !raw[name]?.trim());
}

/** One message per set variable whose value has the wrong form (a privacy policy address that is not http(s)). */
export function invalidSettingsIn(table: VariableTable, raw: RawEnvironment): string[] {
  return Object.keys(table).filter((name) => table[name]!.format === 'http-url' && raw[name]?.trim() && !isHttpUrl(raw[name]!.trim()))
    .map((name) => `${name} must be an absolute http(s) URL, got "${raw[name]!.trim()}"`);
}

/** Whether `value` is an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A comma-separated setting as its trimmed, non-blank items. */
export function splitList(value: string): string[] {
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}
