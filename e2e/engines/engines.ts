import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver } from 'selenium-webdriver';
import chromium from '../../scripts/chromium.json';

/** The three engines visitors use: Chromium, Firefox (Gecko) and WebKit (Safari's engine). */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** libwebkit2gtk-4.1-0's MiniBrowser, under the machine's multiarch directory (/usr/lib/x86_64-linux-gnu on amd64). */
function debianMiniBrowser(): string {
  const candidates = readdirSync('/usr/lib').map((dir) => path.join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser'));
  return candidates.find((candidate) => existsSync(candidate)) ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

/** Where Debian puts each engine (environment variables override). */
export const ENGINE_PATHS = {
  chromium: process.env['CHROMIUM_PATH'] ?? chromium.path,
  firefox: process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr',
  webkitDriver: process.env['WEBKIT_DRIVER_PATH'] ?? '/usr/bin/WebKitWebDriver',
  miniBrowser: process.env['MINIBROWSER_PATH'] ?? debianMiniBrowser(),
} as const;

/** The keys a test presses. */
export type KeyName = 'Tab' | 'Enter' | 'Escape' | 'Space' | 'Shift';

/** What a new tab starts with. */
export interface TabOptions {
  /** false: the page's own scripts do not run (the test can still evaluate). */
  isJavaScriptEnabled?: boolean;
  /** Cookies set for the origin before the first page is opened. */
  cookies?: Record<string, string>;
}

/**
 * One browser tab with its own cookies and storage, driven the same way in every engine: what a visitor does
 * (open, click, type, go back), and a script run in the page to read what they would see.
 */
export interface EngineTab {
  readonly engine: EngineName;
  /** Opens an absolute URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (serialised: no closures) with JSON arguments; resolves with its (awaited) JSON result. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** A real click on the first element matching `selector`, scrolled into view. */
  click(selector: string): Promise<void>;
  /**
   * Types `text` into the first field matching `selector`, as a keyboard does. Submit with `press('Enter')`, not a
   * click: in WebKit (MiniBrowser) the first click after typing never reaches the page.
   */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key in the focused element. */
  press(key: KeyName): Promise<void>;
  /** The browser's back button; resolves once the previous page is shown. */
  back(): Promise<void>;
  /** The address shown. */
  url(): Promise<string>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A running engine: tabs are independent (their own cookies and storage). */
export interface Engine {
  readonly name: EngineName;
  newTab(origin: string, options?: TabOptions): Promise<EngineTab>;
  close(): Promise<void>;
}

const PUPPETEER_KEYS: Record<KeyName, KeyInput> = { Tab: 'Tab', Enter: 'Enter', Escape: 'Escape', Space: 'Space', Shift: 'Shift' };

/**
 * A tab driven by puppeteer-core: CDP for Chromium, WebDriver BiDi for Firefox. When Chromium activates a page it
 * prerendered (Speculation Rules: the demo prerenders articles on hover), the tab's page becomes another target and
 * the old one closes: every call goes to the context's open page.
 */
class PuppeteerTab implements EngineTab {
  constructor(readonly engine: EngineName, private readonly context: BrowserContext, private page: Page) {}

  private async current(): Promise<Page> {
    if (this.page.isClosed()) {
      const open = (await this.context.pages()).filter((page) => !page.isClosed());
      if (open.length !== 1) throw new Error(`the tab has ${open.length} open pages`);
      this.page = open[0]!;
    }
    return this.page;
  }

  async goto(url: string): Promise<void> {
    await (await this.current()).goto(url, { waitUntil: 'load' });
  }

  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await (await this.current()).evaluate(fn as (...inner: unknown[]) => R, ...args)) as R;
      } catch (error) {
        // The page was replaced while the script ran (an activated prerender, a navigation): ask the next one.
        if (attempt === 50 || !/Target closed|Execution context was destroyed|no such frame/i.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async click(selector: string): Promise<void> {
    const page = await this.current();
    // Polled here, not by waitForSelector: its polling runs as a script of the page, which a page without
    // JavaScript in Firefox never runs.
    const deadline = Date.now() + 10_000;
    let element = await page.$(selector);
    while (!element || !(await element.boundingBox())) {
      if (Date.now() > deadline) throw new Error(`no visible element matches ${selector}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      element = await page.$(selector);
    }
    // In the middle of the screen, as a visitor would have it: not under the notices fixed at the bottom.
    await element.evaluate((target) => target.scrollIntoView({ block: 'center' }));
    // The mouse at the element's centre: ElementHandle.click() in Firefox waits for a script of the page.
    const box = (await element.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  async type(selector: string, text: string): Promise<void> {
    const page = await this.current();
    await page.focus(selector);
    await page.keyboard.type(text);
  }

  async press(key: KeyName): Promise<void> {
    await (await this.current()).keyboard.press(PUPPETEER_KEYS[key]);
  }

  async back(): Promise<void> {
    // Not page.goBack(): it waits for a load event, which a page restored from the back/forward cache never fires.
    const page = await this.current();
    const from = await this.url();
    await page.evaluate(() => history.back());
    await waitFor(async () => (await this.url()) !== from && (await this.evaluate(() => document.readyState)) === 'complete', 'the previous page');
  }

  async url(): Promise<string> {
    return this.evaluate(() => location.href);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await (await this.current()).screenshot());
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * Chromium or Firefox through puppeteer-core. Firefox's WebDriver BiDi cannot turn a page's scripts off
 * (emulation.setScriptingEnabled is unknown to Firefox ESR): its tabs without JavaScript come from a second Firefox
 * started on first use with the `javascript.enabled` preference off.
 */
class PuppeteerEngine implements Engine {
  private scriptless: Promise<Browser> | undefined;

  constructor(readonly name: EngineName, private readonly browser: Browser, private readonly launchScriptless?: () => Promise<Browser>) {}

  async newTab(origin: string, { isJavaScriptEnabled = true, cookies = {} }: TabOptions = {}): Promise<EngineTab> {
    const browser = !isJavaScriptEnabled && this.launchScriptless ? await (this.scriptless ??= this.launchScriptless()) : this.browser;
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    if (!isJavaScriptEnabled && browser === this.browser) await page.setJavaScriptEnabled(false);
    const entries = Object.entries(cookies);
    if (entries.length > 0) await context.setCookie(...entries.map(([name, value]) => ({ name, value, domain: new URL(origin).hostname, path: '/' })));
    return new PuppeteerTab(this.name, context, page);
  }

  async close(): Promise<void> {
    await Promise.all([this.browser.close(), this.scriptless?.then((browser) => browser.close())]);
  }
}

const WEBDRIVER_KEYS: Record<KeyName, string> = { Tab: Key.TAB, Enter: Key.ENTER, Escape: Key.ESCAPE, Space: Key.SPACE, Shift: Key.SHIFT };

/**
 * A WebKit tab: MiniBrowser (WebKitGTK) through WebKitWebDriver, one WebDriver session (one browser process, an
 * ephemeral profile) per tab. Classic WebDriver runs scripts as function bodies; `evaluate` wraps the function.
 */
class WebKitTab implements EngineTab {
  readonly engine = 'webkit' as const;

  constructor(private readonly driver: WebDriver) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
  }

  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    const result = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${fn.toString()})(...arguments[0]))
         .then((value) => done({ value }), (error) => done({ error: String(error && (error.stack || error.message) || error) }));`,
      args,
    )) as { value?: R; error?: string };
    if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
    return result.value as R;
  }

  async click(selector: string): Promise<void> {
    const element = await this.driver.findElement({ css: selector });
    await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', element);
    await this.driver.actions().move({ origin: element }).press().release().perform();
  }

  async type(selector: string, text: string): Promise<void> {
    // MiniBrowser swallows the first pointer click after typing into a field (nothing reaches the page): submit a
    // form with Enter, as a keyboard visitor does.
    await (await this.driver.findElement({ css: selector })).sendKeys(text);
  }

  async press(key: KeyName): Promise<void> {
    await this.driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform();
  }

  async back(): Promise<void> {
    await this.driver.navigate().back();
  }

  async url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }
}

/** Polls `done` every 100 ms for up to 15 s. */
async function waitFor(done: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await done().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`waited 15 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts Xvfb on a display it picks (-displayfd) and resolves with `:N`. MiniBrowser has no headless mode. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let errors = '';
    xvfb.stderr!.on('data', (chunk) => (errors += chunk));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors.slice(-500)}`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk) => resolve({ display: `:${String(chunk).trim()}`, process: xvfb }));
  });
}

