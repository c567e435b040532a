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
});
