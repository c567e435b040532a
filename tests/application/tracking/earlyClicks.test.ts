import { keepEarlyClick, keepEarlyClicks, takeEarlyClicks } from '../../../src/application/tracking/earlyClicks';
import { EARLY_CLICKS_KEY, MAX_EARLY_CLICKS, parseEarlyClicks } from '../../../src/domain/earlyClick';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';
import { FakeStorageAdapter } from '../../fakes/FakeStorageAdapter';

function setUp(sessionStorage = new FakeStorageAdapter()) {
  const page = new FakePageLifecycleAdapter();
  const clock = new FakeClockAdapter();
  const tracking = { isStarted: false };
  const stop = keepEarlyClicks(
    { page, sessionStorage, navigation: new FakeNavigationAdapter('https://guide.example/en/', 'https://search.example/'), clock },
    () => tracking.isStarted,
  );
  const click = (href: string, isAffiliate = false) => page.click(href, { isAffiliate });
  return { stop, tracking, click, clock, sessionStorage, page };
}

describe('keepEarlyClicks', () => {
  it('keeps each link click in session storage at once until tracking has started, and hands them over once', () => {
    const { tracking, click, clock, sessionStorage } = setUp();
    click('https://guide.example/en/articles/1');
    clock.advance(10);
    click('https://hotels.example/', true);
    expect(parseEarlyClicks(sessionStorage.get(EARLY_CLICKS_KEY))).toHaveLength(2);
    tracking.isStarted = true;
    click('https://guide.example/en/articles/2');
    expect(takeEarlyClicks(sessionStorage)).toEqual([
      { pageHref: 'https://guide.example/en/', referrer: 'https://search.example/', linkUrl: 'https://guide.example/en/articles/1', isAffiliate: false, atMs: clock.nowMs - 10 },
      { pageHref: 'https://guide.example/en/', referrer: 'https://search.example/', linkUrl: 'https://hotels.example/', isAffiliate: true, atMs: clock.nowMs },
    ]);
    expect(sessionStorage.get(EARLY_CLICKS_KEY)).toBeNull();
    expect(takeEarlyClicks(sessionStorage)).toEqual([]);
  });

  it('keeps the addresses as the event log does: no token or e-mail address reaches session storage', () => {
    const page = new FakePageLifecycleAdapter();
    const sessionStorage = new FakeStorageAdapter();
    const navigation = new FakeNavigationAdapter('https://guide.example/en/?oobCode=SECRET&utm_source=news#access_token=T', 'https://guide.example/en/signin?token=REF');
    keepEarlyClicks({ page, sessionStorage, navigation, clock: new FakeClockAdapter() }, () => false);
    page.click('https://guide.example/users/ada%40example.com?reset=CODE');
    const stored = sessionStorage.get(EARLY_CLICKS_KEY) ?? '';
    expect(stored).not.toMatch(/SECRET|access_token|REF|ada|CODE/);
    expect(parseEarlyClicks(stored)).toEqual([expect.objectContaining({
      pageHref: 'https://guide.example/en/?oobCode=REDACTED&utm_source=news',
      referrer: 'https://guide.example/en/signin?token=REDACTED',
      linkUrl: 'https://guide.example/users/REDACTED?reset=REDACTED',
    })]);
  });

  it('stops listening when told', () => {
    const { stop, page } = setUp();
    expect(page.listenerCounts.clicks).toBe(1);
    stop();
    expect(page.listenerCounts.clicks).toBe(0);
  });

  it('hands over an earlier page’s clicks, and keeps at most the last 20', () => {
    const { click, sessionStorage } = setUp();
    for (let index = 0; index < MAX_EARLY_CLICKS + 5; index += 1) click(`https://guide.example/en/articles/${index}`);
    const taken = takeEarlyClicks(sessionStorage);
    expect(taken).toHaveLength(MAX_EARLY_CLICKS);
    expect(taken[0]?.linkUrl).toBe('https://guide.example/en/articles/5');
  });
});

describe('the kept clicks’ form', () => {
  const click = { pageHref: 'https://guide.example/en/', referrer: '', linkUrl: 'https://guide.example/en/articles/1', isAffiliate: false, atMs: 1_764_000_000_000 };

  it('is one click per line, appended by the head script without reading them; a line holding a list (the form kept before) counts too', () => {
    const storage = new FakeStorageAdapter();
    keepEarlyClick(storage, click);
    keepEarlyClick(storage, { ...click, atMs: click.atMs + 1 });
    expect(storage.get(EARLY_CLICKS_KEY)).toBe(`${JSON.stringify(click)}\n${JSON.stringify({ ...click, atMs: click.atMs + 1 })}\n`);
    storage.set(EARLY_CLICKS_KEY, `${JSON.stringify([click, click])}\nnot json\n${JSON.stringify(click)}\n`);
    expect(parseEarlyClicks(storage.get(EARLY_CLICKS_KEY))).toEqual([click, click, click]);
  });

  it('stays bounded where the claim program keeps them after the head script appended many', () => {
    const { click: tap, sessionStorage } = setUp();
    for (let index = 0; index < 50; index += 1) keepEarlyClick(sessionStorage, { ...click, atMs: click.atMs + index });
    tap('https://guide.example/en/articles/9');
    const lines = (sessionStorage.get(EARLY_CLICKS_KEY) ?? '').split('\n').filter(Boolean);
    expect(lines).toHaveLength(MAX_EARLY_CLICKS);
    expect(parseEarlyClicks(sessionStorage.get(EARLY_CLICKS_KEY)).at(-1)?.linkUrl).toBe('https://guide.example/en/articles/9');
  });
});

describe('parseEarlyClicks', () => {
  it.each([null, '', 'not json', '{}', '[1, null, {"pageHref": 1}]'])('reads %j as no clicks', (text) => {
    expect(parseEarlyClicks(text)).toEqual([]);
  });

  it('drops a click whose time is no date (tampered storage: 1e20 is finite, but no record can carry it)', () => {
    const click = { pageHref: 'https://guide.example/en/', referrer: '', linkUrl: 'https://guide.example/en/articles/1', isAffiliate: false };
    const stored = JSON.stringify([{ ...click, atMs: 1e20 }, { ...click, atMs: -5 }, { ...click, atMs: 1_764_000_000_000 }]);
    expect(parseEarlyClicks(stored)).toEqual([{ ...click, atMs: 1_764_000_000_000 }]);
  });
});
