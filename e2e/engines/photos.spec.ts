import { eventually, expect, islandsReady, test } from './fixtures';

// Place photos in each engine (issue 31): the hero is drawn from the photo service, the variant the engine picks is
// a format it shows, and every photo of the page loads once scrolled to (the error probe fails the test on any image
// that does not).

test('the article page shows its place photos, sized before they load, in a format the engine shows', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/articles/1`);
  await islandsReady(tab);
  const hero = () => {
    const image = document.querySelector<HTMLImageElement>('picture[data-tabiji-photo-frame] img');
    return image && image.complete ? { loaded: image.naturalWidth > 0, source: image.currentSrc.replace(/^.*\/photo-service\//, '') } : null;
  };
  await eventually(tab, true, () => {
    const image = document.querySelector<HTMLImageElement>('picture[data-tabiji-photo-frame] img');
    return Boolean(image?.complete && image.naturalWidth > 0);
  });
  const shown = await tab.evaluate(hero);
  expect(shown?.source).toMatch(/^new\/[\w.-]+\/\d+\.(webp|jpeg)$/);
  // The frames have their size from the markup alone: the same before and after every photo has loaded.
  const sizes = () =>
    Array.from(document.querySelectorAll('picture[data-tabiji-photo-frame]')).map((picture) => Math.round(picture.getBoundingClientRect().height));
  const before = await tab.evaluate(sizes);
  expect(before.every((height) => height > 0)).toBe(true);
  await tab.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });
  await eventually(tab, true, () =>
    Array.from(document.querySelectorAll<HTMLImageElement>('picture[data-tabiji-photo-frame] img')).every((image) => image.complete && image.naturalWidth > 0),
  );
  expect(await tab.evaluate(sizes)).toEqual(before);
});
