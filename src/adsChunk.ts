import { BrowserEnvironmentAdapter } from './adapters/browser/BrowserEnvironmentAdapter';
import { claimProgramOnPage } from './adapters/browser/claimProgram';
import { DocumentCookieReader } from './adapters/browser/DocumentCookieReader';
import { consentBesideTheVisit, recordsBesideTheVisit, type VisitForAds } from './application/ads/adsBesideTheVisit';
import { startAdsAfterLoad } from './application/ads/startAdsAfterLoad';
import { readConsentAtStart } from './application/consent/consentStore';
import { hostJsonText } from './application/hostJson';
import type { LoadFailures } from './application/loadFailures';
import { loadAdsPort } from './composition/adsPort';
import { adsSettings } from './composition/browserSettings' with { type: 'macro' };
import { loadChunk } from './domain/loadChunk';
import { parsePageContextJson } from './domain/pageContext';
import type { PathCode } from './domain/pathCodes';
import type { ClockPort } from './ports/ClockPort';
import type { PageLifecyclePort } from './ports/PageLifecyclePort';

// The page's ads, one small chunk the entry fetches after load (main.tsx): the composition root of the ads without
// the visit's services (ADR 042), so a visitor who reads a page with ads on its first screen and does nothing fetches
// the ads' code and no consent store, visit tracking or container. The consent and the slots' records follow the
// visit's services once they run, and the claim program and the cookies until then (adsBesideTheVisit.ts). The ad
// code and the network's adapter come when a slot nears the viewport (startAdsAfterLoad).
// A plain object, not re-exports (parcel-bundler/parcel#9972).

/** What the entry gives the page's ads. */
export interface AdsEntry {
  readonly page: PageLifecyclePort;
  readonly clock: ClockPort;
  readonly failures: LoadFailures;
  readonly pathCode: PathCode;
  readonly visit: VisitForAds;
}

function start(entry: AdsEntry): void {
  // Settings and context errors are the visit's to report (visit.ts): read quietly here.
  const { context } = parsePageContextJson(hostJsonText(document, 'tabiji-context').text);
  if (context.ads.length === 0) return;
  const { gpt, productionHost } = adsSettings();
  const environment = new BrowserEnvironmentAdapter();
  const cookies = new DocumentCookieReader();
  const loadAds = async () => {
    const [{ createPageAds }, network] = await Promise.all([
      loadChunk('ads', () => import('./application/ads/runAds')),
      // The page's ad networks (one today; a second is one more port in this list): the first serves the slots that
      // name none.
      loadAdsPort(gpt),
    ]);
    return createPageAds({
      ads: [network],
      config: { productionHost },
      consent: consentBesideTheVisit(entry.visit, () => readConsentAtStart({ cookies, environment })),
      environment,
      document,
      page: entry.page,
      recorder: recordsBesideTheVisit(entry.visit, { claimProgram: claimProgramOnPage, clock: entry.clock }),
    });
  };
  startAdsAfterLoad({ page: entry.page, clock: entry.clock, failures: entry.failures, document }, loadAds, { pathCode: entry.pathCode, context });
}

export const adsChunk = { start };
