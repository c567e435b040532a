import { createConsentStore } from '../../../src/application/consent/consentStore';
import { createLoadFailures } from '../../../src/application/loadFailures';
import { createSessionStore } from '../../../src/application/session/sessionStore';
import { createEventLog } from '../../../src/application/tracking/eventLog';
import { QUEUE_KEY } from '../../../src/domain/eventQueue';
import { recordPageViewsFromStart } from '../../../src/application/tracking/pageViewStart';
import { startClaimProgramAfterFirstPaint, type ClaimProgramStart } from '../../../src/application/tracking/claimProgramStart';
import { adoptPageVitals } from '../../../src/application/tracking/pageViewLedger';
import { claimAtStart, setAsidePending } from '../../../src/application/tracking/pageViewLedgerHead';
import { startTracking } from '../../../src/application/tracking/startTracking';
import { createVisitTracking } from '../../../src/application/tracking/trackPageWhenWanted';
import { NO_CLAIM_PROGRAM } from '../../../src/adapters/browser/claimProgram';
import { EARLY_CLICKS_KEY } from '../../../src/domain/earlyClick';
import { NETWORK_DELAY_MS } from '../../../src/domain/eventDelivery';
import { BACKOFF_KEY } from '../../../src/domain/eventBackoff';
import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { CONSENT_COOKIE } from '../../../src/domain/notices';
import { PAGE_VIEW_KEY, parsePageViewStart } from '../../../src/domain/pageViewStart';
import { PAGE_SEQUENCE_KEY, TAB_VISIT_KEY, VISITOR_LOCATION_KEY } from '../../../src/domain/visitState';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeCookieAdapter } from '../../fakes/FakeCookieAdapter';
import { FakeEnvironmentAdapter } from '../../fakes/FakeEnvironmentAdapter';
import { FakeEventLogTransportAdapter } from '../../fakes/FakeEventLogTransportAdapter';
import { FakeGeoLookupAdapter } from '../../fakes/FakeGeoLookupAdapter';
import { FakeIdentityAdapter } from '../../fakes/FakeIdentityAdapter';
import { FakeLockAdapter } from '../../fakes/FakeLockAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';
import { FakePushAdapter } from '../../fakes/FakePushAdapter';
import { FakeStorageAdapter } from '../../fakes/FakeStorageAdapter';
import { FakeVitalsBufferAdapter } from '../../fakes/FakeVitalsBufferAdapter';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * One tab: session and local storage, cookies and the collector are the tab's; each page has its own entry script
 * (recordPageViewsFromStart) and, if it gets that far, its own islands' tracking, as in the browser.
 */