/** Waits until WebKitWebDriver answers its status endpoint. */
async function driverReady(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `promise`, or an error naming `what` once `ms` have passed: a set-up step that hangs says which one it was. */
class StepTimeout extends Error {}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** How long one step of starting a WebKit tab may take on a loaded 2-core machine (about 1 s when idle). */
export const WEBKIT_STEP_MS = 15_000;

/** A running WebKitWebDriver: where it listens, and how to end it with any MiniBrowser it started. */
interface WebKitDriverProcess {
  url: string;
  stop: () => void;
}

/**
 * WebKit tabs are whole browsers: WebKitWebDriver allows one session at a time, a MiniBrowser with a fresh profile.
 * Starting one takes about a second, but now and then (once in a run's 51 starts, and in issue 40's run)
 * WebKitWebDriver never answers the new session: that driver and its MiniBrowser are ended, the hang is reported in
 * the test's output, and the tab comes from a fresh WebKitWebDriver. The browser's start is restarted, never a test.
 */
class WebKitEngine implements Engine {
  readonly name = 'webkit' as const;

  constructor(
    private driver: WebKitDriverProcess,
    private readonly startDriver: () => Promise<WebKitDriverProcess>,
    private readonly stopDisplay: () => void,
  ) {}

  private async startSession(args: string[]): Promise<WebDriver> {
    const start = (what: string) => {
      const starting = new Builder()
        .usingServer(this.driver.url)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: ENGINE_PATHS.miniBrowser, args } })
        .build();
      return within(starting, WEBKIT_STEP_MS, what).catch((error: unknown) => {
        // A session that arrives after its deadline would hold the driver's only session: end it when it does.
        void starting.then((late) => late.quit()).catch(() => undefined);
        throw error;
      });
    };
    try {
      return await start('starting MiniBrowser through WebKitWebDriver');
    } catch (error) {
      // Only a driver that never answered is replaced: any other error (a wrong path, a refusal) is the test's to see.
      if (!(error instanceof StepTimeout)) throw error;
      console.warn(`WebKit: ${String(error)}; ending that WebKitWebDriver and its MiniBrowser, starting a fresh one`);
      this.driver.stop();
      this.driver = await this.startDriver();
      return start('starting MiniBrowser through a fresh WebKitWebDriver');
    }
  }

  async newTab(origin: string, { isJavaScriptEnabled = true, cookies = {} }: TabOptions = {}): Promise<EngineTab> {
    const args = ['--automation', '--enable-page-cache=true', ...(isJavaScriptEnabled ? [] : ['--enable-javascript-markup=false'])];
    const driver = await this.startSession(args);
    try {
      await within(driver.manage().window().setRect({ width: 1280, height: 800 }), WEBKIT_STEP_MS, "setting MiniBrowser's window size");
      const entries = Object.entries(cookies);
      if (entries.length > 0) {
        // WebDriver sets cookies for the page shown: open a small file of the origin first.
        await within(driver.get(`${origin}/favicon.svg`), WEBKIT_STEP_MS, `opening ${origin}/favicon.svg to set cookies`);
        for (const [name, value] of entries) await driver.manage().addCookie({ name, value, path: '/' });
      }
    } catch (error) {
      await driver.quit().catch(() => undefined);
      throw error;
    }
    return new WebKitTab(driver);
  }

  async close(): Promise<void> {
    this.driver.stop();
    this.stopDisplay();
  }
}

