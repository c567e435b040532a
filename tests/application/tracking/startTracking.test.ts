import type { EventLogRecord } from '../../../src/domain/eventRecord';
import { createEventLog } from '../../../src/application/tracking/eventLog';
import { createConsentStore } from '../../../src/application/consent/consentStore';
import { createSessionStore, PAGE_USER_KEY, SESSION_WAIT_MS } from '../../../src/application/session/sessionStore';
import { CONSENT_COOKIE, NOTICE_CLOSED_COOKIE } from '../../../src/domain/notices';
import { rememberedUserText } from '../../../src/domain/rememberedUser';
import { EARLY_CLICKS_KEY, type EarlyClick } from '../../../src/domain/earlyClick';
import { TAB_VISIT_KEY, VISITOR_LOCATION_KEY } from '../../../src/domain/visitState';
import { LOCATION_WAIT_MS, NETWORK_DELAY_MS, startTracking, USER_ID_DELAY_MS } from '../../../src/application/tracking/startTracking';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeCookieAdapter } from '../../fakes/FakeCookieAdapter';
import { FakeEnvironmentAdapter } from '../../fakes/FakeEnvironmentAdapter';
import { FakeEventLogTransportAdapter } from '../../fakes/FakeEventLogTransportAdapter';
import { FakeGeoLookupAdapter } from '../../fakes/FakeGeoLookupAdapter';
import { FakeIdentityAdapter, signedInUser } from '../../fakes/FakeIdentityAdapter';
import { FakeLockAdapter } from '../../fakes/FakeLockAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';
import { FakePushAdapter } from '../../fakes/FakePushAdapter';
import { FakeStorageAdapter } from '../../fakes/FakeStorageAdapter';

/** Lets every pending promise chain finish (a macrotask runs only once the microtask queue is empty). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A link in the page, clicked through the page's port. */
function linkInPage(page: { lifecycle: FakePageLifecycleAdapter }, href: string, { isAffiliate = false } = {}): { click: () => void } {
  return { click: () => page.lifecycle.click(href, { isAffiliate }) };
}

/**
 * One browser session: pages share session storage, local storage, cookies and the collector. The visitor accepted
 * cookies unless `choice` says otherwise.
 */
function browserSession(options: { geo?: FakeGeoLookupAdapter; identity?: FakeIdentityAdapter; referrer?: string; choice?: 'accepted' | 'closed' | 'unset' } = {}) {
  const sessionStorage = new FakeStorageAdapter();
  const localStorage = new FakeStorageAdapter();
  const transport = new FakeEventLogTransportAdapter();
  const geo = options.geo ?? new FakeGeoLookupAdapter();
  const cookies = new FakeCookieAdapter();
  const choice = options.choice ?? 'accepted';
  if (choice === 'accepted') cookies.set(CONSENT_COOKIE.name, CONSENT_COOKIE.value, { days: CONSENT_COOKIE.days });
  if (choice === 'closed') cookies.set(NOTICE_CLOSED_COOKIE.name, NOTICE_CLOSED_COOKIE.value);
  const stops: Array<() => void> = [];
  const openPage = (href: string, earlyClicks: readonly EarlyClick[] = []) => {
    const clock = new FakeClockAdapter();
    const lifecycle = new FakePageLifecycleAdapter();
    const eventLog = createEventLog({ transport, storage: localStorage, clock, locks: new FakeLockAdapter(), random: () => 1 });
    const session = createSessionStore({ navigation: new FakeNavigationAdapter(), identity: options.identity ?? new FakeIdentityAdapter(null), clock, page: new FakePageLifecycleAdapter(), storage: localStorage });
    const environment = new FakeEnvironmentAdapter();
    const consent = createConsentStore({ cookies, environment, push: new FakePushAdapter() });
    // Kept by the entry script before tracking started (see keepEarlyClicks).
    if (earlyClicks.length > 0) sessionStorage.set(EARLY_CLICKS_KEY, JSON.stringify(earlyClicks));
    const tracking = startTracking(
      { eventLog, geo, sessionStorage, cookies, environment, navigation: new FakeNavigationAdapter(href, options.referrer ?? 'https://search.example/'), clock, session, consent, page: lifecycle },
      { languageCode: 'en', startedAtMs: clock.now() - 1200 },
    );
    stops.push(tracking.stop);
    return { clock, lifecycle, eventLog, consent, session, tracking };
  };
  const records = (): EventLogRecord[] => [...transport.batches, ...transport.beacons].flatMap((batch) => batch.records);
  return { openPage, records, geo, cookies, transport, sessionStorage, localStorage, stop: () => stops.forEach((stop) => stop()) };
}

