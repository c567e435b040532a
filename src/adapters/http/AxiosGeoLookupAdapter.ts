import { inject, injectable } from 'inversify';
import type { TabijiConfig } from '../../domain/config';
import type { GeoLookupPort, VisitorLocation } from '../../ports/GeoLookupPort';
import { TOKENS } from '../../ports/tokens';
import { loadAxios } from './loadAxios';

const TIMEOUT_MS = 3000;

/** The configured IP-lookup service (ip-api.com's answer shape: `countryCode`, `query`), through axios. */
@injectable()
export class AxiosGeoLookupAdapter implements GeoLookupPort {
  constructor(@inject(TOKENS.Config) private readonly config: TabijiConfig) {}

  async lookup(): Promise<VisitorLocation> {
    if (!this.config.geoLookupUrl) throw new Error('no IP-lookup service is configured (TABIJI_GEO_LOOKUP_URL)');
    const axios = await loadAxios();
    const { data } = await axios.get<unknown>(this.config.geoLookupUrl, { timeout: TIMEOUT_MS, withCredentials: false });
    const answer = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    // The code, not the name: the event log's location_country holds at most 8 characters ('United States' is 13).
    const country = typeof answer['countryCode'] === 'string' ? answer['countryCode'] : '';
    const ip = typeof answer['query'] === 'string' ? answer['query'] : '';
    if (!country && !ip) throw new Error('the IP-lookup service answered without countryCode or query');
    return { country: country.slice(0, 100), ip: ip.slice(0, 64) };
  }
}