/** Starts an engine for the tests of one worker. */
export async function launchEngine(name: EngineName): Promise<Engine> {
  if (name === 'chromium') {
    return new PuppeteerEngine(name, await puppeteer.launch({ executablePath: ENGINE_PATHS.chromium, args: chromium.flags, headless: true }));
  }
  if (name === 'firefox') {
    const launchFirefox = (prefs: Record<string, unknown> = {}) =>
      puppeteer.launch({
        browser: 'firefox',
        executablePath: ENGINE_PATHS.firefox,
        headless: true,
        // No update checks, telemetry or first-run pages on a machine without internet.
        extraPrefsFirefox: { 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false, 'browser.shell.checkDefaultBrowser': false, ...prefs },
      });
    return new PuppeteerEngine(name, await launchFirefox(), () => launchFirefox({ 'javascript.enabled': false }));
  }
  const xvfb = await startXvfb();
  // MiniBrowser's GTK toolbar keeps its window at least ~447 px wide: a smaller GTK theme lets it go narrower.
  const config = mkdtempSync(path.join(tmpdir(), 'tabiji-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n');
  const startDriver = async (): Promise<WebKitDriverProcess> => {
    const port = await freePort();
    // Its own process group, so that ending it also ends a MiniBrowser it started.
    const driver = spawn(ENGINE_PATHS.webkitDriver, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
      stdio: 'ignore',
      detached: true,
    });
    const stop = () => {
      try {
        process.kill(-driver.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const url = `http://127.0.0.1:${port}`;
    try {
      await driverReady(url);
    } catch (error) {
      stop();
      throw error;
    }
    return { url, stop };
  };
  const stopDisplay = () => {
    xvfb.process.removeAllListeners('exit');
    xvfb.process.kill();
    rmSync(config, { recursive: true, force: true });
  };
  try {
    return new WebKitEngine(await startDriver(), startDriver, stopDisplay);
  } catch (error) {
    stopDisplay();
    throw error;
  }
}
