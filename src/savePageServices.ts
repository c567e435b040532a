import { claimProgramOnPage } from './adapters/browser/claimProgram';
import { CacheStorageOfflineCopyAdapter } from './adapters/browser/CacheStorageOfflineCopyAdapter';
import { LocalStorageSavedItemsAdapter } from './adapters/browser/LocalStorageSavedItemsAdapter';
import { pageResources } from './adapters/browser/pageResources';
import { FetchAccountSavedItemsAdapter } from './adapters/http/FetchAccountSavedItemsAdapter';
import type { VisitOnDemand } from './application/visitOnDemand';
import { recordsBesideTheVisit } from './application/ads/adsBesideTheVisit';
import { offlineSettings } from './composition/browserSettings' with { type: 'macro' };
import type { OfflineCopy } from './domain/offlineCopy';
import type { PathCode } from './domain/pathCodes';
import { articleKey, savedItemsPath, type SavedItem } from './domain/savedItems';
import type { ClockPort } from './ports/ClockPort';
import type { EarlyPresses, PageOpening, SavePage } from './saveChunk';
import type { SavedAccount } from './savedAccount';
import { adoptControlStyles, adoptStyles } from './saveControls';
import type { StartedVisit } from './visit';

// The save chunk's page services (saveChunk.ts): the browser's adapters for the device's list, the offline copies
// and the account's list, and the chunk's styles.

/** The kinds' labels on the list: needed only once this chunk runs. */
const STYLES = `.tabiji-saved__items{padding:0;list-style:none}
.tabiji-saved__items>li{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .75rem;padding:.75rem 0;border-bottom:1px solid var(--tabiji-line)}
.tabiji-saved__kind{color:var(--tabiji-muted);font-size:.875rem}
.tabiji-saved__items a{flex:1 1 12rem;font-weight:600}`;

/** What the entry gives the save chunk (contentTriggers.ts). */
export interface SaveOnPageOptions {
  readonly pathCode: PathCode;
  readonly visit: VisitOnDemand<StartedVisit>;
  readonly clock: ClockPort;
  /** Controls pressed before the chunk ran, with what each press asked. */
  readonly early: EarlyPresses;
  readonly opening: PageOpening;
  /** Whether someone's session is on the device, told without the identity provider. */
  readonly mayBeSignedIn: () => Promise<boolean>;
  readonly report: SavePage['report'];
}

/** The save chunk's page over the browser's adapters: local storage, the Cache API and the service worker, the main app API, the visit's log. */
export function saveOnPage(document: Document, options: SaveOnPageOptions): { page: SavePage; early: EarlyPresses; opening: PageOpening } {
  const { pathCode, visit, clock, early, opening, mayBeSignedIn, report } = options;
  adoptStyles(document, STYLES);
  adoptControlStyles(document);
  const store = new LocalStorageSavedItemsAdapter(() => window.localStorage);
  const recorder = recordsBesideTheVisit(visit, { claimProgram: claimProgramOnPage, clock });
  const { serviceWorkerUrl, appApiUrl } = offlineSettings();
  const copies = new CacheStorageOfflineCopyAdapter(serviceWorkerUrl, {
    caches: 'caches' in window ? window.caches : undefined,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    storage: navigator.storage,
    fetch: (path, init) => window.fetch(path, init),
    origin: window.location.origin,
    parse: (html) => new DOMParser().parseFromString(html, 'text/html'),
  });
  // The copy keeps the scripts this page has loaded: the visit's services (which count an offline opening) are among
  // them once started, so the copy waits for them (a save is an interaction, which wants them anyway).
  const copyOf = async (item: SavedItem): Promise<OfflineCopy> => {
    await visit.want().catch(() => undefined);
    return { key: item.key, page: articleKey(item.path), listPage: savedItemsPath(item.language), ...pageResources(document, performance) };
  };
  // The account's list, where the build names a main app API: who is signed in is the islands' services' to say.
  const account: SavedAccount | null = appApiUrl.trim() === '' ? null : {
    list: new FetchAccountSavedItemsAdapter({ appApiUrl, baseUrl: window.location.href }, () => visit.want().then(({ session }) => session.requestHeaders())),
    mayBeSignedIn,
    session: () => visit.want().then(({ session }) => session),
  };
  const page: SavePage = {
    pathCode, store, clock, pathname: window.location.pathname, record: (event) => recorder.record(event), copies, copyOf,
    onOnline: (listener) => window.addEventListener('online', listener), report, account,
  };
  return { page, early, opening };
}
