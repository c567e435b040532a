import { parseConfig } from '../../../src/domain/config';
import { DEFAULT_PAGE_CONTEXT, type PageContext } from '../../../src/domain/pageContext';
import { runAds, type AdsDeps } from '../../../src/application/ads/runAds';
import { createConsentStore } from '../../../src/application/consent/consentStore';
import type { VisitEvent } from '../../../src/application/tracking/startTracking';
import { FakeAdsAdapter } from '../../fakes/FakeAdsAdapter';
import { FakeCookieAdapter } from '../../fakes/FakeCookieAdapter';
import { FakeEnvironmentAdapter } from '../../fakes/FakeEnvironmentAdapter';
import { FakePushAdapter } from '../../fakes/FakePushAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';
import { CORE_VARIABLES } from '../../../src/domain/configVariables';

const TOP = { id: 'ad-top', name: '/1234/tabiji/top', sizes: [[728, 90] as const] };
const BOTTOM = { id: 'ad-bottom', name: '/1234/tabiji/bottom', sizes: [[300, 250] as const] };

function setUp(options: { context?: Partial<PageContext>; choice?: 'accepted' | 'closed'; hasGpc?: boolean; productionHost?: string } = {}) {
  document.body.innerHTML = '<div class="tabiji-ad" id="ad-top"></div><p>text</p><div class="tabiji-ad" id="ad-bottom"></div>';
  // jsdom has no layout: the top slot is on screen, the bottom one two screens down.
  const positions: Record<string, number> = { 'ad-top': 100, 'ad-bottom': window.innerHeight * 2 };
  for (const [id, top] of Object.entries(positions)) {
    jest.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  }
  const ads = new FakeAdsAdapter();
  const cookies = new FakeCookieAdapter();
  const environment = new FakeEnvironmentAdapter();
  environment.hasGpc = options.hasGpc ?? false;
  const consent = createConsentStore({ cookies, environment, push: new FakePushAdapter() });
  if (options.choice) consent.choose(options.choice);
  const { config } = parseConfig({ TABIJI_PRODUCTION_HOST: options.productionHost ?? 'www.tabiji.example' }, CORE_VARIABLES);
  const recorded: VisitEvent[] = [];
  const recorder = { record: (event: VisitEvent) => void recorded.push(event), handOver: () => undefined };
  const lifecycle = new FakePageLifecycleAdapter();
  const deps: AdsDeps = { ads: [ads], config, consent, environment, document, recorder, page: lifecycle };
  const context: PageContext = { ...DEFAULT_PAGE_CONTEXT, ads: [TOP, BOTTOM], pageName: 'category', categoryId: 2, ...options.context };
  return { ads, consent, environment, deps, recorded, lifecycle, page: { pathCode: 'en' as const, context } };
}

