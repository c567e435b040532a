import type { BrowserContext, Page } from '@playwright/test';
import { QUEUE_KEY } from '../src/domain/eventQueue';
import { PAGE_VIEW_KEY, UNSENT_PAGE_VIEW_KEY } from '../src/domain/pageViewStart';

/** What a short visit's browser saw of its page view's way to the collector (see watchLeftVisit). */
export interface LeftVisitWitness {
  /**
   * Everything seen, and where the tab's storage left the page view: still claimed (nothing handed it over) or in
   * the durable queue (handed over, the request lost on the way). Goes to a blank page of `origin` to read the storage.
   */
  report(page: Page, origin: string, run: string): Promise<string>;
}

/**
 * Watches a visit's browser profile for what a delivery test needs when a page view does not arrive: the requests to
 * `collectorPath` and how each ended (Playwright reports no beacon sent by a page as it goes: the storage tells of
 * those), the page's console errors and warnings, and its uncaught exceptions. A failure
 * then says why, not only that nothing arrived (a short visit's page view went missing once in CI, and did not again
 * in some 300 visits on the same machine).
 */
export function watchLeftVisit(context: BrowserContext, collectorPath: string): LeftVisitWitness {
  const startedAt = Date.now();
  const seen: string[] = [];
  const note = (line: string) => seen.push(`${Date.now() - startedAt} ms: ${line}`);
  const isCollector = (url: string) => new URL(url).pathname === collectorPath;
  context.on('request', (request) => {
    if (isCollector(request.url())) note(`${request.method()} ${collectorPath}, ${request.postDataBuffer()?.length ?? 0} B`);
  });
  context.on('requestfinished', (request) => {
    if (isCollector(request.url())) void request.response().then((response) => note(`answered ${response?.status() ?? 'without a response'}`), () => note('answered (not read)'));
  });
  context.on('requestfailed', (request) => {
    if (isCollector(request.url())) note(`failed: ${request.failure()?.errorText ?? 'no reason given'}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`uncaught: ${error.error().message}`));
  return {
    async report(page, origin, run) {
      // A page of the site that runs nothing of Tabiji: the tab's storage (session and local) as the visit left it.
      const storagePage = `${origin}/__left-visit-storage`;
      await page.route(storagePage, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }));
      await page.goto(storagePage);
      const stored = await page.evaluate(([claimKey, unsentKey, queueKey]) => ({
        claim: sessionStorage.getItem(claimKey),
        unsent: sessionStorage.getItem(unsentKey),
        queue: localStorage.getItem(queueKey),
      }), [PAGE_VIEW_KEY, UNSENT_PAGE_VIEW_KEY, QUEUE_KEY] as const);
      const state = (text: string | null) => (text === null ? 'none' : /"state":"([a-z-]+)"/.exec(text)?.[1] ?? 'unreadable');
      return [
        ...(seen.length > 0 ? seen : ['no request to the collector, console error or uncaught exception seen']),
        `the tab's claim: ${state(stored.claim)}; a claim set aside: ${state(stored.unsent)}`,
        `the durable queue ${stored.queue?.includes(run) ? 'holds' : 'does not hold'} a record of this visit`,
      ].join('\n');
    },
  };
}
