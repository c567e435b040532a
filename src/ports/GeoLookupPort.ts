/** Where the visitor is, as far as the IP-lookup service can tell. */
export interface VisitorLocation {
  readonly country: string;
  readonly ip: string;
}

/** Looks up the visitor's location by IP. */
export interface GeoLookupPort {
  /** Resolves with the location; rejects when the service fails, is blocked or times out. */
  lookup(): Promise<VisitorLocation>;
}
