import './ui/styles/tabiji.css';
import { BrowserClockAdapter } from './adapters/browser/BrowserClockAdapter';
import { BrowserEnvironmentAdapter } from './adapters/browser/BrowserEnvironmentAdapter';
import { BrowserNavigationAdapter } from './adapters/browser/BrowserNavigationAdapter';
import { BrowserPageLifecycleAdapter } from './adapters/browser/BrowserPageLifecycleAdapter';
import { BrowserStorageAdapter } from './adapters/browser/BrowserStorageAdapter';
import { JsCookieAdapter } from './adapters/browser/JsCookieAdapter';
import { BeaconEventLogAdapter } from './adapters/http/BeaconEventLogAdapter';
import { readConsentAtStart } from './application/consent/consentStore';
import { recordPageViewsFromStart } from './application/tracking/pageViewStart';
import { buildEnvironment } from './buildEnvironment';
import { pathCodeFromPath } from './domain/languages';

// The entry: small on purpose, and the composition root of what must run before anything else loads. It claims
// the page view at once (so a visit shorter than the islands' start-up is still counted: see pageViewStart) and
// imports the islands' bundle once the host's own content has painted, so Tabiji never competes with the page's
// first (and largest) paint. The islands' bundle is this module's lazy chunk: the code both need is here, once. A
// page prerendered by Speculation Rules does neither until the visitor activates it: no count, request or sign-in
// for a page never seen.

function startIslands(): void {
  import('./boot').catch((error: unknown) => console.error('Tabiji: the islands could not be loaded.', error));
}

function countPageViews(page: BrowserPageLifecycleAdapter): void {
  const navigation = new BrowserNavigationAdapter();
  const environment = new BrowserEnvironmentAdapter();
  const eventLogUrl = buildEnvironment.TABIJI_EVENT_LOG_URL?.trim() ?? '';
  if (!eventLogUrl) return; // parseConfig reports the missing setting when the islands start.
  const cookies = new JsCookieAdapter(navigation);
  recordPageViewsFromStart({
    page,
    navigation,
    environment,
    cookies,
    clock: new BrowserClockAdapter(),
    sessionStorage: new BrowserStorageAdapter(() => window.sessionStorage),
    queueStorage: new BrowserStorageAdapter(() => window.localStorage),
    beacon: new BeaconEventLogAdapter(eventLogUrl),
    consent: { getState: () => readConsentAtStart({ cookies, environment }) },
  }, { languageCode: pathCodeFromPath(window.location.pathname) });
}

const page = new BrowserPageLifecycleAdapter();
try {
  countPageViews(page);
} catch (error) {
  console.error('Tabiji: the page view could not be claimed at the page start; tracking will record it.', error);
}
// The islands need the host's regions and JSON: a host that loads this entry `async` may run it mid-parse.
page.whenActivated(() => page.afterFirstPaint(() => page.whenDomReady(startIslands)));
