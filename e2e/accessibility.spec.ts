import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ALL_PATH_CODES, PAGE_TYPES, pathFor } from './pages';
import { allowConsoleErrors, expect, islandsReady, test } from './fixtures';

/**
 * axe's default rules and `label-content-name-mismatch` (WCAG 2.5.3, Label in Name: a control's accessible name
 * contains its visible text, so a voice-control user can say what they see). axe leaves that rule off as
 * experimental; Lighthouse turns it on, and the bench's Lighthouse run is how it was found failing.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Every page type in all ten languages (issue 17): a translation can break a page's accessibility as surely as code.
const SCANNED_PAGES = { ...PAGE_TYPES, notFound: '/no-such-page', signin: '/signin', disclosure: '/external-transmission', saved: '/saved' };
// A page load and a scan take about 1.5 s here: each page has ten seconds of the test's budget.
const SCAN_BUDGET_MS = 10_000;

test.describe('axe-core scan', () => {
  // One visitor per language reads every page type in turn (one browser context, so the bundles come from its cache,
  // as on a real visit: a fresh context per page cost 0.7 s more per load). Every page is scanned; the failure lists
  // each page with its violations.
  for (const code of ALL_PATH_CODES) {
    test(`every page type in ${code} has no violations`, async ({ page }) => {
      test.setTimeout(Object.keys(SCANNED_PAGES).length * SCAN_BUDGET_MS);
      // The browser reports the 404 page's own status as a console error; that one is expected.
      allowConsoleErrors(page, /status of 404/);
      const found: Record<string, string[]> = {};
      for (const [pageType, pagePath] of Object.entries(SCANNED_PAGES)) {
        await page.goto(pathFor(code, pagePath));
        if (pageType !== 'signin') await islandsReady(page);
        const pageViolations = await violations(page);
        if (pageViolations.length > 0) found[`${pageType} page (${pathFor(code, pagePath)})`] = pageViolations;
      }
      expect(found).toEqual({});
    });
  }

  test('menus open are still clean (disclosure panels, language list)', async ({ page }) => {
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /Language/ }).click();
    // Reaching the footer scrolls the page, so the slider bar fades out: scan the settled page, not a
    // half-faded frame whose colours axe would blend.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect(await violations(page)).toEqual([]);
  });
});
