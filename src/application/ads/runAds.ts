import { adTargeting, shouldDeferInitialLoad } from '../../domain/ads';
import { isGranted } from '../../domain/consent';
import type { TabijiConfig } from '../../domain/config';
import type { PathCode } from '../../domain/languages';
import type { PageContext } from '../../domain/pageContext';
import type { AdSlotRequest, AdsPort, AdsPrivacy } from '../../ports/AdsPort';
import type { BrowserEnvironmentPort } from '../../ports/BrowserEnvironmentPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';
import { HOST_MARKUP } from '../../domain/hostMarkup';
import type { ConsentStore } from '../consent/consentStore';
import type { PageVisitRecorder } from '../tracking/pageVisitRecorder';
import { recordAdSlotFunnel } from './recordAdSlotFunnel';


/** A deferred request goes out when a slot comes this close to the viewport (or at the first scroll). */
const NEAR_VIEWPORT_MARGIN = '50% 0px';

export interface AdsDeps {
  readonly ads: AdsPort;
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

/** The page's ads, bound in the composition root with the ads port (both fetched after load). */
export interface PageAds {
  /** Requests the page's ads (see runAds). */
  run(page: AdsPage): Promise<void>;
}

/** The page's ads over these ports. */
export function createPageAds(deps: AdsDeps): PageAds {
  return { run: (page) => runAds(deps, page) };
}

/**
 * Requests the page's ads: the slots of the page context that have a container in the page, with the spec's
 * targeting, personalisation only while the consent grants ad_personalization (switched for every later request
 * when the visitor changes it), and on phones (pages other than articles) the first request held
 * until the visitor scrolls or a slot nears the viewport. Each container gets its outcome as data-tabiji-ad-state.
 * An ad script that cannot load (ad blockers, offline) is not an error: the page goes on without ads.
 */
export async function runAds(deps: AdsDeps, page: AdsPage): Promise<void> {
  const { document: doc, environment } = deps;
  const view = doc.defaultView;
  if (!view) return;
  const containers = new Map<string, HTMLElement>();
  for (const slot of page.context.ads) {
    const element = doc.getElementById(slot.id);
    if (element) containers.set(slot.id, element);
    else console.warn(`Tabiji: the ad slot ${slot.name} has no element #${slot.id} in the page; it was not requested.`);
  }
  if (containers.size === 0) return;

  // All positions are read at once, before anything is written: one layout.
  const viewportHeight = view.innerHeight;
  const slots: AdSlotRequest[] = page.context.ads
    .filter((slot) => containers.has(slot.id))
    .map((slot) => ({ ...slot, collapseWhenEmpty: containers.get(slot.id)!.getBoundingClientRect().top >= viewportHeight }));

  deps.ads.onSlotOutcome(({ slotId, kind }) => containers.get(slotId)?.setAttribute(HOST_MARKUP.adState, kind));
  if (deps.recorder) {
    recordAdSlotFunnel({ ads: deps.ads, recorder: deps.recorder, page: deps.page }, { pageType: page.context.pageName, slotIds: [...containers.keys()] });
  }
  const deferInitialLoad = shouldDeferInitialLoad(environment.isPhoneViewport(), page.context);
  const privacyNow = (): AdsPrivacy => {
    const state = deps.consent.getState();
    return { nonPersonalized: !isGranted(state, 'ad_personalization'), noAdStorage: !isGranted(state, 'ad_storage') };
  };
  let privacy = privacyNow();
  try {
    await deps.ads.display({
      slots,
      targeting: adTargeting(page.context, {
        pathCode: page.pathCode,
        host: view.location.host,
        productionHost: deps.config.productionHost,
      }),
      deferInitialLoad,
      ...privacy,
    });
  } catch (error) {
    // Ad blockers are common: an informational note, never an error.
    console.info(`Tabiji: no ads on this page (${(error as Error).message}).`);
    return;
  }
  deps.consent.subscribe(() => {
    const next = privacyNow();
    if (next.nonPersonalized === privacy.nonPersonalized && next.noAdStorage === privacy.noAdStorage) return;
    privacy = next;
    deps.ads.setPrivacy(privacy);
  });
  if (deferInitialLoad) requestWhenNeeded(deps.ads, view, [...containers.values()]);
}

/** Asks for the deferred ads at the visitor's first scroll, or as soon as a slot nears the viewport. */
function requestWhenNeeded(ads: AdsPort, view: Window, containers: HTMLElement[]): void {
  let observer: IntersectionObserver | undefined;
  const request = () => {
    view.removeEventListener('scroll', request);
    observer?.disconnect();
    ads.requestDeferred();
  };
  view.addEventListener('scroll', request, { passive: true, once: true });
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) request();
    }, { rootMargin: NEAR_VIEWPORT_MARGIN });
    containers.forEach((container) => observer?.observe(container));
  }
}
