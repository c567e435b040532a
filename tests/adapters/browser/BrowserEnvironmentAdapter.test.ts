import { BrowserEnvironmentAdapter, timeZoneOffsets } from '../../../src/adapters/browser/BrowserEnvironmentAdapter';

/** Makes local time behave like a zone with these getTimezoneOffset() values in January and July. */
function inZone(january: number, july: number): void {
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function (this: Date) {
    return this.getMonth() === 0 ? january : july;
  });
}

describe('timeZoneOffsets', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['Tokyo', -540, -540, '540/540'],
    ['UTC', 0, 0, '0/0'],
    ['London', 0, -60, '0/60'],
    ['New York', 300, 240, '-300/-240'],
    ['Sydney', -660, -600, '660/600'],
  ])('gives the January/July offsets of %s in minutes east', (_zone, january, july, expected) => {
    inZone(january, july);
    expect(timeZoneOffsets(2026)).toBe(expected);
  });

  it('is what the visit traits carry, without touching Intl (its first use is a long task on phones)', () => {
    inZone(-540, -540);
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    expect(new BrowserEnvironmentAdapter().traits().timezone).toBe('540/540');
    expect(intl).not.toHaveBeenCalled();
  });
});
