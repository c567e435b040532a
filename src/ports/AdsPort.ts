import type { AdSlotDefinition } from '../domain/pageContext';

/** Key-values sent with every ad request (spec §3); the ids are left out on pages that have none. */
export type AdTargeting = Readonly<Record<'env' | 'lang' | 'page', string> & Partial<Record<'region_id' | 'category_id', string>>>;

/** A slot to request, and whether it may collapse when no ad fills it. */
export interface AdSlotRequest extends AdSlotDefinition {
  /** False for a slot already on screen: collapsing it would move what the visitor is reading. */
  readonly collapseWhenEmpty: boolean;
}

/** How one slot's request ended: an ad filled it, the network had none for it, or it could not be requested. */
export interface SlotOutcome {
  readonly slotId: string;
  readonly kind: 'filled' | 'empty' | 'error';
}

/**
 * A step of a slot's funnel, timed in milliseconds since the page view started: the navigation, or the page's
 * latest restore from the back/forward cache (a network may request the slots in view again on a restore).
 */
export interface SlotEvent {
  readonly slotId: string;
  /** 'rendered' comes with `isEmpty`; 'viewable' is the network's own viewability measure (its adapter says which). */
  readonly kind: 'requested' | 'rendered' | 'viewable';
  readonly isEmpty?: boolean;
  readonly atMs: number;
}

/** One page's ad request to one network: the slots it serves. */
export interface AdsRequest {
  readonly slots: readonly AdSlotRequest[];
  readonly targeting: AdTargeting;
  /** Define the slots but hold the first request until `requestDeferred`. */
  readonly deferInitialLoad: boolean;
  /** Ask for non-personalised ads (ad_personalization not granted: no "Accept", or Global Privacy Control). */
  readonly nonPersonalized: boolean;
  /**
   * Ask for ads that keep no cookie or other identifier on the device (ad_storage not granted: no "Accept"). An
   * adapter that cannot honour it must say so (console warning), never quietly serve ads that store.
   */
  readonly noAdStorage: boolean;
}

/** The privacy terms of a page's later ad requests. */
export type AdsPrivacy = Pick<AdsRequest, 'nonPersonalized' | 'noAdStorage'>;

/** Display advertising from one ad network; a page may use several side by side, each serving its own slots. */
export interface AdsPort {
  /** The name by which a slot of the page context picks this network (its `network`: lower-case letters, digits, '-'). */
  readonly network: string;
  /** Loads the network's library, defines the slots and requests them; rejects when the library cannot load. */
  display(request: AdsRequest): Promise<void>;
  /** Requests the slots whose first load was deferred; no-op when none are waiting. */
  requestDeferred(): void;
  /** Switches the privacy terms of every later request of the page (deferred, lazily loaded, refreshed). */
  setPrivacy(privacy: AdsPrivacy): void;
  /** Calls the listener with each slot's outcome; returns an unsubscribe function. */
  onSlotOutcome(listener: (outcome: SlotOutcome) => void): () => void;
  /** Calls the listener with each step of each slot's funnel (requested, rendered, viewable); returns the unsubscribe. */
  onSlotEvent(listener: (event: SlotEvent) => void): () => void;
}
