import { expect, islandsReady, test } from './fixtures';
import { ALL_PATH_CODES, pathFor } from './pages';

// Screenshots of the top page for people to look at (test-results/screenshots), and a check that nothing
// overflows the viewport sideways: every language at a phone's width (390 px, with the cookie notice's first layer
// showing), three of them on a desktop.
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;
const SHOTS = [
  ...ALL_PATH_CODES.map((code) => ({ code, name: 'phone', viewport: PHONE })),
  ...(['en', 'jp', 'th'] as const).map((code) => ({ code, name: 'desktop', viewport: DESKTOP })),
];

for (const { code, name, viewport } of SHOTS) {
  test(`top page in ${code} at ${name} width fits the viewport`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(pathFor(code, '/'));
    await islandsReady(page);
    await expect(page.locator('.tabiji-notice--cookie')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/top-${code}-${name}.png` });
  });
}
