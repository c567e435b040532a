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
const SCANNED_PAGES = { ...PAGE_TYPES, notFound: '/no-such-page', signin: '/signin', disclosure: '/external-transmission' };

test.describe('axe-core scan', () => {
  for (const code of ALL_PATH_CODES) {
    for (const [pageType, pagePath] of Object.entries(SCANNED_PAGES)) {
      test(`${pageType} page in ${code} has no violations`, async ({ page }) => {
        // The browser reports the 404 page's own status as a console error; that one is expected.
        if (pageType === 'notFound') allowConsoleErrors(page, /status of 404/);
        await page.goto(pathFor(code, pagePath));
        if (pageType !== 'signin') await islandsReady(page);
        expect(await violations(page)).toEqual([]);
      });
    }
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
