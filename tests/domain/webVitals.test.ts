import { cumulativeLayoutShift, hasPageVitals, unsupportedVitals, webVitalsData } from '../../src/domain/webVitals';

describe('webVitalsData', () => {
  it('rounds milliseconds, keeps CLS to 4 decimals and leaves out what the page never produced', () => {
    expect(webVitalsData({ navigationType: 'navigate', lcp: 1234.56, cls: 0.123456, fcp: 800.4 }, { pageType: 'article', withAttribution: false })).toEqual({
      page_type: 'article', navigation_type: 'navigate', lcp_ms: 1235, cls: 0.1235, inp_ms: 0, fcp_ms: 800, attribution: false,
    });
  });

  it('reports INP 0 when there was no interaction, and the targets when attribution was asked for', () => {
    expect(webVitalsData({ navigationType: 'back-forward-cache', lcp: 10, inp: 96, lcpTarget: 'img.hero', inpTarget: 'button#menu' }, { pageType: 'top', withAttribution: true }))
      .toMatchObject({ inp_ms: 96, attribution: true, lcp_target: 'img.hero', inp_target: 'button#menu', navigation_type: 'back-forward-cache' });
  });

  it('drops values that are not finite', () => {
    expect(webVitalsData({ navigationType: 'navigate', lcp: Number.NaN, cls: Number.POSITIVE_INFINITY }, { pageType: 'top', withAttribution: false })).not.toHaveProperty('lcp_ms');
  });

  it('says which metrics the engine cannot measure, and sends no INP 0 where it cannot tell one', () => {
    const page = { pageType: 'article', withAttribution: false };
    // Firefox: no layout shifts.
    expect(webVitalsData({ navigationType: 'navigate', lcp: 900, fcp: 800, unsupported: ['cls'] }, page)).toEqual({
      page_type: 'article', navigation_type: 'navigate', lcp_ms: 900, inp_ms: 0, fcp_ms: 800, attribution: false, unsupported_metrics: 'cls',
    });
    const olderSafari = webVitalsData({ navigationType: 'navigate', fcp: 800, ttfb: 90, unsupported: ['lcp', 'cls', 'inp'] }, page);
    expect(olderSafari).toMatchObject({ unsupported_metrics: 'lcp,cls,inp', fcp_ms: 800, ttfb_ms: 90 });
    expect(olderSafari).not.toHaveProperty('inp_ms');
    // Measured after all (the library found a way): the value is sent and the metric is not listed.
    expect(webVitalsData({ navigationType: 'navigate', inp: 40, unsupported: ['inp'] }, page)).not.toHaveProperty('unsupported_metrics');
    expect(webVitalsData({ navigationType: 'navigate', unsupported: [] }, page)).not.toHaveProperty('unsupported_metrics');
  });
});

describe('unsupportedVitals', () => {
  it.each([
    ['Chromium', ['element', 'event', 'first-input', 'largest-contentful-paint', 'layout-shift', 'longtask', 'navigation', 'paint', 'resource'], []],
    ['Firefox', ['event', 'first-input', 'largest-contentful-paint', 'mark', 'measure', 'navigation', 'paint', 'resource'], ['cls']],
    ['Safari 17', ['mark', 'measure', 'navigation', 'paint', 'resource'], ['lcp', 'cls', 'inp']],
    ['no PerformanceObserver', [], ['lcp', 'cls', 'inp', 'fcp', 'ttfb']],
  ])('%s', (_engine, supported, expected) => {
    expect(unsupportedVitals(supported)).toEqual(expected);
  });
});

describe('cumulativeLayoutShift', () => {
  it('is the largest session window: gaps under 1 s, windows at most 5 s long', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    expect(cumulativeLayoutShift([{ startTime: 0, value: 0.1 }, { startTime: 999, value: 0.1 }, { startTime: 2000, value: 0.15 }])).toBeCloseTo(0.2);
    // Shifts every 900 ms keep one window going, but only for 5 s: the sixth starts a new one.
    const steady = Array.from({ length: 7 }, (_, index) => ({ startTime: index * 900, value: 0.1 }));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.6);
  });
});

describe('hasPageVitals', () => {
  it('is true once the page has its first byte or a paint', () => {
    expect(hasPageVitals({ navigationType: 'navigate' })).toBe(false);
    expect(hasPageVitals({ navigationType: 'navigate', cls: 0 })).toBe(false);
    expect(hasPageVitals({ navigationType: 'navigate', ttfb: 30 })).toBe(true);
    expect(hasPageVitals({ navigationType: 'navigate', lcp: 900 })).toBe(true);
  });
});
