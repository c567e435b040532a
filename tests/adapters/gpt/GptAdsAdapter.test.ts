import { GptAdsAdapter } from '../../../src/adapters/gpt/GptAdsAdapter';
import type { GptSlotRenderEndedEvent } from '../../../src/adapters/gpt/googletag';
import type { AdsRequest, SlotEvent, SlotOutcome } from '../../../src/ports/AdsPort';

const SCRIPT_URL = 'https://ads.example/tag/js/gpt.js';

/** What gpt.js does once loaded, reduced to recording every call and running the command queue. */
function loadFakeGpt(options: { refuse?: string } = {}) {
  const calls: unknown[][] = [];
  const listeners: Array<[string, (event: GptSlotRenderEndedEvent) => void]> = [];
  const pubads = {
    addEventListener: (type: string, listener: (event: GptSlotRenderEndedEvent) => void) => {
      calls.push(['pubads.addEventListener', type]);
      listeners.push([type, listener]);
      return pubads;
    },
    refresh: (slots: Array<{ id: string }>) => calls.push(['pubads.refresh', slots.map((slot) => slot.id)]),
    setPrivacySettings: (settings: unknown) => (calls.push(['pubads.setPrivacySettings', settings]), pubads),
  };
  const slot = (id: string) => ({
    id,
    addService: () => (calls.push(['slot.addService', id]), slot(id)),
    setConfig: (config: unknown) => calls.push(['slot.setConfig', id, config]),
    getSlotElementId: () => id,
  });
  const queued = (window.googletag?.cmd as Array<() => void> | undefined) ?? [];
  window.googletag = {
    cmd: { push: (...commands: Array<() => void>) => (commands.forEach((command) => command()), commands.length) },
    pubads: () => pubads as never,
    setConfig: (config) => calls.push(['setConfig', config]),
    defineSlot: (path, sizes, id) => (calls.push(['defineSlot', path, sizes, id]), id === options.refuse ? null : (slot(id) as never)),
    enableServices: () => calls.push(['enableServices']),
    display: (target) => calls.push(['display', typeof target === 'string' ? target : target.getSlotElementId()]),
  };
  queued.forEach((command) => command());
  const fire = (type: string, id: string, isEmpty = false) =>
    listeners.filter(([listened]) => listened === type).forEach(([, listener]) => listener({ slot: slot(id) as never, isEmpty }));
  const render = (id: string, isEmpty: boolean) => fire('slotRenderEnded', id, isEmpty);
  return { calls, render, fire };
}

const REQUEST: AdsRequest = {
  slots: [
    { id: 'ad-top', name: '/1/tabiji/top', sizes: [[728, 90], [320, 50]], collapseWhenEmpty: false },
    { id: 'ad-in', name: '/1/tabiji/in', sizes: ['fluid', [300, 250]], collapseWhenEmpty: true },
  ],
  targeting: { env: 'dev', lang: 'jp', page: 'article', category_id: '2' },
  deferInitialLoad: false,
  nonPersonalized: true,
  noAdStorage: true,
};

function adapter(scriptUrl = SCRIPT_URL) {
  return new GptAdsAdapter({ scriptUrl });
}

const gptScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((script) => script.src === SCRIPT_URL);

