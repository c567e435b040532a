import { activatedAtMs, hasClaimProgram, onLinkClick, randomUuid, sessionStorageAtStart, whenActivated } from './adapters/browser/pageStartAdapters';
import { keepEarlyClick } from './application/tracking/earlyClicks';
import { claimPageView, isClaimedSince, isTracked, setAsidePending } from './application/tracking/pageViewLedger';
import { headClickUrl } from './domain/earlyClick';
import { PAGE_START_CLAIM } from './domain/visitLedger';

// The head script: inline in every page's <head> (scripts/headScript.mjs), so it must stay about a kilobyte gzip
// (the bench holds 1,024 B). It does only what must happen before anything else can: the page view is claimed as the
// page becomes the visitor's (a claim an earlier page left pending is set aside for the claim program to queue), and
// the links clicked before the claim program arrives are kept. Everything else — building records, handing them over
// when the page is left, the vitals — is the claim program's (src/pageViewClaim.ts), an async script of its own.

function start(): void {
  const sessionStorage = sessionStorageAtStart();
  whenActivated(() => {
    const eventId = randomUuid();
    const atMs = activatedAtMs();
    // A plain-http page has no randomUUID: the claim program claims there, with its own UUIDs; and so it does when
    // it ran first (from the cache, an async script can).
    if (!eventId || isClaimedSince(sessionStorage, atMs)) return;
    setAsidePending(sessionStorage);
    claimPageView({ sessionStorage, environment: { randomUuid: () => eventId }, navigation: { currentHref: () => location.href, referrer: () => document.referrer } }, atMs, PAGE_START_CLAIM);
  });
  onLinkClick(({ href, isAffiliate }) => {
    if (hasClaimProgram() || isTracked(sessionStorage)) return;
    keepEarlyClick(sessionStorage, { pageHref: headClickUrl(location.href), referrer: headClickUrl(document.referrer), linkUrl: headClickUrl(href), isAffiliate, atMs: Date.now() });
  });
}

try {
  start();
} catch {
  // Session storage blocked or full: the claim program finds no claim of this page and makes its own (and says what
  // it cannot do); nothing here is worth a message of its own.
}
