import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { VISITOR_LOCATION_KEY } from '../src/domain/visitState';

/**
 * `page` that fails the test on any console error or uncaught exception, unless the test declared the
 * message as expected with `allowConsoleErrors(page, /pattern/)`.
 */
const allowed = new WeakMap<Page, RegExp[]>();

export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    const isAllowed = (text: string) => (allowed.get(page) ?? []).some((pattern) => pattern.test(text));
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && !isAllowed(message.text())) problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!isAllowed(error.message)) problems.push(`uncaught: ${error.message}`);
    });
    await use(page);
    expect(problems, 'console errors or uncaught exceptions').toEqual([]);
  },
});

export { expect };

/** Cumulative layout shift so far (all sources), read from a buffered PerformanceObserver. */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  const { total, shifts } = await page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        let sum = 0;
        const seen: string[] = [];
        const describe = (node: Node | null): string =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}` : String(node?.nodeName ?? 'gone');
        const box = (rect: DOMRectReadOnly): string => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
        new PerformanceObserver((list) => {
          type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (entry.hadRecentInput) continue;
            sum += entry.value;
            const sources = (entry.sources ?? []).map((source) => `${describe(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`);
            seen.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${sources.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total: sum, shifts: seen }), 300);
      }),
  );
  // Say what moved, so a failure names its cause (see e2e/layout-stability.spec.ts for the causes found so far).
  if (total > 0) console.warn(`layout shift on ${page.url()}:\n  ${shifts.join('\n  ')}`);
  return total;
}

/**
 * Wakes every island as a visitor does, and waits until each runs in the browser: its server HTML hydrated (or, with
 * empty regions, rendered) and enhanced with browser state. Islands load at their triggers (src/ui/islands/loading.ts),
 * each at the visitor's first interaction at the latest: a press of Shift, which does nothing else, is that
 * interaction, made once the page has painted. The regions' HTML alone is there from the first byte. Tests of what happens without any interaction
 * wait for the island they expect instead (`islandReady`).
 */
export async function islandsReady(page: Page): Promise<void> {
  // A visitor presses once the page has painted; a press before would also end the page's largest-paint measure.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 15_000 });
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-tabiji-island="sticky-header"] header')).toBeVisible();
  await expect(page.locator('[data-tabiji-island="footer"] footer')).toBeAttached();
  await expect(page.locator('[data-tabiji-island]:not([data-tabiji-ready])')).toHaveCount(0);
}

/** Waits until one island runs in the browser, without interacting: for islands whose trigger needs no visitor. */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-tabiji-island="${name}"][data-tabiji-ready]`)).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Waits until the page has the visit's location: the lookup's answer read and kept for the visit (session storage),
 * which the page's records use from then on. Not the lookup's response: the page reads its body a moment after the
 * browser has it, and a page left in that moment records its page view without the location, as it should.
 */
export async function visitorLocationKept(page: Page): Promise<void> {
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, VISITOR_LOCATION_KEY, { timeout: 20_000 });
}

/**
 * Opens the English article for the test run `run` (its utm_content) on a desktop-sized page, waits until the islands
 * are ready and GPT has filled the top ad, and scrolls that ad into view.
 */
export async function articleWithTopAdInView(page: Page, run: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/articles/1?utm_content=${run}`);
  await islandsReady(page);
  const top = page.locator('#div-gpt-ad-article-top');
  await expect(top).toHaveAttribute('data-tabiji-ad-state', 'filled', { timeout: 15_000 });
  await top.scrollIntoViewIfNeeded();
}