describe('GptAdsAdapter', () => {
  afterEach(() => {
    delete window.googletag;
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('loads the configured script once, async, and queues its commands until it has loaded', async () => {
    const ads = adapter();
    const shown = ads.display(REQUEST);
    expect(gptScripts()).toHaveLength(1);
    expect(gptScripts()[0]!.async).toBe(true);
    expect(window.googletag?.cmd).toHaveLength(1);
    const gpt = loadFakeGpt();
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    expect(gpt.calls).toEqual([
      ['pubads.setPrivacySettings', { limitedAds: true }],
      [
        'setConfig',
        {
          singleRequest: true,
          lazyLoad: { fetchMarginPercent: 200, renderMarginPercent: 100, mobileScaling: 2 },
          collapseDiv: 'ON_NO_FILL',
          disableInitialLoad: false,
          targeting: { env: 'dev', lang: 'jp', page: 'article', category_id: '2' },
          privacyTreatments: { treatments: ['disablePersonalization'] },
        },
      ],
      ['pubads.addEventListener', 'slotRenderEnded'],
      ['pubads.addEventListener', 'slotRequested'],
      ['pubads.addEventListener', 'impressionViewable'],
      ['defineSlot', '/1/tabiji/top', [[728, 90], [320, 50]], 'ad-top'],
      ['slot.addService', 'ad-top'],
      ['slot.setConfig', 'ad-top', { safeFrame: { forceSafeFrame: true, sandbox: true }, collapseDiv: 'DISABLED' }],
      ['defineSlot', '/1/tabiji/in', ['fluid', [300, 250]], 'ad-in'],
      ['slot.addService', 'ad-in'],
      ['slot.setConfig', 'ad-in', { safeFrame: { forceSafeFrame: true, sandbox: true } }],
      ['enableServices'],
      ['display', 'ad-top'],
      ['display', 'ad-in'],
    ]);
  });

  /** The adapter with its slots displayed on the fake GPT, and the funnel steps it reports from then on. */
  async function displayedWithSlotEvents() {
    const ads = adapter();
    const steps: SlotEvent[] = [];
    ads.onSlotEvent((event) => steps.push(event));
    const shown = ads.display(REQUEST);
    const gpt = loadFakeGpt();
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    return { gpt, steps };
  }

  it('reports each slot’s funnel steps, timed from the navigation start', async () => {
    const { gpt, steps } = await displayedWithSlotEvents();
    jest.spyOn(performance, 'now').mockReturnValue(1234.4);
    gpt.fire('slotRequested', 'ad-top');
    gpt.fire('slotRenderEnded', 'ad-top', false);
    gpt.fire('impressionViewable', 'ad-top');
    expect(steps).toEqual([
      { slotId: 'ad-top', kind: 'requested', atMs: 1234 },
      { slotId: 'ad-top', kind: 'rendered', isEmpty: false, atMs: 1234 },
      { slotId: 'ad-top', kind: 'viewable', atMs: 1234 },
    ]);
  });

  it('after a restore from the back/forward cache, times the steps from the restore', async () => {
    const { gpt, steps } = await displayedWithSlotEvents();
    const restore = new PageTransitionEvent('pageshow', { persisted: true });
    Object.defineProperty(restore, 'timeStamp', { value: 60_000 });
    window.dispatchEvent(restore);
    // A pageshow of a page loaded normally changes nothing.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    jest.spyOn(performance, 'now').mockReturnValue(60_250.4);
    gpt.fire('slotRequested', 'ad-top');
    expect(steps).toEqual([{ slotId: 'ad-top', kind: 'requested', atMs: 250 }]);
  });

  it('switches the privacy terms of later requests through the command queue', async () => {
    const ads = adapter();
    const shown = ads.display(REQUEST);
    const gpt = loadFakeGpt();
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    ads.setPrivacy({ nonPersonalized: false, noAdStorage: false });
    expect(gpt.calls.slice(-2)).toEqual([
      ['pubads.setPrivacySettings', { limitedAds: false }],
      ['setConfig', { privacyTreatments: { treatments: [] } }],
    ]);
  });

  it.each([true, false])('asks for limited ads (no ad storage: %s) before the first display', async (noAdStorage) => {
    const ads = adapter();
    const shown = ads.display({ ...REQUEST, noAdStorage });
    const gpt = loadFakeGpt();
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    const names = gpt.calls.map(([name]) => name);
    expect(gpt.calls).toContainEqual(['pubads.setPrivacySettings', { limitedAds: noAdStorage }]);
    expect(names.indexOf('pubads.setPrivacySettings')).toBeLessThan(names.indexOf('display'));
  });

  it('warns, once, when ad storage is not granted but gpt.js comes from the standard URL, which ignores limited ads', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const standard = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';
    const ads = adapter(standard);
    const shown = ads.display(REQUEST);
    loadFakeGpt();
    document.querySelector<HTMLScriptElement>(`script[src="${standard}"]`)!.dispatchEvent(new Event('load'));
    await shown;
    ads.setPrivacy({ nonPersonalized: true, noAdStorage: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/ignores limited ads.*pagead2\.googlesyndication\.com/);
  });

  it('says nothing of storage on the limited-ads URL, or when ad storage is granted', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = adapter().display(REQUEST);
    loadFakeGpt();
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    adapter('https://securepubads.g.doubleclick.net/tag/js/gpt.js').setPrivacy({ nonPersonalized: true, noAdStorage: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not trust a window.googletag that page content clobbered (an element named "googletag")', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clobbering = document.createElement('div');
    clobbering.id = 'googletag';
    window.googletag = clobbering as never;
    const ads = adapter();
    const shown = ads.display(REQUEST);
    const queue: unknown = window.googletag;
    expect(queue).not.toBe(clobbering);
    expect((queue as { cmd: unknown[] }).cmd).toHaveLength(1);
    const gpt = loadFakeGpt();
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    expect(gpt.calls.filter(([call]) => call === 'display')).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window.googletag is not GPT'));
    warn.mockRestore();
  });

  it('reports each slot as filled or empty', async () => {
    const ads = adapter();
    const outcomes: SlotOutcome[] = [];
    ads.onSlotOutcome((outcome) => outcomes.push(outcome));
    const gpt = loadFakeGpt();
    const shown = ads.display(REQUEST);
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    gpt.render('ad-top', false);
    gpt.render('ad-in', true);
    expect(outcomes).toEqual([
      { slotId: 'ad-top', kind: 'filled' },
      { slotId: 'ad-in', kind: 'empty' },
    ]);
  });

  it('holds deferred slots until asked, then refreshes them once', async () => {
    const ads = adapter();
    const gpt = loadFakeGpt();
    const shown = ads.display({ ...REQUEST, deferInitialLoad: true, nonPersonalized: false });
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    expect(gpt.calls[1]).toEqual(['setConfig', expect.objectContaining({ disableInitialLoad: true, privacyTreatments: { treatments: [] } })]);
    expect(gpt.calls.filter(([name]) => name === 'pubads.refresh')).toEqual([]);
    ads.requestDeferred();
    ads.requestDeferred();
    expect(gpt.calls.filter(([name]) => name === 'pubads.refresh')).toEqual([['pubads.refresh', ['ad-top', 'ad-in']]]);
  });

  it('rejects, and reports every slot as an error, when the script is blocked', async () => {
    const ads = adapter();
    const outcomes: SlotOutcome[] = [];
    ads.onSlotOutcome((outcome) => outcomes.push(outcome));
    const shown = ads.display(REQUEST);
    gptScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(shown).rejects.toThrow(`the ad script ${SCRIPT_URL} did not load`);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['error', 'error']);
  });

  it('reports a slot GPT refuses to define as an error and still shows the others', async () => {
    const ads = adapter();
    const outcomes: SlotOutcome[] = [];
    ads.onSlotOutcome((outcome) => outcomes.push(outcome));
    const gpt = loadFakeGpt({ refuse: 'ad-top' });
    const shown = ads.display(REQUEST);
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    expect(outcomes).toEqual([{ slotId: 'ad-top', kind: 'error' }]);
    expect(gpt.calls.filter(([name]) => name === 'display')).toEqual([['display', 'ad-in']]);
  });

  it('is the network slots name "gpt"', () => {
    expect(adapter().network).toBe('gpt');
  });

  it('reports a slot whose name is not an ad-unit path as an error, with a warning, and still shows the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ads = adapter();
    const outcomes: SlotOutcome[] = [];
    ads.onSlotOutcome((outcome) => outcomes.push(outcome));
    const gpt = loadFakeGpt();
    const shown = ads.display({ ...REQUEST, slots: [{ ...REQUEST.slots[0]!, name: 'tabiji-top' }, REQUEST.slots[1]!] });
    gptScripts()[0]!.dispatchEvent(new Event('load'));
    await shown;
    expect(outcomes).toEqual([{ slotId: 'ad-top', kind: 'error' }]);
    expect(gpt.calls.filter(([name]) => name === 'defineSlot').map(([, path]) => path)).toEqual(['/1/tabiji/in']);
    expect(warn).toHaveBeenCalledWith("Tabiji: the ad slot #ad-top is not requested: its name tabiji-top is not an ad-unit path (starting with '/').");
  });
});
