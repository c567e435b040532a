import { clientIdFrom, visitIdFrom, type BrowserTraits } from '../../src/domain/visit';

const traits: BrowserTraits = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  language: 'ja-JP',
  languages: ['ja-JP', 'en-US'],
  platform: 'Linux x86_64',
  screen: '1920x1080',
  timezone: '540/540',
  colorDepth: 24,
  hardwareConcurrency: 8,
};

describe('visitIdFrom', () => {
  it('is 16 lower-case hex digits and contains none of the raw values', () => {
    const id = visitIdFrom(traits);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    [traits.userAgent, traits.language, traits.platform, traits.screen, traits.timezone].forEach((value) =>
      expect(id).not.toContain(value),
    );
  });

  it('is stable for equal traits, including a copied object', () => {
    expect(visitIdFrom({ ...traits, languages: [...traits.languages] })).toBe(visitIdFrom(traits));
  });

  it('is pinned so ids stay comparable across releases', () => {
    expect(visitIdFrom(traits)).toBe('9e434adce4ee354a');
  });

  it.each<[string, Partial<BrowserTraits>]>([
    ['userAgent', { userAgent: `${traits.userAgent} ` }],
    ['language', { language: 'en-US' }],
    ['languages order', { languages: ['en-US', 'ja-JP'] }],
    ['languages content', { languages: ['ja-JP'] }],
    ['platform', { platform: 'Win32' }],
    ['screen', { screen: '1920x1081' }],
    ['timezone', { timezone: '0/0' }],
    ['colorDepth', { colorDepth: 30 }],
    ['hardwareConcurrency', { hardwareConcurrency: 4 }],
    ['boundary between fields', { language: 'ja-JPx', platform: 'inux x86_64' }],
    ['boundary inside languages', { languages: ['ja-JP,en-US'] }],
  ])('changes when %s changes', (_field, change) => {
    expect(visitIdFrom({ ...traits, ...change })).not.toBe(visitIdFrom(traits));
  });
});

describe('clientIdFrom', () => {
  const now = new Date('2026-03-04T05:06:00Z');

  it.each<[string | null | undefined, string]>([
    ['GA1.2.123.456', '123.456'],
    ['GA1.1.1234567890.1700000000', '1234567890.1700000000'],
    ['GA1.3-2.42.43', '42.43'],
    [' GA1.2.123.456 ', '123.456'],
    ['GS1.1.1700000000.1.1.1700000100.0.0.0', 'abc.0520260304'],
    ['GA1.2.123', 'abc.0520260304'],
    ['GA1.2.123.456.789', 'abc.0520260304'],
    ['GA1.2.abc.456', 'abc.0520260304'],
    ['GA1.2.123.', 'abc.0520260304'],
    ['ga1.2.123.456', 'abc.0520260304'],
    ['123.456', 'abc.0520260304'],
    ['', 'abc.0520260304'],
    [null, 'abc.0520260304'],
    [undefined, 'abc.0520260304'],
  ])('cookie %p → %p', (cookie, expected) => {
    expect(clientIdFrom(cookie, 'abc', now)).toBe(expected);
  });

  it.each([
    ['2026-03-04T05:06:00Z', 'v.0520260304'],
    ['2026-12-31T23:59:59Z', 'v.2320261231'],
    ['2026-03-04T23:30:00-05:00', 'v.0420260305'],
    ['0999-01-02T00:00:00Z', 'v.0009990102'],
  ])('falls back to the visit id and UTC hour/date of %s', (iso, expected) => {
    expect(clientIdFrom(undefined, 'v', new Date(iso))).toBe(expected);
  });

  it('throws for an invalid date when it needs one', () => {
    expect(() => clientIdFrom(null, 'v', new Date(Number.NaN))).toThrow(/clientIdFrom: now is an invalid Date/);
    expect(clientIdFrom('GA1.2.1.2', 'v', new Date(Number.NaN))).toBe('1.2');
  });
});
