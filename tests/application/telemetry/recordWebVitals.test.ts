import { recordWebVitals } from '../../../src/application/telemetry/recordWebVitals';
import type { VisitEvent } from '../../../src/application/tracking/startTracking';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';
import { FakeWebVitalsAdapter } from '../../fakes/FakeWebVitalsAdapter';

async function setUp(withAttribution = false) {
  const vitals = new FakeWebVitalsAdapter();
  const recorded: VisitEvent[] = [];
  let handOvers = 0;
  const page = new FakePageLifecycleAdapter();
  await recordWebVitals({ vitals, recorder: { record: (event) => recorded.push(event), handOver: () => (handOvers += 1) }, page }, { pageType: 'article', withAttribution });
  return { vitals, recorded, handOvers: () => handOvers, page };
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

  it('asks for the attribution build only when told, and records the targets', async () => {
    const { vitals, recorded, page } = await setUp(true);
    expect(vitals.builds).toEqual(['attribution']);
    vitals.report({ name: 'LCP', value: 800, navigationType: 'reload', target: 'img.hero' });
    page.leave();
    expect(recorded[0]?.data).toMatchObject({ attribution: true, lcp_target: 'img.hero', navigation_type: 'reload' });
  });

  it('takes LCP from the browser’s buffer when the page is hidden before the library reported it', async () => {
    const { vitals, recorded, page } = await setUp();
    vitals.bufferedLcpMs = 1234;
    vitals.report({ name: 'TTFB', value: 120, navigationType: 'navigate' });
    vitals.report({ name: 'FCP', value: 800, navigationType: 'navigate' });
    page.leave();
    expect(recorded[0]?.data).toMatchObject({ lcp_ms: 1234, fcp_ms: 800 });
  });

  it('keeps the library’s LCP over the buffer’s, and a restored page never takes the first load’s', async () => {
    const { vitals, recorded, page } = await setUp();
    vitals.bufferedLcpMs = 5000;
    vitals.report({ name: 'LCP', value: 1400, navigationType: 'navigate' });
    page.leave({ persisted: true });
    page.comeBack();
    vitals.report({ name: 'FCP', value: 30, navigationType: 'back-forward-cache' });
    page.leave();
    expect(recorded.map((event) => event.data?.['lcp_ms'])).toEqual([1400, undefined]);
  });

  it('records nothing for a page hidden before any metric arrived, when the buffer has no LCP either', async () => {
    const { recorded, page } = await setUp();
    page.leave();
    expect(recorded).toEqual([]);
  });

  it('records the buffer’s LCP for a page hidden after load but before the library reported anything', async () => {
    const { vitals, recorded, page } = await setUp();
    vitals.bufferedLcpMs = 2100;
    page.hide();
    page.leave();
    expect(recorded).toEqual([{ actionType: 'web_vitals', data: expect.objectContaining({ lcp_ms: 2100, navigation_type: 'navigate' }) }]);
  });

  it('records the buffer’s LCP for a page left while the library is still on its way, once', async () => {
    const vitals = new FakeWebVitalsAdapter();
    const release = vitals.holdLibrary();
    vitals.bufferedLcpMs = 1800;
    const recorded: VisitEvent[] = [];
    const page = new FakePageLifecycleAdapter();
    const observing = recordWebVitals({ vitals, recorder: { record: (event) => recorded.push(event), handOver: () => undefined }, page }, { pageType: 'top', withAttribution: false });
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
    await recordWebVitals({ vitals, recorder: { record: (event) => recorded.push(event), handOver: () => undefined }, page }, { pageType: 'top', withAttribution: false });
    vitals.report({ name: 'LCP', value: 900, navigationType: 'navigate' });
    page.hide();
    expect(recorded[0]?.data).toMatchObject({ lcp_ms: 900, cls: 0.12 });
  });
});
