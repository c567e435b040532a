import type { AdsPort, AdsPrivacy, AdsRequest, SlotEvent, SlotOutcome } from '../../ports/AdsPort';
import type { Googletag, GoogletagStub, GptSlot } from './googletag';
import type { GptSettings } from './gptSettings';

/** GPT's ad-unit path: '/'-rooted, no spaces (a slot's `name` in the page context). */
const AD_UNIT_PATH = /^\/\S+$/;

/** How far ahead GPT fetches and renders lazily loaded slots (in viewport heights, per cent; doubled on phones). */
const LAZY_LOAD = { fetchMarginPercent: 200, renderMarginPercent: 100, mobileScaling: 2 } as const;

/**
 * `window.googletag`: GPT's command queue (or GPT itself), unless page content has clobbered the name (an element
 * with id="googletag" is reachable as `window.googletag`); then a fresh queue takes the name, which gpt.js adopts.
 */
function googletagQueue(): GoogletagStub {
  const current: unknown = window.googletag;
  const isQueue = typeof current === 'object' && current !== null && !(current instanceof Node) &&
    typeof (current as { cmd?: { push?: unknown } }).cmd?.push === 'function';
  if (isQueue) return current as GoogletagStub;
  if (current !== undefined) console.warn('Tabiji: window.googletag is not GPT\'s command queue (page content named "googletag"?); it was replaced.');
  const queue: GoogletagStub = { cmd: [] };
  window.googletag = queue;
  return queue;
}

/** Non-personalised ads (ad personalisation not granted); [] lifts the treatment. */
function privacyTreatments(nonPersonalized: boolean): { treatments: Array<'disablePersonalization'> } {
  return { treatments: nonPersonalized ? ['disablePersonalization'] : [] };
}

/**
 * The origin of GPT's standard URL. gpt.js from there ignores `setPrivacySettings({ limitedAds })` and may use
 * cookies and local storage at any time; only the limited-ads URL (https://pagead2.googlesyndication.com/tag/js/gpt.js,
 * the default) holds storage back until told (Google Publisher Tag, "Display a limited ad").
 */
const STANDARD_GPT_HOST = 'securepubads.g.doubleclick.net';

/** The host name of `url` (relative to the page), or '' when it is not an address. */
function hostnameOf(url: string): string {
  try {
    return new URL(url, window.location.href).hostname;
  } catch {
    return '';
  }
}

/**
 * Display ads through Google Publisher Tag (network 'gpt'): loads gpt.js (the configured URL) once, then defines the
 * slots of a page in single-request mode with lazy loading, empty-slot collapsing and sandboxed SafeFrames, and
 * reports each slot's outcome. A slot's `name` is its ad-unit path. Without ad_storage, GPT serves limited ads (no
 * cookies or local identifiers); without ad_personalization, non-personalised ads. 'viewable' is GPT's
 * impressionViewable: Google's viewability, at least half the ad on screen for a second. GPT requests the slots in
 * view again on a restore from the back/forward cache (since September 2026).
 */
export class GptAdsAdapter implements AdsPort {
  readonly network = 'gpt';
  private readonly listeners = new Set<(outcome: SlotOutcome) => void>();
  private readonly eventListeners = new Set<(event: SlotEvent) => void>();
  private deferred: GptSlot[] = [];
  private script: Promise<void> | undefined;
  /** When the page view began, in `performance.now()` time: 0, or the latest restore from the back/forward cache. */
  private pageViewStartMs = 0;