function tab({ isAccepted = false } = {}) {
  const sessionStorage = new FakeStorageAdapter();
  const localStorage = new FakeStorageAdapter();
  const transport = new FakeEventLogTransportAdapter();
  const cookies = new FakeCookieAdapter();
  const geo = new FakeGeoLookupAdapter();
  if (isAccepted) cookies.set(CONSENT_COOKIE.name, CONSENT_COOKIE.value, { days: CONSENT_COOKIE.days });
  const clock = new FakeClockAdapter();
  const environment = new FakeEnvironmentAdapter();
  const consent = createConsentStore({ cookies, environment, push: new FakePushAdapter() });

  /**
   * `withHead`: the head script claims the page first, as it does in the browser (pageViewHead.ts, without a page
   * number); `withProgram: false`: the page is left before the claim program arrives.
   */
  const openPage = (href: string, { isPrerendered = false, withHead = false, withProgram = true, afterFirstPaint = false, lightMode = null as boolean | null } = {}) => {
    const page = new FakePageLifecycleAdapter();
    page.isPrerendering = isPrerendered;
    // A page starts after the one before it: its claim (made at the earlier page's start) is older.
    clock.advance(1);
    page.startMs = clock.now();
    const navigation = new FakeNavigationAdapter(href, 'https://search.example/');
    if (withHead) {
      setAsidePending(sessionStorage);
      claimAtStart(sessionStorage, { eventId: environment.randomUuid(), atMs: page.startMs, href, referrer: 'https://search.example/' });
    }
    // Nothing painted yet: a test that needs the page's vitals sets them.
    const vitalsBuffer = new FakeVitalsBufferAdapter();
    const startProgram = (how?: ClaimProgramStart) => recordPageViewsFromStart(
      { page, navigation, environment, cookies, clock, sessionStorage, queueStorage: localStorage, beacon: transport, consent, vitalsBuffer, geo },
      { languageCode: 'en', pageType: () => 'article', lightMode: () => lightMode },
      how,
    );
    // afterFirstPaint: as pageViewClaim.ts starts it in the browser; otherwise at once.
    const program = !withProgram ? NO_CLAIM_PROGRAM : afterFirstPaint ? startClaimProgramAfterFirstPaint(page, startProgram) : startProgram();
    /** The islands' tracking starts (after load). */
    const startIslands = () => {
      const eventLog = createEventLog({ transport, storage: localStorage, clock, locks: new FakeLockAdapter(), random: () => 1 });
      const session = createSessionStore({ navigation: new FakeNavigationAdapter(), identity: new FakeIdentityAdapter(null), clock, page: new FakePageLifecycleAdapter(), storage: localStorage });
      return startTracking(
        { eventLog, geo, sessionStorage, cookies, environment, navigation, clock, session, consent, page },
        { languageCode: 'en', lightMode, startedAtMs: page.activatedAtMs() },
      );
    };
    /** The islands' web-vitals meter starts (after load): it takes the page's vitals over (true: it records them). */
    const startMeter = () => adoptPageVitals(sessionStorage, page.activatedAtMs());
    return { page, startIslands, startMeter, vitalsBuffer, program };
  };
  const beaconed = (): EventLogRecord[] => transport.beacons.flatMap((beacon) => beacon.records);
  const queued = (): EventLogRecord[] => (JSON.parse(localStorage.get(QUEUE_KEY) ?? '{"records":[]}') as { records: EventLogRecord[] }).records;
  // What the collector keeps: delivery is at least once, and copies are dropped by event id.
  const delivered = (): EventLogRecord[] => {
    const all = [...transport.batches, ...transport.beacons].flatMap((batch) => batch.records);
    return all.filter((record, index) => all.findIndex((other) => other.event_id === record.event_id) === index);
  };
  const pageViews = () => delivered().filter((record) => record.action_type === 'page_view');
  return { openPage, clock, sessionStorage, localStorage, transport, cookies, geo, beaconed, queued, delivered, pageViews };
}

