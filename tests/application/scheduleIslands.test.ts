import { IDLE_TIMEOUT_MS, scheduleIslands, VISIBLE_MARGIN, type IslandConditions } from '../../src/application/islands/scheduleIslands';
import type { IslandTrigger } from '../../src/domain/islandTriggers';
import { ISLAND_TRIGGERS } from '../../src/ui/islands/loading';
import { FakeClockAdapter } from '../fakes/FakeClockAdapter';
import { FakePageLifecycleAdapter } from '../fakes/FakePageLifecycleAdapter';

const TRIGGERS: Readonly<Record<string, readonly IslandTrigger[]>> = {
  notices: ['interaction'],
  header: ['signed-in', 'interaction'],
  slider: ['interaction'],
  footer: ['visible', 'interaction'],
  later: ['idle'],
};

function regions(...names: string[]): HTMLElement[] {
  document.body.innerHTML = names.map((name) => `<div data-tabiji-island="${name}"></div>`).join('');
  return Array.from(document.querySelectorAll<HTMLElement>('[data-tabiji-island]'));
}

const nameOf = (region: HTMLElement) => region.getAttribute('data-tabiji-island');

describe('scheduleIslands', () => {
  let page: FakePageLifecycleAdapter;
  let clock: FakeClockAdapter;
  let mounts: string[][];
  let conditions: { mayBeSignedIn: jest.Mock<Promise<boolean>, []> };
  const schedule = (overrides: Partial<IslandConditions> = {}) =>
    scheduleIslands(document, TRIGGERS, {
      page,
      clock,
      conditions: { ...conditions, ...overrides },
      mount: (due) => mounts.push(due.map(nameOf).filter((name): name is string => name !== null)),
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    page = new FakePageLifecycleAdapter();
    clock = new FakeClockAdapter();
    mounts = [];
    conditions = { mayBeSignedIn: jest.fn(async () => false) };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing for a visitor who does nothing and may not be signed in', async () => {
    regions('notices', 'header', 'slider', 'footer');
    schedule();
    await settle();
    expect(mounts).toEqual([]);
    expect(page.viewportWatches).toEqual([{ elements: [expect.any(HTMLElement)], margin: VISIBLE_MARGIN }]);
  });

  it('mounts every interaction island together at the first interaction, each once', async () => {
    regions('notices', 'header', 'slider', 'footer');
    schedule();
    page.interact('scroll');
    page.interact('press');
    await settle();
    expect(mounts).toEqual([['notices', 'header', 'slider', 'footer']]);
    // The footer's own trigger is disarmed: it was mounted.
    expect(page.viewportWatches).toEqual([]);
  });

  it('mounts the header at start for a visitor who may be signed in', async () => {
    regions('header', 'slider');
    schedule({ mayBeSignedIn: async () => true });
    await settle();
    expect(mounts).toEqual([['header']]);
  });

  it('mounts the header when the sign-in check fails: someone may be signed in', async () => {
    regions('header');
    schedule({ mayBeSignedIn: () => Promise.reject(new Error('blocked')) });
    await settle();
    expect(mounts).toEqual([['header']]);
  });

  it('asks again when the page comes back (a sign-in elsewhere) and mounts the header then', async () => {
    regions('header');
    schedule();
    await settle();
    expect(mounts).toEqual([]);
    conditions.mayBeSignedIn.mockResolvedValue(true);
    page.comeBack();
    await settle();
    expect(mounts).toEqual([['header']]);
    conditions.mayBeSignedIn.mockClear();
    page.hide();
    page.show();
    await settle();
    expect(conditions.mayBeSignedIn).not.toHaveBeenCalled();
  });

  it('mounts the footer when it comes near the viewport, and only it', () => {
    const [, footer] = regions('slider', 'footer');
    schedule();
    page.bringNearViewport(footer as HTMLElement);
    expect(mounts).toEqual([['footer']]);
    page.interact();
    expect(mounts).toEqual([['footer'], ['slider']]);
  });

  it('mounts an idle island when the browser is idle (at the timeout at the latest)', () => {
    regions('later');
    schedule();
    clock.advance(IDLE_TIMEOUT_MS - 1);
    expect(mounts).toEqual([]);
    clock.advance(1);
    expect(mounts).toEqual([['later']]);
  });

  it('reports a region naming no island of this build and loads nothing for it', () => {
    regions('nonexistent');
    schedule();
    page.interact();
    expect(mounts).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no island is called "nonexistent"'));
  });

  it('does not treat inherited object keys as islands', () => {
    regions('toString');
    schedule();
    page.interact();
    expect(mounts).toEqual([]);
  });

  it('mounts a region at once when asked (a kept tap), once', () => {
    const [slider] = regions('slider');
    const mountNow = schedule();
    mountNow(slider as HTMLElement);
    mountNow(slider as HTMLElement);
    page.interact();
    expect(mounts).toEqual([['slider']]);
  });

  it('declares a trigger for every island, and each can fire without an interaction or at one', () => {
    for (const [name, triggers] of Object.entries(ISLAND_TRIGGERS)) {
      expect([name, triggers.length > 0]).toEqual([name, true]);
      // Every island loads at the visitor's first interaction at the latest: no island waits for ever.
      expect([name, (triggers as readonly IslandTrigger[]).includes('interaction')]).toEqual([name, true]);
    }
  });
});
