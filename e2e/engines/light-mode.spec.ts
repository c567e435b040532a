import { closeNotices, eventually, expect, islandsReady, test } from './fixtures';

// The light mode in each engine (issue 46): the footer's switch (a form the demo host answers) and the photos
// folded behind "Show photo", whose lazy image no engine fetches before the tap (a closed <details> does not
// render it). Save-Data itself is Chromium's (e2e/light-mode.spec.ts). The switch is pressed on a page without
// photos, so the article's are not in the engine's memory cache (Chromium lists cached images as loaded, lazy or not).

const photoRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/photo-service/')).length;
const switchSays = () => (document.querySelector('form[action="/en/light-mode"] button') as HTMLButtonElement | null)?.value ?? '';

test('the switch turns light mode on; a photo loads only when tapped; the switch turns it off again', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/external-transmission`);
  await islandsReady(tab);
  await closeNotices(tab);
  expect(await tab.evaluate(switchSays)).toBe('on');
  await tab.click('form[action="/en/light-mode"] button');
  await eventually(tab, 'off', switchSays);
  await tab.goto(`${baseURL}/en/articles/1`);
  await eventually(tab, true, () => document.querySelectorAll('details.tabiji-photo-tap').length > 1);
  // The whole page read through, every folded photo passed: none fetched.
  await tab.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  expect(await tab.evaluate(photoRequests)).toBe(0);
  await tab.click('details.tabiji-photo-tap summary');
  await eventually(tab, true, () => {
    const image = document.querySelector('details.tabiji-photo-tap[open] img') as HTMLImageElement | null;
    return Boolean(image?.complete && image.naturalWidth > 0);
  });
  expect(await tab.evaluate(photoRequests)).toBe(1);
  await tab.click('form[action="/en/light-mode"] button');
  await eventually(tab, 'on', switchSays);
  await eventually(tab, 0, () => document.querySelectorAll('details.tabiji-photo-tap').length);
});
