import type { GeoLookupPort, VisitorLocation } from '../../src/ports/GeoLookupPort';

/**
 * An IP lookup answering `location`, or failing with `failure`; counts the lookups. While `isHolding`, lookups wait
 * for `answer()` (a slow or hanging service); the fake has no timeout of its own.
 */
export class FakeGeoLookupAdapter implements GeoLookupPort {
  lookups = 0;
  isHolding = false;
  private readonly waiting: Array<() => void> = [];

  constructor(
    public location: VisitorLocation = { country: 'JP', ip: '203.0.113.7' },
    public failure: Error | null = null,
  ) {}

  async lookup(): Promise<VisitorLocation> {
    this.lookups += 1;
    if (this.isHolding) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure) throw this.failure;
    return this.location;
  }

  /** Lets the lookups held so far answer. */
  answer(): void {
    this.waiting.splice(0).forEach((release) => release());
  }
}
