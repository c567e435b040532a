import { expect, islandsReady, test } from './fixtures';

// Screenshots of the top page for people to look at (test-results/screenshots), and a check that nothing
// overflows the viewport sideways at phone or desktop width.
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

for (const code of ['en', 'jp', 'th']) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`top page in ${code} at ${name} width fits the viewport`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/${code}/`);
      await islandsReady(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/screenshots/top-${code}-${name}.png` });
    });
  }
}
