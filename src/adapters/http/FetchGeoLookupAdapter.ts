import type { TabijiConfig } from '../../domain/config';
import type { GeoLookupPort, VisitorLocation } from '../../ports/GeoLookupPort';

const TIMEOUT_MS = 3000;

/**
 * The configured IP-lookup service (ip-api.com's answer shape: `countryCode`, `query`), through plain fetch: the lookup
 * runs right after load (in the claim program, ADR 041), and parsing axios for one GET was the page's one long task. The timeout is an
 * AbortController with a timer, as AbortSignal.timeout is missing from Safari before 16.
 */
export class FetchGeoLookupAdapter implements GeoLookupPort {
  /**
   * `lookedUpAtStart` hands over a lookup already made for this page (the claim program's, ADR 041), once: the first
   * lookup answers with it rather than asking the service again.
   */
  constructor(
    private readonly config: Pick<TabijiConfig, 'geoLookupUrl'>,
    private readonly lookedUpAtStart: () => Promise<VisitorLocation> | undefined = () => undefined,
  ) {}

  async lookup(): Promise<VisitorLocation> {
    const early = this.lookedUpAtStart();
    if (early) return early;
    if (!this.config.geoLookupUrl) throw new Error('no IP-lookup service is configured (TABIJI_GEO_LOOKUP_URL)');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    try {
      const response = await fetch(this.config.geoLookupUrl, { credentials: 'omit', signal: controller.signal });
      if (!response.ok) throw new Error(`the IP-lookup service answered HTTP ${response.status}`);
      const data: unknown = await response.json();
      const answer = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
      // The code, not the name: the event log's location_country holds at most 8 characters ('United States' is 13).
      const country = typeof answer['countryCode'] === 'string' ? answer['countryCode'] : '';
      const ip = typeof answer['query'] === 'string' ? answer['query'] : '';
      if (!country && !ip) throw new Error('the IP-lookup service answered without countryCode or query');
      return { country: country.slice(0, 100), ip: ip.slice(0, 64) };
    } finally {
      clearTimeout(timer);
    }
  }
}
