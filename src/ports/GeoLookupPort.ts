/** Where the visitor is, as far as the IP-lookup service can tell. */
export interface VisitorLocation {
  /** ISO 3166-1 alpha-2 code ('JP'); '' when unknown. */
  readonly country: string;
  readonly ip: string;
}

/** Looks up the visitor's location by IP. */
export interface GeoLookupPort {
  /** Resolves with the location; rejects when the service fails, is blocked or times out. */
  lookup(): Promise<VisitorLocation>;
}
