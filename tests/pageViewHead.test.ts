import { randomUUID } from 'node:crypto';
import { BrowserStorageAdapter } from '../src/adapters/browser/BrowserStorageAdapter';
import { currentClaim } from '../src/application/tracking/pageViewLedger';
import { EARLY_CLICKS_KEY, parseEarlyClicks } from '../src/domain/earlyClick';
import { PAGE_VIEW_KEY, UNSENT_PAGE_VIEW_KEY } from '../src/domain/pageViewStart';
import { PAGE_SEQUENCE_KEY } from '../src/domain/visitState';

// The head script itself (src/pageViewHead.ts), run as the page runs it: its module is evaluated once per page.
const pageStartMs = () => Math.round(performance.timeOrigin);

// Each test is one page: the listeners a head script adds to the (shared) document are removed after its test.
const added: Array<Parameters<typeof document.addEventListener>> = [];
afterEach(() => {
  for (const listener of added.splice(0)) document.removeEventListener(...listener);
  jest.restoreAllMocks();
});

async function runHeadScript(): Promise<void> {
  const addEventListener = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((...listener: Parameters<typeof document.addEventListener>) => {
    added.push(listener);
    addEventListener(...listener);
  });
  await jest.isolateModulesAsync(async () => {
    await import('../src/pageViewHead');
  });
}

const claim = (fields: Record<string, unknown>) =>
  JSON.stringify({ eventId: 'earlier', atMs: pageStartMs() - 5000, pageSequence: 4, href: 'https://guide.example/en/', referrer: '', state: 'pending', vitals: 'pending', ...fields });
const stored = () => JSON.parse(sessionStorage.getItem(PAGE_VIEW_KEY) ?? 'null') as Record<string, unknown> | null;

describe('the head script', () => {
  beforeAll(() => {
    if (!globalThis.crypto.randomUUID) Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
  });
  beforeEach(() => {
    sessionStorage.clear();
    delete (window as unknown as Record<string, unknown>).tabijiClaimProgram;
  });

  it('claims the page view as the page starts: a new event id, pending, and no page number (the first reader gives it)', async () => {
    sessionStorage.setItem(PAGE_SEQUENCE_KEY, '2');
    await runHeadScript();
    expect(stored()).toEqual({ eventId: expect.stringMatching(/^[0-9a-f-]{36}$/), atMs: pageStartMs(), href: location.href, referrer: '', state: 'pending', vitals: 'pending' });
    expect(sessionStorage.getItem(PAGE_SEQUENCE_KEY)).toBe('2');
    expect(currentClaim(new BrowserStorageAdapter(() => sessionStorage), pageStartMs())).toMatchObject({ pageSequence: 3, state: 'pending' });
    expect(sessionStorage.getItem(PAGE_SEQUENCE_KEY)).toBe('3');
  });

  it('sets an earlier page’s pending claim aside for the claim program, and claims its own', async () => {
    sessionStorage.setItem(PAGE_VIEW_KEY, claim({}));
    sessionStorage.setItem(PAGE_SEQUENCE_KEY, '4');
    await runHeadScript();
    expect(sessionStorage.getItem(UNSENT_PAGE_VIEW_KEY)).toBe(claim({}));
    expect(stored()).toMatchObject({ state: 'pending' });
    expect(stored()).not.toHaveProperty('pageSequence');
  });

  it('leaves an earlier claim that was adopted where it is', async () => {
    sessionStorage.setItem(PAGE_VIEW_KEY, claim({ state: 'adopted', vitals: 'adopted' }));
    await runHeadScript();
    expect(sessionStorage.getItem(UNSENT_PAGE_VIEW_KEY)).toBeNull();
  });

  it('claims nothing when the claim program ran first and claimed this page (an async script from the cache can)', async () => {
    const programs = claim({ eventId: 'the-programs', atMs: pageStartMs(), pageSequence: 5 });
    sessionStorage.setItem(PAGE_VIEW_KEY, programs);
    sessionStorage.setItem(PAGE_SEQUENCE_KEY, '5');
    await runHeadScript();
    expect(sessionStorage.getItem(PAGE_VIEW_KEY)).toBe(programs);
    expect(sessionStorage.getItem(UNSENT_PAGE_VIEW_KEY)).toBeNull();
    expect(sessionStorage.getItem(PAGE_SEQUENCE_KEY)).toBe('5');
  });

  it('keeps the links clicked before the claim program runs, one line each, and none after (records cut the addresses)', async () => {
    await runHeadScript();
    const link = document.createElement('a');
    link.href = 'https://shop.example/item?ref=a@b.example#x';
    link.setAttribute('data-tabiji-affiliate', '');
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.click();
    expect(parseEarlyClicks(sessionStorage.getItem(EARLY_CLICKS_KEY))).toEqual([
      { pageHref: location.href, referrer: '', linkUrl: 'https://shop.example/item?ref=a@b.example#x', isAffiliate: true, atMs: expect.any(Number) },
    ]);
    link.click();
    expect(parseEarlyClicks(sessionStorage.getItem(EARLY_CLICKS_KEY))).toHaveLength(2);
    (window as unknown as Record<string, unknown>).tabijiClaimProgram = true;
    link.click();
    expect(parseEarlyClicks(sessionStorage.getItem(EARLY_CLICKS_KEY))).toHaveLength(2);
    link.remove();
  });

  it('stops quietly where session storage is blocked', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', { configurable: true, get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    try {
      await expect(runHeadScript()).resolves.toBeUndefined();
    } finally {
      Object.defineProperty(window, 'sessionStorage', descriptor);
    }
  });
});