describe('startTracking', () => {
  afterEach(() => jest.restoreAllMocks());

  describe.each(['closed', 'unset'] as const)('without consent (%s)', (choice) => {
    it('looks nothing up and records with only the tab’s random visit id, user id 0 and no location', async () => {
      const identity = new FakeIdentityAdapter(signedInUser());
      const browser = browserSession({ choice, identity });
      browser.cookies.set('_ga', 'GA1.2.123.456');
      browser.sessionStorage.set(VISITOR_LOCATION_KEY, JSON.stringify({ country: 'JP', ip: '203.0.113.7' }));
      const first = browser.openPage('https://guide.example/en/');
      first.clock.advance(USER_ID_DELAY_MS);
      await settle();
      const second = browser.openPage('https://guide.example/en/articles/1');
      second.clock.advance(NETWORK_DELAY_MS);
      first.clock.advance(NETWORK_DELAY_MS);
      await settle();
      expect(browser.geo.lookups).toBe(0);
      const records = browser.records();
      expect(records).toHaveLength(2);
      const tabVisitId = browser.sessionStorage.get(TAB_VISIT_KEY);
      expect(tabVisitId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      for (const record of records) {
        expect(record).toMatchObject({ visit_id: tabVisitId, client_id: tabVisitId, user_id: 0, location_country: '', ip_source: '' });
      }
      expect(JSON.stringify(records)).not.toContain('123.456');
      browser.stop();
    });

    it('on Accept mid-page, looks the location up and later records carry the ids; on Close again, they drop them', async () => {
      const browser = browserSession({ choice });
      const page = browser.openPage('https://guide.example/en/');
      const { click } = linkInPage(page, 'https://guide.example/en/articles/9');

      page.consent.choose('accepted');
      expect(browser.geo.lookups).toBe(1);
      await settle();
      click();
      page.consent.choose('closed');
      expect(browser.sessionStorage.get(VISITOR_LOCATION_KEY)).toBeNull();
      click();
      page.clock.advance(NETWORK_DELAY_MS);
      await settle();

      const [view, acceptedClick, closedClick] = browser.records();
      expect(view).toMatchObject({ action_type: 'page_view', location_country: '' });
      expect(view?.visit_id).toHaveLength(36);
      expect(acceptedClick).toMatchObject({ action_type: 'link_click', location_country: 'JP', ip_source: '203.0.113.7' });
      expect(acceptedClick?.visit_id).toMatch(/^[0-9a-f]{16}$/);
      expect(closedClick).toMatchObject({ action_type: 'link_click', location_country: '', ip_source: '', visit_id: view?.visit_id });
      browser.stop();
    });
  });

  it('records the clicks made before tracking started, each with the page it was made on', async () => {
    const browser = browserSession();
    const earlier: EarlyClick = { pageHref: 'https://guide.example/en/', referrer: 'https://search.example/', linkUrl: 'https://guide.example/en/articles/1', isAffiliate: false, atMs: Date.UTC(2026, 10, 22, 9, 20) };
    const here: EarlyClick = { pageHref: 'https://guide.example/en/articles/1', referrer: 'https://guide.example/en/', linkUrl: 'https://hotels.example/?aid=1', isAffiliate: true, atMs: Date.UTC(2026, 10, 22, 9, 25) };
    const page = browser.openPage('https://guide.example/en/articles/1', [earlier, here]);
    page.clock.advance(NETWORK_DELAY_MS);
    await settle();
    const clicks = browser.records().filter((r) => r.action_type !== 'page_view');
    expect(clicks.map((r) => [r.action_type, r.source_url, r.link_url, r.datetime])).toEqual([
      ['link_click', 'https://guide.example/en/', 'https://guide.example/en/articles/1', '2026-11-22T09:20:00.000Z'],
      ['affiliate_click', 'https://guide.example/en/articles/1', 'https://hotels.example/?aid=REDACTED', '2026-11-22T09:25:00.000Z'],
    ]);
    browser.stop();
  });

  it('a tampered early click never stops the page’s tracking: it is dropped, and the page view and later clicks go', async () => {
    const browser = browserSession();
    const tampered = { pageHref: 'https://guide.example/en/', referrer: '', linkUrl: 'https://guide.example/en/articles/1', isAffiliate: false, atMs: 1e20 };
    browser.sessionStorage.set(EARLY_CLICKS_KEY, JSON.stringify([tampered]));
    const page = browser.openPage('https://guide.example/en/articles/1');
    page.lifecycle.click('https://guide.example/en/articles/2');
    page.clock.advance(NETWORK_DELAY_MS);
    await settle();
    const recorded = browser.records().map((r) => [r.action_type, r.link_url]);
    expect(recorded).toHaveLength(2);
    expect(recorded).toEqual(expect.arrayContaining([['page_view', ''], ['link_click', 'https://guide.example/en/articles/2']]));
    browser.stop();
  });

  it('records what other sources measure with the visit’s fields, and hands the queue over on request', async () => {
    const browser = browserSession();
    const page = browser.openPage('https://guide.example/en/');
    await settle();
    page.tracking.record({ actionType: 'web_vitals', data: { lcp_ms: 1200, page_type: 'top' } });
    page.tracking.handOver();
    const measured = browser.transport.beacons.flatMap((batch) => batch.records).find((r) => r.action_type === 'web_vitals');
    expect(measured).toMatchObject({ data: { lcp_ms: 1200, page_type: 'top' }, location_country: 'JP', source_url: 'https://guide.example/en/' });
    browser.stop();
  });

  it('records a page view with every field of the spec', async () => {
    const browser = browserSession();
    browser.cookies.set('_ga', 'GA1.2.123.456');
    const page = browser.openPage('https://guide.example/en/articles/3?keyword=%E6%9D%B1%E4%BA%AC');
    await settle();
    page.clock.advance(5000);
    await settle();
    const [view] = browser.records();
    expect(view).toMatchObject({
      action_type: 'page_view',
      browser: 'Chrome',
      browser_language: 'en-US',
      client_id: '123.456',
      device: 'desktop',
      ip_source: '203.0.113.7',
      language_code: 'en',
      link_url: '',
      location_country: 'JP',
      os: 'Linux',
      page_sequence: 1,
      referrer: 'https://search.example/',
      search_word: '東京',
      source_url: 'https://guide.example/en/articles/3?keyword=%E6%9D%B1%E4%BA%AC',
      user_id: 0,
    });
    expect(view?.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(view?.visit_id).toMatch(/^[0-9a-f]{16}$/);
    expect(Date.parse(view!.datetime)).toBe(page.clock.nowMs - 5000 - 1200);
    browser.stop();
  });

  it('looks the location up as tracking starts (right after load), so a page left after 2 s hands over a page view with it', async () => {
    const browser = browserSession();
    const page = browser.openPage('https://guide.example/en/');
    expect(browser.geo.lookups).toBe(1);
    await settle();
    page.clock.advance(2000);
    page.lifecycle.hide();
    const handedOver = browser.transport.beacons.flatMap((b) => b.records);
    expect(handedOver).toEqual([expect.objectContaining({ action_type: 'page_view', location_country: 'JP', ip_source: '203.0.113.7' })]);
    browser.stop();
  });

  it('records the page view without location once the wait is over, and keeps the late answer for the next page', async () => {
    const geo = new FakeGeoLookupAdapter();
    geo.isHolding = true;
    const browser = browserSession({ geo });
    const first = browser.openPage('https://guide.example/en/');
    await settle();
    first.clock.advance(LOCATION_WAIT_MS - 1);
    await settle();
    first.eventLog.flushOnUnload();
    expect(browser.transport.beacons).toHaveLength(0);
    first.clock.advance(1);
    first.clock.advance(NETWORK_DELAY_MS - LOCATION_WAIT_MS);
    await settle();
    expect(browser.records()).toEqual([expect.objectContaining({ action_type: 'page_view', location_country: '', ip_source: '' })]);

    geo.answer();
    await settle();
    const second = browser.openPage('https://guide.example/en/articles/1');
    await settle();
    second.clock.advance(NETWORK_DELAY_MS);
    await settle();
    expect(browser.records().filter((r) => r.page_sequence === 2)).toEqual([
      expect.objectContaining({ action_type: 'page_view', location_country: 'JP', ip_source: '203.0.113.7' }),
    ]);
    expect(geo.lookups).toBe(1);
    browser.stop();
  });

  it('counts the visit’s pages and looks the location up once per visit', async () => {
    const browser = browserSession();
    for (const path of ['/en/', '/en/articles/1', '/en/articles/2']) {
      const page = browser.openPage(`https://guide.example${path}`);
      await settle();
      page.clock.advance(5000);
      await settle();
    }
    expect(browser.records().map((r) => r.page_sequence)).toEqual([1, 2, 3]);
    expect(browser.geo.lookups).toBe(1);
    expect(new Set(browser.records().map((r) => r.visit_id)).size).toBe(1);
    browser.stop();
  });

  it.each([
    ['an absurd page count and a location that is not one', '999999999', '{"country":"<img src=x>","ip":"not an address"}'],
    ['a page count past the limit and a location name', '10001', '{"country":"Japan","ip":"203.0.113.7"}'],
  ])('starts the count again and looks the location up again after tampering: %s', async (_, count, location) => {
    const browser = browserSession();
    browser.sessionStorage.set('tabiji_page_sequence', count);
    browser.sessionStorage.set('tabiji_visitor_location', location);
    const page = browser.openPage('https://guide.example/en/');
    await settle();
    page.clock.advance(5000);
    await settle();
    expect(browser.geo.lookups).toBe(1);
    expect(browser.records()).toEqual([expect.objectContaining({ page_sequence: 1, location_country: 'JP', ip_source: '203.0.113.7' })]);
    browser.stop();
  });

  it('keeps a looked-up field that is not a country code or an address out of the records', async () => {
    const browser = browserSession({ geo: new FakeGeoLookupAdapter({ country: 'United States', ip: '203.0.113.7' }) });
    const page = browser.openPage('https://guide.example/en/');
    await settle();
    page.clock.advance(5000);
    await settle();
    expect(browser.records()[0]).toMatchObject({ location_country: '', ip_source: '203.0.113.7' });
    expect(JSON.parse(browser.sessionStorage.get('tabiji_visitor_location')!)).toEqual({ country: '', ip: '203.0.113.7' });
    browser.stop();
  });

  it('keeps the secrets of a sign-in link and its referrer out of the page view', async () => {
    const browser = browserSession({ referrer: 'https://accounts.example/reset?oobCode=REF-SECRET&utm_source=mail' });
    const page = browser.openPage('https://guide.example/en/?oobCode=SECRET&apiKey=K&mode=signIn&email=a%40b.com&utm_source=news&keyword=kyoto#access_token=T');
    await settle();
    page.clock.advance(5000);
    await settle();
    const [view] = browser.records();
    expect(view).toMatchObject({
      source_url: 'https://guide.example/en/?oobCode=REDACTED&apiKey=REDACTED&mode=REDACTED&email=REDACTED&utm_source=news&keyword=kyoto',
      referrer: 'https://accounts.example/reset?oobCode=REDACTED&utm_source=mail',
      search_word: 'kyoto',
    });
    expect(JSON.stringify(view)).not.toMatch(/SECRET|a%40b|access_token/);
    browser.stop();
  });

  it('still records, with empty location fields, when the lookup fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const browser = browserSession({ geo: new FakeGeoLookupAdapter(undefined, new Error('blocked by the browser')) });
    const page = browser.openPage('https://guide.example/en/');
    await settle();
    page.clock.advance(5000);
    await settle();
    expect(browser.records()[0]).toMatchObject({ location_country: '', ip_source: '' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('location lookup failed'));
    browser.stop();
  });

  it('records link clicks with the link address, and sets the user id 5 s after the page started', async () => {
    const identity = new FakeIdentityAdapter(signedInUser());
    const browser = browserSession({ identity });
    const page = browser.openPage('https://guide.example/en/');
    await settle();
    const { click } = linkInPage(page, 'https://guide.example/en/articles/9');
    click();
    page.clock.advance(USER_ID_DELAY_MS);
    await settle();
    click();
    page.clock.advance(5000);
    await settle();
    const clicks = browser.records().filter((r) => r.action_type === 'link_click');
    expect(clicks.map((r) => [r.link_url, r.user_id])).toEqual([
      ['https://guide.example/en/articles/9', 0],
      ['https://guide.example/en/articles/9', 42],
    ]);
    expect(JSON.stringify(browser.records())).not.toMatch(/ada@example\.com|token-1/);
    browser.stop();
  });

  it('never takes the user id of a user only cached while the sign-in service is slow, and follows the session’s changes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const identity = new FakeIdentityAdapter(signedInUser());
    identity.isHolding = true;
    const browser = browserSession({ identity });
    // The previous visitor on this shared device, last confirmed on an earlier page.
    browser.localStorage.set(PAGE_USER_KEY, rememberedUserText(signedInUser({ name: 'Previous Visitor', userMetadata: { user_id: 7 } }), identity.session!));
    const page = browser.openPage('https://guide.example/en/');
    const { click } = linkInPage(page, 'https://guide.example/en/articles/9');
    page.clock.advance(USER_ID_DELAY_MS + SESSION_WAIT_MS);
    await settle();
    expect(page.session.getState()).toMatchObject({ status: 'signed-in', isConfirmed: false });
    click();
    identity.answer();
    await settle();
    click();
    await page.session.signOut();
    click();
    page.clock.advance(5000);
    await settle();
    const clicks = browser.records().filter((r) => r.action_type === 'link_click');
    expect(clicks.map((r) => r.user_id)).toEqual([0, 42, 0]);
    browser.stop();
  });

  it('records a click on an affiliate link as affiliate_click, with the partner address redacted like any other', async () => {
    const browser = browserSession();
    const page = browser.openPage('https://guide.example/en/');
    await settle();
    linkInPage(page, 'https://hotels.example/search?destination=Kyoto&aid=aff-42', { isAffiliate: true }).click();
    page.clock.advance(5000);
    await settle();
    const clicks = browser.records().filter((r) => r.action_type !== 'page_view');
    expect(clicks.map((r) => [r.action_type, r.link_url])).toEqual([
      ['affiliate_click', 'https://hotels.example/search?destination=REDACTED&aid=REDACTED'],
    ]);
    browser.stop();
  });

  it('hands what is still queued, page view included, to the browser when the page is hidden', async () => {
    const geo = new FakeGeoLookupAdapter();
    geo.isHolding = true;
    const browser = browserSession({ geo });
    const page = browser.openPage('https://guide.example/en/');
    await settle();
    const { click } = linkInPage(page, 'https://guide.example/en/articles/2');
    click();
    page.clock.advance(LOCATION_WAIT_MS - 1);
    page.lifecycle.hide();
    // The page was left before the location lookup answered, within the wait: the page view goes too, without location.
    const handedOver = browser.transport.beacons.flatMap((b) => b.records);
    expect(handedOver.map((r) => r.action_type)).toEqual(['link_click', 'page_view']);
    expect(handedOver[1]).toMatchObject({ location_country: '', ip_source: '' });
    geo.answer();
    page.clock.advance(10_000);
    await settle();
    // Beaconed records go again with the next batch; the collector keeps one copy by event id.
    const clicks = browser.records().filter((r) => r.action_type === 'link_click');
    expect(new Set(clicks.map((r) => r.event_id)).size).toBe(1);
    // The late answer records no second page view.
    expect(new Set(browser.records().filter((r) => r.action_type === 'page_view').map((r) => r.event_id)).size).toBe(1);
    browser.stop();
  });
});
