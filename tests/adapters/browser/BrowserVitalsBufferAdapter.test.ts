import { BrowserVitalsBufferAdapter } from '../../../src/adapters/browser/BrowserVitalsBufferAdapter';

type Entry = { startTime: number; name?: string; value?: number; hadRecentInput?: boolean };

/**
 * A PerformanceObserver whose buffers hold `entries` by type (jsdom has none), and the navigation entry. It supports
 * the types of `entries`, and `event` and `navigation` (which the buffers never read).
 */
function installBuffers(entries: Record<string, Entry[]>, navigation: Record<string, unknown> | null = { type: 'navigate', responseStart: 120 }) {
  const observed: unknown[] = [];
  class StubObserver {
    static supportedEntryTypes = [...Object.keys(entries), 'event', 'navigation'];
    private type = '';
    observe(options: { type: string }) {
      observed.push(options);
      this.type = options.type;
    }
    takeRecords() {
      return entries[this.type] ?? [];
    }
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: StubObserver, configurable: true, writable: true });
  Object.defineProperty(performance, 'getEntriesByType', { value: () => (navigation ? [navigation] : []), configurable: true });
  return observed;
}

describe('BrowserVitalsBufferAdapter', () => {
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  afterEach(() => {
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: original, configurable: true, writable: true });
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it('reads LCP (the latest entry), FCP, TTFB and CLS at once from the buffers', () => {
    const observed = installBuffers({
      'largest-contentful-paint': [{ startTime: 900 }, { startTime: 1500 }],
      paint: [{ name: 'first-paint', startTime: 700 }, { name: 'first-contentful-paint', startTime: 800 }],
      // Two windows: 0.1 + 0.05 (less than 1 s apart), then 0.2 alone; the shift after input never counts.
      'layout-shift': [
        { startTime: 1000, value: 0.1 },
        { startTime: 1500, value: 0.05 },
        { startTime: 1600, value: 0.9, hadRecentInput: true },
        { startTime: 4000, value: 0.2 },
      ],
    });
    expect(new BrowserVitalsBufferAdapter().vitalsSoFar()).toEqual({ navigationType: 'navigate', lcp: 1500, fcp: 800, ttfb: 120, cls: 0.2 });
    expect(observed).toEqual(expect.arrayContaining([{ type: 'largest-contentful-paint', buffered: true }, { type: 'layout-shift', buffered: true }]));
  });

  it('counts times from a prerendered page’s activation, and tells how the page was reached', () => {
    installBuffers({ 'largest-contentful-paint': [{ startTime: 300 }, { startTime: 1500 }], 'layout-shift': [], paint: [] }, { type: 'navigate', responseStart: 100, activationStart: 400 });
    expect(new BrowserVitalsBufferAdapter().vitalsSoFar()).toEqual({ navigationType: 'prerender', lcp: 1100, ttfb: 0, cls: 0 });
    installBuffers({ paint: [], 'layout-shift': [] }, { type: 'back_forward', responseStart: 50 });
    expect(new BrowserVitalsBufferAdapter().vitalsSoFar()).toEqual({ navigationType: 'back-forward', ttfb: 50, cls: 0, unsupported: ['lcp'] });
  });

  it('leaves out what the page has not produced yet or the browser does not tell (CLS is unknown, not 0), and says what it cannot tell', () => {
    // Firefox: no layout shifts.
    installBuffers({ 'largest-contentful-paint': [], paint: [] }, null);
    expect(new BrowserVitalsBufferAdapter().vitalsSoFar()).toEqual({ navigationType: 'navigate', unsupported: ['cls'] });
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
    expect(new BrowserVitalsBufferAdapter().vitalsSoFar()).toEqual({ navigationType: 'navigate', unsupported: ['lcp', 'cls', 'inp', 'fcp', 'ttfb'] });
  });

  it('reads nothing from a PerformanceObserver without supportedEntryTypes (an old engine), and says so', () => {
    class BareObserver {
      observe() {
        throw new TypeError('no entry types');
      }
    }
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: BareObserver, configurable: true, writable: true });
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [{ type: 'navigate', responseStart: 80 }], configurable: true });
    expect(new BrowserVitalsBufferAdapter().vitalsSoFar()).toEqual({ navigationType: 'navigate', ttfb: 80, unsupported: ['lcp', 'cls', 'inp', 'fcp', 'ttfb'] });
  });
});
