import type { Page } from '@playwright/test';
import path from 'node:path';
import { baseURL } from '../playwright.config';
import { allowConsoleErrors, cumulativeLayoutShift, expect, islandsReady, test } from './fixtures';

// Display ads through Google Publisher Tag. Google's ad server cannot be reached, so a Playwright route serves the
// local stand-in of gpt.js (demo/stand-ins/gpt.js), which records every googletag call in window.__gptCalls.
const GPT_STAND_IN = path.join(__dirname, '../demo/stand-ins/gpt.js');
const GPT_URL = '**/stand-ins/gpt.js';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Call = [string, ...unknown[]];

async function serveGptStandIn(page: Page): Promise<void> {
  await page.route(GPT_URL, (route) => route.fulfill({ path: GPT_STAND_IN, contentType: 'text/javascript' }));
}

/** The recorded googletag calls, with functions and slot objects named so they can leave the page. */
async function gptCalls(page: Page): Promise<Call[]> {
  return page.evaluate(() =>
    ((window as unknown as { __gptCalls?: unknown[][] }).__gptCalls ?? []).map((call) =>
      call.map((argument) => {
        if (typeof argument === 'function') return '[function]';
        const slot = argument as { getSlotElementId?: () => string } | null;
        return slot && typeof slot.getSlotElementId === 'function' ? `slot:${slot.getSlotElementId()}` : argument;
      }),
    ),
  ) as Promise<Call[]>;
}

/** The names of the calls, in order, once the last expected call has happened. */
async function callsUntil(page: Page, last: string): Promise<Call[]> {
  await expect.poll(async () => (await gptCalls(page)).some(([name]) => name === last), { timeout: 15_000 }).toBe(true);
  return gptCalls(page);
}

async function pageSlots(page: Page): Promise<Array<{ id: string; name: string; sizes: unknown }>> {
  return page.evaluate(() => JSON.parse(document.getElementById('tabiji-context')!.textContent!).ads);
}

async function open(page: Page, url: string): Promise<void> {
  await serveGptStandIn(page);
  await page.goto(url);
  await islandsReady(page);
}

function pageConfig(calls: Call[]): Record<string, unknown> {
  const config = calls.find(([name]) => name === 'setConfig');
  expect(config, 'googletag.setConfig was called').toBeDefined();
  return config![1] as Record<string, unknown>;
}

