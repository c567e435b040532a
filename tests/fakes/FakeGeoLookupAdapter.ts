import type { GeoLookupPort, VisitorLocation } from '../../src/ports/GeoLookupPort';

/** An IP lookup answering `location`, or failing with `failure`; counts the lookups. */
export class FakeGeoLookupAdapter implements GeoLookupPort {
  lookups = 0;

  constructor(
    public location: VisitorLocation = { country: 'JP', ip: '203.0.113.7' },
    public failure: Error | null = null,
  ) {}

  async lookup(): Promise<VisitorLocation> {
    this.lookups += 1;
    if (this.failure) throw this.failure;
    return this.location;
  }
}
