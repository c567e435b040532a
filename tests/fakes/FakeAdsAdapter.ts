import type { AdsPort, AdsPrivacy, AdsRequest, SlotEvent, SlotOutcome } from '../../src/ports/AdsPort';

/**
 * An ad network that records requests; `failure` makes display() reject like a blocked script. It reports only what
 * a test tells it to (`step`, `report`), whether or not it was asked for the slot.
 */
export class FakeAdsAdapter implements AdsPort {
  constructor(readonly network = 'fake') {}

  readonly requests: AdsRequest[] = [];
  deferredRequests = 0;
  failure: Error | null = null;
  private readonly listeners = new Set<(outcome: SlotOutcome) => void>();

  async display(request: AdsRequest): Promise<void> {
    this.requests.push(request);
    if (this.failure) {
      request.slots.forEach((slot) => this.report({ slotId: slot.id, kind: 'error' }));
      throw this.failure;
    }
  }

  requestDeferred(): void {
    this.deferredRequests += 1;
  }

  /** Every later switch of the privacy terms, in order. */
  readonly privacySwitches: AdsPrivacy[] = [];

  setPrivacy(privacy: AdsPrivacy): void {
    this.privacySwitches.push(privacy);
  }

  onSlotOutcome(listener: (outcome: SlotOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private readonly eventListeners = new Set<(event: SlotEvent) => void>();

  onSlotEvent(listener: (event: SlotEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Delivers a funnel step as the ad server would. */
  step(event: SlotEvent): void {
    this.eventListeners.forEach((listener) => listener(event));
  }

  /** Delivers an outcome as the ad server would. */
  report(outcome: SlotOutcome): void {
    this.listeners.forEach((listener) => listener(outcome));
  }
}