test.describe('ads: order and settings', () => {
  for (const [device, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`article page (${device}): one single request, lazy, collapsing, sandboxed, targeted, non-personalised`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/en/articles/1');
      const calls = await callsUntil(page, 'display');
      const slots = await pageSlots(page);
      const names = calls.map(([name]) => name);
      // Page settings first, then each slot defined, then services, then display: the order GPT needs.
      expect(names.filter((name) => ['setConfig', 'defineSlot', 'enableServices', 'display'].includes(name))).toEqual([
        'setConfig',
        ...slots.map(() => 'defineSlot'),
        'enableServices',
        ...slots.map(() => 'display'),
      ]);
      expect(pageConfig(calls)).toEqual({
        singleRequest: true,
        lazyLoad: { fetchMarginPercent: 200, renderMarginPercent: 100, mobileScaling: 2 },
        collapseDiv: 'ON_NO_FILL',
        disableInitialLoad: false,
        targeting: { env: 'dev', lang: 'en', page: 'article', region_id: '5', category_id: '1' },
        privacyTreatments: { treatments: ['disablePersonalization'] },
      });
      expect(calls.filter(([name]) => name === 'defineSlot')).toEqual(slots.map((slot) => ['defineSlot', slot.name, slot.sizes, slot.id]));
      for (const slot of slots) {
        expect(calls).toContainEqual(['slot.setConfig', slot.id, expect.objectContaining({ safeFrame: { forceSafeFrame: true, sandbox: true } })]);
      }
      // A slot on screen (the page is not scrolled) keeps its space if empty; the ones below the fold may collapse.
      const onScreen = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY < window.innerHeight), slots.map((slot) => slot.id));
      if (device === 'phone') expect(onScreen[0], 'the top slot is on a phone screen').toBe(true);
      slots.forEach((slot, index) => {
        const safeFrame = { forceSafeFrame: true, sandbox: true };
        expect(calls).toContainEqual(['slot.setConfig', slot.id, onScreen[index] ? { safeFrame, collapseDiv: 'DISABLED' } : { safeFrame }]);
      });
      expect(onScreen.at(-1), 'the bottom slot is below the fold').toBe(false);
      expect(names).not.toContain('pubads.refresh');
      await expect(page.locator('#div-gpt-ad-article-top')).toHaveAttribute('data-tabiji-ad-state', 'filled');
      await expect(page.locator('#div-gpt-ad-article-top .demo-ad')).toBeVisible();
    });

    test(`PR article (${device}): requested at once`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/jp/pr/101');
      const calls = await callsUntil(page, 'display');
      expect(pageConfig(calls)).toMatchObject({ disableInitialLoad: false, targeting: { env: 'dev', lang: 'jp', page: 'pr' } });
      expect(calls.map(([name]) => name)).not.toContain('pubads.refresh');
    });
  }

  test('top page on a desktop: requested at once', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/th/');
    const calls = await callsUntil(page, 'display');
    expect(pageConfig(calls)).toMatchObject({ disableInitialLoad: false, targeting: { env: 'dev', lang: 'th', page: 'top' } });
    await expect(page.locator('#div-gpt-ad-top-leaderboard')).toHaveAttribute('data-tabiji-ad-state', 'filled');
  });

  test('top page on a phone: the first request is held, then made once the visitor scrolls or a slot nears', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/th/');
    const calls = await callsUntil(page, 'pubads.refresh');
    const names = calls.map(([name]) => name);
    expect(pageConfig(calls)).toMatchObject({ disableInitialLoad: true });
    // display() only registers the slots; the one refresh after it asks for them.
    expect(names.lastIndexOf('display')).toBeLessThan(names.indexOf('pubads.refresh'));
    expect(names.filter((name) => name === 'pubads.refresh')).toHaveLength(1);
    // Far enough that the top-middle slot (about 3.7k px down) is well inside the stand-in's lazy-load margin
    // (fetchMarginPercent 200 % of the viewport), whatever the hero's text length in the page's language: 1200 px
    // left it within 35 px of the edge.
    await page.mouse.wheel(0, 1600);
    await expect(page.locator('#div-gpt-ad-top-middle')).toHaveAttribute('data-tabiji-ad-state', 'filled');
    expect((await gptCalls(page)).filter(([name]) => name === 'pubads.refresh')).toHaveLength(1);
  });

  test('the script loads only after the window load event', async ({ page }) => {
    await open(page, '/en/articles/1');
    await callsUntil(page, 'display');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/stand-ins/gpt.js'));
      return { load: navigation.loadEventStart, script: script?.startTime ?? -1 };
    });
    expect(timing.script).toBeGreaterThanOrEqual(timing.load);
  });

  test('personalised only after cookie consent, and never under Global Privacy Control', async ({ page, context }) => {
    await context.addCookies([{ name: 'tabiji_cookie_consent', value: 'accepted', url: baseURL }]);
    await open(page, '/en/articles/1');
    expect(pageConfig(await callsUntil(page, 'display'))).toMatchObject({ privacyTreatments: { treatments: [] } });

    const gpcPage = await context.newPage();
    await gpcPage.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await open(gpcPage, '/en/articles/1');
    expect(pageConfig(await callsUntil(gpcPage, 'display'))).toMatchObject({ privacyTreatments: { treatments: ['disablePersonalization'] } });
    await gpcPage.close();
  });

  test('a slot that stays empty below the fold collapses; the page above it does not move', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/en/regions/1');
    await callsUntil(page, 'display');
    const empty = page.locator('#div-gpt-ad-region-bottom-empty');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(empty).toHaveAttribute('data-tabiji-ad-state', 'empty', { timeout: 10_000 });
    await expect(empty).toBeHidden();
    await expect(page.locator('#div-gpt-ad-region-top')).toHaveAttribute('data-tabiji-ad-state', 'filled');
  });
});

test.describe('ads: no layout shift', () => {
  for (const [device, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    test(`filling the slots on load moves nothing (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/en/articles/1');
      await expect(page.locator('#div-gpt-ad-article-top')).toHaveAttribute('data-tabiji-ad-state', 'filled');
      expect(await cumulativeLayoutShift(page)).toBe(0);
    });
  }

  test('the ad script blocked: the page works, no console error, no layout shift', async ({ page }) => {
    await page.route(GPT_URL, (route) => route.abort('blockedbyclient'));
    // Chromium's own network line for a blocked request (an ad blocker causes the same); nothing from Tabiji.
    allowConsoleErrors(page, /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/);
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    await page.goto('/en/articles/1');
    await islandsReady(page);
    await expect(page.locator('#div-gpt-ad-article-top')).toHaveAttribute('data-tabiji-ad-state', 'error');
    expect(infos.some((text) => text.startsWith('Tabiji: no ads on this page'))).toBe(true);
    expect(await cumulativeLayoutShift(page)).toBe(0);
    // The reserved space stays, so nothing below moves; the furniture still works.
    expect((await page.locator('#div-gpt-ad-article-top').boundingBox())!.height).toBeGreaterThanOrEqual(90);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
