import { isSameMarkup, markupStampFor, markupStampText, parseMarkupStamp } from '../../src/domain/markupStamp';
import { EMPTY_NAVIGATION, parseNavigation } from '../../src/domain/navigation';

const navigation = parseNavigation({ slider: [{ label: 'Temples', href: '/en/categories/1' }] }).navigation;

describe('markup stamps', () => {
  it('reads back what it writes', () => {
    const stamp = markupStampFor('0123456789ab', 'en', 'footer', navigation);
    expect(markupStampText(stamp)).toMatch(/^tabiji:0123456789ab:[0-9a-f]{8}$/);
    expect(parseMarkupStamp(` ${markupStampText(stamp)} `)).toEqual(stamp);
  });

  it('tells apart builds, languages, regions and navigations, and nothing else', () => {
    const stamp = markupStampFor('b1', 'en', 'footer', navigation);
    expect(isSameMarkup(stamp, markupStampFor('b1', 'en', 'footer', parseNavigation({ slider: [{ label: 'Temples', href: '/en/categories/1' }] }).navigation))).toBe(true);
    for (const other of [
      markupStampFor('b2', 'en', 'footer', navigation),
      markupStampFor('b1', 'th', 'footer', navigation),
      markupStampFor('b1', 'en', 'slider-nav', navigation),
      markupStampFor('b1', 'en', 'footer', EMPTY_NAVIGATION),
    ]) {
      expect(isSameMarkup(stamp, other)).toBe(false);
    }
  });

  it.each(['', 'tabiji', 'tabiji::12345678', 'tabiji:b1:1234567', 'tabiji:b1:123456789', 'react-text: 1', 'tabiji:b 1:12345678'])(
    'is not a stamp: %j',
    (text) => expect(parseMarkupStamp(text)).toBeNull(),
  );
});
