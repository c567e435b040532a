import { buildEventRecord, type EventLogRecord, type EventRecordInput } from '../../src/domain/eventRecord';
import { REDACTED } from '../../src/domain/eventUrl';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';
const NOW_MS = Date.UTC(2026, 2, 4, 5, 6, 7, 89);

const input: EventRecordInput = {
  actionType: 'page_view',
  eventId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  href: 'https://guide.example/en/search?keyword=%E6%9D%B1%E4%BA%AC',
  referrer: 'https://www.google.com/',
  userAgent: IPHONE_UA,
  browserLanguage: 'en-US',
  languageCode: 'en',
  clientId: '123.456',
  visitId: '0123456789abcdef',
  pageSequence: 2,
  userId: 42,
  linkUrl: 'https://hotels.example/x',
  location: { country: 'JP', ip: '203.0.113.7' },
};

describe('buildEventRecord', () => {
  it('maps every field of a complete input', () => {
    const expected: EventLogRecord = {
      event_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      action_type: 'page_view',
      browser_language: 'en-US',
      browser: 'Safari',
      client_id: '123.456',
      datetime: '2026-03-04T05:06:07.089Z',
      device: 'phone',
      ip_source: '203.0.113.7',
      language_code: 'en',
      link_url: 'https://hotels.example/x',
      location_country: 'JP',
      os: 'iOS',
      page_sequence: 2,
      referrer: 'https://www.google.com/',
      search_word: '東京',
      source_url: 'https://guide.example/en/search?keyword=%E6%9D%B1%E4%BA%AC',
      user_agent: IPHONE_UA,
      user_id: 42,
      visit_id: '0123456789abcdef',
    };
    expect(buildEventRecord(input, NOW_MS)).toEqual(expected);
  });

  it.each([
    [1, 1],
    [3, 3],
    [2.9, 2],
    [0, 1],
    [-5, 1],
    [0.5, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [10_000, 10_000],
    [10_001, 10_000],
    [999_999_999, 10_000],
  ])('page_sequence %p → %p', (pageSequence, expected) => {
    expect(buildEventRecord({ ...input, pageSequence }, NOW_MS).page_sequence).toBe(expected);
  });

  it.each<[EventRecordInput['userId'], number | string]>([
    [undefined, 0],
    [null, 0],
    ['', 0],
    [Number.NaN, 0],
    [-1, 0],
    [1.5, 0],
    [2 ** 53, 0],
    [0, 0],
    [7, 7],
    ['abc123', 'abc123'],
  ])('user_id %p → %p', (userId, expected) => {
    expect(buildEventRecord({ ...input, userId }, NOW_MS).user_id).toBe(expected);
  });

  it.each([[undefined], [null]])('leaves both location fields empty when location is %p', (location) => {
    const record = buildEventRecord({ ...input, location }, NOW_MS);
    expect([record.location_country, record.ip_source]).toEqual(['', '']);
  });

  it('never keeps an e-mail address typed into the site search as search_word (issue 28 item 6)', () => {
    for (const keyword of ['ada@example.com', 'ada%40example.com', 'ada%2540example.com', 'mail+ada@example.com']) {
      const record = buildEventRecord({ ...input, href: `https://guide.example/en/search?keyword=${keyword}` }, NOW_MS);
      expect([record.search_word, record.source_url]).toEqual([REDACTED, `https://guide.example/en/search?keyword=${REDACTED}`]);
    }
    expect(buildEventRecord({ ...input, href: 'https://guide.example/en/search?keyword=%40tabiji' }, NOW_MS).search_word).toBe('@tabiji');
  });

  it('defaults link_url to empty and takes search_word from href', () => {
    const withoutLink: EventRecordInput = { ...input, href: 'https://guide.example/jp/' };
    delete withoutLink.linkUrl;
    const record = buildEventRecord(withoutLink, NOW_MS);
    expect(record.link_url).toBe('');
    expect(record.search_word).toBe('');
    expect(record.source_url).toBe('https://guide.example/jp/');
  });

  it.each([
    [0, '1970-01-01T00:00:00.000Z'],
    [NOW_MS, '2026-03-04T05:06:07.089Z'],
  ])('datetime for %p ms is %p (UTC)', (nowMs, expected) => {
    expect(buildEventRecord(input, nowMs).datetime).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 9e15])('throws a clear error for nowMs %p', (nowMs) => {
    expect(() => buildEventRecord(input, nowMs)).toThrow(/buildEventRecord: nowMs must be epoch milliseconds/);
  });

  it('keeps secrets out of all three addresses, and still reads the search word from the page address', () => {
    const record = buildEventRecord({
      ...input,
      href: 'https://guide.example/en/search?keyword=kyoto&oobCode=SECRET&apiKey=K&mode=signIn&email=a%40b.com&utm_source=news#access_token=T',
      referrer: 'https://accounts.example/o/oauth2/auth?code=C0DE&state=S&utm_medium=email',
      linkUrl: 'https://hotels.example/x?token=T0K&utm_campaign=autumn#frag',
    }, NOW_MS);
    expect(record).toMatchObject({
      source_url: 'https://guide.example/en/search?keyword=kyoto&oobCode=REDACTED&apiKey=REDACTED&mode=REDACTED&email=REDACTED&utm_source=news',
      referrer: 'https://accounts.example/o/oauth2/auth?code=REDACTED&state=REDACTED&utm_medium=email',
      link_url: 'https://hotels.example/x?token=REDACTED&utm_campaign=autumn',
      search_word: 'kyoto',
    });
    expect(JSON.stringify(record)).not.toMatch(/SECRET|a%40b|access_token|C0DE|T0K|frag/);
  });

  it('resolves a relative referrer and link against the page, and keeps only the scheme of a mailto link', () => {
    const page = { ...input, href: 'https://guide.example/en/articles/3' };
    expect(buildEventRecord({ ...page, referrer: '/en/?token=T', linkUrl: 'mailto:ada@example.com' }, NOW_MS)).toMatchObject({
      referrer: 'https://guide.example/en/?token=REDACTED',
      link_url: 'mailto:',
    });
  });
});