describe('runAds', () => {
  afterEach(() => jest.restoreAllMocks());

  it('requests the slots with targeting; on-screen slots keep their space when empty, later ones may collapse', async () => {
    const { ads, deps, page } = setUp();
    await runAds(deps, page);
    expect(ads.requests).toEqual([
      {
        slots: [{ ...TOP, collapseWhenEmpty: false }, { ...BOTTOM, collapseWhenEmpty: true }],
        targeting: { env: 'dev', lang: 'en', page: 'category', category_id: '2' },
        deferInitialLoad: false,
        nonPersonalized: true,
        noAdStorage: true,
      },
    ]);
  });

  it('marks each container with its outcome', async () => {
    const { ads, deps, page } = setUp();
    await runAds(deps, page);
    ads.report({ slotId: 'ad-top', kind: 'filled' });
    ads.report({ slotId: 'ad-bottom', kind: 'empty' });
    expect(document.getElementById('ad-top')!.dataset['tabijiAdState']).toBe('filled');
    expect(document.getElementById('ad-bottom')!.dataset['tabijiAdState']).toBe('empty');
  });

  it.each([
    ['no choice', {}, true, true],
    ['Close', { choice: 'closed' }, true, true],
    ['Accept', { choice: 'accepted' }, false, false],
    ['Accept under Global Privacy Control', { choice: 'accepted', hasGpc: true }, true, false],
    ['no choice under Global Privacy Control', { hasGpc: true }, true, true],
  ] as const)('%s: non-personalised %s, without ad storage %s', async (_name, options, nonPersonalized, noAdStorage) => {
    const { ads, deps, page } = setUp(options);
    await runAds(deps, page);
    expect(ads.requests[0]).toMatchObject({ nonPersonalized, noAdStorage });
  });

  it('switches the privacy terms of later requests when the visitor changes the choice, once per change', async () => {
    const { ads, consent, deps, page } = setUp();
    await runAds(deps, page);
    consent.choose('accepted');
    consent.reopen();
    consent.choose('accepted');
    consent.choose('closed');
    expect(ads.privacySwitches).toEqual([{ nonPersonalized: false, noAdStorage: false }, { nonPersonalized: true, noAdStorage: true }]);
  });

  it('under Global Privacy Control, Accept lets ads store but does not switch to personalised ads', async () => {
    const { ads, consent, deps, page } = setUp({ hasGpc: true });
    await runAds(deps, page);
    consent.choose('accepted');
    expect(ads.privacySwitches).toEqual([{ nonPersonalized: true, noAdStorage: false }]);
  });

  it('records each slot’s funnel as an ad_slot record: at once when finished, the rest when the page is hidden', async () => {
    const { ads, deps, recorded, lifecycle, page } = setUp();
    await runAds(deps, page);
    ads.step({ slotId: 'ad-top', kind: 'requested', atMs: 1000 });
    ads.step({ slotId: 'ad-bottom', kind: 'requested', atMs: 1000 });
    ads.step({ slotId: 'ad-top', kind: 'rendered', isEmpty: false, atMs: 1300 });
    ads.step({ slotId: 'ad-bottom', kind: 'rendered', isEmpty: true, atMs: 1400 });
    expect(recorded.map((event) => event.data)).toEqual([{ page_type: 'category', slot: 'ad-bottom', outcome: 'empty', viewable: false, requested_ms: 1000, rendered_ms: 1400 }]);
    ads.step({ slotId: 'ad-top', kind: 'viewable', atMs: 2500 });
    expect(recorded[1]).toEqual({ actionType: 'ad_slot', data: { page_type: 'category', slot: 'ad-top', outcome: 'filled', viewable: true, requested_ms: 1000, rendered_ms: 1300, viewable_ms: 2500 } });
    lifecycle.leave();
    expect(recorded).toHaveLength(2);
  });

  it('after a restore from the back/forward cache, records the slots the network requests again as the restored page view’s, and only those', async () => {
    const { ads, deps, recorded, lifecycle, page } = setUp();
    await runAds(deps, page);
    ads.step({ slotId: 'ad-top', kind: 'requested', atMs: 1000 });
    ads.step({ slotId: 'ad-top', kind: 'rendered', isEmpty: false, atMs: 1300 });
    ads.step({ slotId: 'ad-top', kind: 'viewable', atMs: 2500 });
    lifecycle.leave();
    expect(recorded.map((event) => [event.data?.['slot'], event.data?.['outcome']])).toEqual([['ad-top', 'filled'], ['ad-bottom', 'pending']]);
    lifecycle.comeBack();
    // The network refreshes the slot in view; its steps are timed from the restore (the adapter's business).
    ads.step({ slotId: 'ad-top', kind: 'requested', atMs: 40 });
    ads.step({ slotId: 'ad-top', kind: 'rendered', isEmpty: true, atMs: 300 });
    expect(recorded[2]).toEqual({ actionType: 'ad_slot', data: { page_type: 'category', slot: 'ad-top', outcome: 'empty', viewable: false, requested_ms: 40, rendered_ms: 300 } });
    lifecycle.leave();
    // The bottom slot, left alone by the network this time, is not recorded again as "never requested".
    expect(recorded).toHaveLength(3);
  });

  it('records a slot that failed, and at page hide one that was never requested', async () => {
    const { ads, deps, recorded, lifecycle, page } = setUp();
    await runAds(deps, page);
    ads.report({ slotId: 'ad-top', kind: 'error' });
    lifecycle.leave();
    expect(recorded.map((event) => event.data?.['outcome'])).toEqual(['error', 'pending']);
  });

  it('on a phone, holds the first request of a non-article page until the first scroll (not a tap)', async () => {
    const { ads, environment, deps, lifecycle, page } = setUp();
    environment.isPhone = true;
    await runAds(deps, page);
    expect(ads.requests[0]?.deferInitialLoad).toBe(true);
    expect(ads.deferredRequests).toBe(0);
    lifecycle.interact('press');
    expect(ads.deferredRequests).toBe(0);
    lifecycle.interact('scroll');
    lifecycle.interact('scroll');
    expect(ads.deferredRequests).toBe(1);
    expect(lifecycle.viewportWatches).toEqual([]);
  });

  it('on a phone, requests the held ads as soon as a slot nears the viewport', async () => {
    const { ads, environment, deps, lifecycle, page } = setUp();
    environment.isPhone = true;
    await runAds(deps, page);
    const [watch] = lifecycle.viewportWatches;
    expect(watch?.margin).toBe('50% 0px');
    expect(watch?.elements.map((element) => element.id)).toEqual(['ad-top', 'ad-bottom']);
    lifecycle.bringNearViewport(document.getElementById('ad-bottom')!);
    lifecycle.interact('scroll');
    expect(ads.deferredRequests).toBe(1);
    expect(lifecycle.interactionWaitCount).toBe(0);
  });

  it.each([
    ['an article', { articleId: 3 }],
    ['a PR article', { isPrArticle: true }],
  ])('on a phone, does not hold the request of %s', async (_case, context) => {
    const { ads, environment, deps, page } = setUp({ context });
    environment.isPhone = true;
    await runAds(deps, page);
    expect(ads.requests[0]?.deferInitialLoad).toBe(false);
  });

  it('sends env prod on the production host', async () => {
    const { ads, deps, page } = setUp({ productionHost: window.location.host });
    await runAds(deps, page);
    expect(ads.requests[0]?.targeting.env).toBe('prod');
  });

  it('skips slots without a container (with a warning) and requests nothing when none is left', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { ads, deps, page } = setUp({ context: { ads: [{ id: 'nowhere', name: '/1/x', sizes: [[1, 1]] }] } });
    await runAds(deps, page);
    expect(ads.requests).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Tabiji: the ad slot /1/x has no element #nowhere in the page; it was not requested.');
  });

  it('treats a blocked ad script as no ads, with an informational note and no error', async () => {
    const error = jest.spyOn(console, 'error');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { ads, environment, deps, lifecycle, page } = setUp();
    environment.isPhone = true;
    ads.failure = new Error('the ad script /gpt.js did not load');
    await expect(runAds(deps, page)).resolves.toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('Tabiji: no ads on this page from fake (the ad script /gpt.js did not load).');
    expect(document.getElementById('ad-top')!.dataset['tabijiAdState']).toBe('error');
    lifecycle.interact('scroll');
    expect(ads.deferredRequests).toBe(0);
  });

  it('applies a choice the visitor made while the ad script was loading', async () => {
    const { ads, consent, deps, page } = setUp();
    const running = runAds(deps, page);
    consent.choose('accepted');
    await running;
    expect(ads.requests[0]).toMatchObject({ nonPersonalized: true, noAdStorage: true });
    expect(ads.privacySwitches).toEqual([{ nonPersonalized: false, noAdStorage: false }]);
  });
});

