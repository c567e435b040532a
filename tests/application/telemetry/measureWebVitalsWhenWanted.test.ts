import { measureWebVitalsWhenWanted, type WebVitalsMeter } from '../../../src/application/telemetry/measureWebVitalsWhenWanted';
import { createLoadFailures } from '../../../src/application/loadFailures';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';

function setUp({ attributionSample = 0, meterFails = false, missedReturn = false } = {}) {
  const page = new FakePageLifecycleAdapter();
  const clock = new FakeClockAdapter();
  const start = jest.fn<Promise<void>, Parameters<WebVitalsMeter['start']>>(async () => undefined);
  const loadMeter = jest.fn(async (): Promise<WebVitalsMeter> => {
    if (meterFails) throw new Error('chunk refused');
    return { start };
  });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  measureWebVitalsWhenWanted({ page, failures: createLoadFailures({ page, clock }) }, loadMeter, { pageType: 'article', attributionSample, random: () => 0.5, missedReturn });
  return { page, clock, loadMeter, start, errors };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('measureWebVitalsWhenWanted', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches no meter for a visitor who does nothing: the claim program records the buffered vitals', async () => {
    const { page, loadMeter } = setUp();
    page.load();
    page.hide();
    page.leave();
    await settled();
    expect(loadMeter).not.toHaveBeenCalled();
  });

  it('starts the meter once, at the first interaction after load, with the visit’s attribution draw', async () => {
    const { page, loadMeter, start } = setUp({ attributionSample: 0.6 });
    page.interact('scroll');
    await settled();
    expect(loadMeter).not.toHaveBeenCalled();
    page.load();
    page.interact('press');
    page.interact('key');
    page.leave({ persisted: true });
    page.comeBack(5_000);
    await settled();
    expect(loadMeter).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ pageType: 'article', withAttribution: true, missedRestore: false });
    expect(page.interactionWaitCount).toBe(0);
  });

  it('starts the meter at a first restore from the back/forward cache, saying it missed that restore', async () => {
    const { page, loadMeter, start } = setUp();
    page.load();
    page.leave({ persisted: true });
    page.comeBack(5_000);
    page.interact('press');
    await settled();
    expect(loadMeter).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ pageType: 'article', withAttribution: false, missedRestore: true });
  });

  it('a return that came before it was asked (the return started the visit’s services) starts the meter after load', async () => {
    const { page, loadMeter, start } = setUp({ missedReturn: true });
    await settled();
    expect(loadMeter).not.toHaveBeenCalled();
    page.load();
    await settled();
    expect(loadMeter).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ pageType: 'article', withAttribution: false, missedRestore: true });
    expect(page.interactionWaitCount).toBe(0);
  });

  it('reports a meter that cannot load, and leaves the page as it is', async () => {
    const { page, clock, errors } = setUp({ meterFails: true });
    page.load();
    page.interact('key');
    await settled();
    clock.advance(5_000);
    expect(errors).toHaveBeenCalledWith('Tabiji: web vitals could not be measured.', expect.any(Error));
  });
});
