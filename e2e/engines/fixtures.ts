import { test as base, expect } from '@playwright/test';
import { ERROR_PROBE_COOKIE, ERROR_PROBE_KEY } from '../../demo/http/errorProbe.mjs';
import { launchEngine, WEBKIT_STEP_MS, type Engine, type EngineName, type EngineTab, type TabOptions } from './engines';

/**
 * The engine suite's fixtures. `engineName` is the project's option (playwright.config.ts: engine-chromium,
 * engine-firefox, engine-webkit); each worker starts its engine once; `tab` is a fresh tab (its own cookies and
 * storage) whose pages carry the demo's error probe, and the test fails on any error a page of the tab met (read from
 * the probe when the test ends), unless the test allowed it with `allowErrors`.
 */
interface TabFixtures {
  /** The patterns `allowErrors` collected for this test. */
  allowedErrors: RegExp[];
  tab: EngineTab;
  /**
   * A tab whose pages run none of their own scripts. Its browser starts here, within the set-up budget (Firefox
   * needs a second browser for it, WebKit a MiniBrowser with JavaScript markup off), not in the test's time.
   */
  scriptlessTab: EngineTab;
  /** Opens another independent tab (closed, and its errors checked, when the test ends). */
  openTab: (options?: TabOptions) => Promise<EngineTab>;
  /** Errors matching one of these patterns are expected by the test. */
  allowErrors: (...patterns: RegExp[]) => void;
}

interface EngineFixtures {
  engineName: EngineName;
  engine: Engine;
}

/** The probe's errors of the tab: read from a page of the site (session storage is per origin and tab). */
async function probedErrors(tab: EngineTab, origin: string): Promise<string[]> {
  if (!(await tab.url()).startsWith(origin)) await tab.goto(`${origin}/favicon.svg`);
  return tab.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], ERROR_PROBE_KEY);
}

/** A tab's set-up or tear-down: its steps, each with its own deadline, and some room. */
const TAB_BUDGET_MS = 4 * WEBKIT_STEP_MS;

export const test = base.extend<TabFixtures, EngineFixtures>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launchEngine(engineName);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  allowedErrors: async ({}, use) => {
    await use([]);
  },
  allowErrors: async ({ allowedErrors }, use) => {
    await use((...patterns) => void allowedErrors.push(...patterns));
  },
  // A tab's set-up (a whole browser in WebKit) and its error check are budgeted here, not out of the test's 30 s.
  openTab: [async ({ engine, baseURL, allowedErrors }, use) => {
    const tabs: EngineTab[] = [];
    await use(async (options = {}) => {
      const tab = await engine.newTab(baseURL!, { ...options, cookies: { [ERROR_PROBE_COOKIE]: '1', ...options.cookies } });
      tabs.push(tab);
      return tab;
    });
    const problems: string[] = [];
    for (const tab of tabs) {
      try {
        const errors = await probedErrors(tab, new URL(baseURL!).origin);
        problems.push(...errors.filter((error) => !allowedErrors.some((pattern) => pattern.test(error))));
      } finally {
        await tab.close();
      }
    }
    expect(problems, `errors the pages met in ${engine.name}`).toEqual([]);
  }, { timeout: TAB_BUDGET_MS }],
  tab: [async ({ openTab }, use) => {
    await use(await openTab());
  }, { timeout: TAB_BUDGET_MS }],
  scriptlessTab: [async ({ openTab }, use) => {
    await use(await openTab({ isJavaScriptEnabled: false }));
  }, { timeout: TAB_BUDGET_MS }],
});

export { expect };

/**
 * Wakes every island as a visitor does (a press of Shift: their first interaction) and waits until each runs in the
 * browser (hydrated and enhanced).
 */
export async function islandsReady(tab: EngineTab): Promise<void> {
  // A visitor presses once the page has painted (where the engine reports paints); a press before would also end the
  // page's largest-paint measure.
  await expect
    .poll(() => tab.evaluate(() => !PerformanceObserver.supportedEntryTypes?.includes('paint') || performance.getEntriesByName('first-contentful-paint').length > 0), { timeout: 15_000 })
    .toBe(true);
  await tab.press('Shift');
  await expect
    .poll(() => tab.evaluate(() => {
      const regions = [...document.querySelectorAll('[data-tabiji-island]')];
      return regions.length > 0 && regions.every((region) => region.hasAttribute('data-tabiji-ready'));
    }), { timeout: 20_000 })
    .toBe(true);
}

/** Polls `fn` in the page until it returns `expected`. */
export async function eventually<R, A extends unknown[]>(tab: EngineTab, expected: R, fn: (...args: A) => R | Promise<R>, ...args: A): Promise<void> {
  await expect.poll(() => tab.evaluate(fn, ...args), { timeout: 15_000 }).toEqual(expected);
}

/** Closes the notices fixed at the bottom (the cookie notice by Close), as a visitor does before using the footer. */
export async function closeNotices(tab: EngineTab): Promise<void> {
  const shown = () => [...document.querySelectorAll('section.tabiji-notice')].length;
  await expect.poll(() => tab.evaluate(shown), { timeout: 15_000 }).toBeGreaterThan(0);
  await tab.click('.tabiji-notice--cookie .tabiji-notice__actions .tabiji-button:not(.tabiji-button--primary)');
  await tab.click('.tabiji-notice--pandemic .tabiji-icon-button');
  await expect.poll(() => tab.evaluate(shown)).toBe(0);
}

/** A record as the demo collector stored it (the fields the engine suite reads). */
export interface StoredRecord {
  event_id: string;
  action_type: string;
  source_url: string;
  link_url: string;
  page_sequence: number;
  visit_id: string;
  [field: string]: unknown;
}

/**
 * What the demo collector kept for pages marked with `run` (in their `utm_content`), one per event id: delivery is at
 * least once, and copies are dropped downstream by event id.
 */
export async function storedFor(baseURL: string, run: string): Promise<StoredRecord[]> {
  const { records } = (await (await fetch(`${baseURL}/api/event-logs`)).json()) as { records: StoredRecord[] };
  const marked = records.filter((record) => String(record.source_url ?? '').includes(run));
  return marked.filter((record, index) => marked.findIndex((other) => other.event_id === record.event_id) === index);
}

/** Makes the demo collector misbehave for records marked with `run` (test hooks: mode fail or slow). */
export async function injectCollectorFaults(baseURL: string, faults: object): Promise<void> {
  const response = await fetch(`${baseURL}/api/test/collector-faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });
  expect(response.status).toBe(200);
}

/** The calls the GPT stand-in recorded in the page (demo/stand-ins/gpt.js), as [name, ...args]. */
export function gptCalls(tab: EngineTab): Promise<unknown[][]> {
  return tab.evaluate(() => (window as unknown as { __gptCalls?: unknown[][] }).__gptCalls ?? []);
}

/** What the ad server was asked, slot by slot, with the privacy treatments and the limited-ads setting in force. */
export async function adRequests(tab: EngineTab): Promise<Array<{ slot: string; treatments: string[]; limitedAds: boolean }>> {
  return (await gptCalls(tab)).filter(([name]) => name === 'adRequest').map(([, slot, detail]) => {
    const { treatments, limitedAds } = detail as { treatments: string[]; limitedAds: boolean };
    return { slot: String(slot), treatments, limitedAds };
  });
}
