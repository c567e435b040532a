import { adTargeting, shouldDeferInitialLoad } from '../../domain/ads';
import { isGranted } from '../../domain/consent';
import type { TabijiConfig } from '../../domain/config';
import type { PathCode } from '../../domain/languages';
import type { AdSlotDefinition, PageContext } from '../../domain/pageContext';
import type { AdSlotRequest, AdsPort, AdsPrivacy } from '../../ports/AdsPort';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import { HOST_MARKUP } from '../../domain/hostMarkup';
import type { ConsentStore } from '../consent/consentStore';
import type { PageVisitRecorder } from '../tracking/pageVisitRecorder';
import { recordAdSlotFunnel } from './recordAdSlotFunnel';
import { whenWanted } from '../whenWanted';

/** A deferred request goes out when a slot comes this close to the viewport (or at the first scroll). */
const NEAR_VIEWPORT_MARGIN = '50% 0px';

export interface AdsDeps {
  /** The site's ad networks, side by side: each serves the slots that name it; the first, those that name none. */
  readonly ads: readonly AdsPort[];
  readonly config: Pick<TabijiConfig, 'productionHost'>;
  readonly consent: Pick<ConsentStore, 'getState' | 'subscribe'>;
  readonly environment: BrowserEnvironmentPort;
  readonly document: Document;
  /** The page being hidden or left (the slots' funnel is recorded then). */
  readonly page: PageLifecyclePort;
  /** Where each slot's funnel is recorded (ad_slot records); null when tracking could not start. */
  readonly recorder: Pick<PageVisitRecorder, 'record' | 'handOver'> | null;
}

export interface AdsPage {
  readonly pathCode: PathCode;
  readonly context: PageContext;
}

/** The page's ads, bound in the composition root with the ads ports (all fetched after load). */
export interface PageAds {
  /** Requests the page's ads (see runAds). */
  run(page: AdsPage): Promise<void>;
}

/** The page's ads over these ports. */
export function createPageAds(deps: AdsDeps): PageAds {
  return { run: (page) => runAds(deps, page) };
}

/**
 * Requests the page's ads: the slots of the page context that have a container in the page, each from the network
 * that serves it, with the spec's targeting, personalisation only while the consent grants ad_personalization
 * (switched for every later request when the visitor changes it), and on phones (pages other than articles) the
 * first request held until the visitor scrolls or one of the network's slots nears the viewport. Each container gets
 * its outcome as data-tabiji-ad-state. A network whose script cannot load (ad blockers, offline) is not an error:
 * the page goes on without its ads.
 */
export async function runAds(deps: AdsDeps, page: AdsPage): Promise<void> {
  const { document: doc, environment } = deps;
  const view = doc.defaultView;
  if (!view) return;
  const containers = new Map<string, HTMLElement>();
  const served = new Map<AdsPort, AdSlotDefinition[]>();
  for (const slot of page.context.ads) {
    const ads = slot.network === undefined ? deps.ads[0] : deps.ads.find((each) => each.network === slot.network);
    const element = doc.getElementById(slot.id);
    if (!ads) console.warn(`Tabiji: the ad slot ${slot.name} is for the ad network ${slot.network ?? 'default'}, which this site does not use; it was not requested.`);
    else if (!element) console.warn(`Tabiji: the ad slot ${slot.name} has no element #${slot.id} in the page; it was not requested.`);
    else {
      containers.set(slot.id, element);
      served.set(ads, [...(served.get(ads) ?? []), slot]);
    }
  }
  if (containers.size === 0) return;

  // All positions are read at once, before anything is written: one layout.
  const viewportHeight = view.innerHeight;
  const requests = [...served].map(([ads, slots]) => ({
    ads,
    slots: slots.map((slot): AdSlotRequest => ({ ...slot, collapseWhenEmpty: containers.get(slot.id)!.getBoundingClientRect().top >= viewportHeight })),
  }));

  const networks = requests.map(({ ads, slots }) => ownSlots(ads, new Set(slots.map((slot) => slot.id))));
  networks.forEach((network) => network.onSlotOutcome(({ slotId, kind }) => containers.get(slotId)?.setAttribute(HOST_MARKUP.adState, kind)));
  if (deps.recorder) {
    recordAdSlotFunnel({ ads: networks, recorder: deps.recorder, page: deps.page }, { pageType: page.context.pageName, slotIds: [...containers.keys()] });
  }
  const deferInitialLoad = shouldDeferInitialLoad(environment.isPhoneViewport(), page.context);
  const targeting = adTargeting(page.context, { pathCode: page.pathCode, host: view.location.host, productionHost: deps.config.productionHost });
  const privacyNow = (): AdsPrivacy => {
    const state = deps.consent.getState();
    return { nonPersonalized: !isGranted(state, 'ad_personalization'), noAdStorage: !isGranted(state, 'ad_storage') };
  };
  await Promise.all(requests.map(async ({ ads, slots }) => {
    let privacy = privacyNow();
    try {
      await ads.display({ slots, targeting, deferInitialLoad, ...privacy });
    } catch (error) {
      // Ad blockers are common: an informational note, never an error.
      console.info(`Tabiji: no ads on this page from ${ads.network} (${(error as Error).message}).`);
      return;
    }
    const followConsent = () => {
      const next = privacyNow();
      if (next.nonPersonalized === privacy.nonPersonalized && next.noAdStorage === privacy.noAdStorage) return;
      privacy = next;
      ads.setPrivacy(privacy);
    };
    // A choice made while the network's script was loading counts too.
    followConsent();
    deps.consent.subscribe(followConsent);
    if (deferInitialLoad) requestWhenNeeded(ads, deps.page, slots.map((slot) => containers.get(slot.id)!));
  }));
}

/** The network's outcomes and funnel steps of its own slots only: it may report slots it does not serve for Tabiji. */
function ownSlots(ads: AdsPort, slotIds: ReadonlySet<string>): Pick<AdsPort, 'onSlotOutcome' | 'onSlotEvent'> {
  const own = <T extends { slotId: string }>(listener: (value: T) => void) => (value: T) => {
    if (slotIds.has(value.slotId)) listener(value);
  };
  return {
    onSlotOutcome: (listener) => ads.onSlotOutcome(own(listener)),
    onSlotEvent: (listener) => ads.onSlotEvent(own(listener)),
  };
}

/** Asks the network for its deferred ads at the visitor's first scroll, or as soon as one of its slots nears the viewport. */
function requestWhenNeeded(ads: AdsPort, page: Pick<PageLifecyclePort, 'onFirstInteraction' | 'whenNearViewport'>, containers: HTMLElement[]): void {
  whenWanted(page, containers, NEAR_VIEWPORT_MARGIN, () => ads.requestDeferred(), ['scroll']);
}