  constructor(private readonly settings: GptSettings) {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) this.pageViewStartMs = event.timeStamp;
    });
  }

  display(request: AdsRequest): Promise<void> {
    const queue = googletagQueue();
    const defined = new Promise<void>((resolve, reject) => {
      queue.cmd.push(() => {
        try {
          this.define(window.googletag as Googletag, request);
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    return Promise.all([this.loadScript(), defined]).then(
      () => undefined,
      (error: unknown) => {
        for (const slot of request.slots) this.emit({ slotId: slot.id, kind: 'error' });
        throw error;
      },
    );
  }

  requestDeferred(): void {
    const slots = this.deferred;
    if (slots.length === 0) return;
    this.deferred = [];
    googletagQueue().cmd.push(() => (window.googletag as Googletag).pubads().refresh(slots));
  }

  setPrivacy(privacy: AdsPrivacy): void {
    this.warnIfStorageCannotBeHeldBack(privacy);
    googletagQueue().cmd.push(() => {
      const googletag = window.googletag as Googletag;
      googletag.pubads().setPrivacySettings({ limitedAds: privacy.noAdStorage });
      googletag.setConfig({ privacyTreatments: privacyTreatments(privacy.nonPersonalized) });
    });
  }

  onSlotEvent(listener: (event: SlotEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onSlotOutcome(listener: (outcome: SlotOutcome) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private define(googletag: Googletag, request: AdsRequest): void {
    const pubads = googletag.pubads();
    this.warnIfStorageCannotBeHeldBack(request);
    // Before the first display(): the limited-ads gpt.js touches no storage until then, and from then on as told here.
    pubads.setPrivacySettings({ limitedAds: request.noAdStorage });
    googletag.setConfig({
      singleRequest: true,
      lazyLoad: LAZY_LOAD,
      collapseDiv: 'ON_NO_FILL',
      disableInitialLoad: request.deferInitialLoad,
      targeting: request.targeting,
      privacyTreatments: privacyTreatments(request.nonPersonalized),
    });
    pubads.addEventListener('slotRenderEnded', (event) => {
      this.emit({ slotId: event.slot.getSlotElementId(), kind: event.isEmpty ? 'empty' : 'filled' });
      this.step(event.slot, 'rendered', event.isEmpty);
    });
    pubads.addEventListener('slotRequested', (event) => this.step(event.slot, 'requested'));
    pubads.addEventListener('impressionViewable', (event) => this.step(event.slot, 'viewable'));
    const slots: GptSlot[] = [];
    for (const definition of request.slots) {
      const isPath = AD_UNIT_PATH.test(definition.name);
      if (!isPath) console.warn(`Tabiji: the ad slot #${definition.id} is not requested: its name ${definition.name} is not an ad-unit path (starting with '/').`);
      const slot = isPath ? googletag.defineSlot(definition.name, definition.sizes, definition.id) : null;
      if (!slot) {
        // GPT refuses a slot it cannot define (e.g. its id is taken); the others go on.
        this.emit({ slotId: definition.id, kind: 'error' });
        continue;
      }
      slot.addService(pubads);
      slot.setConfig({
        safeFrame: { forceSafeFrame: true, sandbox: true },
        // A slot on screen when requested keeps its reserved space when empty: collapsing it would move the page.
        ...(definition.collapseWhenEmpty ? {} : { collapseDiv: 'DISABLED' as const }),
      });
      slots.push(slot);
    }
    googletag.enableServices();
    for (const slot of slots) googletag.display(slot);
    if (request.deferInitialLoad) this.deferred = slots;
  }

  private hasWarnedOfStorage = false;

  /** Says, once, that this configuration cannot keep ads from storing: the standard gpt.js ignores limited ads. */
  private warnIfStorageCannotBeHeldBack(privacy: AdsPrivacy): void {
    if (!privacy.noAdStorage || this.hasWarnedOfStorage) return;
    if (hostnameOf(this.settings.scriptUrl) !== STANDARD_GPT_HOST) return;
    this.hasWarnedOfStorage = true;
    console.warn(
      `Tabiji: ad_storage is not granted, but gpt.js is loaded from ${STANDARD_GPT_HOST}, which ignores limited ads and may store identifiers; ` +
        'set TABIJI_GPT_SCRIPT_URL to https://pagead2.googlesyndication.com/tag/js/gpt.js.',
    );
  }

  private loadScript(): Promise<void> {
    this.script ??= new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = this.settings.scriptUrl;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new Error(`the ad script ${this.settings.scriptUrl} did not load`)), { once: true });
      document.head.append(script);
    });
    return this.script;
  }

  private emit(outcome: SlotOutcome): void {
    for (const listener of this.listeners) listener(outcome);
  }

  private step(slot: GptSlot, kind: SlotEvent['kind'], isEmpty?: boolean): void {
    const event: SlotEvent = { slotId: slot.getSlotElementId(), kind, atMs: Math.round(performance.now() - this.pageViewStartMs), ...(isEmpty === undefined ? {} : { isEmpty }) };
    this.eventListeners.forEach((listener) => listener(event));
  }
}
