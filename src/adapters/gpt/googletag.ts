/** The part of Google Publisher Tag's API Tabiji uses (https://developers.google.com/publisher-tag/reference). */
export type GptSize = readonly [number, number] | 'fluid';

export interface GptSlot {
  addService(service: GptPubAdsService): GptSlot;
  setConfig(config: {
    readonly safeFrame?: { readonly forceSafeFrame?: boolean; readonly sandbox?: boolean };
    readonly collapseDiv?: 'DISABLED' | 'BEFORE_FETCH' | 'ON_NO_FILL' | null;
  }): void;
  getSlotElementId(): string;
}

export interface GptSlotRenderEndedEvent {
  readonly slot: GptSlot;
  readonly isEmpty: boolean;
}

/** slotRequested and impressionViewable carry the slot alone. */
export interface GptSlotEvent {
  readonly slot: GptSlot;
}

export interface GptPubAdsService {
  addEventListener(type: 'slotRenderEnded', listener: (event: GptSlotRenderEndedEvent) => void): GptPubAdsService;
  addEventListener(type: 'slotRequested' | 'impressionViewable', listener: (event: GptSlotEvent) => void): GptPubAdsService;
  refresh(slots?: readonly GptSlot[] | null): void;
  /** Limited ads (no cookies or local identifiers): honoured only by gpt.js loaded from the limited-ads URL. */
  setPrivacySettings(settings: { readonly limitedAds?: boolean }): GptPubAdsService;
}

export interface GptPageConfig {
  readonly singleRequest?: boolean;
  readonly lazyLoad?: { readonly fetchMarginPercent?: number; readonly renderMarginPercent?: number; readonly mobileScaling?: number };
  readonly collapseDiv?: 'DISABLED' | 'BEFORE_FETCH' | 'ON_NO_FILL' | null;
  readonly disableInitialLoad?: boolean;
  readonly targeting?: Readonly<Record<string, string | readonly string[]>>;
  readonly privacyTreatments?: { readonly treatments: readonly 'disablePersonalization'[] };
}

export interface Googletag {
  cmd: Array<() => void> | { push(...commands: Array<() => void>): number };
  pubads(): GptPubAdsService;
  defineSlot(adUnitPath: string, size: readonly GptSize[], divId: string): GptSlot | null;
  setConfig(config: GptPageConfig): void;
  enableServices(): void;
  display(divOrSlot: string | GptSlot): void;
}

/** The command queue before gpt.js has loaded: just `cmd`. */
export type GoogletagStub = Pick<Googletag, 'cmd'> & Partial<Omit<Googletag, 'cmd'>>;

declare global {
  interface Window {
    googletag?: GoogletagStub;
  }
}
