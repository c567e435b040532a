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
