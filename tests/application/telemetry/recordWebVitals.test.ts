import { recordWebVitals } from '../../../src/application/telemetry/recordWebVitals';
import type { VisitEvent } from '../../../src/application/tracking/startTracking';
import { PAGE_VIEW_KEY, type PageViewStart } from '../../../src/domain/pageViewStart';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';
import { FakeStorageAdapter } from '../../fakes/FakeStorageAdapter';
import { FakeVitalsBufferAdapter } from '../../fakes/FakeVitalsBufferAdapter';
import { FakeWebVitalsAdapter } from '../../fakes/FakeWebVitalsAdapter';

/** The meter on one page; `observing` settles once the library observes (at once unless it is held back). */
function startMeter({ withAttribution = false, pageType = 'article', isLibraryHeld = false, missedRestore = false } = {}) {
  const vitals = new FakeWebVitalsAdapter();
  const release = isLibraryHeld ? vitals.holdLibrary() : () => undefined;
  const buffer = new FakeVitalsBufferAdapter();
  const sessionStorage = new FakeStorageAdapter();
  const recorded: VisitEvent[] = [];
  let handOvers = 0;
  const page = new FakePageLifecycleAdapter();
  const recorder = { record: (event: VisitEvent) => void recorded.push(event), handOver: () => void (handOvers += 1) };
  const start = () => recordWebVitals({ vitals, buffer, sessionStorage, recorder, page }, { pageType, withAttribution, missedRestore });
  return { vitals, buffer, sessionStorage, recorded, handOvers: () => handOvers, page, release, start };
}

async function setUp(withAttribution = false) {
  const meter = startMeter({ withAttribution });
  await meter.start();
  return meter;
}

/**
 * The meter on a page started at `pageStartMs`, in a tab where the head script's claim (of a page view started at
 * `claimedAtMs`, its vitals in state `vitals`) is stored; the library has reported LCP.
 */
async function meterAfterClaim({ pageStartMs, claimedAtMs, vitals }: { pageStartMs: number; claimedAtMs: number; vitals: PageViewStart['vitals'] }) {
  const meter = startMeter();
  meter.page.startMs = pageStartMs;
  const claim: PageViewStart = { eventId: 'e1', atMs: claimedAtMs, pageSequence: 1, href: 'https://guide.example/en/', referrer: '', state: 'adopted', vitals };
  meter.sessionStorage.set(PAGE_VIEW_KEY, JSON.stringify(claim));
  await meter.start();
  meter.vitals.report({ name: 'LCP', value: 700, navigationType: 'navigate' });
  return meter;
}

