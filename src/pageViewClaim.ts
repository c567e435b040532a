import { BrowserClockAdapter } from './adapters/browser/BrowserClockAdapter';
import { announceClaimProgram } from './adapters/browser/pageStartAdapters';
import { BrowserEnvironmentAdapter } from './adapters/browser/BrowserEnvironmentAdapter';
import { BrowserNavigationAdapter } from './adapters/browser/BrowserNavigationAdapter';
import { BrowserPageLifecycleAdapter } from './adapters/browser/BrowserPageLifecycleAdapter';
import { BrowserStorageAdapter } from './adapters/browser/BrowserStorageAdapter';
import { BrowserVitalsBufferAdapter } from './adapters/browser/BrowserVitalsBufferAdapter';
import { DocumentCookieReader } from './adapters/browser/DocumentCookieReader';
import { BeaconEventLogAdapter } from './adapters/http/BeaconEventLogAdapter';
import { parseCollectorSettings } from './adapters/http/collectorSettings';
import { FetchGeoLookupAdapter } from './adapters/http/FetchGeoLookupAdapter';
import { readConsentAtStart } from './application/consent/consentStore';
import { hostJsonText } from './application/hostJson';
import { recordPageViewsFromStart } from './application/tracking/pageViewStart';
import { startClaimProgramAfterFirstPaint, type ClaimProgramStart } from './application/tracking/claimProgramStart';
import { NO_CLAIM_PROGRAM } from './adapters/browser/claimProgram';
import type { ClaimProgramPort } from './ports/ClaimProgramPort';
import { buildEnvironment } from './buildEnvironment';
import { collectorEncoding } from './composition/collectorProtocol';
import { pathCodeFromPath } from './domain/pathCodes';
import { pageFactsFromContextJson } from './domain/pageContext';

// The claim program: the composition root of what must not wait for the islands. An async script of its own in the head
// snippet (scripts/headScript.mjs), fetched as the snippet is parsed, at the browser's low priority for async scripts,
// so it never holds up the first paint; and it starts after that paint (claimProgramStart.ts). It adopts the head
// script's claim (or claims, where the head script could not), queues a claim an earlier page left pending, and tracks
// the visit until the islands' recorder takes it over (ADR 041): the location looked up as it starts, the page view
// sent 5 s after load, what features record, and as the page is hidden or left what is still pending, with the web
// vitals from the browser's buffers (see pageViewStart). Its part for the other bundles is the global it announces
// (ClaimProgramPort). A host whose policy refuses the head script (no hash in its CSP) still has this program: only a
// visit shorter than its arrival loses its early clicks.

function claimPageViews(): void {
  const eventLogUrl = buildEnvironment.TABIJI_EVENT_LOG_URL?.trim() ?? '';
  if (!eventLogUrl) {
    announceClaimProgram(null); // parseConfig reports the missing setting when the islands start.
    return;
  }
  const page = new BrowserPageLifecycleAdapter();
  // Announced now, started after the first paint (or when needed sooner): see claimProgramStart.ts.
  const program = startClaimProgramAfterFirstPaint(page, (how) => {
    try {
      return recordPageViewsFrom(page, eventLogUrl, how);
    } catch (error) {
      announceClaimProgram(null);
      console.error('Tabiji: the page view could not be claimed at the page start; tracking will record it.', error);
      return NO_CLAIM_PROGRAM;
    }
  });
  announceClaimProgram(program);
}

function recordPageViewsFrom(page: BrowserPageLifecycleAdapter, eventLogUrl: string, how: ClaimProgramStart): ClaimProgramPort {
  const navigation = new BrowserNavigationAdapter();
  const environment = new BrowserEnvironmentAdapter();
  const cookies = new DocumentCookieReader();
  return recordPageViewsFromStart({
    page,
    navigation,
    environment,
    cookies,
    clock: new BrowserClockAdapter(),
    sessionStorage: new BrowserStorageAdapter(() => window.sessionStorage),
    queueStorage: new BrowserStorageAdapter(() => window.localStorage),
    // The build's collector protocol (TABIJI_EVENT_LOG_PROTOCOL, its defaults applied by the build): only its
    // encoding. Only its two settings, read one by one: the build inlines each, and the rest of the environment stays out.
    beacon: new BeaconEventLogAdapter(eventLogUrl, collectorEncoding('tabiji', () => parseCollectorSettings({
      TABIJI_EVENT_LOG_APP_ID: buildEnvironment.TABIJI_EVENT_LOG_APP_ID,
      TABIJI_EVENT_LOG_WRITE_KEY: buildEnvironment.TABIJI_EVENT_LOG_WRITE_KEY,
    }))),
    consent: { getState: () => readConsentAtStart({ cookies, environment }) },
    vitalsBuffer: new BrowserVitalsBufferAdapter(),
    geo: new FetchGeoLookupAdapter({ geoLookupUrl: buildEnvironment.TABIJI_GEO_LOOKUP_URL?.trim() ?? '' }),
  }, {
    languageCode: pathCodeFromPath(window.location.pathname),
    // The host's JSON comes at the end of <body>: read when a record needs it, never at the page's start.
    pageType: () => pageFactsFromContextJson(hostJsonText(document, 'tabiji-context').text).pageName,
    lightMode: () => pageFactsFromContextJson(hostJsonText(document, 'tabiji-context').text).lightMode,
  }, how);
}

try {
  claimPageViews();
} catch (error) {
  announceClaimProgram(null);
  console.error('Tabiji: the claim program could not start; tracking will record the page view.', error);
}