describe('recordPageViewsFromStart (the entry script’s page view)', () => {
  it('a page left before the islands start still delivers its page view: queued and by beacon, timed at the page start', () => {
    const browser = tab();
    const { page } = browser.openPage('https://guide.example/en/articles/1?utm_source=x');
    const startMs = page.startMs;
    browser.clock.advance(2000);
    page.leave();
    expect(browser.beaconed()).toHaveLength(1);
    const [record] = browser.beaconed();
    expect(record).toMatchObject({
      action_type: 'page_view',
      page_sequence: 1,
      language_code: 'en',
      datetime: new Date(startMs).toISOString(),
      user_id: 0,
      location_country: '',
      ip_source: '',
    });
    // Anonymous: the tab's random visit id, as both ids.
    expect(record?.visit_id).toBe(browser.sessionStorage.get(TAB_VISIT_KEY));
    expect(record?.client_id).toBe(record?.visit_id);
    expect(browser.queued().map((queued) => queued.event_id)).toEqual([record?.event_id]);
    expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))?.state).toBe('handed-over');
  });

  it('a page left while still loading, with no pagehide (Chromium, busy main thread), delivers its page view on beforeunload', () => {
    const browser = tab();
    const { page } = browser.openPage('https://guide.example/en/articles/1');
    page.startLeaving();
    expect(browser.beaconed().map((record) => record.action_type)).toEqual(['page_view']);
    // pagehide after all: nothing more.
    page.leave();
    expect(browser.beaconed()).toHaveLength(1);
  });

  it('listens to beforeunload only until load, so Firefox can keep the page in its back/forward cache', () => {
    const browser = tab();
    const { page, startIslands } = browser.openPage('https://guide.example/en/');
    expect(page.listenerCounts.beforeLeave).toBe(1);
    page.load();
    expect(page.listenerCounts.beforeLeave).toBe(0);
    startIslands();
    page.startLeaving();
    expect(browser.beaconed()).toEqual([]);
  });

  it('a visitor who stays after beforeunload (a cancelled prompt) is counted once: the islands adopt the page view sent', async () => {
    const browser = tab();
    const { page, startIslands } = browser.openPage('https://guide.example/en/');
    page.startLeaving();
    page.load();
    const tracking = startIslands();
    await settle();
    browser.clock.advance(6000);
    await settle();
    tracking.handOver();
    page.leave();
    expect(browser.pageViews()).toHaveLength(1);
  });

  it('a page left right after load, its tracking code aborted (Firefox, at beforeunload), delivers its page view at pagehide with no error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const browser = tab();
    const { page } = browser.openPage('https://guide.example/en/articles/1');
    let abort: (reason: Error) => void = () => undefined;
    const failures = createLoadFailures({ page, clock: browser.clock });
    // No claim program tracks it (as before it arrives): the recorder is fetched right after load.
    createVisitTracking({ page, failures, clock: browser.clock, claimProgram: NO_CLAIM_PROGRAM }, () => new Promise((_resolve, reject) => (abort = reject)))
      .startWhenWanted({ languageCode: 'en', mayBeSignedIn: () => Promise.resolve(false) });
    page.load();
    browser.clock.advance(250);
    page.startLeaving();
    abort(new TypeError('error loading dynamically imported module: https://guide.example/tabiji/pageVisitRecorder.js'));
    await settle();
    expect(browser.beaconed()).toEqual([]);
    // The next page's response arrives: pagehide.
    browser.clock.advance(2000);
    page.leave();
    expect(browser.beaconed().map((record) => record.action_type)).toEqual(['page_view']);
    expect(error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('is handed over once: hidden, then left, then the islands starting late record no second page view', () => {
    const browser = tab();
    const { page, startIslands } = browser.openPage('https://guide.example/en/');
    page.hide();
    page.leave();
    const tracking = startIslands();
    page.click('https://guide.example/en/articles/2');
    tracking.handOver();
    expect(browser.pageViews()).toHaveLength(1);
    // The click belongs to the same page view.
    const click = browser.delivered().find((record) => record.action_type === 'link_click');
    expect(click?.page_sequence).toBe(1);
  });

  it('once the islands adopt the page view, they record it (with the location they wait for), and the entry stays quiet', async () => {
    const browser = tab({ isAccepted: true });
    const { page, startIslands } = browser.openPage('https://guide.example/en/');
    const claimed = parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY));
    startIslands();
    await settle();
    page.leave();
    const views = browser.pageViews();
    expect(views).toHaveLength(1);
    expect(views[0]?.event_id).toBe(claimed?.eventId);
    expect(views[0]?.location_country).toBe('JP');
    expect(browser.transport.beacons.every((beacon) => beacon.records.every((record) => record.event_id === claimed?.eventId))).toBe(true);
  });

  it('with analytics accepted, records the visit’s hashed ids and its cached location', () => {
    const browser = tab({ isAccepted: true });
    browser.sessionStorage.set(VISITOR_LOCATION_KEY, JSON.stringify({ country: 'TH', ip: '203.0.113.9' }));
    browser.openPage('https://guide.example/en/').page.leave();
    const [record] = browser.beaconed();
    expect(record?.visit_id).toMatch(/^[0-9a-f]{16}$/);
    expect(record?.client_id).toMatch(/^[0-9a-f]{16}\.\d{10}$/);
    expect(record).toMatchObject({ location_country: 'TH', ip_source: '203.0.113.9' });
  });

  it('counts the visit’s pages in order, the tab’s later pages following the one left early', () => {
    const browser = tab();
    browser.openPage('https://guide.example/en/').page.leave();
    const second = browser.openPage('https://guide.example/en/articles/1');
    second.startIslands();
    second.page.leave();
    expect(browser.pageViews().map((record) => record.page_sequence)).toEqual([1, 2]);
  });

  it('numbers the head script’s claims in the visit’s order: a page left before the claim program came first', () => {
    const browser = tab();
    browser.sessionStorage.set(PAGE_SEQUENCE_KEY, '3');
    browser.openPage('https://guide.example/en/', { withHead: true, withProgram: false });
    expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))).toBeNull();
    const second = browser.openPage('https://guide.example/en/articles/1', { withHead: true });
    expect(browser.queued().map((record) => [record.source_url, record.page_sequence])).toEqual([['https://guide.example/en/', 4]]);
    expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))).toMatchObject({ href: 'https://guide.example/en/articles/1', pageSequence: 5 });
    expect(browser.sessionStorage.get(PAGE_SEQUENCE_KEY)).toBe('5');
    second.startIslands();
    second.page.leave();
    const third = browser.openPage('https://guide.example/en/articles/2', { withHead: true });
    third.page.leave();
    expect(browser.pageViews().map((record) => record.page_sequence)).toEqual([4, 5, 6]);
  });

  it('numbers a claim left by a page before its claim program once, also when the next page’s program runs before its head script', () => {
    const browser = tab();
    browser.openPage('https://guide.example/en/', { withHead: true, withProgram: false });
    // The next page's program came from the cache and ran first: it sets the earlier claim aside itself.
    const second = browser.openPage('https://guide.example/en/articles/1');
    expect(browser.queued().map((record) => [record.source_url, record.page_sequence])).toEqual([['https://guide.example/en/', 1]]);
    expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))).toMatchObject({ href: 'https://guide.example/en/articles/1', pageSequence: 2 });
    expect(browser.sessionStorage.get(PAGE_SEQUENCE_KEY)).toBe('2');
    second.page.leave();
    expect(browser.queued().map((record) => record.page_sequence)).toEqual([1, 2]);
  });

  it('a page restored from the back/forward cache is one more page view, following the page the visitor came back from', () => {
    const browser = tab();
    const first = browser.openPage('https://guide.example/en/');
    first.page.leave({ persisted: true });
    const second = browser.openPage('https://guide.example/en/articles/1');
    second.page.leave({ persisted: true });
    browser.clock.advance(5000);
    first.page.comeBack(browser.clock.now());
    first.page.leave();
    const views = browser.pageViews();
    expect(views.map((record) => record.page_sequence)).toEqual([1, 2, 3]);
    expect(views[2]?.datetime).toBe(new Date(browser.clock.now()).toISOString());
    expect(new Set(views.map((record) => record.event_id)).size).toBe(3);
  });

  it('a restore while the islands run is recorded by them, as the next page view', async () => {
    const browser = tab();
    const first = browser.openPage('https://guide.example/en/');
    const tracking = first.startIslands();
    first.page.leave({ persisted: true });
    browser.openPage('https://guide.example/en/articles/1').page.leave({ persisted: true });
    first.page.comeBack(browser.clock.now());
    browser.clock.advance(0);
    await settle();
    first.page.click('https://guide.example/en/articles/3');
    tracking.handOver();
    expect(browser.pageViews().map((record) => record.page_sequence)).toEqual([1, 2, 3]);
    expect(browser.delivered().find((record) => record.action_type === 'link_click')?.page_sequence).toBe(3);
    expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))?.state).toBe('adopted');
  });

  it('a prerendered page claims nothing before activation, and its page view is timed from activation', () => {
    const browser = tab();
    const { page } = browser.openPage('https://guide.example/en/articles/1', { isPrerendered: true });
    page.hide();
    page.leave({ persisted: true });
    expect(browser.sessionStorage.get(PAGE_VIEW_KEY)).toBeNull();
    expect(browser.sessionStorage.get(PAGE_SEQUENCE_KEY)).toBeNull();
    expect(browser.delivered()).toEqual([]);
    browser.clock.advance(4000);
    page.activate(browser.clock.now());
    page.leave();
    expect(browser.pageViews().map((record) => record.datetime)).toEqual([new Date(browser.clock.now()).toISOString()]);
  });

  it('keeps the link clicks made before the islands adopt the page view, for them to record', () => {
    const browser = tab();
    const { page, startIslands } = browser.openPage('https://guide.example/en/');
    page.click('https://guide.example/en/articles/1');
    const tracking = startIslands();
    page.click('https://guide.example/en/articles/2');
    tracking.handOver();
    const clicks = browser.delivered().filter((record) => record.action_type === 'link_click');
    expect(clicks.map((record) => record.link_url)).toEqual(['https://guide.example/en/articles/1', 'https://guide.example/en/articles/2']);
  });

  it('a page left before the islands start also delivers the link clicks made on it', () => {
    const browser = tab();
    const { page } = browser.openPage('https://guide.example/en/');
    page.click('https://hotels.example/', { isAffiliate: true });
    page.leave();
    expect(browser.beaconed().map((record) => [record.action_type, record.page_sequence])).toEqual([['page_view', 1], ['affiliate_click', 1]]);
    expect(browser.sessionStorage.get(EARLY_CLICKS_KEY)).toBeNull();
  });

  it('a tampered early click in storage costs only itself: the page view left before the islands still goes', () => {
    const browser = tab();
    browser.sessionStorage.set(EARLY_CLICKS_KEY, JSON.stringify([{ pageHref: 'https://guide.example/en/', referrer: '', linkUrl: 'https://x.example/', isAffiliate: false, atMs: 1e20 }]));
    const { page } = browser.openPage('https://guide.example/en/');
    page.leave();
    expect(browser.beaconed().map((record) => record.action_type)).toEqual(['page_view']);
  });

  it('queues a page view whose page never said goodbye (a killed tab) when the next page starts, without a beacon', () => {
    const browser = tab();
    browser.openPage('https://guide.example/en/');
    browser.openPage('https://guide.example/en/articles/1');
    expect(browser.transport.beacons).toEqual([]);
    expect(browser.queued().map((record) => record.page_sequence)).toEqual([1]);
  });

  it('a page nobody touches sends such a page view with its own, 5 s after load (no recorder comes to send the queue)', () => {
    const browser = tab();
    browser.openPage('https://guide.example/en/');
    const { page } = browser.openPage('https://guide.example/en/articles/1');
    page.load();
    browser.clock.advance(NETWORK_DELAY_MS);
    expect(browser.beaconed().map((record) => record.page_sequence).sort()).toEqual([1, 2]);
    page.leave();
    expect(browser.beaconed()).toHaveLength(2);
  });

  it('while the collector is failing, a stored page view waits in the queue instead of a beacon', () => {
    const browser = tab();
    browser.localStorage.set(BACKOFF_KEY, JSON.stringify({ attempt: 2, retryAt: browser.clock.now() + 30_000 }));
    browser.openPage('https://guide.example/en/').page.leave();
    expect(browser.transport.beacons).toEqual([]);
    expect(browser.queued()).toHaveLength(1);
  });

  it('stands down when session storage cannot hand the claim to the islands: they record the page view alone', () => {
    const browser = tab();
    browser.sessionStorage.isBlocked = true;
    const { page, startIslands } = browser.openPage('https://guide.example/en/');
    expect(browser.sessionStorage.get(PAGE_VIEW_KEY)).toBeNull();
    const tracking = startIslands();
    page.leave();
    tracking.handOver();
    expect(browser.pageViews()).toHaveLength(1);
  });

  describe('started after the first paint (claimProgramStart.ts)', () => {
    it('claims and listens to nothing before the page painted; then claims the page and tracks it', () => {
      const browser = tab();
      const { page, program } = browser.openPage('https://guide.example/en/articles/1', { afterFirstPaint: true });
      expect(browser.sessionStorage.get(PAGE_VIEW_KEY)).toBeNull();
      expect(page.listenerCounts).toMatchObject({ clicks: 0, return: 0 });
      page.paint();
      expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))?.state).toBe('pending');
      expect(program.tracksThisPage()).toBe(true);
      // The triggers that would have started it sooner are gone: beforeunload only until load, as the program's own.
      expect(page.listenerCounts).toMatchObject({ clicks: 1, hidden: 1, leave: 1, beforeLeave: 1, return: 1 });
      page.load();
      expect(page.listenerCounts.beforeLeave).toBe(0);
    });

    it.each([
      ['hidden', (page: FakePageLifecycleAdapter) => page.hide()],
      ['left', (page: FakePageLifecycleAdapter) => page.leave()],
      ['left while loading (beforeunload only)', (page: FakePageLifecycleAdapter) => page.startLeaving()],
    ])('a page %s before it painted hands its page view over at once, once', (_, goAway) => {
      const browser = tab();
      const { page } = browser.openPage('https://guide.example/en/articles/1', { withHead: true, afterFirstPaint: true });
      goAway(page);
      expect(browser.beaconed().map((record) => [record.action_type, record.page_sequence])).toEqual([['page_view', 1]]);
      page.paint();
      page.leave();
      expect(browser.beaconed()).toHaveLength(1);
    });

    it('starts at the first interaction, and keeps the link clicked after it', () => {
      const browser = tab();
      const { page, startIslands } = browser.openPage('https://guide.example/en/articles/1', { withHead: true, afterFirstPaint: true });
      page.interact('key');
      page.click('https://guide.example/en/articles/2');
      page.load();
      startIslands();
      expect(browser.sessionStorage.get(EARLY_CLICKS_KEY)).toBeNull();
      expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))?.state).toBe('adopted');
    });

    it('starts at a click with no press before it (assistive technology), and keeps that click', () => {
      const browser = tab();
      const { page, startIslands } = browser.openPage('https://guide.example/en/articles/1', { withHead: true, afterFirstPaint: true });
      page.click('https://guide.example/en/articles/2');
      expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))?.state).toBe('pending');
      const tracking = startIslands();
      tracking.handOver();
      const clicks = browser.delivered().filter((record) => record.action_type === 'link_click');
      expect(clicks.map((record) => record.page_sequence)).toEqual([1]);
    });

    it('starts when another bundle asks it first (the recorder at load), and once', () => {
      const browser = tab();
      const { page, program } = browser.openPage('https://guide.example/en/articles/1', { afterFirstPaint: true });
      expect(browser.sessionStorage.get(PAGE_VIEW_KEY)).toBeNull();
      expect(program.tracksThisPage()).toBe(true);
      expect(browser.sessionStorage.get(PAGE_VIEW_KEY)).not.toBeNull();
      page.paint();
      page.interact();
      expect(page.listenerCounts).toMatchObject({ clicks: 1, leave: 1, return: 1 });
    });
  });

  describe('a visit nobody interacts with: the claim program tracks it alone (ADR 041)', () => {
    it('sends the page view NETWORK_DELAY_MS after load, by beacon, with the location it looked up at its start; the vitals wait', async () => {
      const browser = tab({ isAccepted: true });
      const { page, program, vitalsBuffer } = browser.openPage('https://guide.example/en/articles/1', { afterFirstPaint: true });
      vitalsBuffer.held = { navigationType: 'navigate', lcp: 640, cls: 0 };
      expect(browser.geo.lookups).toBe(0);
      page.paint();
      expect(program.tracksThisPage()).toBe(true);
      expect(browser.geo.lookups).toBe(1);
      page.load();
      expect(browser.geo.lookups).toBe(1);
      await settle();
      browser.clock.advance(NETWORK_DELAY_MS - 1);
      expect(browser.beaconed()).toEqual([]);
      browser.clock.advance(1);
      expect(browser.beaconed().map((record) => [record.action_type, record.location_country])).toEqual([['page_view', 'JP']]);
      expect(browser.queued().map((record) => record.action_type)).toEqual(['page_view']);
      // The vitals are final only as the page goes: handed over then, alone.
      page.leave();
      expect(browser.beaconed().map((record) => record.action_type)).toEqual(['page_view', 'web_vitals']);
      expect(browser.pageViews()).toHaveLength(1);
    });

    it('a visit left before load carries the location its start looked up', async () => {
      const browser = tab({ isAccepted: true });
      const { page } = browser.openPage('https://guide.example/en/articles/1', { withHead: true, afterFirstPaint: true });
      page.paint();
      await settle();
      page.leave();
      expect(browser.beaconed().map((record) => [record.action_type, record.location_country])).toEqual([['page_view', 'JP']]);
    });

    it('looks nothing up without analytics granted, or when the visit knows its location; hands its lookup over once', async () => {
      const declined = tab();
      declined.openPage('https://guide.example/en/').page.load();
      expect(declined.geo.lookups).toBe(0);
      // A page hidden before it painted: its page view goes at once, and nothing is looked up for it.
      const leaving = tab({ isAccepted: true });
      leaving.openPage('https://guide.example/en/', { afterFirstPaint: true }).page.hide();
      expect(leaving.geo.lookups).toBe(0);
      const browser = tab({ isAccepted: true });
      const first = browser.openPage('https://guide.example/en/');
      first.page.load();
      const lookup = first.program.takeLocationLookup();
      await expect(lookup).resolves.toEqual({ country: 'JP', ip: '203.0.113.7' });
      expect(first.program.takeLocationLookup()).toBeUndefined();
      browser.openPage('https://guide.example/en/articles/1').page.load();
      expect(browser.geo.lookups).toBe(1);
    });

    it('keeps what features record for the hand-over as the page is hidden; what comes after it goes at once', () => {
      const browser = tab();
      const { page, program } = browser.openPage('https://guide.example/en/');
      page.load();
      program.record({ actionType: 'ad_slot', data: { slot_id: 'top' }, atMs: browser.clock.now() });
      expect(browser.beaconed()).toEqual([]);
      page.hide();
      expect(browser.beaconed().map((record) => record.action_type)).toEqual(['page_view', 'ad_slot']);
      const [view, slot] = browser.beaconed();
      expect(slot).toMatchObject({ page_sequence: view?.page_sequence, source_url: 'https://guide.example/en/', data: { slot_id: 'top' } });
      program.record({ actionType: 'ad_slot', data: { slot_id: 'side' }, atMs: browser.clock.now() });
      expect(browser.beaconed().map((record) => record.action_type)).toEqual(['page_view', 'ad_slot', 'ad_slot']);
      page.show();
      program.record({ actionType: 'ad_slot', data: { slot_id: 'bottom' }, atMs: browser.clock.now() });
      expect(browser.beaconed()).toHaveLength(3);
    });

    it('a recorder starting later takes the events kept, and records no second page view', async () => {
      const browser = tab();
      const { page, program, startIslands } = browser.openPage('https://guide.example/en/');
      page.load();
      browser.clock.advance(NETWORK_DELAY_MS);
      program.record({ actionType: 'ad_slot', data: { slot_id: 'top' }, atMs: browser.clock.now() });
      const tracking = startIslands();
      program.takeEvents().forEach((event) => tracking.record(event));
      expect(program.takeEvents()).toEqual([]);
      await settle();
      page.leave();
      tracking.handOver();
      expect(browser.delivered().map((record) => record.action_type).sort()).toEqual(['ad_slot', 'page_view']);
    });

    it('does not track a page whose claim storage cannot keep: the recorder does it all', () => {
      const browser = tab();
      browser.sessionStorage.isBlocked = true;
      const { page, program } = browser.openPage('https://guide.example/en/');
      page.load();
      browser.clock.advance(NETWORK_DELAY_MS);
      expect(program.tracksThisPage()).toBe(false);
      expect(browser.beaconed()).toEqual([]);
    });
  });

  describe('the page’s web vitals, until the islands’ meter takes them over', () => {
    const webVitals = (records: EventLogRecord[]) => records.filter((record) => record.action_type === 'web_vitals');

    it('light mode: the page view carries light_mode and goes alone, with no vitals (no telemetry beyond the page view)', () => {
      const browser = tab();
      const { page, vitalsBuffer } = browser.openPage('https://guide.example/en/articles/1', { lightMode: true });
      vitalsBuffer.held = { navigationType: 'navigate', lcp: 640.4, cls: 0.01234, fcp: 600, ttfb: 40 };
      browser.clock.advance(1000);
      page.leave();
      expect(browser.beaconed().map((record) => [record.action_type, record.data])).toEqual([['page_view', { light_mode: true }]]);
    });

    it('a host that offers light mode, off: the page view says so, and the vitals go as ever', () => {
      const browser = tab();
      const { page, vitalsBuffer } = browser.openPage('https://guide.example/en/articles/1', { lightMode: false });
      vitalsBuffer.held = { navigationType: 'navigate', lcp: 640.4, cls: 0.01234, fcp: 600, ttfb: 40 };
      page.leave();
      expect(browser.beaconed().map((record) => [record.action_type, record.data?.['light_mode']])).toEqual([['page_view', false], ['web_vitals', undefined]]);
    });

    it('the islands’ tracking records the page view with its light mode when it claims the page itself', async () => {
      const browser = tab();
      const { page, startIslands } = browser.openPage('https://guide.example/en/', { withProgram: false, lightMode: true });
      page.load();
      startIslands();
      await settle();
      page.leave();
      expect(browser.delivered().filter((record) => record.action_type === 'page_view').map((record) => record.data)).toEqual([{ light_mode: true }]);
    });

    it('a page left before the islands start delivers its vitals from the browser’s buffers, with its page view', () => {
      const browser = tab();
      const { page, vitalsBuffer } = browser.openPage('https://guide.example/en/articles/1');
      vitalsBuffer.held = { navigationType: 'navigate', lcp: 640.4, cls: 0.01234, fcp: 600, ttfb: 40 };
      browser.clock.advance(1000);
      page.leave();
      expect(browser.beaconed().map((record) => record.action_type)).toEqual(['page_view', 'web_vitals']);
      const [vitals] = webVitals(browser.beaconed());
      expect(vitals).toMatchObject({ page_sequence: 1, datetime: new Date(browser.clock.now()).toISOString(), source_url: 'https://guide.example/en/articles/1' });
      expect(vitals?.data).toEqual({ page_type: 'article', navigation_type: 'navigate', lcp_ms: 640, cls: 0.0123, fcp_ms: 600, ttfb_ms: 40, inp_ms: 0, attribution: false });
      expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))).toMatchObject({ state: 'handed-over', vitals: 'handed-over' });
    });

    it('after tracking adopted the page view, leaving before the meter starts still delivers the vitals, alone', async () => {
      const browser = tab();
      const { page, startIslands, vitalsBuffer } = browser.openPage('https://guide.example/en/');
      vitalsBuffer.held = { navigationType: 'navigate', lcp: 900, cls: 0 };
      startIslands();
      await settle();
      page.hide();
      page.leave();
      // Delivered once (the islands' event log may beacon the queued copy again: the collector keeps one per id).
      expect(webVitals(browser.delivered())).toHaveLength(1);
      expect(browser.pageViews()).toHaveLength(1);
      expect(vitalsBuffer.reads).toBe(1);
    });

    it('leaves them to the meter once it has taken them over', () => {
      const browser = tab();
      const { page, startMeter, vitalsBuffer } = browser.openPage('https://guide.example/en/');
      vitalsBuffer.held = { navigationType: 'navigate', lcp: 900 };
      expect(startMeter()).toBe(true);
      page.leave();
      expect(webVitals(browser.delivered())).toEqual([]);
      expect(browser.pageViews()).toHaveLength(1);
    });

    it('tells a meter starting late that they were handed over, so it records no second set', () => {
      const browser = tab();
      const { page, startMeter, vitalsBuffer } = browser.openPage('https://guide.example/en/');
      vitalsBuffer.held = { navigationType: 'navigate', lcp: 900 };
      page.hide();
      page.show();
      expect(startMeter()).toBe(false);
    });

    it('waits while nothing is measured yet (no first byte), and never hands over an earlier page’s or a restored page’s', () => {
      const browser = tab();
      const first = browser.openPage('https://guide.example/en/');
      first.page.hide();
      expect(parsePageViewStart(browser.sessionStorage.get(PAGE_VIEW_KEY))?.vitals).toBe('pending');
      first.vitalsBuffer.held = { navigationType: 'navigate', lcp: 900 };
      // A killed tab: the next page queues the first one's page view, not its own buffers as the first one's vitals.
      const second = browser.openPage('https://guide.example/en/articles/1');
      second.vitalsBuffer.held = { navigationType: 'navigate', lcp: 700 };
      expect(webVitals(browser.queued())).toEqual([]);
      second.page.leave({ persisted: true });
      expect(webVitals(browser.delivered()).map((record) => record.data?.['lcp_ms'])).toEqual([700]);
      second.page.comeBack(browser.clock.now());
      second.page.leave();
      expect(webVitals(browser.delivered())).toHaveLength(1);
      expect(browser.pageViews().map((record) => record.page_sequence)).toEqual([1, 2, 3]);
    });
  });
});
