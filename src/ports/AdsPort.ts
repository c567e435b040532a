import type { AdSlotDefinition } from '../domain/pageContext';

/** Key-values sent with every ad request (spec §3). */
export type AdTargeting = Readonly<Record<'env' | 'lang' | 'page' | 'region_id' | 'category_id', string>>;

/** What one slot came back with. */
export interface SlotOutcome {
  readonly slotId: string;
  readonly kind: 'filled' | 'empty' | 'error';
}

/** One page's ad request. */
export interface AdsRequest {
  readonly slots: readonly AdSlotDefinition[];
  readonly targeting: AdTargeting;
  /** Define the slots but hold the first request until `requestDeferred`. */
  readonly deferInitialLoad: boolean;
  /** Ask for non-personalised ads (no consent yet, or Global Privacy Control). */
  readonly nonPersonalized: boolean;
}

/** Display advertising. */
export interface AdsPort {
  /** Loads the ad library, defines the slots and requests them; rejects when the library cannot load. */
  display(request: AdsRequest): Promise<void>;
  /** Requests the slots whose first load was deferred; no-op when none are waiting. */
  requestDeferred(): void;
  /** Calls the listener with each slot's outcome; returns an unsubscribe function. */
  onSlotOutcome(listener: (outcome: SlotOutcome) => void): () => void;
}