describe('runAds with two ad networks side by side', () => {
  afterEach(() => jest.restoreAllMocks());

  /** The top slot names no network (the first serves it), the bottom one names 'other'. */
  function setUpTwo(options: Parameters<typeof setUp>[0] = {}) {
    const set = setUp({ ...options, context: { ads: [TOP, { ...BOTTOM, network: 'other' }], ...options.context } });
    const other = new FakeAdsAdapter('other');
    return { ...set, first: set.ads, other, deps: { ...set.deps, ads: [set.ads, other] } };
  }

  it('asks each network for its own slots only, with the same targeting and privacy', async () => {
    const { first, other, deps, page } = setUpTwo();
    await runAds(deps, page);
    const shared = { targeting: { env: 'dev', lang: 'en', page: 'category', category_id: '2' }, deferInitialLoad: false, nonPersonalized: true, noAdStorage: true };
    expect(first.requests).toEqual([{ slots: [{ ...TOP, collapseWhenEmpty: false }], ...shared }]);
    expect(other.requests).toEqual([{ slots: [{ ...BOTTOM, network: 'other', collapseWhenEmpty: true }], ...shared }]);
  });

  it('serves a slot that names the first network by name, as one that names none', async () => {
    const { first, other, deps, page } = setUpTwo({ context: { ads: [{ ...TOP, network: 'fake' }, BOTTOM] } });
    await runAds(deps, page);
    expect(first.requests[0]?.slots.map((slot) => slot.id)).toEqual(['ad-top', 'ad-bottom']);
    expect(other.requests).toEqual([]);
  });

  it('skips a slot for a network the site does not use, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { first, other, deps, page } = setUpTwo({ context: { ads: [TOP, { ...BOTTOM, network: 'elsewhere' }] } });
    await runAds(deps, page);
    expect(first.requests[0]?.slots.map((slot) => slot.id)).toEqual(['ad-top']);
    expect(other.requests).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Tabiji: the ad slot /1234/tabiji/bottom is for the ad network elsewhere, which this site does not use; it was not requested.');
  });

  it('switches the privacy terms of both networks when the visitor changes the choice', async () => {
    const { first, other, consent, deps, page } = setUpTwo();
    await runAds(deps, page);
    consent.choose('accepted');
    expect(first.privacySwitches).toEqual([{ nonPersonalized: false, noAdStorage: false }]);
    expect(other.privacySwitches).toEqual([{ nonPersonalized: false, noAdStorage: false }]);
  });

  it('marks and records the outcomes and funnels of both, each network speaking only for its own slots', async () => {
    const { first, other, deps, recorded, lifecycle, page } = setUpTwo();
    await runAds(deps, page);
    other.report({ slotId: 'ad-top', kind: 'error' });
    other.step({ slotId: 'ad-top', kind: 'rendered', isEmpty: true, atMs: 10 });
    first.report({ slotId: 'ad-bottom', kind: 'empty' });
    expect(document.getElementById('ad-top')!.hasAttribute('data-tabiji-ad-state')).toBe(false);
    expect(document.getElementById('ad-bottom')!.hasAttribute('data-tabiji-ad-state')).toBe(false);
    expect(recorded).toEqual([]);

    first.report({ slotId: 'ad-top', kind: 'filled' });
    first.step({ slotId: 'ad-top', kind: 'requested', atMs: 1000 });
    first.step({ slotId: 'ad-top', kind: 'rendered', isEmpty: false, atMs: 1300 });
    first.step({ slotId: 'ad-top', kind: 'viewable', atMs: 2500 });
    other.report({ slotId: 'ad-bottom', kind: 'empty' });
    other.step({ slotId: 'ad-bottom', kind: 'requested', atMs: 900 });
    other.step({ slotId: 'ad-bottom', kind: 'rendered', isEmpty: true, atMs: 1100 });
    expect(document.getElementById('ad-top')!.dataset['tabijiAdState']).toBe('filled');
    expect(document.getElementById('ad-bottom')!.dataset['tabijiAdState']).toBe('empty');
    expect(recorded.map((event) => event.data)).toEqual([
      { page_type: 'category', slot: 'ad-top', outcome: 'filled', viewable: true, requested_ms: 1000, rendered_ms: 1300, viewable_ms: 2500 },
      { page_type: 'category', slot: 'ad-bottom', outcome: 'empty', viewable: false, requested_ms: 900, rendered_ms: 1100 },
    ]);
    lifecycle.leave();
    expect(recorded).toHaveLength(2);
  });

  it('shows the other network’s ads when one network’s script is blocked', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { first, other, consent, deps, page } = setUpTwo();
    first.failure = new Error('the ad script /gpt.js did not load');
    await runAds(deps, page);
    expect(info).toHaveBeenCalledWith('Tabiji: no ads on this page from fake (the ad script /gpt.js did not load).');
    expect(document.getElementById('ad-top')!.dataset['tabijiAdState']).toBe('error');
    expect(other.requests).toHaveLength(1);
    consent.choose('accepted');
    expect(first.privacySwitches).toEqual([]);
    expect(other.privacySwitches).toEqual([{ nonPersonalized: false, noAdStorage: false }]);
  });

  it('on a phone, requests a network’s held ads when one of its slots nears the viewport, and both at the first scroll', async () => {
    const { first, other, environment, deps, lifecycle, page } = setUpTwo();
    environment.isPhone = true;
    await runAds(deps, page);
    expect(lifecycle.viewportWatches.map((watch) => watch.elements.map((element) => element.id))).toEqual([['ad-top'], ['ad-bottom']]);
    lifecycle.bringNearViewport(document.getElementById('ad-bottom')!);
    expect([first.deferredRequests, other.deferredRequests]).toEqual([0, 1]);
    lifecycle.interact('scroll');
    expect([first.deferredRequests, other.deferredRequests]).toEqual([1, 1]);
  });
});
