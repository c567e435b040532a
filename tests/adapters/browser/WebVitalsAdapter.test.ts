import { WebVitalsAdapter } from '../../../src/adapters/browser/WebVitalsAdapter';

/** A PerformanceObserver whose buffer holds `entries` (jsdom has none). */
function installObserver(entries: Array<{ startTime: number }>, supported = ['largest-contentful-paint']) {
  const observed: unknown[] = [];
  class StubObserver {
    static supportedEntryTypes = supported;
    observe(options: unknown) {
      observed.push(options);
    }
    takeRecords() {
      return entries;
    }
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: StubObserver, configurable: true, writable: true });
  return observed;
}

describe('WebVitalsAdapter.largestContentfulPaintMs', () => {
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  afterEach(() => {
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: original, configurable: true, writable: true });
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it('reads the latest buffered entry at once, from activation', () => {
    const observed = installObserver([{ startTime: 900 }, { startTime: 1500 }]);
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [{ activationStart: 400 }], configurable: true });
    expect(new WebVitalsAdapter().largestContentfulPaintMs()).toBe(1100);
    expect(observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
  });

  it('is undefined when nothing large has painted, or the browser does not tell', () => {
    installObserver([]);
    expect(new WebVitalsAdapter().largestContentfulPaintMs()).toBeUndefined();
    installObserver([{ startTime: 900 }], ['paint']);
    expect(new WebVitalsAdapter().largestContentfulPaintMs()).toBeUndefined();
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
    expect(new WebVitalsAdapter().largestContentfulPaintMs()).toBeUndefined();
  });
});
