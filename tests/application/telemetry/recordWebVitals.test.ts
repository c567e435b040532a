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

  it('records nothing for a page hidden before any metric arrived', async () => {
    const { recorded, page } = await setUp();
    page.leave();
    expect(recorded).toEqual([]);
  });
});
