import { keepEarlyClicks } from '../../../src/application/tracking/earlyClicks';
import { EARLY_CLICKS_KEY, MAX_EARLY_CLICKS, parseEarlyClicks } from '../../../src/domain/earlyClick';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';
import { FakeStorageAdapter } from '../../fakes/FakeStorageAdapter';

function setUp(sessionStorage = new FakeStorageAdapter()) {
  const page = new FakePageLifecycleAdapter();
  const clock = new FakeClockAdapter();
  const early = keepEarlyClicks({ page, sessionStorage, navigation: new FakeNavigationAdapter('https://guide.example/en/', 'https://search.example/'), clock });
  const click = (href: string, isAffiliate = false) => page.click(href, { isAffiliate });
  return { early, click, clock, sessionStorage, page };
}

describe('keepEarlyClicks', () => {
  it('keeps each link click in session storage at once, and hands them over once', () => {
    const { early, click, clock, sessionStorage, page } = setUp();
    click('https://guide.example/en/articles/1');
    clock.advance(10);
    click('https://hotels.example/', true);
    expect(parseEarlyClicks(sessionStorage.get(EARLY_CLICKS_KEY))).toHaveLength(2);
    expect(early.take()).toEqual([
      { pageHref: 'https://guide.example/en/', referrer: 'https://search.example/', linkUrl: 'https://guide.example/en/articles/1', isAffiliate: false, atMs: clock.nowMs - 10 },
      { pageHref: 'https://guide.example/en/', referrer: 'https://search.example/', linkUrl: 'https://hotels.example/', isAffiliate: true, atMs: clock.nowMs },
    ]);
    expect(sessionStorage.get(EARLY_CLICKS_KEY)).toBeNull();
    click('https://guide.example/en/articles/2');
    expect(sessionStorage.get(EARLY_CLICKS_KEY)).toBeNull();
    expect(page.listenerCounts.clicks).toBe(0);
  });

  it('hands over an earlier page’s clicks, and keeps at most the last 20', () => {
    const { early, click } = setUp();
    for (let index = 0; index < MAX_EARLY_CLICKS + 5; index += 1) click(`https://guide.example/en/articles/${index}`);
    const taken = early.take();
    expect(taken).toHaveLength(MAX_EARLY_CLICKS);
    expect(taken[0]?.linkUrl).toBe('https://guide.example/en/articles/5');
  });
});

describe('parseEarlyClicks', () => {
  it.each([null, '', 'not json', '{}', '[1, null, {"pageHref": 1}]'])('reads %j as no clicks', (text) => {
    expect(parseEarlyClicks(text)).toEqual([]);
  });
});
