import { activatedAtMs, hasClaimProgram, onLinkClick, randomUuid, sessionStorageAtStart, whenActivated } from './adapters/browser/pageStartAdapters';
import { keepEarlyClick } from './application/tracking/earlyClicks';
import { claimAtStart, isClaimedSince, isTracked, setAsidePending } from './application/tracking/pageViewLedgerHead';

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
    claimAtStart(sessionStorage, { eventId, atMs, href: location.href, referrer: document.referrer });
  });
  onLinkClick(({ href, isAffiliate }) => {
    if (hasClaimProgram() || isTracked(sessionStorage)) return;
    keepEarlyClick(sessionStorage, { pageHref: location.href, referrer: document.referrer, linkUrl: href, isAffiliate, atMs: Date.now() });
  });
}

try {
  start();
} catch {
  // Session storage blocked or full: the claim program finds no claim of this page and makes its own (and says what
  // it cannot do); nothing here is worth a message of its own.
}
