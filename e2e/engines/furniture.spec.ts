import { closeNotices, eventually, expect, islandsReady, test } from './fixtures';

// The page furniture a visitor uses, in Chromium, Firefox and WebKit alike (issue 29): the notices, the sticky
// header and its menus, the slider bar, the footer's language list, and the server HTML with JavaScript off.

test('the cookie and travel-health notices: Accept and close are remembered as the spec says', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/`);
  await islandsReady(tab);
  const notices = () => [...document.querySelectorAll('section.tabiji-notice')].map((notice) => notice.getAttribute('aria-label'));
  // On a wide screen both show at once (a phone shows one at a time).
  await eventually(tab, ['Travel health notice', 'Cookie notice'], notices);
  await tab.click('.tabiji-notice--cookie .tabiji-button--primary');
  await eventually(tab, ['Travel health notice'], notices);
  expect(await tab.evaluate(() => document.cookie)).toContain('tabiji_cookie_consent=accepted');
  await tab.click('.tabiji-notice--pandemic .tabiji-icon-button');
  await eventually(tab, [], notices);
  await tab.goto(`${baseURL}/en/articles/1`);
  await islandsReady(tab);
  expect(await tab.evaluate(notices)).toEqual([]);
});

test('the hamburger menu opens and closes by pointer and keyboard; the footer\'s collapsible menus toggle', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/`);
  await islandsReady(tab);
  const state = () => {
    const button = document.querySelector('.tabiji-hamburger__button');
    const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    return { expanded: button?.getAttribute('aria-expanded'), isPanelShown: panel !== null && !panel.hidden && panel.getBoundingClientRect().height > 0 };
  };
  expect(await tab.evaluate(state)).toEqual({ expanded: 'false', isPanelShown: false });
  await tab.click('.tabiji-hamburger__button');
  await eventually(tab, { expanded: 'true', isPanelShown: true }, state);
  await tab.press('Escape');
  await eventually(tab, { expanded: 'false', isPanelShown: false }, state);
  // Focus went back to the menu button, which Enter opens again.
  expect(await tab.evaluate(() => document.activeElement?.classList.contains('tabiji-hamburger__button'))).toBe(true);
  await tab.press('Enter');
  await eventually(tab, { expanded: 'true', isPanelShown: true }, state);
  await tab.press('Escape');
  // The footer's link groups are collapsible menus, open on a wide screen.
  const group = () => document.querySelector('.tabiji-footer .tabiji-collapsible__button')?.getAttribute('aria-expanded');
  expect(await tab.evaluate(group)).toBe('true');
  await tab.click('.tabiji-footer .tabiji-collapsible__button');
  await eventually(tab, 'false', group);
  await tab.click('.tabiji-footer .tabiji-collapsible__button');
  await eventually(tab, 'true', group);
});

test('the sticky header stays on top; the slider bar hides scrolling down and shows scrolling up', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/articles/1`);
  await islandsReady(tab);
  const bars = () => ({
    headerTop: Math.round(document.querySelector('.tabiji-header')!.getBoundingClientRect().top),
    sliderHidden: document.querySelector('.tabiji-slider')?.getAttribute('data-hidden'),
  });
  await tab.evaluate(() => window.scrollTo(0, 1200));
  await eventually(tab, { headerTop: 0, sliderHidden: 'true' }, bars);
  await tab.evaluate(() => window.scrollTo(0, 900));
  await eventually(tab, { headerTop: 0, sliderHidden: 'false' }, bars);
});

test('the footer language list leads to the same page in the chosen language', async ({ tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/articles/1`);
  await islandsReady(tab);
  await closeNotices(tab);
  await tab.click('.tabiji-language__button');
  await eventually(tab, true, () => {
    const link = document.querySelector<HTMLElement>('.tabiji-language__list a[lang="ja"]');
    return link !== null && link.getBoundingClientRect().height > 0;
  });
  await tab.click('.tabiji-language__list a[lang="ja"]');
  await expect.poll(() => tab.url()).toBe(`${baseURL}/jp/articles/1`);
  await islandsReady(tab);
  expect(await tab.evaluate(() => document.documentElement.lang)).toBe('ja');
});

test('with JavaScript off the server HTML works: furniture, links, native menus', async ({ scriptlessTab: tab, baseURL }) => {
  await tab.goto(`${baseURL}/en/articles/1`);
  const page = () => ({
    hasHeader: document.querySelector('[data-tabiji-island="sticky-header"] header') !== null,
    hasFooter: document.querySelector('[data-tabiji-island="footer"] footer') !== null,
    isReady: document.querySelector('[data-tabiji-ready]') !== null,
    japanese: document.querySelector<HTMLAnchorElement>('.tabiji-language__list a[lang="ja"]')?.getAttribute('href'),
    menuOpen: document.querySelector<HTMLDetailsElement>('details.tabiji-hamburger')?.open,
  });
  expect(await tab.evaluate(page)).toEqual({ hasHeader: true, hasFooter: true, isReady: false, japanese: '/jp/articles/1', menuOpen: false });
  // The hamburger is a native <details>: a click on its summary opens it without any script of the page.
  await tab.click('details.tabiji-hamburger > summary');
  expect((await tab.evaluate(page)).menuOpen).toBe(true);
});

test('the error probe the suite relies on catches a console error and a resource that failed', async ({ tab, baseURL, allowErrors }) => {
  allowErrors(/probe.check/);
  await tab.goto(`${baseURL}/en/regions/2`);
  await islandsReady(tab);
  await tab.evaluate(() => {
    console.error('probe check: console');
    const image = new Image();
    image.src = '/probe-check-missing.png';
    document.body.append(image);
  });
  await eventually(tab, 2, () => (JSON.parse(sessionStorage.getItem('tabiji_probe_errors') ?? '[]') as string[]).filter((error) => /probe.check/.test(error)).length);
});
