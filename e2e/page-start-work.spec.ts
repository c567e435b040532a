import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { streamingHost } from './streamingHost';

// What Tabiji's scripts do while the page is still being parsed (issue 41): nothing that makes the browser lay out
// the half-parsed page. A script that reads a layout value (the scroll position, a box's size) while the document is
// loading forces a style and layout of everything parsed so far, inside the script's own task, on top of the layout
// the next frame does anyway: on a phone that is one long task after the first paint (the claim program read
// `window.scrollY` as it arrived: 25–46 ms of main thread at 4× CPU, half its run). The page is streamed in two parts
// so the claim program surely runs mid-parse; every layout read made meanwhile is kept with its stack, and none may
// come from Tabiji's code (its files under /tabiji/ or the head's inline scripts).

/** Installed before the page's scripts: each read of a layout value while the document loads, with its stack. */
function recordLayoutReads(): void {
  const reads: string[] = [];
  (window as unknown as { __layoutReads: string[] }).__layoutReads = reads;
  const spy = (target: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    if (!descriptor) return;
    const record = () => {
      if (document.readyState === 'loading') reads.push(`${name}\n${new Error().stack ?? ''}`);
    };
    if (typeof descriptor.value === 'function') {
      const original = descriptor.value as (...args: unknown[]) => unknown;
      Object.defineProperty(target, name, { ...descriptor, value(this: unknown, ...args: unknown[]) {
        record();
        return original.apply(this, args);
      } });
    } else if (descriptor.get) {
      const getter = descriptor.get;
      Object.defineProperty(target, name, { ...descriptor, get(this: unknown) {
        record();
        return getter.call(this);
      } });
    }
  };
  for (const name of ['scrollX', 'scrollY', 'pageXOffset', 'pageYOffset']) spy(window, name);
  for (const name of ['getBoundingClientRect', 'getClientRects', 'scrollTop', 'scrollLeft', 'scrollWidth', 'scrollHeight', 'clientTop', 'clientLeft', 'clientWidth', 'clientHeight']) spy(Element.prototype, name);
  for (const name of ['offsetTop', 'offsetLeft', 'offsetWidth', 'offsetHeight', 'offsetParent', 'innerText']) spy(HTMLElement.prototype, name);
}

for (const pagePath of ['/th/', '/jp/articles/1', '/en/regions/1']) {
  test(`Tabiji's scripts read no layout while ${pagePath} is parsed`, async ({ page, baseURL }) => {
    await page.addInitScript(recordLayoutReads);
    const splitAt = '<main';
    let finish = () => undefined as void;
    const url = `${pagePath}?utm_content=${randomUUID()}`;
    const host = await streamingHost(baseURL!, { pagePath: url, splitAt, rest: new Promise<void>((resolve) => (finish = resolve)) });
    try {
      await page.goto(`${host.origin}${url}`, { waitUntil: 'commit' });
      // The claim program runs as soon as it arrives (an async script), with the rest of the HTML held back.
      await page.waitForFunction(() => typeof (window as unknown as { tabijiClaimProgram?: unknown }).tabijiClaimProgram === 'object');
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      // Its run: made before, during and after the first frame of the half-parsed page.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      finish();
      await page.waitForLoadState('load');
      const reads = await page.evaluate(() => (window as unknown as { __layoutReads: string[] }).__layoutReads);
      const ours = reads.filter((read) => read.split('\n').slice(2).some((frame) => frame.includes('/tabiji/') || frame.includes(url)));
      expect(ours).toEqual([]);
    } finally {
      finish();
      // Off the host's origin before it closes: the page's late requests (ads, photos) would find it gone.
      await page.goto('about:blank');
      await host.close();
    }
  });
}
