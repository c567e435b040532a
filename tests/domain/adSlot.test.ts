import { parseAdSlot, parseAdSlots } from '../../src/domain/adSlot';
import { describeValue } from '../../src/domain/describeValue';

const valid = { id: 'div-gpt-top', name: '/1234/top', sizes: [[300, 250], 'fluid'] };

describe('parseAdSlot', () => {
  it.each([
    [valid, { id: 'div-gpt-top', name: '/1234/top', sizes: [[300, 250], 'fluid'] }],
    [{ id: 'a', name: '/x', sizes: ['fluid'] }, { id: 'a', name: '/x', sizes: ['fluid'] }],
    [{ id: 'A_1-b', name: '/1/a/b', sizes: [[728, 90], [970, 250]] }, { id: 'A_1-b', name: '/1/a/b', sizes: [[728, 90], [970, 250]] }],
    [{ id: 'single', name: '/1/s', sizes: [320, 100] }, { id: 'single', name: '/1/s', sizes: [[320, 100]] }],
    [{ ...valid, extra: 'ignored' }, { id: 'div-gpt-top', name: '/1234/top', sizes: [[300, 250], 'fluid'] }],
    // The name is the network's own: the domain asks only for one word; a network's adapter checks its form.
    [{ ...valid, name: 'tabiji.top' }, { id: 'div-gpt-top', name: 'tabiji.top', sizes: [[300, 250], 'fluid'] }],
    [{ ...valid, name: '1234/top' }, { id: 'div-gpt-top', name: '1234/top', sizes: [[300, 250], 'fluid'] }],
    [{ ...valid, network: 'other-2' }, { id: 'div-gpt-top', name: '/1234/top', sizes: [[300, 250], 'fluid'], network: 'other-2' }],
    [{ ...valid, network: null }, { id: 'div-gpt-top', name: '/1234/top', sizes: [[300, 250], 'fluid'] }],
  ])('accepts %j', (raw, expected) => {
    expect(parseAdSlot(raw)).toEqual({ slot: expected });
  });

  it.each([
    [null, /must be an object, got null/],
    [[valid], /must be an object, got a list/],
    [{ ...valid, id: undefined }, /id must be a DOM element id.*got nothing/],
    [{ ...valid, id: '1abc' }, /id must be .*got "1abc"/],
    [{ ...valid, id: 'a b' }, /id must be/],
    [{ ...valid, id: 'a"><script>' }, /id must be/],
    [{ ...valid, id: '' }, /id must be/],
    [{ ...valid, id: 7 }, /id must be .*got 7/],
    [{ ...valid, name: '/12 34' }, /name must be the ad network's name for the slot .*got "\/12 34"/],
    [{ ...valid, name: ' ' }, /name must be/],
    [{ ...valid, name: '' }, /name must be/],
    [{ ...valid, name: null }, /name must be .*got null/],
    [{ ...valid, sizes: [] }, /sizes must be a non-empty list/],
    [{ ...valid, sizes: undefined }, /sizes must be .*got nothing/],
    [{ ...valid, sizes: 'fluid' }, /sizes must be .*got "fluid"/],
    [{ ...valid, sizes: [[300, 0]] }, /sizes must be/],
    [{ ...valid, sizes: [[300, -250]] }, /sizes must be/],
    [{ ...valid, sizes: [[300.5, 250]] }, /sizes must be/],
    [{ ...valid, sizes: [['300', 250]] }, /sizes must be/],
    [{ ...valid, sizes: [[300, 250, 1]] }, /sizes must be/],
    [{ ...valid, sizes: [[300, 250], 'FLUID'] }, /sizes must be/],
    [{ ...valid, sizes: [[300, 250], null] }, /sizes must be/],
    [{ ...valid, sizes: [0, 0] }, /sizes must be/],
    [{ ...valid, network: '' }, /network must be an ad network's name .*got ""/],
    [{ ...valid, network: 'Other' }, /network must be/],
    [{ ...valid, network: '1st' }, /network must be/],
    [{ ...valid, network: 'a b' }, /network must be/],
    [{ ...valid, network: 7 }, /network must be .*got 7/],
  ])('rejects %j', (raw, message) => {
    const result = parseAdSlot(raw);
    expect('error' in result && result.error).toMatch(message);
  });
});

describe('parseAdSlots', () => {
  it.each([
    [undefined, [], []],
    [null, [], []],
    [[], [], []],
    ['top', [], ['ads must be a list of ad slots, got "top"']],
    [{ id: 'a' }, [], ['ads must be a list of ad slots, got an object']],
  ])('%j gives %j', (raw, slots, errors) => {
    expect(parseAdSlots(raw)).toEqual({ slots, errors });
  });

  it('drops malformed and duplicate slots individually and keeps the rest in order', () => {
    const second = { id: 'side', name: '/1/side', sizes: [[300, 600]] };
    const result = parseAdSlots([valid, { id: 'bad' }, second, { ...valid, name: '/1/other' }]);
    expect(result.slots.map((slot) => slot.id)).toEqual(['div-gpt-top', 'side']);
    expect(result.errors).toEqual([
      expect.stringMatching(/^ads\[1\] dropped: name must be/),
      'ads[3] dropped: id "div-gpt-top" is already used by ads[0]',
    ]);
  });
});

describe('describeValue', () => {
  it.each([
    [undefined, 'nothing'],
    [null, 'null'],
    ['abc', '"abc"'],
    [12, '12'],
    [NaN, 'NaN'],
    [Infinity, 'Infinity'],
    [true, 'true'],
    [[1], 'a list'],
    [{}, 'an object'],
    [BigInt(5), '5n'],
    [Symbol('s'), 'symbol'],
    [() => 1, 'function'],
    ['x'.repeat(100), `"${'x'.repeat(56)}...`],
  ])('%p → %p', (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });
});
