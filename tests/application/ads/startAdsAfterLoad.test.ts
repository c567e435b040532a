import { AD_CODE_MARGIN, startAdsAfterLoad } from '../../../src/application/ads/startAdsAfterLoad';
import type { PageAds } from '../../../src/application/ads/runAds';
import { createLoadFailures } from '../../../src/application/loadFailures';
import { DEFAULT_PAGE_CONTEXT, type PageContext } from '../../../src/domain/pageContext';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';

const SLOT = { id: 'ad-bottom', name: '/1/bottom', sizes: [[300, 250]] as Array<[number, number]> };

function setUp(context: Partial<PageContext> = { ads: [SLOT] }) {
  document.body.innerHTML = `<p>Article</p><div id="${SLOT.id}"></div>`;
  const page = new FakePageLifecycleAdapter();
  const clock = new FakeClockAdapter();
  const run = jest.fn(async () => undefined);
  const loadAds = jest.fn(async (): Promise<PageAds> => ({ run }));
  const adsPage = { pathCode: 'en' as const, context: { ...DEFAULT_PAGE_CONTEXT, ...context } };
  startAdsAfterLoad({ page, clock, failures: createLoadFailures({ page, clock }), document }, loadAds, adsPage);
  return { page, clock, loadAds, run };
}

describe('startAdsAfterLoad', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fetches no ad code before load, nor after it while the visitor reads a first screen without the slots', () => {
    const { page, clock, loadAds } = setUp();
    clock.advance(10_000);
    page.load();
    clock.advance(10_000);
    expect(loadAds).not.toHaveBeenCalled();
    // Watched two screens ahead of the viewport.
    expect(page.viewportWatches).toEqual([{ elements: [document.getElementById(SLOT.id)], margin: AD_CODE_MARGIN }]);
  });

  it('starts the ads once the main thread is idle after a slot nears the viewport', async () => {
    const { page, clock, loadAds, run } = setUp();
    page.load();
    page.bringNearViewport(document.getElementById(SLOT.id)!);
    expect(loadAds).not.toHaveBeenCalled();
    clock.advance(2000);
    expect(loadAds).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
    page.interact('scroll');
    clock.advance(2000);
    expect(loadAds).toHaveBeenCalledTimes(1);
  });

  it('starts the ads at the visitor\'s first interaction', () => {
    const { page, clock, loadAds } = setUp();
    page.load();
    page.interact('press');
    clock.advance(2000);
    expect(loadAds).toHaveBeenCalledTimes(1);
  });

  it('starts at idle after load when no slot has an element here (the ads then say which), and never without slots', () => {
    const missing = setUp({ ads: [{ ...SLOT, id: 'nowhere' }] });
    missing.page.load();
    missing.clock.advance(2000);
    expect(missing.loadAds).toHaveBeenCalledTimes(1);
    const none = setUp({ ads: [] });
    none.page.load();
    none.page.interact('press');
    none.clock.advance(2000);
    expect(none.loadAds).not.toHaveBeenCalled();
  });

  describe('light mode: no ads on the first screen', () => {
    const TOP = { ...SLOT, id: 'ad-top', name: '/1/top' };
    // jsdom lays nothing out: each slot's top is set here, against a 800 px screen.
    const placeAt = (id: string, top: number) => {
      const element = document.getElementById(id)!;
      element.getBoundingClientRect = () => ({ top, bottom: top + 250, left: 0, right: 300, width: 300, height: 250, x: 0, y: top, toJSON: () => ({}) });
    };
    beforeEach(() => {
      jest.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
    });
    afterEach(() => jest.restoreAllMocks());

    it('runs only the slots that start below the first screen; the first screen’s stay empty', async () => {
      const { page, clock, loadAds, run } = setUp({ ads: [TOP, SLOT], lightMode: true });
      document.body.insertAdjacentHTML('afterbegin', `<div id="${TOP.id}"></div>`);
      placeAt(TOP.id, 120);
      placeAt(SLOT.id, 1400);
      page.load();
      expect(page.viewportWatches).toEqual([{ elements: [document.getElementById(SLOT.id)], margin: AD_CODE_MARGIN }]);
      page.interact('press');
      clock.advance(2000);
      expect(loadAds).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      await Promise.resolve();
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ context: expect.objectContaining({ ads: [SLOT] }) }));
    });

    it('a page whose every slot is on the first screen fetches no ad code at all', () => {
      const { page, clock, loadAds } = setUp({ ads: [SLOT], lightMode: true });
      placeAt(SLOT.id, 400);
      page.load();
      page.interact('press');
      clock.advance(10_000);
      expect(loadAds).not.toHaveBeenCalled();
      expect(page.viewportWatches).toEqual([]);
    });

    it('light mode off (or not offered): the first screen’s slots run as ever', async () => {
      const { page, clock, run } = setUp({ ads: [SLOT], lightMode: false });
      placeAt(SLOT.id, 400);
      page.load();
      page.interact('press');
      clock.advance(2000);
      await Promise.resolve();
      await Promise.resolve();
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ context: expect.objectContaining({ ads: [SLOT] }) }));
    });
  });
});
