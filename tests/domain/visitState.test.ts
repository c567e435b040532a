import { nextPageSequence, parseCachedLocation } from '../../src/domain/visitState';

describe('nextPageSequence', () => {
  it.each([
    [null, 1], ['1', 2], ['41', 42], ['', 1], ['abc', 1], ['-3', 1], ['1e3', 1],
  ])('after %j comes %i', (stored, expected) => {
    expect(nextPageSequence(stored)).toBe(expected);
  });
});

describe('parseCachedLocation', () => {
  it.each([
    ['{"country":"Japan","ip":"1.2.3.4"}', { country: 'Japan', ip: '1.2.3.4' }],
    ['{"country":"","ip":""}', { country: '', ip: '' }],
    ['{"country":1}', null],
    ['nope', null],
    [null, null],
  ])('%j → %j', (text, expected) => {
    expect(parseCachedLocation(text)).toEqual(expected);
  });
});
