import { BrowserClockAdapter } from './adapters/browser/BrowserClockAdapter';
import { BrowserEnvironmentAdapter } from './adapters/browser/BrowserEnvironmentAdapter';
import { BrowserNavigationAdapter } from './adapters/browser/BrowserNavigationAdapter';
import { BrowserPageLifecycleAdapter } from './adapters/browser/BrowserPageLifecycleAdapter';
import { BrowserStorageAdapter } from './adapters/browser/BrowserStorageAdapter';
import { BrowserVitalsBufferAdapter } from './adapters/browser/BrowserVitalsBufferAdapter';
import { JsCookieAdapter } from './adapters/browser/JsCookieAdapter';
import { BeaconEventLogAdapter } from './adapters/http/BeaconEventLogAdapter';
import { readConsentAtStart } from './application/consent/consentStore';
import { hostJsonText } from './application/hostJson';
import { recordPageViewsFromStart } from './application/tracking/pageViewStart';
import { buildEnvironment } from './buildEnvironment';
import { pathCodeFromPath } from './domain/languages';
import { pageNameFromContextJson } from './domain/pageContext';

// The page-view claim: the head snippet's inline script (the build puts it there; scripts/headScript.mjs), and the
// composition root of the one thing that must not wait for any download. It claims the page view as the page
// becomes the visitor's and hands it over by beacon if the page is left before the islands' tracking adopts it
// (see pageViewStart), so a visit shorter than the entry's arrival on a slow phone is still counted; likewise the
// page's web vitals, from the browser's buffers, when the page goes before the islands' meter has started. A classic
// script with no imports at run time: it runs where the host's <head> is parsed. A host whose policy refuses it
// (no hash in its CSP) loses only the shortest visits: the islands' tracking then records the page view alone.

function claimPageViews(): void {
  const eventLogUrl = buildEnvironment.TABIJI_EVENT_LOG_URL?.trim() ?? '';
  if (!eventLogUrl) return; // parseConfig reports the missing setting when the islands start.
  const page = new BrowserPageLifecycleAdapter();
  const navigation = new BrowserNavigationAdapter();
  const environment = new BrowserEnvironmentAdapter();
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
    vitalsBuffer: new BrowserVitalsBufferAdapter(),
  }, {
    languageCode: pathCodeFromPath(window.location.pathname),
    // The host's JSON comes at the end of <body>: read when a record needs it, never at the page's start.
    pageType: () => pageNameFromContextJson(hostJsonText(document, 'tabiji-context').text),
  });
}

try {
  claimPageViews();
} catch (error) {
  console.error('Tabiji: the page view could not be claimed at the page start; tracking will record it.', error);
}
