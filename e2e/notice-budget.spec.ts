import type { Page } from '@playwright/test';
import { expect, islandsReady, test } from './fixtures';
import { ALL_PATH_CODES, pathFor } from './pages';

// Issue 27's budget for the notices on a phone's first screen: the notices showing cover at most a quarter of it, and
// never the page's main heading, in every language, on a common phone (390 × 844) and on the narrowest one still in
// use (320 px wide; 568 px tall, the smallest such screen). On a phone they show one at a time: the cookie notice
// first, the travel-health line once the cookie choice is made.
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;

const PAGES = { top: '/', article: '/articles/1' } as const;

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The notices' boxes and the main heading's, in the first screen's coordinates (the page is not scrolled). */
async function firstScreen(page: Page): Promise<{ notices: Box[]; heading: Box | null }> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const notices = [...document.querySelectorAll('.tabiji-notice')].filter((notice) => notice.checkVisibility()).map(box);
    const heading = document.querySelector('h1');
    return { notices, heading: heading ? box(heading) : null };
  });
}

/** The notices showing take at most a quarter of the first screen, and none covers the page's h1. */
async function expectWithinBudget(page: Page, viewportHeight: number): Promise<void> {
  const { notices, heading } = await firstScreen(page);
  expect(notices.length).toBeGreaterThan(0);
  // The band from the top of the highest notice to the screen's bottom edge: what the reader cannot see past.
  const band = viewportHeight - Math.min(...notices.map((notice) => notice.top));
  expect(band, `the notices take ${Math.round(band)} px of ${viewportHeight}`).toBeLessThanOrEqual(viewportHeight / 4);
  expect(heading).not.toBeNull();
  for (const notice of notices) expect(overlaps(notice, heading!), 'a notice covers the main heading').toBe(false);
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const viewport of PHONES) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    for (const code of ALL_PATH_CODES) {
      for (const [pageType, pagePath] of Object.entries(PAGES)) {
        test(`${code} ${pageType}: one notice at a time, each within a quarter of the first screen, clear of the main heading`, async ({ page }) => {
          await page.goto(pathFor(code, pagePath));
          await islandsReady(page);
          const cookie = page.locator('.tabiji-notice--cookie');
          const pandemic = page.locator('.tabiji-notice--pandemic');
          await expect(cookie).toBeVisible();
          await expect(pandemic).toBeHidden();
          await expectWithinBudget(page, viewport.height);

          await cookie.getByRole('button').last().click();
          await expect(cookie).toBeHidden();
          await expect(pandemic).toBeVisible();
          await expectWithinBudget(page, viewport.height);
        });
      }
    }
  });
}

// The notices appear when the islands are ready, after the host's own content has painted; a notice larger than the
// page's largest element would become the largest contentful paint then, timed seconds late on a slow phone (issue
// 27: on /th/ the first layer's three lines of Thai outgrew the heading). Measured on the phone Lighthouse emulates
// (412 × 823 at 1.75 device pixels), which the bench's LCP budget uses, with no input (an input ends LCP). On a
// 390 px phone the Japanese, Easy Japanese and Thai top pages' headings wrap into less area than the notice's first
// layer: there the notice is the LCP, as docs/consent.md says (ADR 017).
const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 } as const;

test.describe('the notice is never the largest contentful paint on the phone Lighthouse emulates', () => {
  test.use({ ...LIGHTHOUSE_PHONE, isMobile: true, hasTouch: true });

  for (const code of ALL_PATH_CODES) {
    for (const [pageType, pagePath] of Object.entries(PAGES)) {
      test(`${code} ${pageType}`, async ({ page }) => {
        await page.goto(pathFor(code, pagePath));
        // No interaction: the browser stops looking for the largest paint at the visitor's first input. The notice is
        // server HTML, shown with the first paint where no choice is recorded (ADR 037).
        await expect(page.locator('.tabiji-notice--cookie')).toBeVisible();
        const largest = await page.evaluate(
          () =>
            new Promise<{ isNotice: boolean; label: string; size: number; count: number }>((resolve) => {
              // Two frames after the notice shows, its paint has been reported, if it was a candidate at all.
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  new PerformanceObserver((list) => {
                    const entries = list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[];
                    const last = entries.at(-1)!;
                    resolve({
                      isNotice: last.element?.closest('.tabiji-notices') != null,
                      label: `${last.element?.tagName ?? 'removed'} ${last.element?.textContent?.slice(0, 40) ?? ''}`,
                      size: last.size,
                      count: entries.length,
                    });
                  }).observe({ type: 'largest-contentful-paint', buffered: true });
                }),
              );
            }),
        );
        expect(largest.count).toBeGreaterThan(0);
        expect(largest.isNotice, `the largest contentful paint is ${largest.label} (${largest.size} px²)`).toBe(false);
      });
    }
  }
});