describe('recordWebVitals', () => {
  it('records the latest values once, the first time the page is hidden, and hands them over', async () => {
    const { vitals, recorded, handOvers, page } = await setUp();
    vitals.report({ name: 'TTFB', value: 120, navigationType: 'navigate' });
    vitals.report({ name: 'LCP', value: 900, navigationType: 'navigate' });
    vitals.report({ name: 'LCP', value: 1400, navigationType: 'navigate' });
    vitals.report({ name: 'CLS', value: 0.02, navigationType: 'navigate' });
    page.hide();
    vitals.report({ name: 'CLS', value: 0.5, navigationType: 'navigate' });
    page.hide();
    page.leave();
    expect(recorded).toEqual([{ actionType: 'web_vitals', data: expect.objectContaining({ lcp_ms: 1400, cls: 0.02, ttfb_ms: 120, inp_ms: 0, page_type: 'article' }) }]);
    expect(handOvers()).toBe(1);
  });

  it('gives a page restored from the back-forward cache a record of its own', async () => {
    const { vitals, recorded, page } = await setUp();
    vitals.report({ name: 'LCP', value: 1000, navigationType: 'navigate' });
    page.leave({ persisted: true });
    page.comeBack();
    vitals.report({ name: 'FCP', value: 30, navigationType: 'back-forward-cache' });
    vitals.report({ name: 'INP', value: 64, navigationType: 'back-forward-cache' });
    page.leave();
    expect(recorded.map((event) => event.data)).toEqual([
      expect.objectContaining({ navigation_type: 'navigate', lcp_ms: 1000 }),
      expect.not.objectContaining({ lcp_ms: expect.anything() }),
    ]);
    expect(recorded[1]?.data).toMatchObject({ navigation_type: 'back-forward-cache', fcp_ms: 30, inp_ms: 64 });
  });

  it('records what the engine measured and names what it cannot measure (Firefox: CLS), also after a restore', async () => {
    const { vitals, buffer, recorded, page } = await setUp();
    buffer.held = { navigationType: 'navigate', lcp: 1100, fcp: 700, ttfb: 90, unsupported: ['cls'] };
    vitals.report({ name: 'LCP', value: 1200, navigationType: 'navigate' });
    vitals.report({ name: 'INP', value: 56, navigationType: 'navigate' });
    page.leave({ persisted: true });
    page.comeBack();
    vitals.report({ name: 'FCP', value: 20, navigationType: 'back-forward-cache' });
    page.leave();
    expect(recorded.map((event) => event.data)).toEqual([
      { page_type: 'article', navigation_type: 'navigate', lcp_ms: 1200, inp_ms: 56, fcp_ms: 700, ttfb_ms: 90, attribution: false, unsupported_metrics: 'cls' },
      { page_type: 'article', navigation_type: 'back-forward-cache', inp_ms: 0, fcp_ms: 20, attribution: false, unsupported_metrics: 'cls' },
    ]);
  });

  it('sends no INP 0 from an engine that cannot measure INP (Safari without Event Timing)', async () => {
    const { vitals, buffer, recorded, page } = await setUp();
    buffer.held = { navigationType: 'navigate', fcp: 700, unsupported: ['lcp', 'cls', 'inp'] };
    vitals.report({ name: 'FCP', value: 700, navigationType: 'navigate' });
    page.hide();
    expect(recorded[0]?.data).toEqual({ page_type: 'article', navigation_type: 'navigate', fcp_ms: 700, attribution: false, unsupported_metrics: 'lcp,cls,inp' });
  });

  it('asks for the attribution build only when told, and records the targets', async () => {
    const { vitals, recorded, page } = await setUp(true);
    expect(vitals.builds).toEqual(['attribution']);
    vitals.report({ name: 'LCP', value: 800, navigationType: 'reload', target: 'img.hero' });
    page.leave();
    expect(recorded[0]?.data).toMatchObject({ attribution: true, lcp_target: 'img.hero', navigation_type: 'reload' });
  });

  it('takes LCP from the browser’s buffer when the page is hidden before the library reported it', async () => {
    const { vitals, buffer, recorded, page } = await setUp();
    buffer.held = { navigationType: 'navigate', lcp: 1234, fcp: 790 };
    vitals.report({ name: 'TTFB', value: 120, navigationType: 'navigate' });
    vitals.report({ name: 'FCP', value: 800, navigationType: 'navigate' });
    page.leave();
    expect(recorded[0]?.data).toMatchObject({ lcp_ms: 1234, fcp_ms: 800 });
  });

  it('keeps the library’s LCP over the buffer’s, and a restored page never takes the first load’s', async () => {
    const { vitals, buffer, recorded, page } = await setUp();
    buffer.held = { navigationType: 'navigate', lcp: 5000, cls: 0.5 };
    vitals.report({ name: 'LCP', value: 1400, navigationType: 'navigate' });
    page.leave({ persisted: true });
    page.comeBack();
    vitals.report({ name: 'FCP', value: 30, navigationType: 'back-forward-cache' });
    page.leave();
    expect(recorded.map((event) => event.data?.['lcp_ms'])).toEqual([1400, undefined]);
    expect(recorded.map((event) => event.data?.['cls'])).toEqual([0.5, undefined]);
  });

  it('records nothing for a page hidden before any metric arrived, when the buffer has no LCP either', async () => {
    const { recorded, page } = await setUp();
    page.leave();
    expect(recorded).toEqual([]);
  });

  it('records the buffers’ vitals for a page hidden after load but before the library reported anything', async () => {
    const { buffer, recorded, page } = await setUp();
    buffer.held = { navigationType: 'prerender', lcp: 2100, cls: 0.031, ttfb: 90 };
    page.hide();
    page.leave();
    expect(recorded).toEqual([{ actionType: 'web_vitals', data: expect.objectContaining({ lcp_ms: 2100, cls: 0.031, ttfb_ms: 90, navigation_type: 'prerender' }) }]);
  });

  it('records the buffers’ vitals for a page left while the library is still on its way, once', async () => {
    const { buffer, recorded, page, release, start, vitals } = startMeter({ pageType: 'top', isLibraryHeld: true });
    buffer.held = { navigationType: 'navigate', lcp: 1800 };
    const observing = start();
    page.hide();
    release();
    await observing;
    vitals.report({ name: 'CLS', value: 0.3, navigationType: 'navigate' });
    page.leave();
    expect(recorded).toEqual([{ actionType: 'web_vitals', data: expect.objectContaining({ lcp_ms: 1800, page_type: 'top' }) }]);
  });

  it('once the library observes, records after its last values on hiding', async () => {
    const vitals = new FakeWebVitalsAdapter();
    const page = new FakePageLifecycleAdapter();
    const recorded: VisitEvent[] = [];
    // The library's own hiding listener, added when it starts observing (before recordWebVitals adds its own).
    const observe = vitals.observe.bind(vitals);
    vitals.observe = async (options, listener) => {
      await observe(options, listener);
      page.onHidden(() => listener({ name: 'CLS', value: 0.12, navigationType: 'navigate' }));
    };
    await recordWebVitals(
      { vitals, buffer: new FakeVitalsBufferAdapter(), sessionStorage: new FakeStorageAdapter(), recorder: { record: (event) => recorded.push(event), handOver: () => undefined }, page },
      { pageType: 'top', withAttribution: false },
    );
    vitals.report({ name: 'LCP', value: 900, navigationType: 'navigate' });
    page.hide();
    expect(recorded[0]?.data).toMatchObject({ lcp_ms: 900, cls: 0.12 });
  });

  it('takes the page’s vitals over from the head script’s claim, which then leaves them to the meter', async () => {
    const meter = await meterAfterClaim({ pageStartMs: 5000, claimedAtMs: 5000, vitals: 'pending' });
    expect(JSON.parse(meter.sessionStorage.get(PAGE_VIEW_KEY) ?? '{}')).toMatchObject({ vitals: 'adopted', state: 'adopted' });
    meter.page.leave();
    expect(meter.recorded).toHaveLength(1);
  });

  it('records nothing for a page whose vitals the head script already handed over (hidden before the meter started)', async () => {
    const meter = await meterAfterClaim({ pageStartMs: 5000, claimedAtMs: 5000, vitals: 'handed-over' });
    meter.page.hide();
    meter.page.leave({ persisted: true });
    expect(meter.recorded).toEqual([]);
    // Restored: a new page view, which is the meter's.
    meter.page.comeBack();
    meter.vitals.report({ name: 'FCP', value: 20, navigationType: 'back-forward-cache' });
    meter.page.leave();
    expect(meter.recorded.map((event) => event.data?.['navigation_type'])).toEqual(['back-forward-cache']);
  });

  it('ignores an earlier page’s claim in the tab', async () => {
    const meter = await meterAfterClaim({ pageStartMs: 9000, claimedAtMs: 5000, vitals: 'handed-over' });
    meter.page.leave();
    expect(meter.recorded).toHaveLength(1);
    expect(JSON.parse(meter.sessionStorage.get(PAGE_VIEW_KEY) ?? '{}')).toMatchObject({ vitals: 'handed-over' });
  });

  it('started at a restore it did not see, records nothing for that page view and measures the next restore in full', async () => {
    const meter = startMeter({ missedRestore: true });
    meter.buffer.held = { navigationType: 'navigate', lcp: 900, fcp: 600, ttfb: 80, cls: 0 };
    await meter.start();
    // The library, fetched after the restore, reports the first load's values: not this page view's.
    meter.vitals.report({ name: 'LCP', value: 900, navigationType: 'navigate' });
    meter.page.hide();
    meter.page.leave({ persisted: true });
    expect(meter.recorded).toEqual([]);
    meter.page.comeBack(9_000);
    meter.vitals.report({ name: 'LCP', value: 16, navigationType: 'back-forward-cache' });
    meter.page.leave();
    expect(meter.recorded.map((event) => event.data)).toEqual([expect.objectContaining({ navigation_type: 'back-forward-cache', lcp_ms: 16 })]);
  });
});
