import { expect, islandsReady, test } from './fixtures';

// The push opt-in in each engine (issue 29): offered where the browser has the Push API, Notifications and service
// workers; where it lacks one, the footer says so instead of failing. (An iPhone's Home Screen guidance depends on
// the user agent: e2e/web-app-manifest.spec.ts covers it in Chromium with Safari's user agents.)

test('the footer offers travel updates where the engine can receive push, and says so where it cannot', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/`);
  await islandsReady(tab);
  const seen = await tab.evaluate(() => ({
    hasPush: 'PushManager' in window && 'Notification' in window && 'serviceWorker' in navigator,
    state: document.querySelector('.tabiji-push')?.getAttribute('data-state') ?? null,
    button: document.querySelector('.tabiji-push__button')?.textContent?.trim() ?? null,
    status: document.querySelector('.tabiji-push__status')?.textContent ?? null,
  }));
  if (seen.hasPush) expect(seen).toMatchObject({ state: 'off', button: 'Get travel updates', status: '' });
  else expect(seen).toMatchObject({ state: 'unsupported', button: null, status: 'This browser cannot show notifications' });
  test.info().annotations.push({ type: 'push', description: `${tab.engine}: ${seen.hasPush ? 'offered' : 'not supported'}` });
});
