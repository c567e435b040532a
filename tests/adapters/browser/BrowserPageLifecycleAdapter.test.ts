import { BrowserPageLifecycleAdapter } from '../../../src/adapters/browser/BrowserPageLifecycleAdapter';

describe('BrowserPageLifecycleAdapter', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  describe('afterLoad', () => {
    it('waits for the load event, then runs once in a task of its own (after the load listeners)', () => {
      jest.useFakeTimers();
      jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().afterLoad(task);
      jest.advanceTimersByTime(10_000);
      expect(task).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      expect(task).not.toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(task).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(0);
      expect(task).toHaveBeenCalledTimes(1);
    });

    it('runs at once (in the next task) when the page has already loaded', () => {
      jest.useFakeTimers();
      jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().afterLoad(task);
      expect(task).not.toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(task).toHaveBeenCalledTimes(1);
    });
  });

  describe('whenDomReady', () => {
    it('runs the task at once, in the caller\'s task, when the HTML is parsed', () => {
      jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().whenDomReady(task);
      expect(task).toHaveBeenCalledTimes(1);
    });

    it('waits for DOMContentLoaded while the HTML is still loading, and runs the task once', () => {
      const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().whenDomReady(task);
      expect(task).not.toHaveBeenCalled();
      readyState.mockReturnValue('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(task).toHaveBeenCalledTimes(1);
    });
  });

  it('reports clicks on links (and inside them) with the resolved address and the affiliate marker, from one listener', () => {
    document.body.innerHTML =
      '<a id="plain" href="/en/"><span id="inner">Top</span></a><a id="partner" href="https://hotels.example/" data-tabiji-affiliate="hotel">Hotels</a><a id="nohref">x</a><button id="button">B</button>';
    const added = jest.spyOn(document, 'addEventListener');
    const page = new BrowserPageLifecycleAdapter();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = page.onLinkClick((click) => first.push(click));
    page.onLinkClick((click) => second.push(click));
    expect(added.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1);

    for (const id of ['inner', 'partner', 'nohref', 'button']) document.getElementById(id)!.click();
    const expected = [{ href: 'http://localhost/en/', isAffiliate: false }, { href: 'https://hotels.example/', isAffiliate: true }];
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);

    stopFirst();
    stopFirst();
    document.getElementById('plain')!.click();
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(3);
  });

  it('runs a first-click task once, before the click reaches the document, so a link listener it adds sees it', () => {
    document.body.innerHTML = '<a id="link" href="/en/articles/2">Next</a><button id="button">Menu</button>';
    const page = new BrowserPageLifecycleAdapter();
    const clicks: string[] = [];
    let starts = 0;
    page.onFirstClick(() => {
      starts += 1;
      page.onLinkClick((click) => clicks.push(click.href));
    });
    const cancelled = jest.fn();
    page.onFirstClick(cancelled)();
    document.getElementById('link')!.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('link')!.click();
    document.getElementById('button')!.click();
    expect(starts).toBe(1);
    expect(clicks).toEqual(['http://localhost/en/articles/2']);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('stops listening to the page when the last listener goes', () => {
    const removed = jest.spyOn(document, 'removeEventListener');
    const page = new BrowserPageLifecycleAdapter();
    const stops = [page.onLinkClick(() => undefined), page.onLinkClick(() => undefined)];
    stops[0]!();
    expect(removed).not.toHaveBeenCalled();
    stops[1]!();
    expect(removed.mock.calls.filter(([type]) => type === 'click')).toHaveLength(1);
  });

  it('tells visible, hidden, leaving (with persisted) and coming back from the back/forward cache (only persisted)', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    const page = new BrowserPageLifecycleAdapter();
    const events: string[] = [];
    page.onHidden(() => events.push('hidden'));
    page.onVisible(() => events.push('visible'));
    page.onLeave((persisted) => events.push(`leave persisted=${persisted}`));
    page.onReturn(() => events.push('return'));

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(events).toEqual(['visible', 'hidden', 'leave persisted=true', 'return', 'leave persisted=false']);
  });

  it('tells beforeunload only while someone listens, and never cancels the navigation', () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const page = new BrowserPageLifecycleAdapter();
    expect(added.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(0);
    let told = 0;
    const stop = page.onBeforeLeave(() => (told += 1));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(told).toBe(1);
    expect(event.defaultPrevented).toBe(false);
    stop();
    expect(removed.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(1);
    window.dispatchEvent(new Event('beforeunload'));
    expect(told).toBe(1);
  });

  it('tells every listener the same restore time, in epoch milliseconds', () => {
    const page = new BrowserPageLifecycleAdapter();
    const times: number[] = [];
    page.onReturn((atMs) => times.push(atMs));
    page.onReturn((atMs) => times.push(atMs));
    const event = new PageTransitionEvent('pageshow', { persisted: true });
    window.dispatchEvent(event);
    expect(times).toEqual([Math.round(performance.timeOrigin + event.timeStamp), Math.round(performance.timeOrigin + event.timeStamp)]);
  });

  describe('activation (prerendering)', () => {
    afterEach(() => {
      delete (document as { prerendering?: boolean }).prerendering;
    });

    it('runs the task at once on a page loaded normally', () => {
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().whenActivated(task);
      expect(task).toHaveBeenCalledTimes(1);
    });

    it('waits for prerenderingchange on a prerendered page, and runs the task once', () => {
      Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().whenActivated(task);
      expect(task).not.toHaveBeenCalled();
      document.dispatchEvent(new Event('prerenderingchange'));
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(task).toHaveBeenCalledTimes(1);
    });

    it('dates the page view from activation: navigation start plus activationStart', () => {
      let entries: unknown[] = [{ activationStart: 1500 }];
      Object.defineProperty(performance, 'getEntriesByType', { value: () => entries, configurable: true });
      expect(new BrowserPageLifecycleAdapter().activatedAtMs()).toBe(Math.round(performance.timeOrigin + 1500));
      entries = [];
      expect(new BrowserPageLifecycleAdapter().activatedAtMs()).toBe(Math.round(performance.timeOrigin));
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
      // jsdom has no getEntriesByType at all: read as a page loaded normally.
      expect(new BrowserPageLifecycleAdapter().activatedAtMs()).toBe(Math.round(performance.timeOrigin));
    });
  });

  describe('onFirstInteraction', () => {
    it.each([
      ['pointerdown', 'press'],
      ['touchstart', 'press'],
      ['keydown', 'key'],
      ['scroll', 'scroll'],
    ] as const)('runs the task once at the first %s (a %s), before the page’s own handlers', (type, kind) => {
      const order: string[] = [];
      const button = document.createElement('button');
      document.body.append(button);
      button.addEventListener(type, () => order.push('page'));
      new BrowserPageLifecycleAdapter().onFirstInteraction(() => order.push('task'), [kind]);
      button.dispatchEvent(new Event(type, { bubbles: true }));
      button.dispatchEvent(new Event(type, { bubbles: true }));
      expect(order).toEqual(['task', 'page', 'page']);
      button.remove();
    });

    it('counts an interaction made before it was asked (while the page was starting): the task runs at once, in a task', async () => {
      const adapter = new BrowserPageLifecycleAdapter();
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      const onKey = jest.fn();
      const onScroll = jest.fn();
      adapter.onFirstInteraction(onKey, ['press', 'key']);
      adapter.onFirstInteraction(onScroll, ['scroll']);
      expect(onKey).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(onKey).toHaveBeenCalledTimes(1);
      expect(onScroll).not.toHaveBeenCalled();
      const cancelled = jest.fn();
      adapter.onFirstInteraction(cancelled, ['key'])();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(cancelled).not.toHaveBeenCalled();
    });

    it('never reads the scroll position as it is made (a forced layout while the page is parsed), only when asked about scrolls', () => {
      const scrollY = jest.fn(() => 0);
      Object.defineProperty(window, 'scrollY', { get: scrollY, configurable: true });
      try {
        const adapter = new BrowserPageLifecycleAdapter();
        adapter.onFirstInteraction(() => undefined, ['press', 'key']);
        expect(scrollY).not.toHaveBeenCalled();
        adapter.onFirstInteraction(() => undefined, ['scroll']);
        expect(scrollY).toHaveBeenCalled();
      } finally {
        Reflect.deleteProperty(window, 'scrollY');
      }
    });

    /** Asks about scrolls on a page scrolled to `scrollY` whose head recorded `seenByHead`; the position's reads counted. */
    async function askAboutScrolls(scrollY: number, seenByHead: string) {
      const readScrollY = jest.fn(() => scrollY);
      Object.defineProperty(window, 'scrollY', { get: readScrollY, configurable: true });
      document.documentElement.setAttribute('data-tabiji-seen', seenByHead);
      try {
        const onScroll = jest.fn();
        new BrowserPageLifecycleAdapter().onFirstInteraction(onScroll, ['scroll']);
        await new Promise((resolve) => setTimeout(resolve, 0));
        return { readScrollY, onScroll };
      } finally {
        document.documentElement.removeAttribute('data-tabiji-seen');
        Reflect.deleteProperty(window, 'scrollY');
      }
    }

    it('never reads the scroll position where the head listened from the start (its record has every scroll)', async () => {
      const { readScrollY, onScroll } = await askAboutScrolls(640, '');
      expect(readScrollY).not.toHaveBeenCalled();
      expect(onScroll).not.toHaveBeenCalled();
      document.dispatchEvent(new Event('scroll'));
      expect(onScroll).toHaveBeenCalledTimes(1);
    });

    it('takes a scroll the head saw as seen, without reading the position', async () => {
      const { readScrollY, onScroll } = await askAboutScrolls(0, 's');
      expect(onScroll).toHaveBeenCalledTimes(1);
      expect(readScrollY).not.toHaveBeenCalled();
    });

    it('counts a page already scrolled when first asked about scrolls as a scroll seen (the visitor scrolled while it loaded)', async () => {
      Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
      try {
        const adapter = new BrowserPageLifecycleAdapter();
        const onScroll = jest.fn();
        const onPress = jest.fn();
        adapter.onFirstInteraction(onScroll, ['scroll']);
        adapter.onFirstInteraction(onPress, ['press']);
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(onScroll).toHaveBeenCalledTimes(1);
        expect(onPress).not.toHaveBeenCalled();
      } finally {
        Reflect.deleteProperty(window, 'scrollY');
      }
    });

    it('waits only for the kinds asked for, and can be cancelled', () => {
      const adapter = new BrowserPageLifecycleAdapter();
      const onScroll = jest.fn();
      adapter.onFirstInteraction(onScroll, ['scroll']);
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      expect(onScroll).not.toHaveBeenCalled();
      const cancelled = jest.fn();
      adapter.onFirstInteraction(cancelled)();
      document.dispatchEvent(new Event('scroll'));
      expect(onScroll).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    });
  });

  describe('whenNearViewport', () => {
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    /** An IntersectionObserver stand-in: `enter(element)` reports it intersecting to every observer watching it. */
    function withIntersectionObserver() {
      const observers: Array<{ callback: IntersectionObserverCallback; margin?: string; watched: Element[]; isOn: boolean }> = [];
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        private readonly record;
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, margin: options?.rootMargin, watched: [] as Element[], isOn: true };
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.watched.push(element);
        }
        disconnect() {
          this.record.isOn = false;
        }
      };
      const enter = (element: Element, isIntersecting = true) =>
        observers.filter((observer) => observer.isOn && observer.watched.includes(element)).forEach((observer) =>
          observer.callback([{ isIntersecting, target: element } as IntersectionObserverEntry], {} as IntersectionObserver));
      return { observers, enter };
    }

    it('runs the task once, when one of the elements comes within the margin, and stops observing', () => {
      const { observers, enter } = withIntersectionObserver();
      const [a, b] = [document.createElement('div'), document.createElement('div')];
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().whenNearViewport([a, b], '50% 0px', task);
      expect(observers[0]).toMatchObject({ margin: '50% 0px', watched: [a, b] });
      enter(b, false);
      expect(task).not.toHaveBeenCalled();
      enter(b);
      enter(a);
      expect(task).toHaveBeenCalledTimes(1);
      expect(observers[0]?.isOn).toBe(false);
    });

    it('can be cancelled; and runs the task at once where the engine cannot tell', () => {
      const { enter } = withIntersectionObserver();
      const element = document.createElement('div');
      const cancelled = jest.fn();
      new BrowserPageLifecycleAdapter().whenNearViewport([element], '0px', cancelled)();
      enter(element);
      expect(cancelled).not.toHaveBeenCalled();
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().whenNearViewport([element], '0px', task);
      expect(task).toHaveBeenCalledTimes(1);
    });
  });

  describe('afterFirstPaint', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('runs the task once, after the next frame', () => {
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().afterFirstPaint(task);
      expect(task).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1000);
      expect(task).toHaveBeenCalledTimes(1);
    });

    it('runs it after a timeout when no frame comes (a hidden tab)', () => {
      const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      const task = jest.fn();
      new BrowserPageLifecycleAdapter().afterFirstPaint(task);
      jest.advanceTimersByTime(199);
      expect(task).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
      frame.mockRestore();
    });

    describe('where the engine reports paint timing', () => {
      /** A PerformanceObserver stand-in for paint entries: `paint(name)` delivers an entry to the observers. */
      function withPaintTiming() {
        const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>();
        class PaintObserver {
          static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
          constructor(private readonly callback: PerformanceObserverCallback) {}
          observe(options: PerformanceObserverInit): void {
            expect(options).toEqual({ type: 'paint', buffered: true });
            observers.add({ callback: this.callback, self: this as unknown as PerformanceObserver });
          }
          disconnect(): void {
            observers.forEach((observer) => observer.self === (this as unknown as PerformanceObserver) && observers.delete(observer));
          }
        }
        const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
        Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: PaintObserver });
        const paint = (name: string) => {
          const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
          [...observers].forEach(({ callback, self }) => callback(list, self));
        };
        const restore = () => (original ? Object.defineProperty(window, 'PerformanceObserver', original) : delete (window as { PerformanceObserver?: unknown }).PerformanceObserver);
        return { paint, restore, observing: () => observers.size };
      }

      it('waits for the first contentful paint, not for a frame, and stops observing', () => {
        const timing = withPaintTiming();
        const task = jest.fn();
        new BrowserPageLifecycleAdapter().afterFirstPaint(task);
        jest.advanceTimersByTime(1000);
        timing.paint('first-paint');
        jest.advanceTimersByTime(10);
        expect(task).not.toHaveBeenCalled();
        timing.paint('first-contentful-paint');
        expect(timing.observing()).toBe(0);
        expect(task).not.toHaveBeenCalled();
        jest.advanceTimersByTime(0);
        expect(task).toHaveBeenCalledTimes(1);
        jest.advanceTimersByTime(5000);
        expect(task).toHaveBeenCalledTimes(1);
        timing.restore();
      });

      it('starts anyway after 3 s in a visible tab whose page reports no contentful paint, and after 200 ms in a hidden one', () => {
        const timing = withPaintTiming();
        const visible = jest.fn();
        new BrowserPageLifecycleAdapter().afterFirstPaint(visible);
        jest.advanceTimersByTime(2999);
        expect(visible).not.toHaveBeenCalled();
        jest.advanceTimersByTime(1);
        expect(visible).toHaveBeenCalledTimes(1);
        expect(timing.observing()).toBe(0);
        const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        const hidden = jest.fn();
        new BrowserPageLifecycleAdapter().afterFirstPaint(hidden);
        jest.advanceTimersByTime(200);
        expect(hidden).toHaveBeenCalledTimes(1);
        visibility.mockRestore();
        timing.restore();
      });
    });
  });
});
